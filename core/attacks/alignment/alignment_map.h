// A map folder: a linear map from a victim's embedding space into an attack embedder's, fitted on
// leaked (text, victim vector) pairs (ALGEN), kept as a model like the attackers: config.json
// with an "unembed" block (family "alignment-map", the victim it reads as "victim", the attack
// embedder it writes into as "target", the method, the pair count and the held-out fit) and
// model.safetensors holding "weight" [d_in, d_out]. Every attack takes one (--align MAP): the
// victim's vectors are mapped, then decoded by attackers trained for the attack embedder.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include "attacks/alignment/alignment_map_info.h"
#include "embedders/vector_alignment.h"

namespace unembed {

class AlignmentMap {
public:
    AlignmentMap(AlignmentMapInfo info, torch::Tensor weight);
    // Reads FOLDER/config.json and FOLDER/model.safetensors. Throws InputError naming the file
    // (not a map, a weight whose shape is not the dimensions the config names, NaN values).
    static AlignmentMap load(const QString& folder);
    // Writes both files (atomically each). Throws InputError.
    void save(const QString& folder) const;
    // Fits a map from paired vectors ([n, d_in] victim, [n, d_out] attack embedder); `dev`
    // pairs, when given, measure it on held-out pairs. `info` names the spaces and the method;
    // its dimensions, pair count and figures are filled in.
    static AlignmentMap
    fit(const torch::Tensor& victim, const torch::Tensor& attack, AlignmentMapInfo info,
        const std::optional<std::pair<torch::Tensor, torch::Tensor>>& dev = std::nullopt);

    const AlignmentMapInfo& info() const { return info_; }
    const torch::Tensor& weight() const { return weight_; }
    // [N, d_in] float32 -> [N, d_out] float32. Throws InputError naming `what` when the vectors
    // are not of the victim's dimension.
    torch::Tensor apply(const torch::Tensor& vectors, const QString& what) const;

private:
    AlignmentMapInfo info_;
    torch::Tensor weight_;
};

} // namespace unembed
