#include "throughput.h"

#include <torch/torch.h>

#include <QElapsedTimer>

namespace unembed {

double measureMatmulGflops() {
    torch::NoGradGuard noGrad;
    const int n = 1024;
    const torch::Tensor a = torch::randn({n, n});
    const torch::Tensor b = torch::randn({n, n});
    (void)torch::mm(a, b); // warm-up
    QElapsedTimer clock;
    clock.start();
    const int repeats = 8;
    for (int i = 0; i < repeats; ++i)
        (void)torch::mm(a, b).sum().item<float>();
    const double seconds = std::max(1e-9, clock.nsecsElapsed() / 1e9);
    return repeats * 2.0 * n * n * n / seconds / 1e9;
}

int64_t parameterCount(const torch::nn::Module& module, bool skipLookups) {
    int64_t count = 0;
    for (const auto& p : module.named_parameters()) {
        if (skipLookups && (p.key().find("embed") != std::string::npos ||
                            p.key().find("shared") != std::string::npos))
            continue;
        count += p.value().numel();
    }
    return count;
}

} // namespace unembed
