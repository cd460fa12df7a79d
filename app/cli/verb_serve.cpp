#include "embedders/embedding_service.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonDocument>
#include <QTimer>

#include <cstdio>

namespace unembed::cli {

namespace {

QHttpServerResponse jsonResponse(const QJsonObject& body, int status) {
    return QHttpServerResponse(body, QHttpServerResponse::StatusCode(status));
}

// At most `perSecond` requests in any second (0: no limit); the rest get 429 with Retry-After.
class RateLimit {
public:
    explicit RateLimit(qint64 perSecond) : perSecond_(perSecond) {}
    bool admit() {
        if (perSecond_ <= 0) return true;
        if (window_.hasExpired()) {
            window_.setRemainingTime(1000);
            used_ = 0;
        }
        return ++used_ <= perSecond_;
    }

private:
    qint64 perSecond_;
    qint64 used_ = 0;
    QDeadlineTimer window_{0};
};

void logRequest(const char* what, int status, int texts) {
    std::fprintf(stderr, "%s %d %d texts\n", what, status, texts);
    std::fflush(stderr);
}

} // namespace

int runServe(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("serve"),
        QStringLiteral("Serve a victim folder as an OpenAI-compatible embeddings endpoint (POST "
                       "/v1/embeddings, GET /v1/models) on 127.0.0.1 until stopped with Ctrl+C: "
                       "attacks then reach it as an API victim (--embedder "
                       "http://127.0.0.1:PORT/v1). Prints the URL on the first line of stdout and "
                       "one line per request on stderr."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("embedder"), QStringLiteral("Sentence-transformers folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("port"),
                 QStringLiteral("Port on 127.0.0.1 (default 0: a free one, printed)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("model"),
                 QStringLiteral("Model name requests must give (default: the folder's name)."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("api-key-env"),
                 QStringLiteral("Environment variable holding the key clients must send as "
                                "'Authorization: Bearer KEY' (default: no key)."),
                 QStringLiteral("VAR")});
    p.addOption({QStringLiteral("rate-limit"),
                 QStringLiteral("Requests per second before answering 429 with Retry-After "
                                "(default 0: no limit)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("prompt"),
                 QStringLiteral("Prompt of the folder's config_sentence_transformers.json to "
                                "prepend (default: its default_prompt_name, if any)."),
                 QStringLiteral("NAME")});
    if (auto exit = options.parse(args)) return *exit;
    const auto folder = options.required(QStringLiteral("embedder"));
    if (!folder) return 2;
    const auto port = options.integer(QStringLiteral("port"), 0, 65535);
    const auto rate = options.integer(QStringLiteral("rate-limit"), 0, 1000000);
    if (!port || !rate) return 2;
    QByteArray key;
    const QString keyVariable = p.value(QStringLiteral("api-key-env"));
    if (!keyVariable.isEmpty()) {
        key = qgetenv(keyVariable.toLocal8Bit().constData());
        if (key.isEmpty())
            return options.output().error(
                QStringLiteral("serve: the environment variable %1, named as holding the API "
                               "key, is not set")
                    .arg(keyVariable));
    }
    VictimSpec spec(*folder);
    spec.promptName = p.value(QStringLiteral("prompt"));
    std::unique_ptr<EmbeddingService> service;
    try {
        service = std::make_unique<EmbeddingService>(spec, p.value(QStringLiteral("model")));
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }

    RateLimit limit(*rate);
    const QByteArray expectedAuthorization = "Bearer " + key;
    // Refusals before the model runs: a missing or wrong key, the rate limit.
    const auto gate = [&](const QHttpServerRequest& request) -> std::optional<QHttpServerResponse> {
        if (!key.isEmpty() && request.value("Authorization") != expectedAuthorization)
            return jsonResponse(
                EmbeddingService::error(QStringLiteral("Incorrect API key provided."),
                                        QStringLiteral("invalid_request_error"),
                                        QStringLiteral("invalid_api_key")),
                401);
        if (!limit.admit()) {
            QHttpServerResponse busy =
                jsonResponse(EmbeddingService::error(
                                 QStringLiteral("Rate limit reached; retry after 1 s."),
                                 QStringLiteral("requests"), QStringLiteral("rate_limit_exceeded")),
                             429);
            busy.addHeader(QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1"));
            return busy;
        }
        return std::nullopt;
    };
    QHttpServer server;
    server.route(QStringLiteral("/v1/embeddings"), QHttpServerRequest::Method::Post,
                 [&](const QHttpServerRequest& request) {
                     if (auto refused = gate(request)) {
                         logRequest("POST /v1/embeddings", int(refused->statusCode()), 0);
                         return std::move(*refused);
                     }
                     EmbeddingService::Answer answer;
                     try {
                         answer = service->embeddings(request.body());
                     } catch (const std::exception& e) {
                         // The model failed on this input: the server stays up and says so.
                         answer = {500,
                                   EmbeddingService::error(QString::fromLocal8Bit(e.what()).section(
                                                               QLatin1Char('\n'), 0, 0),
                                                           QStringLiteral("server_error")),
                                   0};
                     }
                     logRequest("POST /v1/embeddings", answer.status, answer.texts);
                     return jsonResponse(answer.body, answer.status);
                 });
    server.route(QStringLiteral("/v1/models"), QHttpServerRequest::Method::Get,
                 [&](const QHttpServerRequest& request) {
                     if (auto refused = gate(request)) return std::move(*refused);
                     logRequest("GET /v1/models", 200, 0);
                     return jsonResponse(service->models(), 200);
                 });
    const quint16 bound = server.listen(QHostAddress::LocalHost, quint16(*port));
    if (bound == 0)
        return options.output().error(
            QStringLiteral("serve: cannot listen on 127.0.0.1:%1 (in use, or not allowed)")
                .arg(*port));
    const QString url = QStringLiteral("http://127.0.0.1:%1/v1").arg(bound);
    options.output().result({{QStringLiteral("url"), url},
                             {QStringLiteral("model"), service->model()},
                             {QStringLiteral("dim"), service->dimension()}},
                            QStringLiteral("serving %1 (dimension %2) at %3")
                                .arg(service->model())
                                .arg(service->dimension())
                                .arg(url));
    std::fflush(stdout);
    // Ctrl+C ends the server cleanly.
    QTimer stop;
    QObject::connect(&stop, &QTimer::timeout, [] {
        if (interruptToken().isCancelled()) QCoreApplication::quit();
    });
    stop.start(200);
    QCoreApplication::exec();
    return 0;
}

} // namespace unembed::cli
