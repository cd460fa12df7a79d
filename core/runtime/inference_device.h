// The device models are placed on when they load or start training, as a torch::Device
// (runtime/compute_device.h chooses it). Inputs follow each module's own device, so a model
// loaded before another choice keeps working where it is. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

namespace unembed {

// Where models go: the CPU, or the chosen CUDA device.
torch::Device inferenceDevice();

// The device of the module's first parameter or buffer (the CPU for a module holding none).
torch::Device moduleDevice(const torch::nn::Module& module);

} // namespace unembed
