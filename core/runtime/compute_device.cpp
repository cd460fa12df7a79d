#include "compute_device.h"

#include "runtime/thread_policy.h"

#include <QFile>
#include <QThread>

#include <torch/torch.h>

#include <dlfcn.h>

namespace unembed {

namespace {

QString cpuModelName() {
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : cpuinfo.readAll().split('\n'))
            if (line.startsWith("model name"))
                return QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
    }
    return QStringLiteral("CPU");
}

// The CUDA driver API is stable across CUDA versions, so the GPU's name can be asked without
// CUDA headers, which CPU-only builds do not have.
QString cudaDeviceName() {
    void* driver = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!driver) return QStringLiteral("CUDA device 0");
    using InitFn = int (*)(unsigned);
    using GetFn = int (*)(int*, int);
    using NameFn = int (*)(char*, int, int);
    auto init = reinterpret_cast<InitFn>(dlsym(driver, "cuInit"));
    auto get = reinterpret_cast<GetFn>(dlsym(driver, "cuDeviceGet"));
    auto name = reinterpret_cast<NameFn>(dlsym(driver, "cuDeviceGetName"));
    char buffer[256] = {};
    int device = 0;
    QString result = QStringLiteral("CUDA device 0");
    if (init && get && name && init(0) == 0 && get(&device, 0) == 0 &&
        name(buffer, sizeof buffer, device) == 0)
        result = QString::fromUtf8(buffer);
    dlclose(driver);
    return result;
}

// Which BLAS is mapped into the process after a matrix product has run. Debian's libtorch links
// the generic libblas.so.3, which the alternatives system points at OpenBLAS or the reference BLAS.
QString loadedBlas() {
    if (at::hasMKL()) return QStringLiteral("Intel MKL (built into libtorch)");
    torch::NoGradGuard noGrad;
    (void)torch::mm(torch::ones({64, 64}), torch::ones({64, 64})).sum().item<float>();
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly)) return QStringLiteral("unknown");
    const QByteArray text = maps.readAll();
    for (const QByteArray& line : text.split('\n')) {
        const QByteArray path = line.mid(line.indexOf('/'));
        if (path.contains("openblas")) {
            if (path.contains("pthread")) return QStringLiteral("OpenBLAS (pthread)");
            if (path.contains("openmp")) return QStringLiteral("OpenBLAS (OpenMP)");
            return QStringLiteral("OpenBLAS");
        }
        if (path.contains("libmkl")) return QStringLiteral("Intel MKL");
        if (path.contains("blis")) return QStringLiteral("BLIS");
        if (path.contains("atlas")) return QStringLiteral("ATLAS");
    }
    for (const QByteArray& line : text.split('\n'))
        if (line.contains("/libblas.so"))
            return QStringLiteral("reference BLAS (slow: install libopenblas0-pthread)");
    return QStringLiteral("none found");
}

ComputeInfo detect() {
    ComputeInfo info;
    const int cores = QThread::idealThreadCount();
    bool given = false;
    const int asked = qEnvironmentVariableIntValue(kThreadsVariable, &given);
    torch::set_num_threads(given && asked > 0 ? asked : cores > 0 ? cores : 1);
    info.threads = torch::get_num_threads();
    info.waitPolicy = openMpWaitPolicy();
    info.cuda = torch::cuda::is_available();
    info.deviceName = info.cuda ? cudaDeviceName() : cpuModelName();
    info.torchVersion = QStringLiteral(TORCH_VERSION);
    info.blas = loadedBlas();
    return info;
}

} // namespace

QString ComputeInfo::summary() const {
    const QString device = cuda           ? QStringLiteral("CUDA: %1").arg(deviceName)
                           : threads == 1 ? QStringLiteral("CPU · 1 thread")
                                          : QStringLiteral("CPU · %1 threads").arg(threads);
    return QStringLiteral("%1 · libtorch %2").arg(device, torchVersion);
}

ComputeInfo computeInfo() {
    static const ComputeInfo info = detect();
    return info;
}

} // namespace unembed
