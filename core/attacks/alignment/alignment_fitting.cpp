#include "alignment_fitting.h"

#include "attacks/alignment/alignment_map.h"

#include "embedders/victim.h"
#include "error.h"
#include "io/embedding_reader.h"

#include <torch/torch.h>

#include <QFileInfo>

namespace unembed {

namespace {

struct Pairs {
    torch::Tensor victim;
    QStringList texts;
};

Pairs readPairs(const QString& path, const QString& textsPath) {
    ReadOptions options;
    options.textsPath = textsPath;
    const EmbeddingSet set = readEmbeddings(path, options);
    if (set.texts.isEmpty())
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("leaked pairs need the text of each vector: a file that "
                                        "holds them (JSONL, a store) or a texts file beside it"));
    const torch::Tensor vectors =
        torch::from_blob(const_cast<float*>(set.vectors.data()),
                         {set.vectors.rows(), set.vectors.dim()}, torch::kFloat)
            .clone();
    return {vectors, set.texts};
}

} // namespace

AlignmentMapInfo alignFromPairs(const AlignmentRequest& request, const QString& out,
                                const CancelToken* cancel, const ProgressFn& progress) {
    if (progress) progress({QStringLiteral("reading the pairs"), 0, 0});
    const Pairs pairs = readPairs(request.pairsPath, request.pairsTexts);
    std::optional<Pairs> dev;
    if (!request.devPairsPath.isEmpty())
        dev = readPairs(request.devPairsPath, request.devPairsTexts);
    if (progress) progress({QStringLiteral("loading the attack embedder"), 0, 0});
    const std::unique_ptr<Embedder> embedder = openVictim(request.attackEmbedder);
    const auto embed = [&](const QStringList& texts) {
        return embedder->embed(texts, cancel, progress);
    };
    AlignmentMapInfo info;
    info.source.name = request.victimName.isEmpty()
                           ? QFileInfo(request.pairsPath).completeBaseName()
                           : request.victimName;
    info.target.name = embedder->name();
    info.targetLocation = request.attackEmbedder.location;
    info.targetModel = request.attackEmbedder.model;
    info.method = request.method;
    info.ridge = request.ridge;
    const torch::Tensor attack = embed(pairs.texts);
    std::optional<std::pair<torch::Tensor, torch::Tensor>> devVectors;
    if (dev) devVectors = std::make_pair(dev->victim, embed(dev->texts));
    if (progress) progress({QStringLiteral("fitting the map"), 0, 0});
    const AlignmentMap map = AlignmentMap::fit(pairs.victim, attack, std::move(info), devVectors);
    map.save(out);
    return map.info();
}

} // namespace unembed
