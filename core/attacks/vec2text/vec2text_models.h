// Vec2Text's two encoder-decoders (Morris et al. 2023) under the module names of the public
// vec2text checkpoints, so converted checkpoints load:
// - the base inverter p(x0 | e): embedding_transform = Linear(d, d) -> Dropout -> GELU ->
//   Linear(d, s * d_model), reshaped to s encoder positions fed as inputs_embeds;
// - the corrector p(x_{t+1} | e, x_t, e_t): embedding_transform_1/2/3 project e, e - e_t and e_t;
//   the encoder reads [sep, e, sep, e_t, sep, e - e_t, sep, tokens of x_t] through a LayerNorm,
//   where sep is the embedding of EOS.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/modules/container/sequential.h>
#include <torch/nn/modules/normalization.h>

#include "attacks/attacker_folder.h"
#include "nn/generation.h"
#include "nn/t5.h"

namespace unembed {

// What a Vec2Text folder's config.json says beyond the T5 config (its "unembed" block).
struct Vec2TextSpec {
    int embeddingDim = 768;   // d: the victim's embedding size
    int numRepeatTokens = 16; // s
    int maxLength = 32;       // HF's max_length: generation's, and a hypothesis's truncation
    QString victimName;       // the embedder the model was trained against
    // Corrector: whether it reads the embedding of its hypothesis (e_hat and e - e_hat). Without
    // feedback (Vec2Text's ablation) both are replaced by the target e itself, so the model sees
    // only e and the hypothesis's tokens.
    bool feedback = true;
    // Inverter: the fold its training left out (`train vec2text-inversion --leave-out K/N`):
    // fold K of N of `texts` training texts; count 0 when it trained on all its texts.
    struct LeftOut {
        int fold = 0;
        int count = 0;
        qint64 texts = 0;
    };
    LeftOut leftOut = {};

    AttackerVictim victim() const { return {victimName, embeddingDim}; }
};

class Vec2TextInverterImpl : public torch::nn::Module {
public:
    Vec2TextInverterImpl(const T5Config& config, const Vec2TextSpec& spec);
    // Encoder inputs for embeddings [B, d]: [B, s, d_model] and an all-ones mask [B, s].
    std::pair<torch::Tensor, torch::Tensor> encoderInputs(const torch::Tensor& embeddings);
    // Teacher-forced logits [B, T, vocab] for decoder inputs (start token, then labels shifted).
    torch::Tensor forward(const torch::Tensor& embeddings, const torch::Tensor& decoderIds);
    GenerationResult generate(const torch::Tensor& embeddings, const GenerationOptions& options,
                              const CancelToken* cancel = nullptr);
    // `samples` nucleus samples per embedding, adjacent rows.
    GenerationResult sample(const torch::Tensor& embeddings, const GenerationOptions& options,
                            const NucleusOptions& nucleus, int64_t samples,
                            const CancelToken* cancel = nullptr);

    const Vec2TextSpec& spec() const { return spec_; }
    torch::nn::Sequential embedding_transform{nullptr};
    T5Model encoder_decoder{nullptr};

private:
    Vec2TextSpec spec_;
};
TORCH_MODULE(Vec2TextInverter);

class Vec2TextCorrectorImpl : public torch::nn::Module {
public:
    Vec2TextCorrectorImpl(const T5Config& config, const Vec2TextSpec& spec);
    // target e [B, d], hypothesis embedding e_t [B, d], hypothesis ids and mask [B, L].
    std::pair<torch::Tensor, torch::Tensor> encoderInputs(const torch::Tensor& target,
                                                          const torch::Tensor& hypothesisEmbedding,
                                                          const torch::Tensor& hypothesisIds,
                                                          const torch::Tensor& hypothesisMask);
    torch::Tensor forward(const torch::Tensor& target, const torch::Tensor& hypothesisEmbedding,
                          const torch::Tensor& hypothesisIds, const torch::Tensor& hypothesisMask,
                          const torch::Tensor& decoderIds);
    GenerationResult generate(const torch::Tensor& target, const torch::Tensor& hypothesisEmbedding,
                              const torch::Tensor& hypothesisIds,
                              const torch::Tensor& hypothesisMask, const GenerationOptions& options,
                              const CancelToken* cancel = nullptr);

    const Vec2TextSpec& spec() const { return spec_; }
    torch::nn::Sequential embedding_transform_1{nullptr}; // the target e
    torch::nn::Sequential embedding_transform_2{nullptr}; // the difference e - e_t
    torch::nn::Sequential embedding_transform_3{nullptr}; // the hypothesis embedding e_t
    torch::nn::LayerNorm layernorm{nullptr};
    T5Model encoder_decoder{nullptr};

private:
    Vec2TextSpec spec_;
};
TORCH_MODULE(Vec2TextCorrector);

} // namespace unembed
