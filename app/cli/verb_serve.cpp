#include "embedders/embedding_service.h"
#include "error.h"
#include "serve/embedding_server.h"
#include "verb_options.h"
#include "verbs.h"

#include <QCoreApplication>
#include <QTimer>

#include <sys/resource.h>

#include <cstdio>

namespace unembed::cli {

namespace {

// File descriptors the process keeps beside its connections (the model, the libraries, stdio).
constexpr rlim_t kSpareDescriptors = 64;

// Raises the soft limit on open files, when the hard one allows, so that `connections` sockets
// fit: a server out of descriptors can accept nothing. False when they cannot fit.
bool descriptorsFor(qint64 connections) {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return false;
    const rlim_t needed = rlim_t(connections) + kSpareDescriptors;
    if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < needed) {
        if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < needed) return false;
        limit.rlim_cur = needed;
        return setrlimit(RLIMIT_NOFILE, &limit) == 0;
    }
    return true;
}

} // namespace

int runServe(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("serve"),
        QStringLiteral("Serve a victim folder as an OpenAI-compatible embeddings endpoint (POST "
                       "/v1/embeddings, GET /v1/models) on 127.0.0.1 until stopped with Ctrl+C: "
                       "attacks then reach it as an API victim (--embedder "
                       "http://127.0.0.1:PORT/v1). Prints the URL on the first line of stdout and "
                       "one line per request on stderr. Requests are refused before their body is "
                       "read when they pass the limits below; each text is read up to the "
                       "victim's maximum tokens, as the folder reads it."));
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
                 QStringLiteral("Requests per second from one client address before answering "
                                "429 with Retry-After (default 0: no limit)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("prompt"),
                 QStringLiteral("Prompt of the folder's config_sentence_transformers.json to "
                                "prepend (default: its default_prompt_name, if any)."),
                 QStringLiteral("NAME")});
    const ServeLimits defaults;
    p.addOption({QStringLiteral("max-body"),
                 QStringLiteral("Largest request body in bytes; a larger one is refused (413) "
                                "before it is read (default %1).")
                     .arg(defaults.maxBody),
                 QStringLiteral("BYTES"), QString::number(defaults.maxBody)});
    p.addOption({QStringLiteral("max-connections"),
                 QStringLiteral("Connections open at once; one more is answered 503 and closed "
                                "(default %1).")
                     .arg(defaults.maxConnections),
                 QStringLiteral("N"), QString::number(defaults.maxConnections)});
    p.addOption({QStringLiteral("read-timeout"),
                 QStringLiteral("Seconds a request may take to arrive whole, from its first "
                                "byte, before it is answered 408 and closed (default %1).")
                     .arg(defaults.readTimeoutMs / 1000),
                 QStringLiteral("SECONDS"), QString::number(defaults.readTimeoutMs / 1000)});
    p.addOption({QStringLiteral("idle-timeout"),
                 QStringLiteral("Seconds a kept-alive connection may wait for its next request, "
                                "or leave its answer unread, before it is closed (default %1).")
                     .arg(defaults.idleTimeoutMs / 1000),
                 QStringLiteral("SECONDS"), QString::number(defaults.idleTimeoutMs / 1000)});
    if (auto exit = options.parse(args)) return *exit;
    const auto folder = options.required(QStringLiteral("embedder"));
    if (!folder) return 2;
    const auto port = options.integer(QStringLiteral("port"), 0, 65535);
    const auto rate = options.integer(QStringLiteral("rate-limit"), 0, 1000000);
    const auto maxBody = options.integer(QStringLiteral("max-body"), 1024, qint64(1) << 30);
    const auto connections = options.integer(QStringLiteral("max-connections"), 1, 10000);
    const auto readTimeout = options.integer(QStringLiteral("read-timeout"), 1, 3600);
    const auto idleTimeout = options.integer(QStringLiteral("idle-timeout"), 1, 3600);
    if (!port || !rate || !maxBody || !connections || !readTimeout || !idleTimeout) return 2;
    if (!descriptorsFor(*connections))
        return options.output().error(
            QStringLiteral("serve: --max-connections %1 needs more open files than this "
                           "process may have (ulimit -n)")
                .arg(*connections));
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

    ServeLimits limits;
    limits.maxBody = *maxBody;
    limits.maxConnections = int(*connections);
    limits.readTimeoutMs = int(*readTimeout * 1000);
    limits.idleTimeoutMs = int(*idleTimeout * 1000);
    limits.requestsPerSecond = *rate;
    EmbeddingServer server(*service, key, limits, [](const QString& line) {
        std::fprintf(stderr, "%s\n", qPrintable(line));
        std::fflush(stderr);
    });
    const quint16 bound = server.listen(quint16(*port));
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
