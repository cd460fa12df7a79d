// The Gaussian-noise defence of the Vec2Text paper (section 6): the defender publishes
// f(x) + lambda * eps with eps ~ N(0, I) instead of f(x). Seeded, so a sweep is reproducible;
// lambda = 0 returns the clean vectors untouched.
#pragma once

#include "embedders/embedder.h"

#include <ATen/core/Generator.h>

namespace unembed {

class NoisyEmbedder : public Embedder {
public:
    NoisyEmbedder(Embedder& clean, double lambda, uint64_t seed);

    QString name() const override;
    int dimension() const override { return clean_.dimension(); }
    // Each call draws fresh noise from the seeded stream: the same seed and the same sequence of
    // calls give the same vectors.
    torch::Tensor embed(const QStringList& texts, const CancelToken* cancel = nullptr,
                        const ProgressFn& progress = {}) override;
    // Adds the noise to vectors computed elsewhere ([N, d] float32).
    torch::Tensor addNoise(const torch::Tensor& vectors);

    double lambda() const { return lambda_; }

private:
    Embedder& clean_;
    double lambda_;
    at::Generator generator_;
};

} // namespace unembed
