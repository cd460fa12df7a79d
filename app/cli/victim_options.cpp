#include "victim_options.h"

#include <cstdio>

namespace unembed::cli {

void addVictimOptions(QCommandLineParser& p, const QString& embedderHelp, bool hasCase) {
    p.addOption({QStringLiteral("embedder"),
                 embedderHelp + QStringLiteral(" A sentence-transformers folder, or the base URL "
                                               "of an OpenAI-compatible embeddings endpoint "
                                               "(http://HOST:PORT/v1)."),
                 QStringLiteral("DIR|URL")});
    p.addOption({QStringLiteral("prompt"),
                 QStringLiteral("Folder: prompt of its config_sentence_transformers.json to "
                                "prepend (default: its default_prompt_name, if any)."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("endpoint-model"),
                 QStringLiteral("Endpoint: the model name each request gives (required)."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("api-key-env"),
                 QStringLiteral("Endpoint: environment variable holding the API key (sent as a "
                                "Bearer token; never written anywhere)."),
                 QStringLiteral("VAR")});
    p.addOption({QStringLiteral("dimensions"),
                 QStringLiteral("Endpoint: the 'dimensions' to ask for (default: the model's)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("endpoint-batch"),
                 QStringLiteral("Endpoint: texts per request (default 32)."), QStringLiteral("N"),
                 QStringLiteral("32")});
    p.addOption({QStringLiteral("endpoint-timeout"),
                 QStringLiteral("Endpoint: seconds one request may take, answer included "
                                "(default 120); retried like a dropped connection."),
                 QStringLiteral("S"), QStringLiteral("120")});
    p.addOption({QStringLiteral("max-texts"),
                 QStringLiteral("Endpoint: texts this job may send at most (default 0: no "
                                "limit); cached texts are free."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("max-tokens"),
                 QStringLiteral("Endpoint: tokens this job may send at most, counted as UTF-8 "
                                "bytes plus 2 per text (default 0: no limit)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("query-cache"),
                 hasCase ? QStringLiteral("Endpoint: case file whose query cache answers texts "
                                          "already sent (default: --case).")
                         : QStringLiteral("Endpoint: case file whose query cache answers texts "
                                          "already sent (default: none)."),
                 QStringLiteral("CASE")});
}

std::optional<VictimSpec> victimOptions(VerbOptions& options, const QString& casePath) {
    QCommandLineParser& p = options.parser();
    VictimSpec spec(p.value(QStringLiteral("embedder")));
    spec.promptName = p.value(QStringLiteral("prompt"));
    const auto dimensions = options.integer(QStringLiteral("dimensions"), 0, kMaxEndpointDimension);
    const auto batch = options.integer(QStringLiteral("endpoint-batch"), 1, 2048);
    const auto timeout = options.integer(QStringLiteral("endpoint-timeout"), 1, 3600);
    const auto maxTexts = options.integer(QStringLiteral("max-texts"), 0, limits::kCount);
    const auto maxTokens = options.integer(QStringLiteral("max-tokens"), 0, limits::kCount);
    if (!dimensions || !batch || !timeout || !maxTexts || !maxTokens) return std::nullopt;
    const QStringList endpointOnly = {QStringLiteral("endpoint-model"),
                                      QStringLiteral("api-key-env"), QStringLiteral("query-cache"),
                                      QStringLiteral("endpoint-timeout")};
    if (!spec.isEndpoint() && !spec.isEmpty())
        for (const QString& name : endpointOnly)
            if (p.isSet(name)) {
                options.usage(QString::asprintf(
                    "--%s applies to an endpoint victim, and --embedder is a folder",
                    qPrintable(name)));
                return std::nullopt;
            }
    spec.model = p.value(QStringLiteral("endpoint-model"));
    spec.apiKeyEnv = p.value(QStringLiteral("api-key-env"));
    spec.dimensions = int(*dimensions);
    spec.batchSize = int(*batch);
    spec.timeoutSeconds = int(*timeout);
    spec.budget = {*maxTexts, *maxTokens};
    spec.cacheCase =
        p.isSet(QStringLiteral("query-cache")) ? p.value(QStringLiteral("query-cache")) : casePath;
    return spec;
}

} // namespace unembed::cli
