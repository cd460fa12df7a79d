#include "http_request_reader.h"

#include <QString>

#include <algorithm>

namespace unembed {

namespace {

// RFC 9110's tchar: the characters of a method or a header name.
bool isTokenChar(char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    return QByteArrayLiteral("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(const QByteArray& text) {
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

// Control characters other than a tab have no place in a field value or a request target.
bool hasControl(const QByteArray& text, bool tabAllowed) {
    return std::any_of(text.begin(), text.end(), [tabAllowed](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return (byte < 0x20 && !(tabAllowed && c == '\t')) || byte == 0x7f;
    });
}

bool isDigits(const QByteArray& text) {
    return !text.isEmpty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A chunk's size line: hex digits, then optional whitespace and extensions (ignored). -1 when
// malformed or beyond 15 hex digits (more than any body cap).
qint64 chunkSize(const QByteArray& line) {
    qint64 size = 0;
    int digits = 0;
    for (; digits < line.size(); ++digits) {
        const char c = line[digits];
        int value = 0;
        if (c >= '0' && c <= '9')
            value = c - '0';
        else if (c >= 'a' && c <= 'f')
            value = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            value = c - 'A' + 10;
        else
            break;
        if (digits == 15) return -1;
        size = size * 16 + value;
    }
    if (digits == 0) return -1;
    const QByteArray rest = line.mid(digits).trimmed();
    return rest.isEmpty() || rest.startsWith(';') ? size : -1;
}

} // namespace

QByteArray HttpRequest::header(const QByteArray& name) const {
    for (const auto& field : headers)
        if (field.first == name) return field.second;
    return {};
}

bool HttpRequest::keepAlive() const {
    if (minorVersion == 0) return false;
    for (const QByteArray& option : header("connection").split(','))
        if (option.trimmed().toLower() == "close") return false;
    return true;
}

bool HttpRequest::expectsContinue() const {
    return minorVersion == 1 && header("expect").toLower() == "100-continue";
}

HttpRequestReader::Step HttpRequestReader::fail(int status, const QString& why) {
    state_ = State::Failed;
    failureStatus_ = status;
    failure_ = why;
    return Step::Failed;
}

void HttpRequestReader::reset() {
    state_ = State::Head;
    request_ = HttpRequest();
    head_.clear();
    line_.clear();
    chunkLeft_ = 0;
    trailerBytes_ = 0;
    failureStatus_ = 0;
    failure_.clear();
}

HttpRequest HttpRequestReader::takeRequest() {
    HttpRequest request = std::move(request_);
    request_ = HttpRequest();
    return request;
}

HttpRequestReader::Step HttpRequestReader::read(QByteArray& input) {
    switch (state_) {
    case State::Head:
        return readHead(input);
    case State::HeadRead:
        return Step::HeadComplete;
    case State::Body: {
        if (request_.chunked()) {
            state_ = State::ChunkSize;
            return readChunked(input);
        }
        if (request_.contentLength > limits_.maxBody)
            return fail(413, QStringLiteral("the body passes this server's cap of %1 bytes")
                                 .arg(limits_.maxBody));
        const qint64 take =
            std::min(request_.contentLength - qint64(request_.body.size()), qint64(input.size()));
        request_.body.append(input.constData(), take);
        input.remove(0, take);
        if (request_.body.size() < request_.contentLength) return Step::NeedMore;
        state_ = State::Done;
        return Step::Complete;
    }
    case State::ChunkSize:
    case State::ChunkData:
    case State::ChunkEnd:
    case State::Trailer:
        return readChunked(input);
    case State::Done:
        return Step::Complete;
    case State::Failed:
        return Step::Failed;
    }
    return Step::Failed;
}

HttpRequestReader::Step HttpRequestReader::readHead(QByteArray& input) {
    // Blank lines before a request line are ignored (RFC 9112, 2.2).
    if (head_.isEmpty()) {
        qint64 blank = 0;
        while (blank < input.size() && (input[blank] == '\n' || input[blank] == '\r'))
            ++blank;
        input.remove(0, blank);
    }
    const qint64 scanFrom = std::max<qint64>(0, head_.size() - 3);
    const qint64 take = std::min<qint64>(input.size(), limits_.maxHead + 4 - head_.size());
    head_.append(input.constData(), take);
    input.remove(0, take);
    qint64 end = -1;
    for (qint64 i = head_.indexOf('\n', scanFrom); i >= 0; i = head_.indexOf('\n', i + 1)) {
        if (i + 1 < head_.size() && head_[i + 1] == '\n')
            end = i + 2;
        else if (i + 2 < head_.size() && head_[i + 1] == '\r' && head_[i + 2] == '\n')
            end = i + 3;
        if (end >= 0) break;
    }
    if (end < 0) {
        if (head_.size() > limits_.maxHead)
            return fail(431, QStringLiteral("the request line and headers pass this server's cap "
                                            "of %1 bytes")
                                 .arg(limits_.maxHead));
        return Step::NeedMore;
    }
    // What follows the head (a body, the next request) goes back to the caller's bytes.
    input.prepend(head_.mid(end));
    head_.truncate(end);
    if (end > limits_.maxHead + 2)
        return fail(431, QStringLiteral("the request line and headers pass this server's cap of "
                                        "%1 bytes")
                             .arg(limits_.maxHead));
    if (!parseHead()) return Step::Failed;
    state_ = State::HeadRead;
    return Step::HeadComplete;
}

bool HttpRequestReader::parseHead() {
    QList<QByteArray> lines = head_.split('\n');
    lines.removeLast(); // after the final LF
    lines.removeLast(); // the blank line
    for (QByteArray& line : lines) {
        if (line.endsWith('\r')) line.chop(1);
        if (line.contains('\r') || line.contains('\0')) {
            fail(400, QStringLiteral("the head holds a stray CR or NUL"));
            return false;
        }
    }
    if (lines.isEmpty() || !parseRequestLine(lines.first())) return false;
    if (lines.size() - 1 > limits_.maxFields) {
        fail(431, QStringLiteral("more than %1 header fields").arg(limits_.maxFields));
        return false;
    }
    QByteArray length;
    bool transferEncoding = false;
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray& line = lines[i];
        const qint64 colon = line.indexOf(':');
        if (line.startsWith(' ') || line.startsWith('\t')) {
            fail(400, QStringLiteral("obsolete header line folding"));
            return false;
        }
        const QByteArray name = line.left(colon).toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (colon <= 0 || !isToken(name) || hasControl(value, true)) {
            fail(400, QStringLiteral("header line %1 is malformed").arg(i + 1));
            return false;
        }
        if (name == "content-length") {
            if (!isDigits(value) || value.size() > 18 || (!length.isEmpty() && length != value)) {
                fail(400, QStringLiteral("the Content-Length is malformed"));
                return false;
            }
            length = value;
        }
        if (name == "transfer-encoding") {
            if (transferEncoding || value.toLower() != "chunked") {
                fail(501, QStringLiteral("only the chunked transfer coding is understood"));
                return false;
            }
            transferEncoding = true;
        }
        request_.headers.append({name, value});
    }
    if (transferEncoding && (!length.isEmpty() || request_.minorVersion == 0)) {
        fail(400, QStringLiteral("Transfer-Encoding beside Content-Length, or in HTTP/1.0"));
        return false;
    }
    request_.contentLength = transferEncoding ? -1 : length.isEmpty() ? 0 : length.toLongLong();
    return true;
}

bool HttpRequestReader::parseRequestLine(const QByteArray& line) {
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3 || !isToken(parts[0]) || parts[1].isEmpty() ||
        hasControl(parts[1], false)) {
        fail(400, QStringLiteral("the request line is malformed"));
        return false;
    }
    const QByteArray& version = parts[2];
    if (version == "HTTP/1.1" || version == "HTTP/1.0") {
        request_.minorVersion = version.back() - '0';
    } else {
        const bool http = version.size() == 8 && version.startsWith("HTTP/") &&
                          isDigits(version.mid(5, 1)) && version[6] == '.' &&
                          isDigits(version.mid(7, 1));
        fail(http ? 505 : 400, http ? QStringLiteral("only HTTP/1.0 and HTTP/1.1 are spoken")
                                    : QStringLiteral("the request line is malformed"));
        return false;
    }
    request_.method = parts[0];
    QByteArray target = parts[1];
    // The absolute form (a request through a proxy) names the same path.
    if (const qint64 scheme = target.indexOf("://"); scheme > 0 && !target.startsWith('/')) {
        const qint64 path = target.indexOf('/', scheme + 3);
        target = path < 0 ? QByteArrayLiteral("/") : target.mid(path);
    }
    const qint64 query = target.indexOf('?');
    request_.path = query < 0 ? target : target.left(query);
    return true;
}

HttpRequestReader::Step HttpRequestReader::readChunked(QByteArray& input) {
    while (true) {
        if (state_ == State::ChunkData) {
            const qint64 take = std::min(chunkLeft_, qint64(input.size()));
            request_.body.append(input.constData(), take);
            input.remove(0, take);
            chunkLeft_ -= take;
            if (chunkLeft_ > 0) return Step::NeedMore;
            state_ = State::ChunkEnd;
            continue;
        }
        // The size line and its extensions, the CRLF after the data, the trailer fields.
        const qint64 cap = state_ == State::ChunkSize  ? 1024
                           : state_ == State::ChunkEnd ? 0
                                                       : limits_.maxHead - trailerBytes_;
        QByteArray line;
        switch (takeLine(input, cap, line)) {
        case LineEnd::Incomplete:
            return Step::NeedMore;
        case LineEnd::TooLong:
            return fail(400, QStringLiteral("the chunked body's framing is malformed"));
        case LineEnd::Complete:
            break;
        }
        if (state_ == State::ChunkEnd) {
            state_ = State::ChunkSize;
        } else if (state_ == State::Trailer) {
            trailerBytes_ += line.size() + 2;
            if (line.isEmpty()) {
                state_ = State::Done;
                return Step::Complete;
            }
        } else {
            const qint64 size = chunkSize(line);
            if (size < 0) return fail(400, QStringLiteral("a chunk size is malformed"));
            if (size > limits_.maxBody - qint64(request_.body.size()))
                return fail(413, QStringLiteral("the body passes this server's cap of %1 bytes")
                                     .arg(limits_.maxBody));
            chunkLeft_ = size;
            state_ = size == 0 ? State::Trailer : State::ChunkData;
        }
    }
}

HttpRequestReader::LineEnd HttpRequestReader::takeLine(QByteArray& input, qint64 cap,
                                                       QByteArray& line) {
    const qint64 end = input.indexOf('\n');
    line_.append(input.constData(), end < 0 ? input.size() : end);
    input.remove(0, end < 0 ? input.size() : end + 1);
    const qint64 length = line_.endsWith('\r') && end >= 0 ? line_.size() - 1 : line_.size();
    // The CR of a CRLF split across two reads is allowed one byte beyond the cap.
    if (length > cap + (end < 0 ? 1 : 0)) return LineEnd::TooLong;
    if (end < 0) return LineEnd::Incomplete;
    line = line_.left(length);
    line_.clear();
    return line.contains('\r') ? LineEnd::TooLong : LineEnd::Complete;
}

} // namespace unembed
