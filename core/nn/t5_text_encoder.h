// T5's encoder stack as a TextEncoder (GTR, Sentence-T5 and the demo victim). A core-only header:
// it includes torch.
#pragma once

#include "nn/t5.h"
#include "nn/text_encoder.h"

namespace unembed {

class T5TextEncoder : public TextEncoder {
public:
    explicit T5TextEncoder(T5Model model) : model_(std::move(model)) {}
    QString modelType() const override { return QStringLiteral("t5"); }
    int hiddenSize() const override { return model_->config().dModel; }
    torch::Tensor encode(const torch::Tensor& ids, const torch::Tensor& mask) override {
        return model_->encode(ids, mask);
    }
    std::shared_ptr<torch::nn::Module> module() const override { return model_.ptr(); }
    void save(const QString& folder) const override { saveT5(*model_, folder); }

    T5Model& model() { return model_; }

private:
    T5Model model_;
};

// The encoder of a T5 folder (a full checkpoint's decoder is skipped).
std::unique_ptr<TextEncoder> loadT5TextEncoder(const QString& folder);

} // namespace unembed
