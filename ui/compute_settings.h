// View ▸ Compute Device and View ▸ Compute Threads: where models run and how many CPU threads
// libtorch uses, kept in the settings and applied when Unembed starts (runtime/compute_device.h).
#pragma once

#include <QString>

#include <functional>

class QMenu;

namespace unembed {

// libtorch's intra-op threads (0: one per core).
inline constexpr const char* kThreadsSetting = "compute/threads";
// "auto", "cpu" or "cuda:N".
inline constexpr const char* kDeviceSetting = "compute/device";

// Applies the settings before the inference worker starts: the thread count through
// UNEMBED_THREADS and the device through runtime/compute_device.h, each unless the environment
// already sets it. A device that cannot be used (a GPU gone, a mistyped UNEMBED_DEVICE) gives way
// to auto; the returned message then says why, for the status bar. Empty when all went as chosen.
QString applyComputeSettings();

// Adds both submenus to `view`; `say` shows a choice's consequence to the user.
void addComputeMenus(QMenu* view, const std::function<void(const QString&)>& say);

} // namespace unembed
