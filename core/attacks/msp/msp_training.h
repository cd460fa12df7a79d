// Training MSP with the multiset loss of Welleck et al. 2018. At step t the target is the uniform
// distribution over the multiset of gold tokens still to be found (a token twice in the text
// weighs twice), the loss the cross-entropy of the step's softmax against it; then the step's
// prediction (its most probable token not predicted at an earlier step, distinctStepTokens) is
// removed from that multiset once when it is in it. When the multiset is empty before
// the last step (the text has fewer tokens than there are steps and all were found), it is
// refilled with the whole gold multiset: the remaining steps learn to repeat gold tokens, which
// leaves the predicted set unchanged, instead of being untrained or pushed to a junk token.
// A core-only header: it includes torch.
#pragma once

#include "attacks/embedded_texts.h"
#include "attacks/gold_token_counts.h"
#include "attacks/msp/msp_model.h"
#include "training/trainer.h"

namespace unembed {

// The mean over examples and steps of the loss above, for logits [B, steps, vocab] and gold
// counts [B, vocab]. Every example needs at least one gold token.
torch::Tensor multisetLoss(const torch::Tensor& logits, const torch::Tensor& goldCounts);

class MspTrainingTask : public TrainingTask {
public:
    MspTrainingTask(MspModel model, const SentencePieceTokenizer& tokenizer, EmbeddedTexts train,
                    std::optional<EmbeddedTexts> dev = std::nullopt);
    torch::nn::Module& module() override { return *model_; }
    int64_t exampleCount() const override { return counts_.size(0); }
    torch::Tensor batchLoss(const std::vector<int64_t>& examples) override;
    std::optional<double> devLoss() override;
    QStringList sampleOutputs() override;

private:
    MspModel model_;
    const SentencePieceTokenizer& tokenizer_;
    EmbeddedTexts train_;
    torch::Tensor counts_;
    std::optional<EmbeddedTexts> dev_;
    torch::Tensor devCounts_;
};

} // namespace unembed
