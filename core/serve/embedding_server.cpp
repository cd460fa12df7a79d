#include "embedding_server.h"

#include "embedders/embedding_service.h"
#include "serve/client_rate_limit.h"
#include "serve/http_request_reader.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QPointer>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <optional>

namespace unembed {

namespace {

constexpr qint64 kReadChunk = 64 * 1024; // bytes read from a socket at a time, and buffered by Qt
// How long a client refused before its body was read may go on sending (dropped unread) before
// the connection is closed: closing at once, with its bytes unread, would reset the connection
// and could destroy the answer before the client reads it.
constexpr int kLingerMs = 1000;
// Request bodies buffered at once, in body caps: the memory bodies may take whatever the number
// of connections.
constexpr qint64 kBodiesBuffered = 8;
constexpr int kListenBacklog = 512;
constexpr int kAcceptPauseMs = 100;

QByteArray reasonPhrase(int status) {
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 413:
        return "Content Too Large";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Internal Server Error";
    }
}

// One answer: its status, JSON body, texts embedded (for the log) and extra header fields.
struct Reply {
    int status = 200;
    QByteArray json;
    int texts = 0;
    QList<QPair<QByteArray, QByteArray>> headers;
};

Reply jsonReply(int status, const QJsonObject& body, int texts = 0) {
    return {status, QJsonDocument(body).toJson(QJsonDocument::Compact), texts, {}};
}

Reply errorReply(int status, const QString& message, const QString& type = {},
                 const QString& code = {}) {
    const QString kind = !type.isEmpty() ? type
                         : status >= 500 ? QStringLiteral("server_error")
                                         : QStringLiteral("invalid_request_error");
    return jsonReply(status, EmbeddingService::error(message, kind, code));
}

Reply retryLater(Reply reply) {
    reply.headers.append({"Retry-After", QByteArray::number(ClientRateLimit::kRetryAfterSeconds)});
    return reply;
}

// The head of an answer; its body follows as a second write, uncopied.
QByteArray responseHead(const Reply& reply, bool keepAlive) {
    QByteArray head = "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' +
                      reasonPhrase(reply.status) +
                      "\r\nContent-Type: application/json\r\nContent-Length: " +
                      QByteArray::number(reply.json.size()) +
                      (keepAlive ? "\r\nConnection: keep-alive\r\n" : "\r\nConnection: close\r\n");
    for (const auto& [name, value] : reply.headers)
        head += name + ": " + value + "\r\n";
    return head + "\r\n";
}

// What a log line shows of a method or path: printable ASCII, at most 100 characters.
QString printable(const QByteArray& text) {
    if (text.isEmpty()) return QStringLiteral("-");
    QString shown;
    for (const char c : text.left(100))
        shown += c > ' ' && c < 0x7f ? QChar::fromLatin1(c) : QChar(u'?');
    return text.size() > 100 ? shown + QStringLiteral("...") : shown;
}

// The reader's caps on a head, with the server's on a body.
HttpRequestReader::Limits readerLimits(qint64 maxBody) {
    HttpRequestReader::Limits limits;
    limits.maxBody = maxBody;
    return limits;
}

// Bytes of request bodies held from a body's admission until its batch is done or dropped.
class BodyReservation {
public:
    BodyReservation(std::atomic<qint64>& total, qint64 bytes) : total_(total), bytes_(bytes) {
        total_ += bytes_;
    }
    ~BodyReservation() { total_ -= bytes_; }
    BodyReservation(const BodyReservation&) = delete;
    BodyReservation& operator=(const BodyReservation&) = delete;

private:
    std::atomic<qint64>& total_;
    qint64 bytes_;
};

// The model's thread: batches run there one at a time, in the order they came. A batch whose
// client has gone is dropped unrun.
class EmbeddingWorker {
public:
    explicit EmbeddingWorker(const EmbeddingService& service) : service_(service) {
        context_.moveToThread(&thread_);
        thread_.start();
    }
    ~EmbeddingWorker() {
        thread_.quit();
        thread_.wait();
    }
    EmbeddingWorker(const EmbeddingWorker&) = delete;
    EmbeddingWorker& operator=(const EmbeddingWorker&) = delete;

