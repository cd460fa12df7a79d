#include "throughput.h"

#include "runtime/autocast_scope.h"
#include "runtime/inference_device.h"

#include <torch/torch.h>

#include <QElapsedTimer>

namespace unembed {

double measureMatmulGflops() {
    torch::NoGradGuard noGrad;
    // A GPU needs larger products, and more of them, to approach its peak and outlast the timer.
    const auto device = inferenceDevice();
    const int n = device.is_cuda() ? 4096 : 1024;
    const int repeats = device.is_cuda() ? 50 : 8;
    const auto options = torch::TensorOptions().device(device);
    const torch::Tensor a = torch::randn({n, n}, options);
    const torch::Tensor b = torch::randn({n, n}, options);
    // In the precision models infer in (runtime/autocast_scope.h).
    const AutocastScope autocast(device);
    (void)torch::mm(a, b).sum().item<float>(); // warm-up, and the device is idle after it
    QElapsedTimer clock;
    clock.start();
    torch::Tensor total = torch::zeros({}, options);
    for (int i = 0; i < repeats; ++i)
        total += torch::mm(a, b).sum();
    (void)total.item<float>(); // waits for the device
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
