#include "compute_settings.h"

#include "runtime/compute_device.h"

namespace unembed::cli {

namespace {

// The option's value, else the variable's when it is set, through `choose`.
void settle(const std::optional<QString>& value, const QString& option, const char* variable,
            void (*choose)(const QString&, const QString&)) {
    if (value)
        choose(*value, option);
    else if (qEnvironmentVariableIsSet(variable))
        choose(qEnvironmentVariable(variable), QLatin1String(variable));
}

} // namespace

void settleComputeSettings(const std::optional<QString>& device,
                           const std::optional<QString>& precision) {
    settle(device, QStringLiteral("--device"), kDeviceVariable, chooseDevice);
    settle(precision, QStringLiteral("--precision"), kPrecisionVariable, choosePrecision);
    checkThreadSetting();
    applyThreadSetting();
}

} // namespace unembed::cli
