// Training GEIA as the paper does: teacher forcing with cross-entropy on the attacker's own texts
// and the vectors the victim returns for them, padding masked out of the loss.
#pragma once

#include "attacks/attacker_tokenizer.h"
#include "attacks/embedded_texts.h"
#include "attacks/geia/geia_model.h"
#include "training/trainer.h"

namespace unembed {

class GeiaTrainingTask : public TrainingTask {
public:
    GeiaTrainingTask(GeiaModel model, AttackerTokenizer tokenizer, EmbeddedTexts train,
                     std::optional<EmbeddedTexts> dev = std::nullopt);
    torch::nn::Module& module() override { return *model_; }
    int64_t exampleCount() const override { return labels_.size(0); }
    torch::Tensor batchLoss(const std::vector<int64_t>& examples) override;
    std::optional<double> devLoss() override;
    // Greedy decodes of the first three dev (or training) texts.
    QStringList sampleOutputs() override;

private:
    GeiaModel model_;
    AttackerTokenizer tokenizer_;
    EmbeddedTexts train_;
    torch::Tensor labels_;
    std::optional<EmbeddedTexts> dev_;
    torch::Tensor devLabels_;
};

} // namespace unembed