    // Embeds `body` on the worker, then calls `done` with the reply on `receiver`'s thread.
    void post(const QByteArray& body, std::shared_ptr<const std::atomic_bool> abandoned,
              std::shared_ptr<BodyReservation> reservation, QObject* receiver,
              std::function<void(const Reply&)> done) {
        QMetaObject::invokeMethod(
            &context_,
            [this, body, abandoned, reservation, receiver, done] {
                if (*abandoned) return;
                const Reply reply = embed(body);
                QMetaObject::invokeMethod(
                    receiver, [done, reply] { done(reply); }, Qt::QueuedConnection);
            },
            Qt::QueuedConnection);
    }

private:
    Reply embed(const QByteArray& body) const {
        try {
            const EmbeddingService::Answer answer = service_.embeddings(body);
            return jsonReply(answer.status, answer.body, answer.texts);
        } catch (const std::exception& e) {
            // The model failed on this input: the server stays up and says so.
            return errorReply(500,
                              QString::fromLocal8Bit(e.what()).section(QLatin1Char('\n'), 0, 0));
        }
    }

    const EmbeddingService& service_;
    QThread thread_;
    QObject context_; // lives in thread_: what is posted to it runs there
};

class Connection;

} // namespace

// The listening socket and what its connections share: the limits, the rate limit, the key, the
// worker.
class HttpListener : public QTcpServer {
public:
    HttpListener(EmbeddingService& service, const QByteArray& apiKey, const ServeLimits& limits,
                 EmbeddingServer::RequestLog log);
    ~HttpListener() override;

    // The refusal of a request whose head has arrived, or nullopt with `reservation` holding the
    // room for its body.
    std::optional<Reply> admit(const HttpRequest& request, const QByteArray& client,
                               std::shared_ptr<BodyReservation>& reservation);
    void log(const HttpRequest& request, const Reply& reply) const;
    void connectionClosed(Connection* connection) { connections_.remove(connection); }

    const ServeLimits limits;
    const Reply models;
    std::atomic<qint64> bufferedBodies{0}; // before the worker: its batches hold reservations
    EmbeddingWorker worker;

private:
    void acceptConnections();
    bool keyMatches(const QByteArray& authorization) const;

    QByteArray keyDigest_; // SHA-256 of "Bearer KEY"; empty: no key
    ClientRateLimit rateLimit_;
    EmbeddingServer::RequestLog log_;
    QSet<Connection*> connections_; // not children: they go before this server's members do
};

namespace {

// One client connection: reads a request, has it refused or answered, and goes on with the next
// one while the connection is kept alive.
class Connection : public QObject {
public:
    Connection(QTcpSocket* socket, HttpListener& server)
        : socket_(socket), server_(server), reader_(readerLimits(server.limits.maxBody)),
          client_(socket->peerAddress().toString().toLatin1()),
          abandoned_(std::make_shared<std::atomic_bool>(false)) {
        socket_->setParent(this);
        socket_->setReadBufferSize(kReadChunk);
        timer_.setSingleShot(true);
        connect(&timer_, &QTimer::timeout, this, [this] { onTimeout(); });
        connect(socket_, &QTcpSocket::readyRead, this, [this] { pump(); });
        connect(socket_, &QTcpSocket::bytesWritten, this, [this] { onWritten(); });
        connect(socket_, &QAbstractSocket::stateChanged, this,
                [this](QAbstractSocket::SocketState state) {
                    if (state == QAbstractSocket::UnconnectedState) deleteLater();
                });
        timer_.start(server_.limits.idleTimeoutMs);
        pump();
    }
    ~Connection() override {
        *abandoned_ = true;
        server_.connectionClosed(this);
    }

private:
    enum class State {
        Idle,      // waiting for a request: the idle timeout runs
        Reading,   // a request has begun: the read timeout runs
        Working,   // its batch is queued or running on the worker
        Writing,   // its answer is being sent
        Lingering, // closing: what the client still sends is dropped
    };

    // Reads while the connection is reading: as far as the bytes at hand take the request.
    void pump() {
        while (state_ == State::Idle || state_ == State::Reading || state_ == State::Lingering) {
            if (input_.isEmpty() && socket_->bytesAvailable() > 0)
                input_ = socket_->read(kReadChunk);
            if (state_ == State::Lingering) {
                input_.clear();
                if (socket_->bytesAvailable() == 0) return;
                continue;
            }
            const HttpRequestReader::Step step = reader_.read(input_);
            if (state_ == State::Idle && reader_.started()) {
                state_ = State::Reading;
                timer_.start(server_.limits.readTimeoutMs);
            }
            switch (step) {
            case HttpRequestReader::Step::NeedMore: // it took all of input_
                if (socket_->bytesAvailable() == 0) return;
                break;
            case HttpRequestReader::Step::HeadComplete:
                admitHead();
                break;
            case HttpRequestReader::Step::Complete:
                dispatch();
                break;
            case HttpRequestReader::Step::Failed:
                answer(reader_.request(), errorReply(reader_.failureStatus(), reader_.failure()),
                       true);
                break;
            }
        }
    }

