// The defences of defence_spec.h applied to vectors, and the attacker's view through them. A
// core-only header: it includes torch.
#pragma once

#include "embedders/defence_spec.h"
#include "embedders/embedder.h"

#include <ATen/core/Generator.h>

#include <memory>
#include <optional>

namespace unembed {

// A defence fitted to the collection a store holds ([N, d], float32): scalar quantisation's ranges
// and PCA's components come from it, the rotation from the key. Throws InputError for a strength
// the dimension does not allow (truncate:K or pca:K with K > d).
class Defence {
public:
    Defence(const DefenceSpec& spec, const torch::Tensor& collection);
    // What the constructor refuses, before any vector is computed: truncate:K or pca:K with K
    // above the dimension, pca:K fitted on fewer than K vectors. Throws InputError.
    static void requireFits(const DefenceSpec& spec, int dimension, qint64 collectionRows);

    const DefenceSpec& spec() const { return spec_; }
    // What the store publishes for `vectors` ([N, d] float32). Noise draws from the seeded stream,
    // so the same seed and sequence of calls give the same vectors; noise:0 returns them untouched.
    torch::Tensor apply(const torch::Tensor& vectors);
    // rotate only: the secret rotation R ([d, d], orthogonal); apply() returns vectors * R^T.
    const torch::Tensor& rotation() const { return rotation_; }

private:
    DefenceSpec spec_;
    int dimension_ = 0;
    at::Generator generator_;
    torch::Tensor low_, step_;   // scalar: each dimension's range start and level spacing
    torch::Tensor mean_, basis_; // pca: the collection's mean and its first K components [K, d]
    torch::Tensor rotation_;     // rotate
};

// Orthogonal Procrustes: the orthogonal R minimising || clean * R^T - defended || over leaked pairs
// (rows are vectors, [n, d] each). With n >= d pairs in general position it is the rotation itself;
// with fewer it agrees with it on the pairs' span. The identity for n = 0.
torch::Tensor estimateRotation(const torch::Tensor& clean, const torch::Tensor& defended);

// The victim as seen through a defence: each embed() call is defended (what an attacker's queries
// of a defended API get back).
class DefendedEmbedder : public Embedder {
public:
    DefendedEmbedder(Embedder& clean, Defence& defence) : clean_(clean), defence_(defence) {}

    QString name() const override;
    int dimension() const override { return clean_.dimension(); }
    torch::Tensor embed(const QStringList& texts, const CancelToken* cancel = nullptr,
                        const ProgressFn& progress = {}) override;

private:
    Embedder& clean_;
    Defence& defence_;
};

// A victim behind a defence it fits itself, as an adaptive attacker queries it: scalar
// quantisation's ranges and PCA's components come from the first texts it embeds (the attacker's
// training corpus), the noise and the rotation from the spec's seed. Its name says which defence,
// so an attacker trained against it records that it was.
class DefendedVictim : public Embedder {
public:
    DefendedVictim(std::unique_ptr<Embedder> clean, const DefenceSpec& spec);

    QString name() const override;
    int dimension() const override { return clean_->dimension(); }
    torch::Tensor embed(const QStringList& texts, const CancelToken* cancel = nullptr,
                        const ProgressFn& progress = {}) override;

private:
    std::unique_ptr<Embedder> clean_;
    DefenceSpec spec_;
    std::optional<Defence> defence_;
};

} // namespace unembed
