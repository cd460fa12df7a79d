#include "noisy_embedder.h"

#include <ATen/CPUGeneratorImpl.h>

namespace unembed {

NoisyEmbedder::NoisyEmbedder(Embedder& clean, double lambda, uint64_t seed)
    : clean_(clean), lambda_(lambda), generator_(at::detail::createCPUGenerator(seed)) {}

QString NoisyEmbedder::name() const {
    return QStringLiteral("%1 + %2·N(0, I)").arg(clean_.name()).arg(lambda_);
}

torch::Tensor NoisyEmbedder::embed(const QStringList& texts, const CancelToken* cancel,
                                   const ProgressFn& progress) {
    return addNoise(clean_.embed(texts, cancel, progress));
}

torch::Tensor NoisyEmbedder::addNoise(const torch::Tensor& vectors) {
    if (lambda_ == 0.0) return vectors;
    const torch::Tensor noise = at::randn(vectors.sizes(), generator_, vectors.options());
    return vectors + lambda_ * noise;
}

} // namespace unembed
