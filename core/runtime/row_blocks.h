// Splitting a batch's rows over the CPU's threads. Each thread takes a contiguous block of rows
// and runs it with single-threaded BLAS and intra-op pools, instead of every operation being split
// over all the threads: a decoder step's matrix products are small (a few hundred rows), and a
// multi-threaded BLAS loses much of their time handing work over and waiting (measured in
// docs/building.md, "CPU threads"). The rows' results are what one pass would give, up to the
// rounding of differently blocked matrix products. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include <cstdint>
#include <functional>

namespace unembed {

// How many blocks `rows` independent rows on `device` are best run as: the intra-op thread count
// on the CPU when each block gets at least `minRowsPerBlock` rows, else 1 (a GPU, one thread, a
// small batch, a precision other than fp32, or a call already inside a block).
int rowBlocksFor(int64_t rows, const torch::Device& device, int64_t minRowsPerBlock);

// Runs work(block, first, count) for `blocks` contiguous blocks of [0, rows) on the caller's
// thread and libtorch's inter-op threads, which take blocks in turn (a smaller or busy pool
// means fewer helpers, not a wait), each thread with one intra-op thread and OpenBLAS with one
// (restored afterwards), the caller's grad mode and other thread-local state carried over. One
// region runs at a time (OpenBLAS's thread count is the process's): a call while another runs
// works in one pass. Rethrows the first block's exception (a Cancelled, an InputError) after
// every block has stopped.
void forEachRowBlock(int64_t rows, int blocks,
                     const std::function<void(int block, int64_t first, int64_t count)>& work);

} // namespace unembed
