// Tensor comparisons wherever the tensors live: models load onto the chosen device (a GPU when
// there is one, runtime/compute_device.h), expected values are built on the CPU. Header-only.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

namespace unembed::test {

inline bool sameValues(const torch::Tensor& a, const torch::Tensor& b) {
    return torch::equal(a.cpu(), b.cpu());
}

inline bool closeValues(const torch::Tensor& a, const torch::Tensor& b, double rtol = 1e-5,
                        double atol = 1e-8) {
    return torch::allclose(a.cpu(), b.cpu(), rtol, atol);
}

} // namespace unembed::test
