#include "runtime/blas_threads.h"
#include "runtime/compute_device.h"
#include "runtime/thread_policy.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonObject>

namespace unembed::cli {

int runInfo(const QStringList& args) {
    VerbOptions options(QStringLiteral("info"),
                        QStringLiteral("Version, compute device, libtorch version, threads, "
                                       "the BLAS library in use and how freed memory is "
                                       "kept."));
    if (auto exit = options.parse(args)) return *exit;
    const ComputeInfo info = computeInfo();
    const QJsonObject json{
        {QStringLiteral("version"), QStringLiteral(UNEMBED_VERSION)},
        {QStringLiteral("device"), info.device},
        {QStringLiteral("device_name"), info.deviceName},
        {QStringLiteral("cuda_devices"), info.cudaDevices},
        {QStringLiteral("precision"), info.precision},
        {QStringLiteral("threads"), info.threads},
        {QStringLiteral("openmp_wait_policy"), info.waitPolicy},
        {QStringLiteral("libtorch"), info.torchVersion},
        {QStringLiteral("blas"), info.blas},
        {QStringLiteral("blas_threads"), info.blasThreads},
        {QStringLiteral("blas_kernels"), info.blasKernels},
        {QStringLiteral("blas_kernels_chosen_by"),
         info.blasKernels.isEmpty() ? QString() : blasKernelChoice()},
        {QStringLiteral("row_kernels"), info.rowKernels},
        {QStringLiteral("row_kernels_chosen_by"), info.rowKernelsChosenBy},
        {QStringLiteral("freed_memory"), freedMemoryPolicy()},
    };
    const QString text =
        QStringLiteral("Unembed %1\n"
                       "device:   %2 (%3; %9 sets it)\n"
                       "GPUs:     %10 visible\n"
                       "precision: %11 (--precision or %12 sets it)\n"
                       "threads:  %4 (%6 sets how many)\n"
                       "waiting:  %5 (idle OpenMP threads)\n"
                       "libtorch: %7\n"
                       "BLAS:     %8%13%15%16\n"
                       "memory:   %14")
            .arg(QStringLiteral(UNEMBED_VERSION), info.device.toUpper(), info.deviceName)
            .arg(info.threads)
            .arg(info.waitPolicy, QLatin1String(kThreadsVariable), info.torchVersion, info.blas,
                 QStringLiteral("--device or %1").arg(QLatin1String(kDeviceVariable)))
            .arg(info.cudaDevices)
            .arg(info.precision == QLatin1String("fp32")
                     ? QStringLiteral("fp32")
                     : QStringLiteral("%1 autocast").arg(info.precision),
                 QLatin1String(kPrecisionVariable))
            .arg(info.blasThreads > 0 ? QStringLiteral(", %1 threads").arg(info.blasThreads)
                                      : QString(),
                 freedMemoryPolicy())
            .arg(info.blasKernels.isEmpty() ? QString()
                                            : QStringLiteral("\nkernels:  %1 (%2)")
                                                  .arg(info.blasKernels, blasKernelChoice()),
                 info.cuda ? QString()
                           : QStringLiteral("\nrows:     %1 (%2)")
                                 .arg(info.rowKernels.isEmpty()
                                          ? QStringLiteral("torch's products")
                                          : QStringLiteral("%1 kernels for few-row products")
                                                .arg(info.rowKernels),
                                      info.rowKernelsChosenBy));
    options.output().result(json, text);
    return 0;
}

} // namespace unembed::cli
