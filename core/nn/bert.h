// BERT (MiniLM, bge, SimCSE) and RoBERTa / XLM-RoBERTa (e5) encoders in libtorch under Hugging
// Face's parameter names, so model.safetensors loads one to one. The two differ only in position
// ids: BERT counts 0, 1, 2, ...; RoBERTa numbers non-padding tokens from pad_token_id + 1. Token
// type 0 throughout (sentence embedders encode one text). A core-only header: it includes torch.
#pragma once

#include "nn/encoder_blocks.h"

namespace unembed {

class BertSelfAttentionImpl : public torch::nn::Module {
public:
    explicit BertSelfAttentionImpl(const BertConfig& config);
    torch::Tensor forward(const torch::Tensor& hidden, const torch::Tensor& bias);

    torch::nn::Linear query{nullptr}, key{nullptr}, value{nullptr};

private:
    int heads_;
};
TORCH_MODULE(BertSelfAttention);

// attention.{self, output}, intermediate, output.
class BertLayerImpl : public torch::nn::Module {
public:
    explicit BertLayerImpl(const BertConfig& config);
    torch::Tensor forward(const torch::Tensor& hidden, const torch::Tensor& bias);

private:
    BertSelfAttention self_{nullptr};
    DenseResidualNorm attentionOutput_{nullptr};
    EncoderIntermediate intermediate_{nullptr};
    DenseResidualNorm output_{nullptr};
};
TORCH_MODULE(BertLayer);

class BertModelImpl : public torch::nn::Module {
public:
    enum class Positions { Absolute, FromPadding };
    BertModelImpl(const BertConfig& config, Positions positions);

    const BertConfig& config() const { return config_; }
    // ids, mask [B, L] -> last hidden states [B, L, hidden].
    torch::Tensor forward(const torch::Tensor& ids, const torch::Tensor& mask);

    EncoderEmbeddings embeddings{nullptr};
    torch::nn::ModuleList layers{nullptr};

private:
    BertConfig config_;
    Positions positions_;
};
TORCH_MODULE(BertModel);

// model_type "bert".
std::unique_ptr<TextEncoder> loadBertEncoder(const QString& folder);
// model_type "roberta" and "xlm-roberta" (see roberta.cpp).
std::unique_ptr<TextEncoder> loadRobertaEncoder(const QString& folder);

} // namespace unembed
