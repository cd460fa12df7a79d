#include "alignment_map.h"

#include "error.h"
#include "io/json_file.h"
#include "io/model_location.h"
#include "nn/state_dict.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>

namespace unembed {

namespace {

// The map's weight as a module, so it is read and written by name like every model's.
struct MapWeights : torch::nn::Module {
    explicit MapWeights(const torch::Tensor& value) {
        weight = register_parameter("weight", value);
    }
    torch::Tensor weight;
};

} // namespace

AlignmentMap::AlignmentMap(AlignmentMapInfo info, torch::Tensor weight)
    : info_(std::move(info)), weight_(std::move(weight)) {}

AlignmentMap AlignmentMap::load(const QString& folder) {
    AlignmentMapInfo info = readAlignmentMapInfo(folder);
    MapWeights weights(torch::zeros({info.source.dim, info.target.dim}));
    loadStateDict(weights, QDir(folder).filePath(QStringLiteral("model.safetensors")));
    const torch::Tensor weight = weights.weight.detach().to(torch::kCPU).contiguous();
    if (!torch::isfinite(weight).all().item<bool>())
        throw InputError({QDir(folder).filePath(QStringLiteral("model.safetensors")), std::nullopt,
                          QStringLiteral("weight"), QString(), QString()},
                         QStringLiteral("the map holds values that are not finite numbers"));
    return {std::move(info), weight};
}

void AlignmentMap::save(const QString& folder) const {
    if (!QDir().mkpath(folder))
        throw InputError({folder, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the map's folder"));
    AlignmentMapInfo stored = info_;
    if (!stored.targetLocation.isEmpty() && !isEndpointLocation(stored.targetLocation))
        stored.targetLocation =
            QDir(QFileInfo(folder).absoluteFilePath())
                .relativeFilePath(QFileInfo(stored.targetLocation).absoluteFilePath());
    MapWeights weights(weight_.to(torch::kCPU).contiguous());
    saveStateDict(weights, QDir(folder).filePath(QStringLiteral("model.safetensors")));
    writeJsonFile(QDir(folder).filePath(QStringLiteral("config.json")),
                  QJsonObject{{QStringLiteral("unembed"), stored.toJson()}});
}

AlignmentMap AlignmentMap::fit(const torch::Tensor& victim, const torch::Tensor& attack,
                               AlignmentMapInfo info,
                               const std::optional<std::pair<torch::Tensor, torch::Tensor>>& dev) {
    const torch::Tensor weight = fitAlignment(victim, attack, info.method, info.ridge);
    info.source.dim = int(victim.size(1));
    info.target.dim = int(attack.size(1));
    info.pairs = victim.size(0);
    info.training = alignmentFit(victim.to(torch::kFloat).matmul(weight), attack);
    if (dev) {
        if (dev->first.size(1) != victim.size(1) || dev->second.size(1) != attack.size(1))
            throw InputError({QStringLiteral("held-out pairs"), std::nullopt, {}, {}, {}},
                             QStringLiteral("the held-out pairs' vectors have another dimension "
                                            "than the pairs'"));
        info.heldOut = alignmentFit(dev->first.to(torch::kFloat).matmul(weight), dev->second);
    }
    return {std::move(info), weight};
}

torch::Tensor AlignmentMap::apply(const torch::Tensor& vectors, const QString& what) const {
    if (vectors.dim() != 2 || vectors.size(1) != info_.source.dim)
        throw InputError({what, std::nullopt, QString(), QString::number(info_.source.dim),
                          QString::number(vectors.dim() == 2 ? vectors.size(1) : 0)},
                         QStringLiteral("the map reads vectors of another dimension"));
    return vectors.to(torch::kFloat).matmul(weight_.to(vectors.device())).contiguous();
}

} // namespace unembed
