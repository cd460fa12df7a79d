#include "logistic_probe.h"

#include "error.h"

#include <torch/torch.h>

#include <algorithm>

namespace unembed {

namespace {

InputError probeError(const QString& problem) {
    return InputError({QStringLiteral("attribute probe"), std::nullopt, {}, {}, {}}, problem);
}

} // namespace

LogisticProbe fitLogisticProbe(const torch::Tensor& vectors, const std::vector<uint8_t>& labels,
                               const LogisticFitOptions& options) {
    const int64_t n = vectors.size(0), d = vectors.size(1);
    if (int64_t(labels.size()) != n)
        throw probeError(QStringLiteral("%1 labels for %2 vectors").arg(labels.size()).arg(n));
    const int64_t positives = std::count(labels.begin(), labels.end(), uint8_t(1));
    if (positives == 0 || positives == n)
        throw probeError(QStringLiteral("the texts hold only %1 of the attribute; a probe needs "
                                        "texts with it and without it")
                             .arg(positives == 0 ? QStringLiteral("the absence")
                                                 : QStringLiteral("the presence")));
    const auto f64 = torch::TensorOptions().dtype(torch::kDouble);
    // The design matrix with a column of ones for the intercept.
    const torch::Tensor x =
        torch::cat({vectors.to(torch::kCPU, torch::kDouble), torch::ones({n, 1}, f64)}, 1);
    torch::Tensor t = torch::empty({n}, f64);
    for (int64_t i = 0; i < n; ++i)
        t[i] = double(labels[size_t(i)]);
    torch::Tensor s = torch::ones({n}, f64);
    if (options.balanced) {
        const double wPos = double(n) / (2.0 * double(positives));
        const double wNeg = double(n) / (2.0 * double(n - positives));
        s = t * wPos + (1 - t) * wNeg;
    }
    torch::Tensor penalty = torch::ones({d + 1}, f64);
    penalty[d] = 0.0; // the intercept is not penalised
    const double c = options.c;
    const auto objective = [&](const torch::Tensor& theta) {
        const torch::Tensor z = x.matmul(theta);
        // log(1 + exp(-y z)) with y = 2t - 1, computed stably.
        const torch::Tensor loss = torch::nn::functional::softplus(-(2 * t - 1) * z);
        return (0.5 * (penalty * theta * theta).sum() + c * (s * loss).sum()).item<double>();
    };
    torch::Tensor theta = torch::zeros({d + 1}, f64);
    double value = objective(theta);
    LogisticProbe probe;
    for (int it = 0; it < options.maxIterations; ++it) {
        const torch::Tensor p = torch::sigmoid(x.matmul(theta));
        const torch::Tensor gradient = penalty * theta + c * x.t().matmul(s * (p - t));
        if (gradient.abs().max().item<double>() < options.tolerance) break;
        const torch::Tensor curvature = s * p * (1 - p) * c;
        const torch::Tensor hessian =
            torch::diag(penalty) + x.t().matmul(x * curvature.unsqueeze(1));
        const torch::Tensor step = torch::linalg_solve(hessian, gradient);
        // Backtracking: Newton's step, halved until the objective does not rise.
        double scale = 1.0;
        torch::Tensor next = theta - step;
        double nextValue = objective(next);
        while (nextValue > value && scale > 1e-8) {
            scale /= 2.0;
            next = theta - scale * step;
            nextValue = objective(next);
        }
        theta = next;
        value = nextValue;
        probe.iterations = it + 1;
    }
    probe.weight = theta.slice(0, 0, d).clone();
    probe.bias = theta[d].item<double>();
    return probe;
}

torch::Tensor probeProbabilities(const LogisticProbe& probe, const torch::Tensor& vectors) {
    return torch::sigmoid(vectors.to(torch::kCPU, torch::kDouble).matmul(probe.weight) +
                          probe.bias);
}

} // namespace unembed
