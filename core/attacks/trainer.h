// The one training loop every trainable model uses (the Vec2Text inverter and corrector, GEIA,
// MLC, MSP, the demo victim): Adam with linear warm-up and linear decay, gradient clipping,
// dev-loss early stopping, progress with ETA, cancel, and checkpoints that hold the weights, the
// optimiser's moments, the RNG and the loop's position in one safetensors file, so an
// interrupted run resumes to the same bits as an uninterrupted one.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

#include "attacks/training_settings.h"
#include "runtime/cancel_token.h"

#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace unembed {

class TrainingTask {
public:
    virtual ~TrainingTask() = default;
    virtual torch::nn::Module& module() = 0;
    virtual int64_t exampleCount() const = 0;
    // Mean loss over the examples, with gradients.
    virtual torch::Tensor batchLoss(const std::vector<int64_t>& examples) = 0;
    // Loss on held-out data, computed without gradients; none when there is no dev set.
    virtual std::optional<double> devLoss() { return std::nullopt; }
    // A few decoded examples to log after each epoch.
    virtual QStringList sampleOutputs() { return {}; }
};

struct TrainingResult {
    int64_t steps = 0;
    bool resumed = false;
    bool stoppedEarly = false;
    int bestEpoch = -1; // -1 without a dev set
    std::vector<EpochReport> epochs;
    double examplesPerSecond = 0;
};

// Trains `task`; throws Cancelled (after writing a checkpoint) or InputError (a loss that is not
// finite, with its step and epoch; a checkpoint that does not fit the module).
TrainingResult train(TrainingTask& task, const TrainerOptions& options,
                     const CancelToken* cancel = nullptr,
                     const std::function<void(const TrainingProgress&)>& progress = {},
                     const std::function<void(const EpochReport&)>& epochDone = {});

// The learning rate at `step` (0-based) of `totalSteps` under warm-up and linear decay.
double scheduledLearningRate(const TrainerOptions& options, int64_t step, int64_t totalSteps);

} // namespace unembed
