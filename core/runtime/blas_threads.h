// OpenBLAS's own thread pool, which libtorch's thread count does not reach (MKL's does). Its
// threads wait for each other by spinning and yielding: on a busy machine a matrix product then
// waits for a thread the scheduler has not run (test_vec2text under two busy processes on 2 cores:
// over 300 s with 2 OpenBLAS threads, 18 s with 1). The process's thread setting therefore sets
// both (runtime/compute_device.h). Found at run time, so a libtorch without OpenBLAS needs nothing.
// Torch-free.
#pragma once

#include <QString>

namespace unembed {

// OpenBLAS's thread count; 0 without OpenBLAS.
int blasThreads();
// Sets it (at least 1); does nothing without OpenBLAS.
void setBlasThreads(int threads);

// The kernels OpenBLAS chose for this processor, as it names them ("Haswell", "SkylakeX"); empty
// without OpenBLAS.
QString blasKernels();

// Who chose them, for info: "OpenBLAS's own detection", or OPENBLAS_CORETYPE's value, which
// OpenBLAS reads when it loads. CPU figures depend on the kernels: docs/building.md.
QString blasKernelChoice();

} // namespace unembed
