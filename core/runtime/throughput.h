// What a benchmark compares its figures with: the measured float32 matrix-multiply throughput of
// the device models run on, and the parameters a model multiplies by per token. A core-only header:
// it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

namespace unembed {

// GFLOP/s of matrix products on inferenceDevice(), in the precision chosen (float32 unless bf16 or
// fp16 autocast is): 1024 x 1024 on the CPU, with the threads libtorch uses, 4096 x 4096 on a GPU.
double measureMatmulGflops();

// The module's parameters; with `skipLookups`, leaving out embedding tables (names containing
// "embed" or "shared"), which are read by index, not multiplied.
int64_t parameterCount(const torch::nn::Module& module, bool skipLookups = false);

} // namespace unembed
