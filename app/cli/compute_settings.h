// The compute settings every verb takes: --device and --precision (else $UNEMBED_DEVICE and
// $UNEMBED_PRECISION) and $UNEMBED_THREADS, settled before any work (runtime/compute_device.h).
// unembed-cli-compute settles them with libtorch (compute_settings.cpp); the launcher, which runs
// `list` itself only when none is given, has none to settle (app/launcher/no_compute_settings.cpp).
#pragma once

#include <QString>

#include <optional>

namespace unembed::cli {

// `device` and `precision` are the options' values, nullopt when not given. Throws InputError
// naming the option or the variable.
void settleComputeSettings(const std::optional<QString>& device,
                           const std::optional<QString>& precision);

} // namespace unembed::cli
