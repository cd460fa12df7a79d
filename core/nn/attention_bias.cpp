#include "attention_bias.h"

#include <torch/torch.h>

#include <cmath>
#include <limits>

namespace unembed {

torch::Tensor paddingMaskBias(const torch::Tensor& mask, torch::ScalarType dtype) {
    if (!mask.defined()) return {};
    const double lowest = dtype == torch::kDouble ? std::numeric_limits<double>::lowest()
                                                  : double(std::numeric_limits<float>::lowest());
    return (1.0 - mask.to(dtype)).mul(lowest).unsqueeze(1).unsqueeze(1);
}

torch::Tensor relativePositionBuckets(torch::Tensor offset, bool bidirectional, int numBuckets,
                                      int maxDistance) {
    torch::Tensor buckets = torch::zeros_like(offset);
    if (bidirectional) {
        numBuckets /= 2;
        buckets += offset.gt(0).to(torch::kLong) * numBuckets;
        offset = offset.abs();
    } else {
        offset = -offset.clamp_max(0);
    }
    const int maxExact = numBuckets / 2;
    const torch::Tensor isSmall = offset.lt(maxExact);
    // Offsets below maxExact take the exact branch; clamping keeps log() finite for them.
    const torch::Tensor logarithmic =
        (torch::log(offset.clamp_min(1).to(torch::kFloat) / float(maxExact)) /
         std::log(double(maxDistance) / maxExact) * (numBuckets - maxExact))
            .to(torch::kLong) +
        maxExact;
    buckets += torch::where(isSmall, offset, logarithmic.clamp_max(numBuckets - 1));
    return buckets;
}

} // namespace unembed
