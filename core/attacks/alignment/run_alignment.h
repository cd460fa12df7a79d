// The space an attack reads a dataset in: the dataset's own, or the attack embedder's through an
// alignment map (--align MAP). Every attack run builds one, decodes the vectors it gives and
// records it in the run's parameters ("alignment": the map, its method, pair count and threat
// model), so Compare, Leaks and the report can say what the attacker held.
// A core-only header: it includes torch.
#pragma once

#include "attacks/alignment/alignment_map.h"
#include "store/dataset_store.h"

#include <optional>

namespace unembed {

// What a run through the map at `folder` records in its parameters under "alignment": the map,
// its method, pair count, attack embedder and threat model.
QJsonObject alignmentRecord(const QString& folder, const AlignmentMapInfo& info);

class RunAlignment {
public:
    // No map when `mapFolder` is empty. Throws InputError when the map cannot be read or reads
    // vectors of another dimension than the dataset's.
    RunAlignment(const QString& mapFolder, const DatasetInfo& dataset);

    bool active() const { return map_.has_value(); }
    // The dimension of the vectors attacks see: the attack embedder's through a map.
    int64_t dimension() const;
    // The vectors as attacks decode them ([N, dimension()] float32).
    torch::Tensor vectors(const std::vector<StoredVector>& stored) const;
    // The embedder that scores (and, for Vec2Text, re-embeds) the attack's texts: through a map
    // the attack embedder it writes into, whatever `victim` the request names (no victim query is
    // spent; the victim still scores an evaluation); without one, `victim`.
    VictimSpec attackEmbedder(const VictimSpec& victim) const;
    // Adds "alignment" to a run's parameters when a map is used.
    void record(QJsonObject& params) const;

private:
    DatasetInfo dataset_;
    QString folder_;
    std::optional<AlignmentMap> map_;
};

} // namespace unembed
