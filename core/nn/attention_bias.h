// The additive attention biases the encoders share: a padding mask as the most negative finite
// value on padded keys (as Hugging Face adds it, so their softmax weight is exactly zero), and the
// T5/MPNet bucketing of relative positions. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

namespace unembed {

// [B, S] (1 keep, 0 padding) -> [B, 1, 1, S] in `dtype`; undefined stays undefined.
torch::Tensor paddingMaskBias(const torch::Tensor& mask, torch::ScalarType dtype);

// Buckets of key - query offsets: exact for small offsets, logarithmic up to maxDistance, with
// separate halves for each direction when bidirectional. Float32 logarithms, as in HF, so bucket
// boundaries agree with checkpoints trained there.
torch::Tensor relativePositionBuckets(torch::Tensor offset, bool bidirectional, int numBuckets,
                                      int maxDistance);

} // namespace unembed
