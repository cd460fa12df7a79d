// What a benchmark compares its figures with: this machine's measured float32 matrix-multiply
// throughput, and the parameters a model multiplies by per token. A core-only header: it includes
// torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

namespace unembed {

// GFLOP/s of 1024 x 1024 float32 products on the CPU, with the threads libtorch uses.
double measureMatmulGflops();

// The module's parameters; with `skipLookups`, leaving out embedding tables (names containing
// "embed" or "shared"), which are read by index, not multiplied.
int64_t parameterCount(const torch::nn::Module& module, bool skipLookups = false);

} // namespace unembed
