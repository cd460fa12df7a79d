// Matrix products of a few rows by a fixed weight, as a cached decoding step makes them (its
// projections and its vocabulary head, 1 to 64 rows): the weight is repacked once into panels of
// columns that vector registers hold, and each product then streams through them. OpenBLAS packs
// the weight again at every call, which for 16 rows costs more than the product itself
// (docs/building.md, "Few-row products"). Each output is the sum over the inputs in order, one
// fused multiply-add at a time, whatever the number of rows. fp32 on an x86-64 CPU with AVX2 or
// AVX-512; everything else goes to torch's linear. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include <cstdint>
#include <mutex>
#include <string>
#include <tuple>

namespace unembed {

enum class RowKernel { Blas, Avx2, Avx512 };

// The environment variable that chooses the kernels: avx512, avx2 or blas (torch's linear, for
// comparisons). Unset, or naming kernels the processor does not run, the widest it runs.
inline constexpr const char* kRowKernelVariable = "UNEMBED_ROW_KERNEL";

// The kernels products use from now on: UNEMBED_ROW_KERNEL's choice when the processor runs it
// (else the widest it runs) until chooseRowKernel() chooses.
RowKernel chosenRowKernel();
// `kernel` when the processor runs it, else the widest it runs.
void chooseRowKernel(RowKernel kernel);
// Whether this processor runs `kernel` (Blas: always).
bool rowKernelRuns(RowKernel kernel);
// "AVX-512", "AVX2" or "" for Blas.
const char* rowKernelName(RowKernel kernel);
// Who chose: "UNEMBED_ROW_KERNEL=..." when it is set, else "the widest this processor runs".
std::string rowKernelChoice();

// Products of at most this many rows use the kernels: beyond it OpenBLAS's own packing pays off
// (measured in docs/building.md).
inline constexpr int64_t kMaxKernelRows = 64;

// weight [out, in] float32 -> the panels `kernel` reads (kernel is not Blas).
torch::Tensor packRowWeight(const torch::Tensor& weight, RowKernel kernel);
// x [rows, in] float32 · weightᵀ from its panels -> [rows, out] float32. Splits the columns over
// libtorch's intra-op threads when the product is large enough.
torch::Tensor rowProduct(const torch::Tensor& x, const torch::Tensor& packed, int64_t out,
                         RowKernel kernel);

// A module's weight with its panels, packed at the first product that can use them and again
// when the weight changes (another tensor, an in-place update, another shape), unless the
// machine lacks the memory for a second copy of it. Safe to share between threads.
class PackedLinear {
public:
    // torch::nn::functional::linear(x, weight) without a bias: through the panels when x has at
    // most kMaxKernelRows rows, both are float32 on the CPU, no gradient is wanted and a kernel
    // runs; else through torch.
    torch::Tensor operator()(const torch::Tensor& x, const torch::Tensor& weight);

private:
    // What the panels were packed from: storage, version, shape and kernel.
    using Source = std::tuple<const void*, uint32_t, int64_t, int64_t, RowKernel>;
    std::mutex mutex_;
    torch::Tensor packed_; // undefined: none yet, or no room for them
    Source from_{nullptr, 0, -1, -1, RowKernel::Blas};
};

} // namespace unembed
