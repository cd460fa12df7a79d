#include "embedding_geometry.h"

#include <torch/torch.h>

#include <cmath>
#include <stdexcept>

namespace unembed {

namespace {

torch::Tensor unitRows(const torch::Tensor& vectors) {
    namespace F = torch::nn::functional;
    return F::normalize(vectors.to(torch::kDouble), F::NormalizeFuncOptions().dim(1));
}

} // namespace

SphereSpread sphereSpread(const torch::Tensor& vectors) {
    torch::NoGradGuard noGrad;
    if (vectors.dim() != 2 || vectors.size(0) < 2)
        throw std::invalid_argument("the spread of embeddings needs at least two vectors");
    const torch::Tensor u = unitRows(vectors);
    const int64_t n = u.size(0);
    const double pairs = double(n) * double(n - 1) / 2.0;
    double cosines = 0, kernel = 0;
    // Blocks of rows against the rows after them: each pair once, never an n x n matrix.
    constexpr int64_t kBlock = 512;
    for (int64_t start = 0; start < n; start += kBlock) {
        const int64_t end = std::min(start + kBlock, n);
        const torch::Tensor cos = u.slice(0, start, end).matmul(u.t());
        const torch::Tensor later = torch::arange(n, torch::kLong).unsqueeze(0) >
                                    torch::arange(start, end, torch::kLong).unsqueeze(1);
        const torch::Tensor kept = cos.masked_select(later);
        cosines += kept.sum().item<double>();
        // ||u - v||^2 = 2 - 2 cos for unit vectors.
        kernel += torch::exp(-2.0 * (2.0 - 2.0 * kept)).sum().item<double>();
    }
    return {cosines / pairs, std::log(kernel / pairs)};
}

double alignment(const torch::Tensor& left, const torch::Tensor& right) {
    torch::NoGradGuard noGrad;
    if (left.dim() != 2 || left.sizes() != right.sizes() || left.size(0) == 0)
        throw std::invalid_argument(
            "alignment needs two equally shaped, non-empty sets of vectors");
    return (unitRows(left) - unitRows(right)).pow(2).sum(1).mean().item<double>();
}

} // namespace unembed
