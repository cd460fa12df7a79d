// GEIA (Li, Xu & Song 2023): a decoder that reads a sentence embedding through Align =
// Linear(d, width), which maps the victim's vector f(x) into the decoder's width.
// - GPT-2 (the paper's attacker): the inputs are [Align(f(x)), E(w0), .., E(w_{u-1})] and the
//   targets [w0, .., w_{u-1}, EOS], so decoding starts from Align(f(x)) alone. Parameters are HF's
//   GPT-2 names under "transformer." plus "align.weight" and "align.bias".
// - T5 (the encoder-decoder attacker of GEIA's code, attacker_t5.py): Align(f(x)) is the
//   encoder's one input position, and the decoder learns the text from its start token as
//   T5ForConditionalGeneration does with labels. Parameters are HF's T5 names under
//   "encoder_decoder." plus "align.*".
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/modules/linear.h>

#include "attacks/attacker_folder.h"
#include "attacks/geia/geia_decoding.h"
#include "nn/causal_generation.h"
#include "nn/gpt2.h"
#include "nn/t5.h"

namespace unembed {

// What a GEIA folder's config.json says beyond the decoder's (GPT-2 or T5) config (its "unembed"
// block).
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
    // The encoder-decoder attacker (T5Config::fromJson has checked its special ids).
    GeiaModelImpl(const T5Config& config, const GeiaSpec& spec);

    // Teacher-forced logits [B, L, vocab] for embeddings [B, d] and labels [B, L] (the tokens
    // then EOS, padding -100): position 0 reads Align(f(x)) (GPT-2) or the start token (T5) and
    // predicts labels[:, 0].
    torch::Tensor forward(const torch::Tensor& embeddings, const torch::Tensor& labels);
    // Texts' token sequences for embeddings [B, d] (column 0 stands for the embedding, or is
    // T5's start token).
    GenerationResult decode(const torch::Tensor& embeddings, const GeiaDecoding& decoding,
                            const CancelToken* cancel = nullptr);

    const GeiaSpec& spec() const { return spec_; }
    bool isEncoderDecoder() const { return !encoder_decoder.is_empty(); }
    GPT2 transformer{nullptr};        // the GPT-2 attacker's decoder
    T5Model encoder_decoder{nullptr}; // or the encoder-decoder attacker's T5
    torch::nn::Linear align{nullptr};

private:
    // The encoder-decoder attacker's encoder input: Align(f(x)) as one position, and its mask.
    std::pair<torch::Tensor, torch::Tensor> encoderInput(const torch::Tensor& embeddings);

    GeiaSpec spec_;
};
TORCH_MODULE(GeiaModel);

} // namespace unembed
