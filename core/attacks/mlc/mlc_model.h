// The MLC attacker (multi-label classification, Song & Raghunathan 2020): one linear layer from
// the embedding to the vocabulary, optionally after one ReLU hidden layer, with a sigmoid per
// token saying whether the token occurs in the text. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>
#include <torch/nn/modules/linear.h>

#include "attacks/attacker_folder.h"
#include "attacks/bag_of_words.h"

namespace unembed {

class SentencePieceTokenizer;

extern const double kMlcScoreFloor; // 0.05: scores below it are not stored with a run

struct MlcSpec {
    int embeddingDim = 0;
    int vocabSize = 0; // the attacker tokenizer's pieces
    int hidden = 0;    // width of the ReLU hidden layer; 0: none
    QString victimName;
    AttackerVictim victim() const { return {victimName, embeddingDim}; }
};

class MlcModelImpl : public torch::nn::Module {
public:
    explicit MlcModelImpl(const MlcSpec& spec);
    // [B, d] embeddings to [B, vocab] logits.
    torch::Tensor forward(const torch::Tensor& embeddings);
    // Sigmoid probabilities without gradients, in batches, in eval mode; on the CPU.
    torch::Tensor probabilities(const torch::Tensor& embeddings);
    const MlcSpec& spec() const { return spec_; }
    // Sets each token's output bias to the log-odds of its frequency among `targets` [N, vocab]
    // (multi-hot), smoothed by half a count, so that training starts from the base rates: from
    // zero biases (every token at p = 0.5) Adam's small steps leave rare tokens near p = 0.1
    // after thousands of steps.
    void startFromBaseRates(const torch::Tensor& targets);

private:
    MlcSpec spec_;
    torch::nn::Linear hidden_{nullptr};
    torch::nn::Linear output_{nullptr};
};
TORCH_MODULE(MlcModel);

// Per row of `probabilities` [B, vocab]: the tokens above `threshold` (most probable first) and
// every token at or above kMlcScoreFloor, for a run to store. `row` stays 0 for the caller to set.
std::vector<BagOfWordsPrediction> mlcPredictions(const torch::Tensor& probabilities,
                                                 double threshold,
                                                 const SentencePieceTokenizer& tokenizer);

} // namespace unembed
