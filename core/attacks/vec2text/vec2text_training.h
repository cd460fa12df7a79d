// Training Vec2Text as the paper does: the base inverter on (text, embedding) pairs, the corrector
// on the base model's hypotheses over the same texts with their embeddings, gold text as target.
// The embeddings come from querying the victim with the attacker's own texts (a black box).
#pragma once

#include "attacks/embedded_texts.h"
#include "attacks/vec2text/vec2text_folder.h"
#include "training/trainer.h"

namespace unembed {

// The base model's greedy hypotheses for the target embeddings [N, d], row i for target i.
QStringList decodeBaseHypotheses(Vec2TextInverterImpl& inverter,
                                 const SentencePieceTokenizer& tokenizer,
                                 const torch::Tensor& targets, int batchSize,
                                 const CancelToken* cancel = nullptr,
                                 const ProgressFn& progress = {});

// The base model's greedy hypotheses for `targets`, re-embedded by the victim.
EmbeddedTexts baseHypotheses(Vec2TextInverterImpl& inverter,
                             const SentencePieceTokenizer& tokenizer, const EmbeddedTexts& targets,
                             Embedder& victim, int batchSize, const CancelToken* cancel = nullptr,
                             const ProgressFn& progress = {});

// Cross-fitting: text i's hypothesis comes from the inverter in folder i mod K of the K
// `inverterFolders`, inverter k having been trained without the texts i with i mod K = k, so each
// hypothesis errs as the base model does on unseen texts. Re-embedded by the victim. Throws
// InputError for fewer texts than folders or an inverter made for another victim.
EmbeddedTexts crossFittedHypotheses(const QStringList& inverterFolders,
                                    const EmbeddedTexts& targets, Embedder& victim, int batchSize,
                                    const CancelToken* cancel = nullptr,
                                    const ProgressFn& progress = {});

class InverterTrainingTask : public TrainingTask {
public:
    InverterTrainingTask(Vec2TextInverter model, const SentencePieceTokenizer& tokenizer,
                         EmbeddedTexts train, std::optional<EmbeddedTexts> dev = std::nullopt);
    torch::nn::Module& module() override { return *model_; }
    int64_t exampleCount() const override { return labels_.size(0); }
    torch::Tensor batchLoss(const std::vector<int64_t>& examples) override;
    std::optional<double> devLoss() override;
    QStringList sampleOutputs() override;

private:
    torch::Tensor loss(const torch::Tensor& embeddings, const torch::Tensor& labels);
    Vec2TextInverter model_;
    const SentencePieceTokenizer& tokenizer_;
    EmbeddedTexts train_;
    torch::Tensor labels_;
    std::optional<EmbeddedTexts> dev_;
    torch::Tensor devLabels_;
};

class CorrectorTrainingTask : public TrainingTask {
public:
    // `hypotheses` row i is the base model's guess for `train` row i.
    CorrectorTrainingTask(Vec2TextCorrector model, const SentencePieceTokenizer& tokenizer,
                          EmbeddedTexts train, EmbeddedTexts hypotheses);
    torch::nn::Module& module() override { return *model_; }
    int64_t exampleCount() const override { return labels_.size(0); }
    torch::Tensor batchLoss(const std::vector<int64_t>& examples) override;
    QStringList sampleOutputs() override;

private:
    Vec2TextCorrector model_;
    const SentencePieceTokenizer& tokenizer_;
    EmbeddedTexts train_;
    EmbeddedTexts hypotheses_;
    torch::Tensor labels_;
    TokenizedBatch hypothesisTokens_;
};

} // namespace unembed
