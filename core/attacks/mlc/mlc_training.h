// Training MLC: binary cross-entropy of every token's sigmoid against the text's multi-hot token
// set, then the threshold grid search the GEIA paper does on the validation split (0.05 to 0.95
// in steps of 0.05, best token micro F1), whose whole precision-recall sweep is kept.
// A core-only header: it includes torch.
#pragma once

#include "attacks/embedded_texts.h"
#include "attacks/mlc/mlc_model.h"
#include "text/token_f1.h"
#include "training/trainer.h"

namespace unembed {

class MlcTrainingTask : public TrainingTask {
public:
    MlcTrainingTask(MlcModel model, const SentencePieceTokenizer& tokenizer, EmbeddedTexts train,
                    std::optional<EmbeddedTexts> dev = std::nullopt);
    torch::nn::Module& module() override { return *model_; }
    int64_t exampleCount() const override { return targets_.size(0); }
    torch::Tensor batchLoss(const std::vector<int64_t>& examples) override;
    std::optional<double> devLoss() override;
    QStringList sampleOutputs() override;

private:
    MlcModel model_;
    const SentencePieceTokenizer& tokenizer_;
    EmbeddedTexts train_;
    torch::Tensor targets_;
    std::optional<EmbeddedTexts> dev_;
    torch::Tensor devTargets_;
};

struct ThresholdPoint {
    double threshold = 0;
    MicroPrf scores;
};

// The thresholds 0.05, 0.10, ..., 0.95 (as k / 20, so no rounding drift), each predicting the
// tokens whose probability is above it, scored against the texts' token sets.
std::vector<ThresholdPoint> sweepThresholds(MlcModelImpl& model,
                                            const SentencePieceTokenizer& tokenizer,
                                            const EmbeddedTexts& texts);
// The point of highest F1; on a tie the lowest threshold (the higher recall).
const ThresholdPoint& bestThreshold(const std::vector<ThresholdPoint>& sweep);

} // namespace unembed