    void admitHead() {
        const HttpRequest& request = reader_.request();
        if (auto refusal = server_.admit(request, client_, reservation_)) {
            answer(request, *refusal, request.hasBody());
            return;
        }
        if (request.hasBody() && request.expectsContinue())
            socket_->write("HTTP/1.1 100 Continue\r\n\r\n");
        reader_.readBody();
    }

    void dispatch() {
        HttpRequest request = reader_.takeRequest();
        const QByteArray body = std::move(request.body);
        if (request.path == "/v1/models") {
            reservation_.reset();
            answer(request, server_.models, false);
            return;
        }
        state_ = State::Working;
        timer_.stop();
        server_.worker.post(body, abandoned_, std::move(reservation_), &server_,
                            [self = QPointer<Connection>(this), request](const Reply& reply) {
                                if (self) self->answer(request, reply, false);
                            });
    }

    // Sends `reply`; `bodyUnread`: refused before its body was read, so the connection closes.
    void answer(const HttpRequest& request, const Reply& reply, bool bodyUnread) {
        server_.log(request, reply);
        reservation_.reset();
        lingerAfterWrite_ = bodyUnread;
        closeAfterWrite_ = bodyUnread || !request.keepAlive();
        state_ = State::Writing;
        socket_->write(responseHead(reply, !closeAfterWrite_));
        socket_->write(reply.json);
        timer_.start(server_.limits.idleTimeoutMs);
    }

    void onWritten() {
        if (state_ != State::Writing) return;
        if (socket_->bytesToWrite() > 0) {
            timer_.start(server_.limits.idleTimeoutMs); // the client is reading: give it time
            return;
        }
        if (closeAfterWrite_) {
            state_ = State::Lingering;
            if (!lingerAfterWrite_) {
                socket_->disconnectFromHost();
                return;
            }
            timer_.start(kLingerMs);
            pump();
            return;
        }
        reader_.reset();
        state_ = State::Idle;
        timer_.start(server_.limits.idleTimeoutMs);
        pump(); // a pipelined request may be waiting
    }

    void onTimeout() {
        switch (state_) {
        case State::Reading:
            answer(reader_.request(),
                   errorReply(408, QStringLiteral("the request did not arrive whole within %1 ms")
                                       .arg(server_.limits.readTimeoutMs)),
                   true);
            break;
        case State::Idle:
            socket_->disconnectFromHost();
            break;
        case State::Working:
            break;
        case State::Writing: // the client does not read its answer
        case State::Lingering:
            socket_->abort();
            break;
        }
    }

    QTcpSocket* socket_;
    HttpListener& server_;
    HttpRequestReader reader_;
    QByteArray client_; // the peer's address, for the rate limit
    QByteArray input_;  // read from the socket, not yet taken by the reader
    QTimer timer_;
    State state_ = State::Idle;
    bool closeAfterWrite_ = false;
    bool lingerAfterWrite_ = false;
    std::shared_ptr<std::atomic_bool> abandoned_;
    std::shared_ptr<BodyReservation> reservation_;
};

} // namespace

HttpListener::HttpListener(EmbeddingService& service, const QByteArray& apiKey,
                           const ServeLimits& limits, EmbeddingServer::RequestLog log)
    : limits(limits), models(jsonReply(200, service.models())), worker(service),
      rateLimit_(limits.requestsPerSecond), log_(std::move(log)) {
    if (!apiKey.isEmpty())
        keyDigest_ = QCryptographicHash::hash("Bearer " + apiKey, QCryptographicHash::Sha256);
    setListenBacklogSize(kListenBacklog);
    connect(this, &QTcpServer::newConnection, this, [this] { acceptConnections(); });
    // Out of descriptors, the listening socket stays readable: pause rather than spin.
    connect(this, &QTcpServer::acceptError, this, [this] {
        pauseAccepting();
        QTimer::singleShot(kAcceptPauseMs, this, [this] { resumeAccepting(); });
    });
}

