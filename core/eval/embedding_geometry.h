// How an embedder spreads texts over the unit sphere, the figures that tell a collapsed embedder
// (every text near every other) from a healthy one: the mean cosine of unrelated texts
// (anisotropy, Ethayarajh 2019), and Wang & Isola's (2020) alignment of related pairs and
// uniformity of all texts, as SimCSE reports them. A core-only header: it includes torch.
#pragma once

#include <torch/types.h>

namespace unembed {

struct SphereSpread {
    double meanPairCosine = 0; // over every pair of distinct rows
    double uniformity = 0;     // log mean over those pairs of exp(-2 ||u - v||^2)
};

// Rows are normalised first; at least two rows. Each pair of rows counts once, so repeated texts
// should be removed beforehand.
SphereSpread sphereSpread(const torch::Tensor& vectors);

// Mean over row pairs of ||u - v||^2 on the normalised rows (alpha = 2): 0 when every related
// pair coincides, 4 when each is opposite.
double alignment(const torch::Tensor& left, const torch::Tensor& right);

} // namespace unembed
