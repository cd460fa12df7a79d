// Training any of the attacks from one request, as `unembed-cli train` and the Models view ask
// for it: the kind, the victim, the texts, the output folder, the trainer's settings and what
// each kind adds (a T5 or GPT-2 config or initial folder, the base inverter of a corrector, a
// tokenizer, MLC/MSP widths). Torch-free.
#pragma once

#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"
#include "training/training_settings.h"

#include <functional>
#include <optional>

namespace unembed {

struct AttackTrainingRequest {
    QString kind; // one of attackTrainingKinds()
    VictimSpec victim;
    LeakedPairs pairs; // instead of (or with) the victim: train from leaked pairs
    QString textsPath;
    QString devPath; // optional
    QString outFolder;
    QString initFolder;     // vec2text: a T5 folder to start from, or
    QString configPath;     // vec2text, geia: a config.json to start from random weights
    QString inverterFolder; // vec2text-corrector: the trained base inverter
    QString tokenizerPath;  // geia, mlc, msp: an existing spiece.model; empty: train one
    TrainerOptions trainer;
    int maxLength = 32;
    int repeatTokens = 16;         // vec2text: s
    int vocabSize = 8000;          // mlc, msp: of a tokenizer trained on the texts
    int hidden = -1;               // mlc: hidden width (default none); msp: GRU width (default 512)
    bool feedback = true;          // vec2text-corrector: false for the "without feedback" ablation
    bool initFromInverter = false; // vec2text-corrector: start from the base inverter's weights
    // vec2text-corrector: cross-fitted hypotheses (see Vec2TextTrainingRequest::foldInverters).
    QStringList foldInverters;
    QString hypothesesPath; // vec2text-corrector: see Vec2TextTrainingRequest::hypothesesPath
    int leaveOutFold = 0;   // vec2text-inversion: train without fold K of N (0: all texts)
    int foldCount = 0;
};

struct AttackTrainingResult {
    TrainingJobSummary summary;
    // MLC: the threshold chosen, its token micro F1 (0..100) and the split it was chosen on.
    std::optional<double> threshold;
    double thresholdF1 = 0;
    QString thresholdSplit;
};

// "vec2text-inversion", "vec2text-corrector", "geia", "mlc", "msp".
QStringList attackTrainingKinds();

// Throws InputError (an unknown kind among others) or Cancelled (the checkpoint in
// OUT/checkpoints is kept; the same request resumes from it).
AttackTrainingResult trainAttack(const AttackTrainingRequest& request, const CancelToken* cancel,
                                 const std::function<void(const TrainingProgress&)>& step = {},
                                 const std::function<void(const EpochReport&)>& epoch = {},
                                 const ProgressFn& stage = {});

} // namespace unembed
