// The building blocks the BERT-family encoders share, under Hugging Face's parameter names:
// the feed-forward's intermediate projection, a dense layer added to a residual and layer-normed
// (BERT's attention.output and every family's output), multi-head scaled dot-product attention,
// and reading and writing such a model's folder. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/normalization.h>
#include <torch/nn/pimpl.h>

#include "nn/bert_config.h"
#include "nn/text_encoder.h"

#include <torch/nn/modules/container/modulelist.h>
#include <torch/nn/modules/embedding.h>

namespace unembed {

// HF's ACT2FN for the names BertConfig accepts.
torch::Tensor applyActivation(const QString& name, const torch::Tensor& x);

// intermediate.dense followed by the activation.
class EncoderIntermediateImpl : public torch::nn::Module {
public:
    explicit EncoderIntermediateImpl(const BertConfig& config);
    torch::Tensor forward(const torch::Tensor& hidden);

    torch::nn::Linear dense{nullptr};

private:
    QString activation_;
};
TORCH_MODULE(EncoderIntermediate);

// LayerNorm(dense(x) + residual), with parameters dense.* and LayerNorm.*.
class DenseResidualNormImpl : public torch::nn::Module {
public:
    DenseResidualNormImpl(int in, int out, double epsilon);
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& residual);

    torch::nn::Linear dense{nullptr};
    torch::nn::LayerNorm LayerNorm{nullptr};
};
TORCH_MODULE(DenseResidualNorm);

// embeddings.{word_embeddings, position_embeddings, token_type_embeddings (when the family has
// token types), LayerNorm}: LayerNorm(word + position (+ type 0)).
class EncoderEmbeddingsImpl : public torch::nn::Module {
public:
    EncoderEmbeddingsImpl(const BertConfig& config, bool tokenTypes);
    torch::Tensor forward(const torch::Tensor& ids, const torch::Tensor& positions);

    torch::nn::Embedding word_embeddings{nullptr}, position_embeddings{nullptr},
        token_type_embeddings{nullptr};
    torch::nn::LayerNorm LayerNorm{nullptr};
};
TORCH_MODULE(EncoderEmbeddings);

// Registers encoder.layer on `model`: config.numLayers layers of type `Layer`.
template <typename Layer>
torch::nn::ModuleList registerEncoderLayers(torch::nn::Module& model, const BertConfig& config) {
    auto encoder = model.register_module("encoder", std::make_shared<torch::nn::Module>());
    auto layers = encoder->register_module("layer", torch::nn::ModuleList());
    for (int i = 0; i < config.numLayers; ++i)
        layers->push_back(Layer(config));
    return layers;
}

// softmax(q k^T / sqrt(d) + bias) v over `heads` heads: [B, L, H*d] projections in, [B, L, H*d]
// context out. `bias` broadcasts to [B, heads, L, L] (padding mask, position bias) or is undefined.
torch::Tensor multiHeadAttention(const torch::Tensor& queries, const torch::Tensor& keys,
                                 const torch::Tensor& values, int heads, const torch::Tensor& bias);

// Position ids as fairseq numbers them (RoBERTa, XLM-R, MPNet): padding_idx + 1 onwards for the
// tokens that are not padding_idx, padding_idx for those that are.
torch::Tensor positionsFromPadding(const torch::Tensor& ids, int64_t paddingIdx);

// Loads FOLDER/model.safetensors into `model`: the bare names, or the same under a head's prefix
// (e.g. "bert.", "roberta."); pooler and task heads are skipped. Throws InputError.
void loadEncoderWeights(torch::nn::Module& model, const QString& folder,
                        const QStringList& prefixes);
// Writes config.json (the config's own document) and model.safetensors into `folder`.
void saveEncoderFolder(const torch::nn::Module& model, const BertConfig& config,
                       const QString& folder);

// A BERT-family model (config() and forward(ids, mask)) as a TextEncoder.
template <typename Model> class BertFamilyEncoder : public TextEncoder {
public:
    explicit BertFamilyEncoder(Model model) : model_(std::move(model)) {}
    QString modelType() const override { return model_->config().modelType; }
    int hiddenSize() const override { return model_->config().hiddenSize; }
    torch::Tensor encode(const torch::Tensor& ids, const torch::Tensor& mask) override {
        const auto device = model_->embeddings->word_embeddings->weight.device();
        return model_->forward(ids.to(device), mask.defined() ? mask.to(device) : mask);
    }
    std::shared_ptr<torch::nn::Module> module() const override { return model_.ptr(); }
    void save(const QString& folder) const override {
        saveEncoderFolder(*model_, model_->config(), folder);
    }

private:
    Model model_;
};

} // namespace unembed
