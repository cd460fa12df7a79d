// Reads HTTP/1.x requests from a byte stream, as `unembed-cli serve` receives them, trusting
// nothing: the request line and headers are capped in bytes and in fields, a body is read only
// after the caller has seen the head and agreed to it, and a chunked body is refused as soon as it
// passes the body cap. Lines may end in CRLF or a bare LF; obsolete line folding, a header with
// whitespace before its colon, two different Content-Lengths, or Content-Length beside
// Transfer-Encoding are malformed (the ambiguities request smuggling lives on).
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace unembed {

struct HttpRequest {
    QByteArray method;
    QByteArray path; // the request target without its query
    int minorVersion = 1;
    QList<QPair<QByteArray, QByteArray>> headers; // names in lower case, values trimmed
    qint64 contentLength = 0;                     // announced; -1 for a chunked body
    QByteArray body;

    // The first header named `name` (lower case), or an empty array.
    QByteArray header(const QByteArray& name) const;
    bool chunked() const { return contentLength < 0; }
    bool hasBody() const { return contentLength != 0; }
    // HTTP/1.1 without `Connection: close`; HTTP/1.0 connections are always closed.
    bool keepAlive() const;
    bool expectsContinue() const;
};

class HttpRequestReader {
public:
    struct Limits {
        qint64 maxHead = 16 * 1024; // request line and headers, in bytes
        int maxFields = 100;        // header fields
        qint64 maxBody = 8 * 1024 * 1024;
    };
    enum class Step {
        NeedMore,     // it has taken all the bytes it was given: give it more
        HeadComplete, // request() holds the head; call readBody() to go on with the body
        Complete,     // request() holds the whole request
        Failed        // failureStatus() and failure() say why; the connection cannot go on
    };

    explicit HttpRequestReader(Limits limits) : limits_(limits) {}

    // Takes what it uses from the front of `input` and says how far the request got.
    Step read(QByteArray& input);
    // After HeadComplete: read the body on the next read() calls.
    void readBody() { state_ = State::Body; }
    // Forgets the request, ready for the next one on the same connection.
    void reset();

    // True once any byte of the request (blank lines before it aside) has arrived.
    bool started() const { return state_ != State::Head || !head_.isEmpty(); }
    const HttpRequest& request() const { return request_; }
    HttpRequest takeRequest();
    int failureStatus() const { return failureStatus_; }
    const QString& failure() const { return failure_; }

private:
    enum class State {
        Head,
        HeadRead,
        Body,
        ChunkSize,
        ChunkData,
        ChunkEnd,
        Trailer,
        Done,
        Failed
    };

    Step fail(int status, const QString& why);
    Step readHead(QByteArray& input);
    bool parseHead();
    bool parseRequestLine(const QByteArray& line);
    Step readChunked(QByteArray& input);
    enum class LineEnd { Incomplete, Complete, TooLong };
    // A line of the chunked framing (at most `cap` bytes), taken from `input`; while it is
    // incomplete, what there is of it waits in line_.
    LineEnd takeLine(QByteArray& input, qint64 cap, QByteArray& line);

    Limits limits_;
    State state_ = State::Head;
    HttpRequest request_;
    QByteArray head_;
    QByteArray line_;
    qint64 chunkLeft_ = 0;
    qint64 trailerBytes_ = 0;
    int failureStatus_ = 0;
    QString failure_;
};

} // namespace unembed
