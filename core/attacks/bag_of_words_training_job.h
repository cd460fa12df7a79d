// Training an MLC or MSP attacker folder end to end, as the CLI and the GUI's worker start it:
// embed the attacker's texts with the victim (a black box), take the tokenizer from an existing
// spiece.model or train one on the texts, train with checkpoints in OUT/checkpoints that a rerun
// resumes from, and write the folder. MLC then sweeps its threshold on the dev texts (on the
// training texts when there are none) and keeps the best. Torch-free.
#pragma once

#include "attacks/bag_of_words.h"
#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"
#include "training/training_settings.h"

#include <functional>

namespace unembed {

struct BagOfWordsTrainingRequest {
    BagOfWordsAttack attack = BagOfWordsAttack::Mlc;
    VictimSpec victim; // queried as a black box
    LeakedPairs pairs; // instead of (or with) the victim: train from leaked pairs
    QString textsPath; // one training text per line
    QString devPath;   // optional held-out texts
    QString outFolder;
    QString tokenizerPath; // a spiece.model or a folder holding one; empty: train one on the texts
    int vocabSize = 8000;  // of the tokenizer trained on the texts
    int hidden = -1;       // MLC: hidden layer width (default 0, none); MSP: GRU width (512)
    // The checkpoint folder is always OUT/checkpoints; the seed also seeds initialisation.
    TrainerOptions trainer;
};

struct BagOfWordsTrainingSummary : TrainingJobSummary {
    // MLC: the chosen threshold, its token micro F1 (0..100) and the split it was chosen on ("dev"
    // or "train").
    std::optional<double> threshold;
    double thresholdF1 = 0;
    QString thresholdSplit;
};

// Throws InputError or Cancelled (the checkpoint in OUT/checkpoints is then kept; rerunning the
// same request resumes from it).
BagOfWordsTrainingSummary
trainBagOfWordsModel(const BagOfWordsTrainingRequest& request, const CancelToken* cancel = nullptr,
                     const std::function<void(const TrainingProgress&)>& progress = {},
                     const std::function<void(const EpochReport&)>& epochDone = {},
                     const ProgressFn& stage = {});

} // namespace unembed
