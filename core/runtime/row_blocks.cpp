#include "row_blocks.h"

#include "runtime/blas_threads.h"
#include "runtime/compute_device.h"

#include <ATen/Parallel.h>
#include <ATen/ThreadLocalState.h>

#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace unembed {

namespace {

thread_local bool insideBlock = false;

// One thread for BLAS and the intra-op pool while it lives; the counts before it afterwards.
class SingleThreaded {
public:
    SingleThreaded() : torchThreads_(at::get_num_threads()), blasThreads_(blasThreads()) {
        setBlasThreads(1);
        at::set_num_threads(1);
    }
    // OpenBLAS first: an OpenMP build of it sets OpenMP's (libtorch's) count as well.
    ~SingleThreaded() {
        if (blasThreads_ > 0) setBlasThreads(blasThreads_);
        at::set_num_threads(torchThreads_);
    }
    SingleThreaded(const SingleThreaded&) = delete;
    SingleThreaded& operator=(const SingleThreaded&) = delete;

private:
    int torchThreads_;
    int blasThreads_;
};

} // namespace

int rowBlocksFor(int64_t rows, const torch::Device& device, int64_t minRowsPerBlock) {
    if (insideBlock || !device.is_cpu() || chosenPrecision() != QLatin1String("fp32")) return 1;
    const int64_t threads = at::get_num_threads();
    return int(
        std::max<int64_t>(1, std::min(threads, rows / std::max<int64_t>(1, minRowsPerBlock))));
}

void forEachRowBlock(int64_t rows, int blocks,
                     const std::function<void(int block, int64_t first, int64_t count)>& work) {
    blocks = int(std::max<int64_t>(1, std::min<int64_t>(blocks, rows)));
    // The thread counts are the process's: one region at a time changes them; a caller that
    // finds another region running works in one pass.
    static std::mutex region;
    std::unique_lock<std::mutex> only(region, std::try_to_lock);
    if (blocks == 1 || !only.owns_lock()) {
        work(0, 0, rows);
        return;
    }
    std::vector<std::exception_ptr> failures(static_cast<size_t>(blocks));
    const auto runBlock = [&](int b) {
        const int64_t first = rows * b / blocks, last = rows * (b + 1) / blocks;
        insideBlock = true;
        try {
            work(b, first, last - first);
        } catch (...) {
            failures[size_t(b)] = std::current_exception();
        }
        insideBlock = false;
    };
    {
        SingleThreaded single;
        const at::ThreadLocalState state;
        std::vector<std::thread> threads;
        int started = 1;
        try {
            for (; started < blocks; ++started)
                threads.emplace_back([&, started] {
                    at::ThreadLocalStateGuard guard(state);
                    at::set_num_threads(1);
                    runBlock(started);
                });
        } catch (const std::system_error&) {
            // No thread to be had: the blocks not handed out run here, after the first.
        }
        for (int b = 0; b < blocks; ++b)
            if (b == 0 || b >= started) runBlock(b);
        for (std::thread& t : threads)
            t.join();
    }
    for (const std::exception_ptr& failure : failures)
        if (failure) std::rethrow_exception(failure);
}

} // namespace unembed
