#include "defence.h"

#include "embedders/vector_alignment.h"
#include "embedders/victim_spec.h"
#include "error.h"

#include <ATen/CPUGeneratorImpl.h>
#include <torch/torch.h>

#include <cmath>

namespace unembed {

namespace {

[[noreturn]] void refuse(const QString& expected, const QString& found, const QString& problem) {
    throw InputError({{}, std::nullopt, QStringLiteral("defence"), expected, found}, problem);
}

QString defendedName(const Embedder& clean, const DefenceSpec& spec) {
    return defendedVictimName(clean.name(), spec.describe());
}

} // namespace

void Defence::requireFits(const DefenceSpec& spec, int dimension, qint64 collectionRows) {
    spec.check();
    const int k = int(spec.strength);
    const auto tooMany = [&](const QString& what) {
        refuse(QStringLiteral("at most %1 %2").arg(dimension).arg(what), spec.describe(),
               QStringLiteral("the victim's vectors have only %1 dimensions").arg(dimension));
    };
    if (spec.kind == DefenceKind::Truncate && k > dimension) tooMany(QStringLiteral("dimensions"));
    if (spec.kind == DefenceKind::Pca) {
        if (k > dimension) tooMany(QStringLiteral("components"));
        if (k > collectionRows)
            refuse(QStringLiteral("at least %1 vectors to fit %1 components").arg(k),
                   QStringLiteral("%1 vectors").arg(collectionRows),
                   QStringLiteral("too few vectors to fit the projection"));
    }
}

Defence::Defence(const DefenceSpec& spec, const torch::Tensor& collection)
    : spec_(spec), dimension_(int(collection.size(1))),
      generator_(at::detail::createCPUGenerator(spec.seed)) {
    requireFits(spec, dimension_, collection.size(0));
    const int k = int(spec.strength);
    const torch::Tensor data = collection.to(torch::kDouble);
    switch (spec.kind) {
    case DefenceKind::Scalar: {
        low_ = std::get<0>(data.min(0));
        const torch::Tensor high = std::get<0>(data.max(0));
        const double levels = std::pow(2.0, spec.strength);
        const torch::Tensor span = high - low_;
        // A dimension the collection never varies in maps to its one value.
        step_ = torch::where(span > 0, span / (levels - 1), torch::ones_like(span));
        break;
    }
    case DefenceKind::Truncate:
        break;
    case DefenceKind::Pca: {
        mean_ = data.mean(0);
        const auto svd = torch::linalg_svd(data - mean_, /*full_matrices=*/false);
        basis_ = std::get<2>(svd).slice(0, 0, k);
        break;
    }
    case DefenceKind::Rotate: {
        const torch::Tensor gaussian = at::randn({dimension_, dimension_}, generator_,
                                                 torch::TensorOptions().dtype(torch::kDouble));
        const auto qr = torch::linalg_qr(gaussian);
        // Fixing the signs by R's diagonal makes Q uniformly (Haar) distributed.
        rotation_ = (std::get<0>(qr) * std::get<1>(qr).diagonal().sign()).to(torch::kFloat);
        break;
    }
    case DefenceKind::Noise:
    case DefenceKind::Binary:
        break;
    }
}

torch::Tensor Defence::apply(const torch::Tensor& vectors) {
    if (vectors.dim() != 2 || vectors.size(1) != dimension_)
        refuse(QStringLiteral("%1 dimensions").arg(dimension_),
               QStringLiteral("%1").arg(vectors.dim() == 2 ? vectors.size(1) : vectors.dim()),
               QStringLiteral("the vectors do not match the collection the defence was fitted to"));
    const torch::Tensor v = vectors.to(torch::kFloat);
    switch (spec_.kind) {
    case DefenceKind::Noise:
        if (spec_.strength == 0.0) return vectors;
        return v + spec_.strength * at::randn(v.sizes(), generator_, v.options());
    case DefenceKind::Scalar: {
        const double top = std::pow(2.0, spec_.strength) - 1;
        const torch::Tensor levels =
            ((v.to(torch::kDouble) - low_) / step_).round().clamp(0.0, top);
        return (low_ + levels * step_).to(torch::kFloat);
    }
    case DefenceKind::Binary:
        return torch::where(v >= 0, 1.0f, -1.0f) / std::sqrt(float(dimension_));
    case DefenceKind::Truncate: {
        torch::Tensor kept = v.clone();
        kept.slice(1, int64_t(spec_.strength)).zero_();
        return kept;
    }
    case DefenceKind::Pca: {
        const torch::Tensor centred = v.to(torch::kDouble) - mean_;
        return (mean_ + centred.matmul(basis_.t()).matmul(basis_)).to(torch::kFloat);
    }
    case DefenceKind::Rotate:
        return v.matmul(rotation_.t());
    }
    return v;
}

torch::Tensor estimateRotation(const torch::Tensor& clean, const torch::Tensor& defended) {
    if (clean.size(0) == 0) return torch::eye(clean.size(1), torch::kFloat);
    // The Procrustes map W takes clean rows to defended ones (clean W); the rotation is its
    // transpose.
    return fitAlignment(clean, defended, AlignmentMethod::Procrustes).t().contiguous();
}

QString DefendedEmbedder::name() const {
    return defendedName(clean_, defence_.spec());
}

torch::Tensor DefendedEmbedder::embed(const QStringList& texts, const CancelToken* cancel,
                                      const ProgressFn& progress) {
    return defence_.apply(clean_.embed(texts, cancel, progress));
}

DefendedVictim::DefendedVictim(std::unique_ptr<Embedder> clean, const DefenceSpec& spec)
    : clean_(std::move(clean)), spec_(spec) {}

QString DefendedVictim::name() const {
    return defendedName(*clean_, spec_);
}

torch::Tensor DefendedVictim::embed(const QStringList& texts, const CancelToken* cancel,
                                    const ProgressFn& progress) {
    const torch::Tensor clean = clean_->embed(texts, cancel, progress);
    if (!defence_) defence_.emplace(spec_, clean);
    return defence_->apply(clean);
}

} // namespace unembed
