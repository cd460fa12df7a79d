// The HTTP/1.1 server of `unembed-cli serve`: OpenAI's embeddings API (EmbeddingService) on
// 127.0.0.1, built to stay up whatever its clients send. Each request's head is read first, within
// a byte cap, and refused before its body is read: 429 past the per-client rate limit, 401 without
// the key (compared in constant time), 404 or 405 off the two routes, 413 past the body cap, 503
// when the bodies buffered at once would pass eight body caps. Connections past the limit get 503
// and are closed; a request must arrive whole within the read timeout (408 otherwise), a
// kept-alive connection with no request is closed after the idle timeout, HTTP/1.0 and
// `Connection: close` close the connection after the answer, pipelined requests are answered in
// order. The model runs on a worker thread of its own, one batch at a time, so that `/v1/models`
// and refusals are answered at once while a batch is embedded.
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

namespace unembed {

class EmbeddingService;
class HttpListener;

struct ServeLimits {
    qint64 maxBody = 8 * 1024 * 1024; // bytes of one request body
    int maxConnections = 256;
    int readTimeoutMs = 30000;    // for a whole request, from its first byte
    int idleTimeoutMs = 30000;    // a kept-alive connection without a request, or an unread answer
    qint64 requestsPerSecond = 0; // per client address; 0: no limit
};

class EmbeddingServer {
public:
    // One line per answer: "METHOD PATH STATUS N texts" ("-" for what a malformed request lacks).
    using RequestLog = std::function<void(const QString& line)>;

    // `service` must outlive the server; `apiKey` empty: no key asked.
    EmbeddingServer(EmbeddingService& service, const QByteArray& apiKey, const ServeLimits& limits,
                    RequestLog log);
    ~EmbeddingServer();
    EmbeddingServer(const EmbeddingServer&) = delete;
    EmbeddingServer& operator=(const EmbeddingServer&) = delete;

    // Listens on 127.0.0.1:port (0: a free one) and returns the port, or 0 when it cannot.
    quint16 listen(quint16 port);

private:
    std::unique_ptr<HttpListener> listener_;
};

} // namespace unembed
