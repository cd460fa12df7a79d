// What a training run is asked to do and what it reports as it goes (one entry per step, one per
// epoch). Torch-free, so the CLI and the GUI can set up runs and show loss curves and ETA.
#pragma once

#include <QJsonObject>
#include <QStringList>

#include <cstdint>

#include <optional>

namespace unembed {

struct TrainerOptions {
    double learningRate = 3e-4; // Adam, as the papers
    int batchSize = 64;
    int epochs = 10;
    int64_t warmupSteps = 0;  // linear warm-up from 0, then linear decay to 0 at the last step
    double maxGradNorm = 1.0; // global L2 norm; <= 0 disables clipping
    double weightDecay = 0.0;
    int64_t checkpointEvery = 200; // steps; also at every epoch end and on cancel
    QString checkpointDir;         // empty: no checkpoints
    bool resume = true;            // continue from checkpointDir when it holds a checkpoint
    uint64_t seed = 0;             // the example order of epoch e depends only on (seed, e)
    int patience = 0;              // epochs without a better dev loss before stopping; 0: off
    bool restoreBest = true;       // with a dev set, end with the best dev epoch's weights
    // What else a checkpoint must have been made with to be resumed (e.g. the fold of the texts
    // a fold inverter leaves out); empty for most jobs.
    QJsonObject data;
};

struct TrainingProgress {
    int epoch = 0;
    int64_t step = 0;
    int64_t totalSteps = 0;
    double loss = 0;
    double learningRate = 0;
    double elapsedSeconds = 0;
    double etaSeconds = 0;
};

// What a training job (a model folder trained end to end) reports when it ends.
struct TrainingJobSummary {
    QString outFolder;
    int64_t steps = 0; // optimiser steps over the whole run, resumed ones included
    bool resumed = false;
    int epochsRun = 0;
    double examplesPerSecond = 0;
    double trainingSeconds = 0; // the whole run's epochs, the time before a resume included
    QStringList warnings;       // what the job replaced or ignored in its inputs, for the user
};

struct EpochReport {
    int epoch = 0;
    double trainLoss = 0;
    std::optional<double> devLoss;
    QStringList samples;
    double seconds = 0;
};

} // namespace unembed
