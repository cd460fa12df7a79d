// The demo build's plan: each stage with its settings (model sizes, seeds, epochs) and the stages
// whose results it uses, in build order. A stage's settings are recorded in build-state.json, so a
// changed setting rebuilds that stage and the ones after it that use its results. Core-only: it
// includes torch through the trainer's and T5's settings.
#pragma once

#include "demo/build_state.h"
#include "demo/demo_build.h"
#include "nn/t5_config.h"
#include "training/training_settings.h"

namespace unembed::demo {

constexpr int kSeed = 20231;
constexpr int kMaxLength = 32; // tokens per text, EOS included, for every model

std::vector<Stage> stages(const DemoBuildRequest& request);
// The settings of the stage named `name` (empty when there is none).
QJsonObject stageSettings(const DemoBuildRequest& request, const QString& name);
// A training stage's trainer settings, checkpointing into `checkpointDir`.
TrainerOptions trainerOptions(const QJsonObject& settings, const QString& checkpointDir);
// A stage's "model" settings as a T5 config.
T5Config t5Config(const QJsonObject& settings);

} // namespace unembed::demo
