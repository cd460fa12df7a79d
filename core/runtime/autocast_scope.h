// Inference in the precision chosen (runtime/compute_device.h: --precision, UNEMBED_PRECISION):
// while a scope lives on a thread, libtorch's autocast runs that thread's matrix products on the
// device in bf16 or fp16, as torch.autocast does in Python. With fp32 chosen it does nothing.
// Models open one around their inference entry points; training stays in float32. A core-only
// header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

namespace unembed {

// Whether autocast is on for the calling thread's work on `type` (an AutocastScope's or another's).
bool autocastEnabled(c10::DeviceType type);

class AutocastScope {
public:
    explicit AutocastScope(torch::Device device);
    ~AutocastScope();
    AutocastScope(const AutocastScope&) = delete;
    AutocastScope& operator=(const AutocastScope&) = delete;

private:
    bool active_ = false;
    c10::DeviceType type_ = c10::DeviceType::CPU;
    bool wasEnabled_ = false;
    at::ScalarType previousType_ = at::kFloat;
};

} // namespace unembed
