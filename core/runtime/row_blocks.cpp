#include "row_blocks.h"

#include "runtime/blas_threads.h"
#include "runtime/compute_device.h"

#include <ATen/Parallel.h>

#include <dlfcn.h>

#include <condition_variable>
#include <exception>
#include <mutex>
#include <vector>

namespace unembed {

namespace {

thread_local bool insideBlock = false;

// The calling thread's own OpenMP thread count. at::set_num_threads would set the process's, and
// in libtorch 1.13 it also rebuilds the pthreadpool libtorch keeps for QNNPACK, whose new worker
// then spins for tens of milliseconds: after each block region, the next ~20 ms of work ran at
// half speed (the demo victim's embedding in a Vec2Text step: 28-41 ms against 16-19 ms).
// Found at run time, as libtorch's OpenMP runtime may be a bundled copy; without one,
// at::set_num_threads does it.
class OpenMpThreads {
public:
    static int get() {
        at::internal::lazy_init_num_threads(); // so that libtorch's own first setting comes first
        return functions().get ? functions().get() : at::get_num_threads();
    }
    static void set(int threads) {
        at::internal::lazy_init_num_threads();
        if (functions().set)
            functions().set(threads);
        else
            at::set_num_threads(threads);
    }

private:
    struct Functions {
        void (*set)(int) = reinterpret_cast<void (*)(int)>(dlsym(RTLD_DEFAULT,
                                                                 "omp_set_num_threads"));
        int (*get)() = reinterpret_cast<int (*)()>(dlsym(RTLD_DEFAULT, "omp_get_max_threads"));
    };
    static const Functions& functions() {
        static const Functions found;
        return found;
    }
};

// One BLAS thread and one intra-op thread on the calling thread while it lives; the counts before
// it afterwards.
class SingleThreaded {
public:
    SingleThreaded() : torchThreads_(OpenMpThreads::get()), blasThreads_(blasThreads()) {
        setBlasThreads(1);
        OpenMpThreads::set(1);
    }
    // OpenBLAS first: an OpenMP build of it sets OpenMP's (libtorch's) count as well.
    ~SingleThreaded() {
        if (blasThreads_ > 0) setBlasThreads(blasThreads_);
        OpenMpThreads::set(torchThreads_);
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
        // The other blocks run on libtorch's inter-op threads, which live as long as the process
        // (at::launch carries grad mode and the other thread-local state over).
        std::mutex doneMutex;
        std::condition_variable doneSignal;
        int running = 0;
        std::vector<bool> launched(static_cast<size_t>(blocks), false);
        for (int b = 1; b < blocks; ++b) {
            try {
                {
                    const std::lock_guard<std::mutex> lock(doneMutex);
                    ++running;
                }
                at::launch([&, b] {
                    const int before = OpenMpThreads::get();
                    OpenMpThreads::set(1);
                    runBlock(b);
                    OpenMpThreads::set(before);
                    const std::lock_guard<std::mutex> lock(doneMutex);
                    --running;
                    doneSignal.notify_all();
                });
                launched[size_t(b)] = true;
            } catch (const std::exception&) {
                // No thread to be had: this block runs here, after the first.
                const std::lock_guard<std::mutex> lock(doneMutex);
                --running;
            }
        }
        for (int b = 0; b < blocks; ++b)
            if (!launched[size_t(b)]) runBlock(b);
        std::unique_lock<std::mutex> lock(doneMutex);
        doneSignal.wait(lock, [&] { return running == 0; });
    }
    for (const std::exception_ptr& failure : failures)
        if (failure) std::rethrow_exception(failure);
}

} // namespace unembed
