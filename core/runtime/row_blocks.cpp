#include "row_blocks.h"

#include "runtime/blas_threads.h"
#include "runtime/compute_device.h"

#include <ATen/Config.h>
#include <ATen/Parallel.h>

#include <dlfcn.h>

#include <atomic>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <vector>

namespace unembed {

namespace {

thread_local bool insideBlock = false;

// The calling thread's own intra-op thread count. at::set_num_threads also sets the process's,
// and in libtorch 1.13 it rebuilds the pthreadpool libtorch keeps for QNNPACK, whose new worker
// then spins for tens of milliseconds: after each block region, the next ~20 ms of work ran at
// half speed (the demo victim's embedding in a Vec2Text step: 28-41 ms against 16-19 ms). So,
// on OpenMP builds, OpenMP's own per-thread count, found at run time; at::set_num_threads where
// libtorch links MKL (whose per-thread count only it sets) or where the OpenMP runtime found is
// not libtorch's (its count did not follow).
class IntraOpThreads {
public:
    static int get() {
        at::internal::lazy_init_num_threads(); // so that libtorch's own first setting comes first
        return at::get_num_threads();
    }
    static void set(int threads) {
        at::internal::lazy_init_num_threads();
        if (!AT_MKL_ENABLED() && ompSetNumThreads()) {
            ompSetNumThreads()(threads);
            if (at::get_num_threads() == threads) return;
        }
        at::set_num_threads(threads);
    }

private:
    static void (*ompSetNumThreads())(int) {
        static const auto found =
            reinterpret_cast<void (*)(int)>(dlsym(RTLD_DEFAULT, "omp_set_num_threads"));
        return found;
    }
};

// One BLAS thread and one intra-op thread on the calling thread while it lives; the counts before
// it afterwards.
class SingleThreaded {
public:
    SingleThreaded() : torchThreads_(IntraOpThreads::get()), blasThreads_(blasThreads()) {
        setBlasThreads(1);
        IntraOpThreads::set(1);
    }
    // OpenBLAS first: an OpenMP build of it sets OpenMP's (libtorch's) count as well.
    ~SingleThreaded() {
        if (blasThreads_ > 0) setBlasThreads(blasThreads_);
        IntraOpThreads::set(torchThreads_);
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
    // OpenBLAS's thread count is the process's: one region at a time changes it; a caller that
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
        // The caller and libtorch's inter-op threads (which live as long as the process; at::launch
        // carries grad mode and the other thread-local state over) take blocks in turn until none
        // is left, so that a pool smaller than the blocks, or busy, only means fewer helpers. A
        // block is only run while the caller waits for it; a helper that starts after the last
        // one was taken touches nothing but the shared state, which it keeps alive.
        struct Shared {
            std::atomic<int> next{0};
            std::mutex mutex;
            std::condition_variable finished;
            int done = 0;
        };
        const auto shared = std::make_shared<Shared>();
        const std::function<void(int)> run = runBlock;
        const auto takeBlocks = [shared, blocks](const std::function<void(int)>& block) {
            for (int b = shared->next++; b < blocks; b = shared->next++) {
                block(b);
                const std::lock_guard<std::mutex> lock(shared->mutex);
                if (++shared->done == blocks) shared->finished.notify_all();
            }
        };
        const int helpers = std::min(blocks - 1, std::max(0, int(at::get_num_interop_threads())));
        for (int h = 0; h < helpers; ++h) {
            try {
                at::launch([takeBlocks, run] {
                    const int before = IntraOpThreads::get();
                    IntraOpThreads::set(1);
                    takeBlocks(run);
                    IntraOpThreads::set(before);
                });
            } catch (const std::exception&) {
                break; // no thread to be had: the caller takes the rest
            }
        }
        takeBlocks(run);
        std::unique_lock<std::mutex> lock(shared->mutex);
        shared->finished.wait(lock, [&] { return shared->done == blocks; });
    }
    for (const std::exception_ptr& failure : failures)
        if (failure) std::rethrow_exception(failure);
}

} // namespace unembed
