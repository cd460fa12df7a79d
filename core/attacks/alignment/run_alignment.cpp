#include "run_alignment.h"

#include "attacks/dataset_vectors.h"
#include "error.h"

#include <torch/torch.h>

#include <QFileInfo>

namespace unembed {

RunAlignment::RunAlignment(const QString& mapFolder, const DatasetInfo& dataset)
    : dataset_(dataset), folder_(mapFolder) {
    if (mapFolder.isEmpty()) return;
    map_ = AlignmentMap::load(mapFolder);
    if (map_->info().source.dim != dataset.dim)
        throw InputError({mapFolder, std::nullopt, QStringLiteral("victim dimension"),
                          QString::number(dataset.dim), QString::number(map_->info().source.dim)},
                         QStringLiteral("this map reads vectors of another dimension than "
                                        "dataset '%1' holds")
                             .arg(dataset.name));
}

int64_t RunAlignment::dimension() const {
    return map_ ? map_->info().target.dim : dataset_.dim;
}

torch::Tensor RunAlignment::vectors(const std::vector<StoredVector>& stored) const {
    const torch::Tensor raw = vectorTensor(stored, dataset_.dim);
    return map_ ? map_->apply(raw, dataset_.name) : raw;
}

VictimSpec RunAlignment::attackEmbedder(const VictimSpec& victim) const {
    return map_ ? map_->info().targetSpec() : victim;
}

QJsonObject alignmentRecord(const QString& folder, const AlignmentMapInfo& info) {
    return {{QStringLiteral("map"), QFileInfo(folder).absoluteFilePath()},
            {QStringLiteral("method"), alignmentMethodName(info.method)},
            {QStringLiteral("pairs"), info.pairs},
            {QStringLiteral("attack_embedder"), info.target.name},
            {QStringLiteral("threat_model"), info.threatModel()}};
}

void RunAlignment::record(QJsonObject& params) const {
    if (map_) params.insert(QStringLiteral("alignment"), alignmentRecord(folder_, map_->info()));
}

} // namespace unembed
