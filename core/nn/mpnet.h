// MPNet (all-mpnet-base-v2) in libtorch under Hugging Face's names: word and position embeddings
// (positions numbered as fairseq does from HF's fixed padding index 1), and layers whose attention
// adds a learned bias per relative-position bucket (T5's bidirectional buckets, shared by every
// layer). A core-only header: it includes torch.
#pragma once

#include "nn/encoder_blocks.h"

namespace unembed {

// attention.{attn.{q,k,v,o}, LayerNorm}, intermediate, output.
class MpnetLayerImpl : public torch::nn::Module {
public:
    explicit MpnetLayerImpl(const BertConfig& config);
    torch::Tensor forward(const torch::Tensor& hidden, const torch::Tensor& bias);

    torch::nn::Linear q{nullptr}, k{nullptr}, v{nullptr}, o{nullptr};
    torch::nn::LayerNorm attentionNorm{nullptr};

private:
    int heads_;
    EncoderIntermediate intermediate_{nullptr};
    DenseResidualNorm output_{nullptr};
};
TORCH_MODULE(MpnetLayer);

class MpnetModelImpl : public torch::nn::Module {
public:
    explicit MpnetModelImpl(const BertConfig& config);

    const BertConfig& config() const { return config_; }
    torch::Tensor forward(const torch::Tensor& ids, const torch::Tensor& mask);

    EncoderEmbeddings embeddings{nullptr};
    torch::nn::ModuleList layers{nullptr};
    torch::nn::Embedding relative_attention_bias{nullptr};

private:
    // [1, heads, L, L] for a sequence of `length` tokens.
    torch::Tensor positionBias(int64_t length);
    BertConfig config_;
};
TORCH_MODULE(MpnetModel);

// model_type "mpnet".
std::unique_ptr<TextEncoder> loadMpnetEncoder(const QString& folder);

} // namespace unembed
