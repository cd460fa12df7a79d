// Which device long jobs run on (CUDA when the linked libtorch has it and a GPU is present, else
// the CPU with all its cores), and what the build runs on: libtorch version and the BLAS in use.
// Torch-free header so the UI can show it without compiling libtorch's headers.
#pragma once

#include <QString>

namespace unembed {

struct ComputeInfo {
    bool cuda = false;
    QString deviceName; // GPU name, or the CPU model
    int threads = 0;    // intra-op threads on the CPU
    QString torchVersion;
    QString blas; // the BLAS library actually loaded, e.g. "OpenBLAS (pthread)"
    // One line for status bars: "CPU · 2 threads · libtorch 1.13.0".
    QString summary() const;
};

// Sets libtorch's thread count (0: one per core) once per process and reports the device.
ComputeInfo computeInfo();

} // namespace unembed
