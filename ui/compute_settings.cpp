#include "compute_settings.h"

#include "error.h"
#include "runtime/compute_device.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QSettings>
#include <QThread>

#include <algorithm>

namespace unembed {

namespace {

// UNEMBED_DEVICE as the user's environment set it; empty when the user did not set it.
QString& environmentDevice() {
    static QString device;
    return device;
}

// What applyComputeSettings() last wrote to UNEMBED_DEVICE from the setting, so that applying
// again does not take its own value for the user's.
QString& writtenDevice() {
    static QString device;
    return device;
}

// The context of this file's translations.
class ComputeSettings {
    Q_DECLARE_TR_FUNCTIONS(ComputeSettings)
};

void addThreadsMenu(QMenu* view, const std::function<void(const QString&)>& say) {
    QMenu* threads = view->addMenu(ComputeSettings::tr("Compute &Threads"));
    threads->setObjectName(QStringLiteral("threadsMenu"));
    auto* choices = new QActionGroup(threads);
    const int cores = std::max(1, QThread::idealThreadCount());
    const int chosen = QSettings().value(QLatin1String(kThreadsSetting), 0).toInt();
    // One per core, each count up to the cores, and a count chosen on a machine with more cores.
    QList<int> counts;
    for (int count = 0; count <= cores; ++count)
        counts << count;
    if (chosen > cores) counts << chosen;
    for (const int count : counts) {
        QAction* action =
            threads->addAction(count == 0 ? ComputeSettings::tr("One per core (%1)").arg(cores)
                                          : QString::number(count));
        action->setCheckable(true);
        action->setChecked(count == chosen);
        action->setData(count);
        choices->addAction(action);
        QObject::connect(action, &QAction::triggered, threads, [say, count] {
            QSettings().setValue(QLatin1String(kThreadsSetting), count);
            say(ComputeSettings::tr(
                "The number of compute threads changes when Unembed starts again."));
        });
    }
}

void addDeviceMenu(QMenu* view, const std::function<void(const QString&)>& say) {
    QMenu* device = view->addMenu(ComputeSettings::tr("Compute &Device"));
    device->setObjectName(QStringLiteral("deviceMenu"));
    // Filled when opened: asking for the GPUs starts CUDA, which the worker does in its own time.
    QObject::connect(device, &QMenu::aboutToShow, device, [device, say] {
        device->clear();
        const QString chosen =
            QSettings().value(QLatin1String(kDeviceSetting), QStringLiteral("auto")).toString();
        if (!environmentDevice().isEmpty())
            device
                ->addAction(ComputeSettings::tr("%1=%2 decides while it is set")
                                .arg(QLatin1String(kDeviceVariable), environmentDevice()))
                ->setEnabled(false);
        QList<std::pair<QString, QString>> entries{
            {QStringLiteral("auto"), ComputeSettings::tr("Automatic (a GPU when there is one)")},
            {QStringLiteral("cpu"), ComputeSettings::tr("CPU")}};
        const QStringList gpus = cudaDeviceNames();
        for (int i = 0; i < gpus.size(); ++i)
            entries.append({QStringLiteral("cuda:%1").arg(i),
                            ComputeSettings::tr("GPU %1: %2").arg(i).arg(gpus[i])});
        // A GPU chosen on another start that this one does not see stays visible, unavailable.
        const bool known = std::any_of(entries.begin(), entries.end(),
                                       [&](const auto& entry) { return entry.first == chosen; });
        if (!known) entries.append({chosen, ComputeSettings::tr("%1 (not available)").arg(chosen)});
        auto* choices = new QActionGroup(device);
        for (const auto& [spec, label] : entries) {
            QAction* action = device->addAction(label);
            action->setCheckable(true);
            action->setChecked(spec == chosen);
            action->setData(spec);
            action->setEnabled(known || spec != chosen);
            choices->addAction(action);
            QObject::connect(action, &QAction::triggered, device, [say, spec = spec] {
                QSettings().setValue(QLatin1String(kDeviceSetting), spec);
                say(ComputeSettings::tr("The compute device changes when Unembed starts again."));
            });
        }
    });
}

} // namespace

void applyComputeSettings() {
    const int threads = QSettings().value(QLatin1String(kThreadsSetting), 0).toInt();
    if (threads > 0 && !qEnvironmentVariableIsSet(kThreadsVariable))
        qputenv(kThreadsVariable, QByteArray::number(threads));
    const QString current = qEnvironmentVariable(kDeviceVariable);
    const bool userSet = qEnvironmentVariableIsSet(kDeviceVariable) && current != writtenDevice();
    environmentDevice() = userSet ? current : QString();
    if (userSet) return;
    writtenDevice() =
        QSettings().value(QLatin1String(kDeviceSetting), QStringLiteral("auto")).toString();
    qputenv(kDeviceVariable, writtenDevice().toUtf8());
}

QString chooseDeviceFromSettings() {
    const QString origin = environmentDevice().isEmpty()
                               ? ComputeSettings::tr("View ▸ Compute Device")
                               : QLatin1String(kDeviceVariable);
    QStringList problems;
    try {
        chooseDevice(qEnvironmentVariable(kDeviceVariable), origin);
    } catch (const InputError& e) {
        chooseDevice(QStringLiteral("auto"), {});
        problems << ComputeSettings::tr("%1. Using %2 instead.").arg(e.message(), chosenDevice());
    }
    try {
        choosePrecision(qEnvironmentVariable(kPrecisionVariable),
                        QLatin1String(kPrecisionVariable));
    } catch (const InputError& e) {
        choosePrecision(QStringLiteral("fp32"), {});
        problems << ComputeSettings::tr("%1. Using fp32 instead.").arg(e.message());
    }
    return problems.join(QLatin1Char(' '));
}

void addComputeMenus(QMenu* view, const std::function<void(const QString&)>& say) {
    addDeviceMenu(view, say);
    addThreadsMenu(view, say);
}

} // namespace unembed
