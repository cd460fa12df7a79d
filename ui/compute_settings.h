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

// Puts the settings where the inference worker reads them when it starts: the thread count in
// UNEMBED_THREADS and the device in UNEMBED_DEVICE, each unless the environment already sets it
// (the menu then says so). Touches neither libtorch nor CUDA, so the window appears at once.
void applyComputeSettings();

// The device the worker should use, chosen on its thread: UNEMBED_DEVICE's, or auto when that
// cannot be used (a GPU gone, a mistyped variable); and UNEMBED_PRECISION's precision, or fp32.
// Returns why it fell back, for the status bar; empty when all went as chosen.
QString chooseDeviceFromSettings();

// Adds both submenus to `view`; `say` shows a choice's consequence to the user.
void addComputeMenus(QMenu* view, const std::function<void(const QString&)>& say);

} // namespace unembed