HttpListener::~HttpListener() {
    close();
    qDeleteAll(QSet<Connection*>(connections_));
}

void HttpListener::acceptConnections() {
    while (QTcpSocket* socket = nextPendingConnection()) {
        if (connections_.size() < limits.maxConnections) {
            connections_.insert(new Connection(socket, *this));
            continue;
        }
        const Reply busy = retryLater(errorReply(
            503, QStringLiteral("the server holds its limit of %1 connections; retry later")
                     .arg(limits.maxConnections)));
        log(HttpRequest(), busy);
        connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
        socket->write(responseHead(busy, false));
        socket->write(busy.json);
        socket->disconnectFromHost();
        QTimer::singleShot(kLingerMs, socket, [socket] { socket->abort(); });
    }
}

bool HttpListener::keyMatches(const QByteArray& authorization) const {
    // The scheme's name is case-insensitive (RFC 9110, 11.1).
    const QByteArray presented = authorization.left(7).toLower() == "bearer "
                                     ? "Bearer " + authorization.mid(7)
                                     : authorization;
    // Digests of equal length, compared in full: the time taken tells nothing of the key.
    const QByteArray digest = QCryptographicHash::hash(presented, QCryptographicHash::Sha256);
    unsigned char difference = 0;
    for (int i = 0; i < digest.size(); ++i)
        difference |= static_cast<unsigned char>(digest[i] ^ keyDigest_[i]);
    return difference == 0;
}

std::optional<Reply> HttpListener::admit(const HttpRequest& request, const QByteArray& client,
                                         std::shared_ptr<BodyReservation>& reservation) {
    if (!rateLimit_.admit(client))
        return retryLater(errorReply(429,
                                     QStringLiteral("Rate limit reached; retry after %1 s.")
                                         .arg(ClientRateLimit::kRetryAfterSeconds),
                                     QStringLiteral("requests"),
                                     QStringLiteral("rate_limit_exceeded")));
    if (!keyDigest_.isEmpty() && !keyMatches(request.header("authorization")))
        return errorReply(401, QStringLiteral("Incorrect API key provided."), {},
                          QStringLiteral("invalid_api_key"));
    const QByteArray allowed = request.path == "/v1/embeddings" ? QByteArrayLiteral("POST")
                               : request.path == "/v1/models"   ? QByteArrayLiteral("GET")
                                                                : QByteArray();
    if (allowed.isEmpty())
        return errorReply(404, QStringLiteral("Invalid URL (%1 %2)")
                                   .arg(printable(request.method), printable(request.path)));
    if (request.method != allowed) {
        Reply refused =
            errorReply(405, QStringLiteral("%1 takes %2 only")
                                .arg(printable(request.path), QString::fromLatin1(allowed)));
        refused.headers.append({"Allow", allowed});
        return refused;
    }
    const qint64 body = request.chunked() ? limits.maxBody : request.contentLength;
    if (body > limits.maxBody)
        return errorReply(413, QStringLiteral("the body of %1 bytes passes this server's cap of "
                                              "%2 bytes (--max-body)")
                                   .arg(body)
                                   .arg(limits.maxBody));
    if (body > 0) {
        if (bufferedBodies + body > kBodiesBuffered * limits.maxBody)
            return retryLater(errorReply(
                503,
                QStringLiteral("too many request bodies are being read at once; retry later")));
        reservation = std::make_shared<BodyReservation>(bufferedBodies, body);
    }
    return std::nullopt;
}

void HttpListener::log(const HttpRequest& request, const Reply& reply) const {
    if (log_)
        log_(QStringLiteral("%1 %2 %3 %4 texts")
                 .arg(printable(request.method), printable(request.path))
                 .arg(reply.status)
                 .arg(reply.texts));
}

EmbeddingServer::EmbeddingServer(EmbeddingService& service, const QByteArray& apiKey,
                                 const ServeLimits& limits, RequestLog log)
    : listener_(std::make_unique<HttpListener>(service, apiKey, limits, std::move(log))) {}

EmbeddingServer::~EmbeddingServer() = default;

quint16 EmbeddingServer::listen(quint16 port) {
    return listener_->listen(QHostAddress::LocalHost, port) ? listener_->serverPort() : 0;
}

} // namespace unembed
