#include "compute_device.h"

#include "error.h"
#include "runtime/blas_threads.h"
#include "runtime/inference_device.h"
#include "runtime/row_products.h"
#include "runtime/thread_policy.h"

#include <QFile>
#include <QRegularExpression>
#include <QThread>

#include <torch/torch.h>

#include <dlfcn.h>

#include <mutex>
#include <optional>

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
QString cudaDeviceName(int index) {
    const QString fallback = QStringLiteral("CUDA device %1").arg(index);
    void* driver = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (!driver) return fallback;
    using InitFn = int (*)(unsigned);
    using GetFn = int (*)(int*, int);
    using NameFn = int (*)(char*, int, int);
    auto init = reinterpret_cast<InitFn>(dlsym(driver, "cuInit"));
    auto get = reinterpret_cast<GetFn>(dlsym(driver, "cuDeviceGet"));
    auto name = reinterpret_cast<NameFn>(dlsym(driver, "cuDeviceGetName"));
    char buffer[256] = {};
    int device = 0;
    QString result = fallback;
    if (init && get && name && init(0) == 0 && get(&device, index) == 0 &&
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

int visibleGpus() {
    static const int count = torch::cuda::is_available() ? int(torch::cuda::device_count()) : 0;
    return count;
}

// Parses a device text; throws InputError naming `origin` when it is not a usable device.
torch::Device parseDevice(const QString& spec, const QString& origin) {
    const QString text = spec.trimmed().toLower();
    if (text.isEmpty() || text == QLatin1String("auto"))
        return visibleGpus() > 0 ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
    if (text == QLatin1String("cpu")) return torch::Device(torch::kCPU);
    static const QRegularExpression cuda(QStringLiteral("^cuda(?::(\\d{1,3}))?$"));
    const QRegularExpressionMatch match = cuda.match(text);
    if (!match.hasMatch())
        throw InputError(
            {origin, std::nullopt, {}, QStringLiteral("auto, cpu, cuda or cuda:N"), spec},
            QStringLiteral("not a compute device"));
    const int index = match.captured(1).isEmpty() ? 0 : match.captured(1).toInt();
    const int gpus = visibleGpus();
    if (index >= gpus) {
        const QString usable = gpus == 0   ? QStringLiteral("auto or cpu")
                               : gpus == 1 ? QStringLiteral("cuda:0")
                                           : QStringLiteral("cuda:0 to cuda:%1").arg(gpus - 1);
        throw InputError(
            {origin, std::nullopt, {}, usable, spec},
            gpus > 0 ? QStringLiteral("there is no such GPU: this process sees %1").arg(gpus)
            : at::Context::hasCUDART()
                ? QStringLiteral("no CUDA GPU is visible to this process")
                : QStringLiteral("this build's libtorch has no CUDA; build against a "
                                 "CUDA libtorch (docs/building.md) or use cpu"));
    }
    return torch::Device(torch::kCUDA, static_cast<c10::DeviceIndex>(index));
}

std::mutex& deviceMutex() {
    static std::mutex mutex;
    return mutex;
}

std::optional<torch::Device>& chosen() {
    static std::optional<torch::Device> device;
    return device;
}

QString deviceText(const torch::Device& device) {
    return device.is_cuda() ? QStringLiteral("cuda:%1").arg(device.index()) : QStringLiteral("cpu");
}

ComputeInfo detect() {
    ComputeInfo info;
    info.threads = applyThreadSetting();
    info.blasThreads = blasThreads();
    info.waitPolicy = openMpWaitPolicy();
    info.torchVersion = QStringLiteral(TORCH_VERSION);
    info.blas = loadedBlas();
    info.blasKernels = blasKernels();
    return info;
}

} // namespace

void checkThreadSetting() {
    if (!qEnvironmentVariableIsSet(kThreadsVariable)) return;
    const QString value = qEnvironmentVariable(kThreadsVariable);
    bool whole = false;
    const int asked = value.trimmed().toInt(&whole);
    const int cores = std::max(1, QThread::idealThreadCount());
    if (!whole || asked < 1 || asked > cores)
        throw InputError(
            {QLatin1String(kThreadsVariable),
             std::nullopt,
             {},
             QStringLiteral("a whole number from 1 to %1 (this machine's cores)").arg(cores),
             value},
            QStringLiteral("not a thread count for this machine"));
}

int applyThreadSetting() {
    static const int threads = [] {
        const int cores = std::max(1, QThread::idealThreadCount());
        bool given = false;
        const int asked = qEnvironmentVariableIntValue(kThreadsVariable, &given);
        // More threads than cores never helps, and OpenBLAS's pool stalls past its build's size.
        const int count = given && asked > 0 ? std::min(asked, cores) : cores;
        // OpenBLAS's pool follows, unless the environment sized it (read when OpenBLAS loads).
        // First: an OpenMP build of OpenBLAS sets OpenMP's count too.
        if (!qEnvironmentVariableIsSet("OPENBLAS_NUM_THREADS") &&
            !qEnvironmentVariableIsSet("GOTO_NUM_THREADS"))
            setBlasThreads(count);
        torch::set_num_threads(count);
        return torch::get_num_threads();
    }();
    return threads;
}

void chooseDevice(const QString& spec, const QString& origin) {
    const torch::Device device = parseDevice(spec, origin);
    const std::lock_guard<std::mutex> lock(deviceMutex());
    chosen() = device;
}

torch::Device inferenceDevice() {
    const std::lock_guard<std::mutex> lock(deviceMutex());
    if (!chosen())
        chosen() =
            parseDevice(qEnvironmentVariable(kDeviceVariable), QLatin1String(kDeviceVariable));
    return *chosen();
}

namespace {

std::optional<QString>& precisionChoice() {
    static std::optional<QString> precision;
    return precision;
}

QString parsePrecision(const QString& spec, const QString& origin) {
    const QString text = spec.trimmed().toLower();
    if (text.isEmpty() || text == QLatin1String("fp32")) return QStringLiteral("fp32");
    if (text != QLatin1String("bf16") && text != QLatin1String("fp16"))
        throw InputError({origin, std::nullopt, {}, QStringLiteral("fp32, bf16 or fp16"), spec},
                         QStringLiteral("not a precision"));
    if (text == QLatin1String("fp16") && !inferenceDevice().is_cuda())
        throw InputError({origin, std::nullopt, {}, QStringLiteral("fp32 or bf16"), spec},
                         QStringLiteral("fp16 autocast needs a GPU; the CPU autocasts to bf16"));
    return text;
}

} // namespace

void choosePrecision(const QString& spec, const QString& origin) {
    const QString precision = parsePrecision(spec, origin);
    const std::lock_guard<std::mutex> lock(deviceMutex());
    precisionChoice() = precision;
}

QString chosenPrecision() {
    {
        const std::lock_guard<std::mutex> lock(deviceMutex());
        if (precisionChoice()) return *precisionChoice();
    }
    // Parsed outside the lock: fp16 asks for the device, which takes it.
    const QString precision =
        parsePrecision(qEnvironmentVariable(kPrecisionVariable), QLatin1String(kPrecisionVariable));
    const std::lock_guard<std::mutex> lock(deviceMutex());
    if (!precisionChoice()) precisionChoice() = precision;
    return *precisionChoice();
}

QStringList cudaDeviceNames() {
    QStringList names;
    for (int i = 0; i < visibleGpus(); ++i)
        names << cudaDeviceName(i);
    return names;
}

QString chosenDevice() {
    return deviceText(inferenceDevice());
}

torch::Device moduleDevice(const torch::nn::Module& module) {
    for (const torch::Tensor& tensor : module.parameters())
        return tensor.device();
    for (const torch::Tensor& tensor : module.buffers())
        return tensor.device();
    return torch::Device(torch::kCPU);
}

QString ComputeInfo::summary() const {
    const QString where = cuda           ? QStringLiteral("%1 %2").arg(device.toUpper(), deviceName)
                          : threads == 1 ? QStringLiteral("CPU · 1 thread")
                                         : QStringLiteral("CPU · %1 threads").arg(threads);
    const QString autocast = precision.isEmpty() || precision == QLatin1String("fp32")
                                 ? QString()
                                 : QStringLiteral(" · %1 autocast").arg(precision);
    // CPU figures, speed and float rounding alike, depend on the matrix kernels.
    QString kernels = cuda || blasKernels.isEmpty()
                          ? QString()
                          : QStringLiteral(" · OpenBLAS %1").arg(blasKernels);
    if (!cuda && !rowKernels.isEmpty())
        kernels += QStringLiteral(" · %1 row kernels").arg(rowKernels);
    return QStringLiteral("%1%2%3 · libtorch %4").arg(where, kernels, autocast, torchVersion);
}

ComputeInfo computeInfo() {
    static const ComputeInfo machine = detect();
    ComputeInfo info = machine;
    const torch::Device device = inferenceDevice();
    info.cuda = device.is_cuda();
    info.device = deviceText(device);
    info.cudaDevices = visibleGpus();
    info.deviceName = info.cuda ? cudaDeviceName(device.index()) : cpuModelName();
    info.precision = chosenPrecision();
    if (!info.cuda) {
        info.rowKernels = QLatin1String(rowKernelName(chosenRowKernel()));
        info.rowKernelsChosenBy = QString::fromStdString(rowKernelChoice());
    }
    return info;
}

} // namespace unembed
