// Which device long jobs run on (CUDA when the linked libtorch has it and a GPU is present, else
// the CPU with all its cores, or UNEMBED_THREADS of them), and what the build runs on: libtorch
// version, the BLAS in use and how idle OpenMP threads wait (runtime/thread_policy.h).
// Torch-free header so the UI can show it without compiling libtorch's headers.
#pragma once

#include <QString>

namespace unembed {

struct ComputeInfo {
    bool cuda = false;
    QString deviceName; // GPU name, or the CPU model
    int threads = 0;    // intra-op threads on the CPU
    QString waitPolicy; // OpenMP's wait policy, e.g. "PASSIVE"
    QString torchVersion;
    QString blas; // the BLAS library actually loaded, e.g. "OpenBLAS (pthread)"
    // One line for status bars: "CPU · 2 threads · libtorch 1.13.0".
    QString summary() const;
};

// The environment variable that sets libtorch's intra-op threads (a whole number from 1).
inline constexpr const char* kThreadsVariable = "UNEMBED_THREADS";

// Sets libtorch's thread count once per process (UNEMBED_THREADS when it holds a whole number
// from 1, else one per core) and reports the device.
ComputeInfo computeInfo();

} // namespace unembed
