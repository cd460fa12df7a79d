// GEIA (Li, Xu & Song 2023): a GPT-2 decoder that reads a sentence embedding as its first input
// position. Align = Linear(d, n_embd) maps the victim's vector f(x) into the decoder's width; the
// inputs are [Align(f(x)), E(w0), .., E(w_{u-1})] and the targets [w0, .., w_{u-1}, EOS], so
// decoding starts from Align(f(x)) alone. Parameters are HF's GPT-2 names under "transformer."
// plus "align.weight" and "align.bias". A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/modules/linear.h>

#include "attacks/attacker_folder.h"
#include "attacks/geia/geia_decoding.h"
#include "nn/causal_generation.h"
#include "nn/gpt2.h"

namespace unembed {

// What a GEIA folder's config.json says beyond the GPT-2 config (its "unembed" block).
struct GeiaSpec {
    int embeddingDim = 768; // d: the victim's embedding size
    int maxLength = 32;     // tokens per text, EOS included
    QString victimName;     // the embedder the model was trained against

    AttackerVictim victim() const { return {victimName, embeddingDim}; }
};

class GeiaModelImpl : public torch::nn::Module {
public:
    // Throws InputError when the config has no room for max_length tokens after the prefix, or
    // names a BOS, EOS or pad id outside its vocabulary.
    GeiaModelImpl(const GPT2Config& config, const GeiaSpec& spec);

    // Teacher-forced logits [B, L, vocab] for embeddings [B, d] and labels [B, L] (the tokens
    // then EOS, padding -100): position 0 reads Align(f(x)) and predicts labels[:, 0].
    torch::Tensor forward(const torch::Tensor& embeddings, const torch::Tensor& labels);
    // Texts' token sequences for embeddings [B, d] (column 0 stands for the embedding).
    GenerationResult decode(const torch::Tensor& embeddings, const GeiaDecoding& decoding,
                            const CancelToken* cancel = nullptr);

    const GeiaSpec& spec() const { return spec_; }
    GPT2 transformer{nullptr};
    torch::nn::Linear align{nullptr};

private:
    GeiaSpec spec_;
};
TORCH_MODULE(GeiaModel);

} // namespace unembed
