#include "embedded_texts.h"

#include "embedders/victim.h"
#include "error.h"
#include "io/embedding_reader.h"
#include "io/embedding_writer.h"
#include "io/sidecar_texts.h"

#include <QFileInfo>

namespace unembed {

QStringList readAttackerTexts(const QString& path) {
    const QStringList texts = readSidecarTexts(path);
    if (texts.isEmpty())
        throw InputError({path, std::nullopt, {}, {}, {}}, QStringLiteral("there are no texts"));
    return texts;
}

EmbeddedTexts embedWithVictim(const QStringList& texts, Embedder& victim, const CancelToken* cancel,
                              const ProgressFn& progress) {
    return {texts, victim.embed(texts, cancel, progress)};
}

namespace {

EmbeddedTexts readPairs(const QString& path, const QString& textsPath) {
    ReadOptions options;
    options.textsPath = textsPath;
    // The texts embed writes beside its vectors (X.txt beside X.npy), as import reads them.
    if (options.textsPath.isEmpty() && QFileInfo(sidecarTextsPath(path)).isFile())
        options.textsPath = sidecarTextsPath(path);
    const EmbeddingSet set = readEmbeddings(path, options);
    if (set.texts.isEmpty())
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("leaked pairs need the text of each vector: the file holds "
                                        "none and has no sidecar %1 (give the texts with --texts)")
                             .arg(QFileInfo(path).completeBaseName() + QStringLiteral(".txt")));
    const FloatMatrix& m = set.vectors;
    const torch::Tensor vectors =
        torch::from_blob(const_cast<float*>(m.data()), {m.rows(), m.dim()}, torch::kFloat32)
            .clone();
    return {set.texts, vectors};
}

} // namespace

EmbeddedTexts foldRows(const EmbeddedTexts& texts, int64_t remainder, int64_t count, bool keep) {
    std::vector<int64_t> rows;
    for (int64_t i = 0; i < int64_t(texts.texts.size()); ++i)
        if ((i % count == remainder) == keep) rows.push_back(i);
    EmbeddedTexts part;
    for (int64_t i : rows)
        part.texts << texts.texts[i];
    const torch::Tensor index = torch::tensor(rows, torch::kLong).to(texts.embeddings.device());
    part.embeddings = texts.embeddings.index_select(0, index);
    return part;
}

TrainingMaterial gatherTrainingMaterial(const VictimSpec& victim, const QString& textsPath,
                                        const QString& devPath, const LeakedPairs& pairs,
                                        const CancelToken* cancel, const ProgressFn& stage) {
    TrainingMaterial material;
    if (!victim.isEmpty()) material.victim = openVictim(victim);
    if (!pairs.isEmpty()) {
        if (stage) stage({QStringLiteral("reading leaked pairs"), 0, 0});
        material.corpus = readPairs(pairs.path, textsPath);
        if (!pairs.devPath.isEmpty()) {
            material.dev = readPairs(pairs.devPath, {});
            if (material.dev->embeddings.size(1) != material.corpus.embeddings.size(1))
                throw InputError({pairs.devPath, std::nullopt, QStringLiteral("dimension"),
                                  QString::number(material.corpus.embeddings.size(1)),
                                  QString::number(material.dev->embeddings.size(1))},
                                 QStringLiteral("the held-out pairs were made by another embedder "
                                                "than the training pairs"));
        }
        material.dimension = int(material.corpus.embeddings.size(1));
        material.victimName = !pairs.victimName.isEmpty() ? pairs.victimName
                              : material.victim           ? material.victim->name()
                                                : QFileInfo(pairs.path).completeBaseName();
        if (material.victim && material.victim->dimension() != material.dimension)
            throw InputError({pairs.path, std::nullopt, QStringLiteral("dimension"),
                              QString::number(material.victim->dimension()),
                              QString::number(material.dimension)},
                             QStringLiteral("the leaked pairs were not made by the victim %1")
                                 .arg(material.victim->name()));
        return material;
    }
    if (!material.victim)
        throw InputError({},
                         QStringLiteral("give the victim (--embedder), or leaked (text, vector) "
                                        "pairs to train from (--pairs)"));
    const QStringList texts = readAttackerTexts(textsPath);
    if (stage) stage({QStringLiteral("embedding %1 training texts").arg(texts.size()), 0, 0});
    material.corpus = embedWithVictim(texts, *material.victim, cancel, stage);
    if (!devPath.isEmpty())
        material.dev = embedWithVictim(readAttackerTexts(devPath), *material.victim, cancel, stage);
    material.dimension = material.victim->dimension();
    material.victimName = material.victim->name();
    return material;
}

} // namespace unembed
