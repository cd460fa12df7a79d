// The MSP attacker (multi-set prediction, Song & Raghunathan 2020): a unidirectional GRU run for
// a fixed number of steps (10) with the sentence embedding as the input of every step, and a
// linear layer from each step's state to the vocabulary. Its output is the argmax token of every
// step, a bag of tokens. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/rnn.h>

#include "attacks/attacker_folder.h"
#include "attacks/bag_of_words.h"

namespace unembed {

class SentencePieceTokenizer;

struct MspSpec {
    int embeddingDim = 0;
    int vocabSize = 0; // the attacker tokenizer's pieces
    int hidden = 512;  // the GRU's state width
    int steps = 10;
    QString victimName;
    AttackerVictim victim() const { return {victimName, embeddingDim}; }
};

class MspModelImpl : public torch::nn::Module {
public:
    explicit MspModelImpl(const MspSpec& spec);
    // [B, d] embeddings to [B, steps, vocab] logits.
    torch::Tensor forward(const torch::Tensor& embeddings);
    const MspSpec& spec() const { return spec_; }

private:
    MspSpec spec_;
    torch::nn::GRU gru_{nullptr};
    torch::nn::Linear output_{nullptr};
};
TORCH_MODULE(MspModel);

// [B, steps] token ids from [B, steps, vocab] logits: each step's most probable token among those
// no earlier step of the row chose, as GEIA's baseline code decodes MSP (a row that has used
// every token may repeat). Without gradients.
torch::Tensor distinctStepTokens(const torch::Tensor& logits);

// Per row of `embeddings`: the tokens of distinctStepTokens in step order, each scored by its
// softmax probability, without gradients and in eval mode. `row` stays 0.
std::vector<BagOfWordsPrediction> mspPredictions(MspModelImpl& model,
                                                 const torch::Tensor& embeddings,
                                                 const SentencePieceTokenizer& tokenizer);

} // namespace unembed
