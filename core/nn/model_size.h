// How big a model a config asks for, checked before the model is built: against the memory there
// is (a config's d_model of 1e9 or a million layers is refused, not attempted) and against the
// weights file's safetensors header (a config that does not belong to its weights is refused
// before its tensors are allocated). The counts are lower bounds of the parameters the model
// family builds, so a matching folder always passes. Torch-free.
#pragma once

#include "nn/gpt2_config.h"
#include "nn/t5_config.h"

namespace unembed {

// Parameters at least: embeddings, attention and feed-forward matrices (with the decoder's when
// `decoder`).
double t5ParameterFloor(const T5Config& config, bool decoder);
double gpt2ParameterFloor(const GPT2Config& config);

// Throws InputError naming `configPath` when `parameters` float32 values (times
// `copiesInMemory`: 1 to run, 4 to train with Adam) do not fit in the memory available.
void requireModelFits(double parameters, const QString& configPath, double copiesInMemory = 1.0);

// Throws InputError naming `configPath` when the `parameters` its config asks for are far more
// (over twice, plus a million) than the values the safetensors file at `weightsPath` stores;
// reads the header only. Also applies requireModelFits.
void requireWeightsCover(double parameters, const QString& weightsPath, const QString& configPath);

} // namespace unembed
