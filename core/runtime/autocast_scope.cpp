#include "autocast_scope.h"

#include "runtime/compute_device.h"

#include <ATen/autocast_mode.h>
#include <torch/version.h>

namespace unembed {

namespace {

// libtorch 2.4 made autocast's switches per device type; before, the CPU and CUDA had their own.
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)
bool enabledFor(c10::DeviceType type) {
    return at::autocast::is_autocast_enabled(type);
}
void setEnabled(c10::DeviceType type, bool enabled) {
    at::autocast::set_autocast_enabled(type, enabled);
}
at::ScalarType castType(c10::DeviceType type) {
    return at::autocast::get_autocast_dtype(type);
}
void setCastType(c10::DeviceType type, at::ScalarType scalar) {
    at::autocast::set_autocast_dtype(type, scalar);
}
#else
bool enabledFor(c10::DeviceType type) {
    return type == c10::DeviceType::CUDA ? at::autocast::is_enabled()
                                         : at::autocast::is_cpu_enabled();
}
void setEnabled(c10::DeviceType type, bool enabled) {
    if (type == c10::DeviceType::CUDA)
        at::autocast::set_enabled(enabled);
    else
        at::autocast::set_cpu_enabled(enabled);
}
at::ScalarType castType(c10::DeviceType type) {
    return type == c10::DeviceType::CUDA ? at::autocast::get_autocast_gpu_dtype()
                                         : at::autocast::get_autocast_cpu_dtype();
}
void setCastType(c10::DeviceType type, at::ScalarType scalar) {
    if (type == c10::DeviceType::CUDA)
        at::autocast::set_autocast_gpu_dtype(scalar);
    else
        at::autocast::set_autocast_cpu_dtype(scalar);
}
#endif

} // namespace

bool autocastEnabled(c10::DeviceType type) {
    return enabledFor(type);
}

AutocastScope::AutocastScope(torch::Device device) : type_(device.type()) {
    const QString precision = chosenPrecision();
    if (precision == QLatin1String("fp32")) return;
    if (type_ != c10::DeviceType::CUDA && type_ != c10::DeviceType::CPU) return;
    // The CPU autocasts to bf16 only; choosePrecision refuses fp16 without a GPU.
    if (type_ == c10::DeviceType::CPU && precision != QLatin1String("bf16")) return;
    active_ = true;
    wasEnabled_ = autocastEnabled(type_);
    previousType_ = castType(type_);
    setEnabled(type_, true);
    setCastType(type_, precision == QLatin1String("bf16") ? at::kBFloat16 : at::kHalf);
    at::autocast::increment_nesting();
}

AutocastScope::~AutocastScope() {
    if (!active_) return;
    // The weights cast for this scope are dropped with the outermost one, as torch.autocast does.
    if (at::autocast::decrement_nesting() == 0) at::autocast::clear_cache();
    setEnabled(type_, wasEnabled_);
    setCastType(type_, previousType_);
}

} // namespace unembed
