// The one training loop every trainable model uses (the Vec2Text inverter and corrector, GEIA,
// MLC, MSP, the demo victim): Adam with linear warm-up and linear decay, gradient clipping,
// dev-loss early stopping with the best epoch's weights kept, progress with ETA, cancel, and
// checkpoints (safetensors and one JSON file) from which an interrupted run resumes to the same
// bits as an uninterrupted one. A model family only says how to compute a batch's loss.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

#include "runtime/cancel_token.h"
#include "training/training_settings.h"

#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace unembed {

class TrainingTask {
public:
    virtual ~TrainingTask() = default;
    // The parameters to train and the parameters and buffers to checkpoint, by name.
    virtual torch::nn::Module& module() = 0;
    virtual int64_t exampleCount() const = 0;
    // Mean loss over the examples (indices into 0..exampleCount()-1), with gradients.
    virtual torch::Tensor batchLoss(const std::vector<int64_t>& examples) = 0;
    // Loss on held-out data; called in eval() mode without gradients. None without a dev set.
    virtual std::optional<double> devLoss() { return std::nullopt; }
    // A few decoded examples to log after each epoch; called like devLoss().
    virtual QStringList sampleOutputs() { return {}; }
};

struct TrainingResult {
    int64_t steps = 0; // optimiser steps over the whole run, resumed ones included
    bool resumed = false;
    bool stoppedEarly = false;
    int bestEpoch = -1;              // 1-based; -1 without a dev set
    std::vector<EpochReport> epochs; // the whole run's, resumed ones included
    double examplesPerSecond = 0;    // over this call's steps
};

// A training job's summary of `result`, the model saved in `outFolder`.
TrainingJobSummary jobSummary(const QString& outFolder, const TrainingResult& result,
                              const QStringList& warnings = {});

// Trains `task` in place, on inferenceDevice(): its module is moved there first and stays there.
// Epochs and steps in reports are 1-based.
// Checkpoints (when options.checkpointDir is set) are the folder
//   trainer_state.json            the loop's position, history, settings; names the folder below
//   step-NNNNNNNN/model.safetensors      the module's parameters and buffers (loadStateDict reads
//   it) step-NNNNNNNN/optimizer.safetensors  Adam's step and moments per parameter, the CPU RNG
//                                        (and the GPU's, rng.cuda, when training on one)
//   step-NNNNNNNN/best.safetensors       the best dev epoch's weights, when restoreBest
// where trainer_state.json is replaced last and atomically, so a kill at any moment leaves the
// previous checkpoint whole. Throws Cancelled (after writing a checkpoint) when `cancel` is set,
// and InputError for a loss that is not finite (naming its step and epoch) or a checkpoint that
// does not fit the module or was made with other settings.
TrainingResult train(TrainingTask& task, const TrainerOptions& options,
                     const CancelToken* cancel = nullptr,
                     const std::function<void(const TrainingProgress&)>& progress = {},
                     const std::function<void(const EpochReport&)>& epochDone = {});

// The learning rate of step `step` (0-based) of `totalSteps`: step s < warmupSteps gets
// lr * (s + 1) / warmupSteps, so no step is wasted at lr 0; from warmupSteps on it falls
// linearly, lr * (totalSteps - s) / (totalSteps - warmupSteps), reaching 0 at totalSteps.
double scheduledLearningRate(const TrainerOptions& options, int64_t step, int64_t totalSteps);

} // namespace unembed
