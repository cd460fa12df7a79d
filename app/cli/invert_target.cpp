#include "invert_target.h"

#include "embedders/text_embedding.h"
#include "error.h"
#include "store/dataset_store.h"
#include "store/embedding_import.h"
#include "victim_options.h"

#include <QCryptographicHash>

#include <cstdio>

namespace unembed::cli {

namespace {

// The sentences' vectors under the victim, as a dataset of the throwaway case.
qint64 embedSentences(VerbOptions& options, CaseFile& caseFile, const VictimSpec& victim) {
    const QStringList texts = options.parser().values(QStringLiteral("text"));
    const TextEmbeddingResult embedded =
        embedTexts({victim, texts}, &interruptToken(), stderrProgress());
    // As the checksum of a file of the sentences, one a line.
    const QByteArray checksum = QCryptographicHash::hash(texts.join(QLatin1Char('\n')).toUtf8(),
                                                         QCryptographicHash::Sha256);
    return insertDataset(
        caseFile, embedded.set,
        {QStringLiteral("--text"), QStringLiteral("text"), QString::fromLatin1(checksum.toHex())});
}

} // namespace

void addInvertTargetOptions(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("text"),
                      QStringLiteral("Invert this sentence (repeatable) instead of a dataset: "
                                     "embedded with --embedder, inverted and printed, with no "
                                     "case and nothing written."),
                      QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("vectors"),
                      QStringLiteral("Invert the vectors of this embedding file (as `import` "
                                     "reads it) instead of a dataset: printed, with no case and "
                                     "nothing written."),
                      QStringLiteral("FILE")});
}

std::optional<InvertTarget> invertTarget(VerbOptions& options, int& exitCode) {
    const QCommandLineParser& p = options.parser();
    exitCode = 2;
    const bool text = p.isSet(QStringLiteral("text"));
    const bool file = p.isSet(QStringLiteral("vectors"));
    if (!text && !file) {
        const auto casePath = options.required(QStringLiteral("case"));
        const auto dataset = options.id(QStringLiteral("dataset"));
        if (!casePath || !dataset) return std::nullopt;
        return InvertTarget{*casePath, *dataset, nullptr};
    }
    for (const char* other : {"case", "dataset", "audit", text ? "vectors" : "text"})
        if (p.isSet(QLatin1String(other))) {
            std::fprintf(stderr,
                         "unembed-cli invert: --%s inverts %s, not a case's dataset: leave out "
                         "--%s\n",
                         text ? "text" : "vectors",
                         text ? "the given sentences" : "the file's vectors", other);
            return std::nullopt;
        }
    if (text && !options.required(QStringLiteral("embedder"))) return std::nullopt;
    InvertTarget target;
    target.scratch = std::make_shared<QTemporaryDir>();
    target.casePath = target.scratch->filePath(QStringLiteral("one-liner.unembed"));
    const auto victim = victimOptions(options, target.casePath);
    if (!victim) return std::nullopt;
    if (!target.scratch->isValid()) {
        exitCode = options.output().error(QStringLiteral("no temporary folder for the vectors: %1")
                                              .arg(target.scratch->errorString()));
        return std::nullopt;
    }
    try {
        CaseFile caseFile(target.casePath, CaseFile::OpenMode::CreateIfMissing);
        target.datasetId =
            text ? embedSentences(options, caseFile, *victim)
                 : importEmbeddings(caseFile, {p.value(QStringLiteral("vectors")), {}, {}},
                                    &interruptToken(), stderrProgress())
                       .datasetId;
        return target;
    } catch (const Cancelled&) {
        exitCode = options.output().error(QStringLiteral("cancelled"), 130);
    } catch (const InputError& e) {
        exitCode = options.output().error(e.message());
    }
    return std::nullopt;
}

} // namespace unembed::cli
