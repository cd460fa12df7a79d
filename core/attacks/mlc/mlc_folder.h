// MLC attacker folders: config.json holding only the "unembed" block (family "mlc", the victim,
// vocab_size, hidden, the chosen threshold, the split it was chosen on and the whole threshold
// sweep), model.safetensors (hidden.weight/bias when there is a hidden layer, output.weight/bias)
// and spiece.model. A core-only header: it includes torch.
#pragma once

#include "attacks/mlc/mlc_training.h"
#include "text/sentencepiece_tokenizer.h"

namespace unembed {

struct LoadedMlc {
    MlcModel model{nullptr};
    SentencePieceTokenizer tokenizer;
    double threshold = 0.5;
    QString thresholdSplit; // "dev" or "train": the texts the threshold sweep ran on
    std::vector<ThresholdPoint> sweep;
};

// Throws InputError naming the folder: not an MLC folder, a vocabulary that is not the
// tokenizer's, missing or mis-shaped weights.
LoadedMlc loadMlc(const QString& folder);

// Writes config.json, model.safetensors and spiece.model; the threshold is the sweep's best.
void saveMlc(MlcModelImpl& model, const SentencePieceTokenizer& tokenizer,
             const std::vector<ThresholdPoint>& sweep, const QString& thresholdSplit,
             const QString& folder);

} // namespace unembed
