#include "vector_alignment.h"

#include "error.h"

#include <torch/torch.h>

namespace unembed {

QString alignmentMethodName(AlignmentMethod method) {
    switch (method) {
    case AlignmentMethod::LeastSquares:
        return QStringLiteral("lstsq");
    case AlignmentMethod::Ridge:
        return QStringLiteral("ridge");
    case AlignmentMethod::Procrustes:
        return QStringLiteral("procrustes");
    }
    return {};
}

std::optional<AlignmentMethod> parseAlignmentMethod(const QString& name) {
    for (const AlignmentMethod method :
         {AlignmentMethod::LeastSquares, AlignmentMethod::Ridge, AlignmentMethod::Procrustes})
        if (name == alignmentMethodName(method)) return method;
    return std::nullopt;
}

torch::Tensor fitAlignment(const torch::Tensor& source, const torch::Tensor& target,
                           AlignmentMethod method, double ridge) {
    const auto problem = [](const QString& text) {
        return InputError({QStringLiteral("alignment"), std::nullopt, {}, {}, {}}, text);
    };
    if (source.dim() != 2 || target.dim() != 2 || source.size(0) != target.size(0))
        throw problem(QStringLiteral("the victim's and the attack embedder's vectors must be "
                                     "matrices with one row per pair"));
    if (source.size(0) == 0) throw problem(QStringLiteral("no pairs to fit the map on"));
    if (!(ridge >= 0.0)) throw problem(QStringLiteral("the ridge penalty must be 0 or more"));
    const torch::Tensor x = source.to(torch::kDouble);
    const torch::Tensor y = target.to(torch::kDouble);
    torch::Tensor w;
    switch (method) {
    case AlignmentMethod::LeastSquares:
        w = torch::linalg_pinv(x).matmul(y);
        break;
    case AlignmentMethod::Ridge: {
        const torch::Tensor gram =
            x.t().matmul(x) + ridge * torch::eye(x.size(1), torch::dtype(torch::kDouble));
        w = torch::linalg_solve(gram, x.t().matmul(y));
        break;
    }
    case AlignmentMethod::Procrustes: {
        const auto [u, s, vh] = torch::linalg_svd(x.t().matmul(y), false);
        w = u.matmul(vh);
        break;
    }
    }
    return w.to(torch::kFloat).contiguous();
}

namespace {

// numpy's default percentile: linear interpolation at (n - 1) q between order statistics.
double quantile(const std::vector<double>& sorted, double q) {
    const double at = double(sorted.size() - 1) * q;
    const size_t below = size_t(at);
    if (below + 1 >= sorted.size()) return sorted.back();
    return sorted[below] + (at - double(below)) * (sorted[below + 1] - sorted[below]);
}

} // namespace

AlignmentFit alignmentFit(const torch::Tensor& mapped, const torch::Tensor& target) {
    AlignmentFit fit;
    fit.pairs = mapped.size(0);
    if (fit.pairs == 0) return fit;
    const torch::Tensor cosines = torch::nn::functional::cosine_similarity(
                                      mapped.to(torch::kDouble), target.to(torch::kDouble),
                                      torch::nn::functional::CosineSimilarityFuncOptions().dim(1))
                                      .contiguous();
    std::vector<double> sorted(cosines.data_ptr<double>(),
                               cosines.data_ptr<double>() + cosines.numel());
    std::sort(sorted.begin(), sorted.end());
    fit.mean = cosines.mean().item<double>();
    fit.lowerQuartile = quantile(sorted, 0.25);
    fit.median = quantile(sorted, 0.5);
    fit.upperQuartile = quantile(sorted, 0.75);
    return fit;
}

} // namespace unembed
