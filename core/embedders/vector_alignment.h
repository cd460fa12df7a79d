// Aligning one embedding space with another from paired vectors, as ALGEN (Chen, Xu, Bjerva 2025)
// moves a black-box victim's vectors into the space of an encoder whose attackers exist: a linear
// map W ([d_in, d_out], a vector x maps to x W) fitted in closed form on n leaked pairs, rows
// X [n, d_in] (the victim's) and Y [n, d_out] (the attack embedder's, of the same texts).
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include "embedders/alignment_method.h"

namespace unembed {

// Fits W in double precision and returns it as float32 [d_in, d_out]. `ridge` is lambda (Ridge
// only). Throws InputError for no pairs, rows that differ in count, or a negative lambda.
torch::Tensor fitAlignment(const torch::Tensor& source, const torch::Tensor& target,
                           AlignmentMethod method, double ridge = 0.0);

// The fit of mapped vectors [n, d_out] to the attack embedder's own [n, d_out].
AlignmentFit alignmentFit(const torch::Tensor& mapped, const torch::Tensor& target);

} // namespace unembed
