// Which device models run on (chosen once, before models load: CUDA when the linked libtorch has
// it and a GPU is visible, else the CPU with all its cores, or UNEMBED_THREADS of them;
// UNEMBED_DEVICE or --device choose), and what the build runs on: libtorch version, the BLAS in
// use and how idle OpenMP threads wait (runtime/thread_policy.h). Torch-free header so the UI can
// show it without compiling libtorch's headers; runtime/inference_device.h gives the device as a
// torch::Device.
#pragma once

#include <QString>
#include <QStringList>

namespace unembed {

struct ComputeInfo {
    bool cuda = false;   // models run on a CUDA device
    QString device;      // "cpu" or "cuda:N": where models are placed
    int cudaDevices = 0; // GPUs this process can use (0 with a CPU-only libtorch)
    QString deviceName;  // the GPU's name, or the CPU model
    QString precision;   // "fp32", or the autocast type inference runs in: "bf16", "fp16"
    int threads = 0;     // intra-op threads on the CPU
    QString waitPolicy;  // OpenMP's wait policy, e.g. "PASSIVE"
    QString torchVersion;
    QString blas;        // the BLAS library actually loaded, e.g. "OpenBLAS (pthread)"
    QString blasKernels; // OpenBLAS's kernels for this processor, e.g. "SkylakeX"; else empty
    int blasThreads = 0; // OpenBLAS's own threads (the intra-op count unless
                         // OPENBLAS_NUM_THREADS says); 0 for another BLAS
    // The kernels of a decoder step's few-row products on the CPU (nn/row_products.h):
    // "AVX-512", "AVX2", or empty where torch's products run them; and who chose.
    QString rowKernels;
    QString rowKernelsChosenBy;
    // One line for status bars and run records: "CPU · 2 threads · OpenBLAS SkylakeX ·
    // AVX-512 row kernels · libtorch 1.13.0",
    // "CUDA:0 NVIDIA H100 · bf16 autocast · libtorch 2.11.0".
    QString summary() const;
};

// The environment variable that sets libtorch's intra-op threads (a whole number from 1).
inline constexpr const char* kThreadsVariable = "UNEMBED_THREADS";

// The environment variable that chooses the device: auto, cpu, cuda or cuda:N.
inline constexpr const char* kDeviceVariable = "UNEMBED_DEVICE";

// Chooses where models are placed from now on: "auto" (CUDA device 0 when the linked libtorch has
// CUDA and a GPU is visible, else the CPU), "cpu", "cuda" (device 0) or "cuda:N"; case and
// surrounding spaces do not matter. Models already loaded stay where they are. Throws InputError
// naming `origin` (e.g. "--device") for any other text, or a GPU this process cannot use.
void chooseDevice(const QString& spec, const QString& origin);

// The device chosen: "cpu" or "cuda:N". Until chooseDevice() is called, UNEMBED_DEVICE's choice
// (throwing InputError naming the variable when it is not a valid one), or auto's.
QString chosenDevice();

// The environment variable that chooses inference's precision: fp32, bf16 or fp16.
inline constexpr const char* kPrecisionVariable = "UNEMBED_PRECISION";

// Chooses the precision models infer in from now on: "fp32" (the default: the numbers the
// reference libraries give), "bf16" or "fp16" (libtorch's autocast: matrix products in that type,
// reductions and softmax in float32). Training stays in float32. fp16 needs a GPU (libtorch
// autocasts the CPU to bf16 only). Throws InputError naming `origin` for any other text.
void choosePrecision(const QString& spec, const QString& origin);

// The precision chosen; until choosePrecision() is called, UNEMBED_PRECISION's (throwing
// InputError naming it when it is not valid), or "fp32".
QString chosenPrecision();

// The names of the CUDA GPUs this process can use, device 0 first (none with a CPU-only libtorch).
QStringList cudaDeviceNames();

// Applies the thread setting (applyThreadSetting) and reports it with the device chosen.
ComputeInfo computeInfo();
// Throws InputError naming UNEMBED_THREADS when it is set to anything but a whole number from 1 to
// this machine's cores.
void checkThreadSetting();
// Sets libtorch's intra-op threads and OpenBLAS's pool from UNEMBED_THREADS when it holds a whole
// number from 1 (at most one per core), else one per core (OpenBLAS's unless OPENBLAS_NUM_THREADS
// or GOTO_NUM_THREADS sized it), once per process; returns libtorch's count.
int applyThreadSetting();

} // namespace unembed
