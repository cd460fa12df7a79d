// Training a Vec2Text model folder end to end, as the CLI and the GUI's worker start it: embed the
// attacker's texts with the victim, build the model (from an existing T5 folder, or from a T5
// config with a SentencePiece vocabulary trained on the texts), train with checkpoints that a
// rerun resumes from, and write the folder. The corrector stage first runs the trained base
// inverter over the texts for its hypotheses, or reads them from a file. Torch-free.
#pragma once

#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"
#include "training/training_settings.h"

#include <functional>

namespace unembed {

struct Vec2TextTrainingRequest {
    enum class Stage { Inversion, Corrector };
    Stage stage = Stage::Inversion;
    VictimSpec victim; // queried as a black box
    LeakedPairs pairs; // instead of (or with) the victim: train from leaked pairs
    QString textsPath; // one training text per line
    QString devPath;   // optional held-out texts
    QString outFolder;
    QString initFolder;     // a T5 folder to start from, or
    QString configPath;     // a T5 config.json to start from random weights
    QString inverterFolder; // corrector stage: the trained base inverter
    int numRepeatTokens = 16;
    int maxLength = 32;
    bool feedback = true; // corrector: false trains Vec2Text's "without feedback" ablation
    // Corrector: start from the base inverter's T5, vocabulary and embedding projections (in
    // place of --init or --config), as vec2text starts its corrector from a pretrained T5.
    bool initFromInverter = false;
    // Corrector, cross-fitted: K inverters, inverter k (from 1) trained without the texts i (from
    // 0) with i mod K = k - 1 (`leaveOut`); text i's hypothesis comes from inverter i mod K + 1,
    // which never saw it, so the corrector learns to fix the errors made on unseen texts.
    QStringList foldInverters;
    // Corrector: text i's hypothesis is line i of this file (e.g. an earlier corrector's outputs),
    // in place of decoding the texts with the base inverter; embedded by the victim.
    QString hypothesesPath;
    // Inversion: train without the texts i with i mod count = index - 1 (count 0: all texts).
    struct Fold {
        int index = 0;
        int count = 0;
    } leaveOut;
    // The checkpoint folder is always OUT/checkpoints; the seed also seeds initialisation.
    TrainerOptions trainer;
};

// Throws InputError or Cancelled (the checkpoint in OUT/checkpoints is then kept; rerunning the
// same request resumes from it).
TrainingJobSummary
trainVec2TextModel(const Vec2TextTrainingRequest& request, const CancelToken* cancel = nullptr,
                   const std::function<void(const TrainingProgress&)>& progress = {},
                   const std::function<void(const EpochReport&)>& epochDone = {},
                   const ProgressFn& stage = {});

} // namespace unembed
