#include "embedders/text_embedding.h"
#include "error.h"
#include "io/embedding_writer.h"
#include "io/sidecar_texts.h"
#include "verb_options.h"
#include "verbs.h"

#include "victim_options.h"
#include <QFileInfo>

namespace unembed::cli {

int runEmbed(const QStringList& args) {
    VerbOptions options(QStringLiteral("embed"),
                        QStringLiteral("Embed a file of texts (one per line) with a "
                                       "sentence-transformers embedder or an OpenAI-compatible "
                                       "endpoint and write the vectors, with their texts, as "
                                       ".npy, .safetensors or .jsonl."));
    QCommandLineParser& p = options.parser();
    addVictimOptions(p, QStringLiteral("The embedder."), false);
    p.addOption({QStringLiteral("texts"), QStringLiteral("Texts to embed, one per line."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("out"),
                 QStringLiteral("Output: X.npy or X.safetensors (texts in X.txt), or X.jsonl."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("batch-size"), QStringLiteral("Texts per batch (default 32)."),
                 QStringLiteral("N"), QStringLiteral("32")});
    if (auto exit = options.parse(args)) return *exit;
    const auto embedderPath = options.required(QStringLiteral("embedder"));
    const auto textsPath = options.required(QStringLiteral("texts"));
    const auto outPath = options.required(QStringLiteral("out"));
    if (!embedderPath || !textsPath || !outPath) return 2;
    const auto batchSize = options.integer(QStringLiteral("batch-size"), 1, limits::kBatchSize);
    const auto victim = victimOptions(options);
    if (!batchSize || !victim) return 2;
    // X.npy and X.safetensors put their texts in X.txt: never over the input.
    const QFileInfo input(*textsPath);
    const bool sidecar = !outPath->endsWith(QLatin1String(".jsonl"), Qt::CaseInsensitive);
    for (const QString& written : {*outPath, sidecar ? sidecarTextsPath(*outPath) : QString()})
        if (!written.isEmpty() && QFileInfo(written).absoluteFilePath() == input.absoluteFilePath())
            return options.output().error(
                QStringLiteral("%1 would be written over the input texts %2; choose another "
                               "--out name (X.npy keeps its texts in X.txt)")
                    .arg(written, *textsPath),
                2);
    try {
        const QStringList texts = readSidecarTexts(*textsPath);
        if (texts.isEmpty())
            throw InputError({*textsPath, std::nullopt, {}, {}, {}},
                             QStringLiteral("there are no texts to embed"));
        TextEmbeddingResult embedded =
            embedTexts({*victim, texts, int(*batchSize)}, &interruptToken(), stderrProgress());
        embedded.set.sourcePath = *textsPath;
        writeEmbeddings(*outPath, embedded.set);
        const qint64 rows = embedded.set.vectors.rows(), dim = embedded.set.vectors.dim();
        options.output().result({{QStringLiteral("out"), QFileInfo(*outPath).absoluteFilePath()},
                                 {QStringLiteral("embedder"), embedded.embedderName},
                                 {QStringLiteral("rows"), rows},
                                 {QStringLiteral("dim"), dim}},
                                QStringLiteral("%1: %2 vectors of dimension %3 from %4")
                                    .arg(*outPath)
                                    .arg(rows)
                                    .arg(dim)
                                    .arg(embedded.embedderName));
        return 0;
    } catch (const Cancelled&) {
        // An endpoint's answers received before the stop stay in its query cache.
        return options.output().error(
            victim->isEndpoint() && !victim->cacheCase.isEmpty()
                ? QStringLiteral("cancelled; %1 was not written; the answers received before the "
                                 "stop are kept in the query cache of %2 and will not be asked "
                                 "for again")
                      .arg(*outPath, victim->cacheCase)
                : QStringLiteral("cancelled; %1 was not written").arg(*outPath),
            130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
