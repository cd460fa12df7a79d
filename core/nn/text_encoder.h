// The encoder of a sentence embedder, whatever its architecture: token ids and mask in, one hidden
// state per token out. T5, BERT, RoBERTa, XLM-RoBERTa and MPNet implement it; encoder_registry
// picks one from a folder's config.json. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

#include <QString>

#include <memory>

namespace unembed {

class TextEncoder {
public:
    virtual ~TextEncoder() = default;
    // config.json's model_type, e.g. "bert".
    virtual QString modelType() const = 0;
    virtual int hiddenSize() const = 0;
    // ids and mask [B, L] int64 (mask 1 for tokens, 0 for padding) on any device ->
    // [B, L, hiddenSize] on the model's device.
    virtual torch::Tensor encode(const torch::Tensor& ids, const torch::Tensor& mask) = 0;
    // The parameters, for training, train()/eval() and moving to a device.
    virtual std::shared_ptr<torch::nn::Module> module() const = 0;
    // Writes config.json and model.safetensors into `folder` with Hugging Face's names.
    virtual void save(const QString& folder) const = 0;
};

} // namespace unembed
