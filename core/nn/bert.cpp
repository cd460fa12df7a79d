#include "bert.h"

#include "nn/attention_bias.h"

#include <torch/torch.h>

#include <QDir>

namespace unembed {

BertSelfAttentionImpl::BertSelfAttentionImpl(const BertConfig& config) : heads_(config.numHeads) {
    const int width = config.hiddenSize;
    query = register_module("query", torch::nn::Linear(width, width));
    key = register_module("key", torch::nn::Linear(width, width));
    value = register_module("value", torch::nn::Linear(width, width));
}

torch::Tensor BertSelfAttentionImpl::forward(const torch::Tensor& hidden,
                                             const torch::Tensor& bias) {
    return multiHeadAttention(query(hidden), key(hidden), value(hidden), heads_, bias);
}

BertLayerImpl::BertLayerImpl(const BertConfig& config) {
    auto attention = register_module("attention", std::make_shared<torch::nn::Module>());
    self_ = attention->register_module("self", BertSelfAttention(config));
    attentionOutput_ = attention->register_module(
        "output", DenseResidualNorm(config.hiddenSize, config.hiddenSize, config.layerNormEps));
    intermediate_ = register_module("intermediate", EncoderIntermediate(config));
    output_ = register_module("output", DenseResidualNorm(config.intermediateSize,
                                                          config.hiddenSize, config.layerNormEps));
}

torch::Tensor BertLayerImpl::forward(const torch::Tensor& hidden, const torch::Tensor& bias) {
    const torch::Tensor attended = attentionOutput_(self_(hidden, bias), hidden);
    return output_(intermediate_(attended), attended);
}

BertModelImpl::BertModelImpl(const BertConfig& config, Positions positions)
    : config_(config), positions_(positions) {
    embeddings = register_module("embeddings", EncoderEmbeddings(config, true));
    layers = registerEncoderLayers<BertLayer>(*this, config);
    eval();
}

torch::Tensor BertModelImpl::forward(const torch::Tensor& ids, const torch::Tensor& mask) {
    const torch::Tensor positions =
        positions_ == Positions::FromPadding
            ? positionsFromPadding(ids, config_.padTokenId)
            : torch::arange(ids.size(1), ids.options()).unsqueeze(0).expand_as(ids);
    torch::Tensor hidden = embeddings(ids, positions);
    const torch::Tensor bias = paddingMaskBias(mask, hidden.scalar_type());
    for (const auto& layer : *layers)
        hidden = layer->as<BertLayer>()->forward(hidden, bias);
    return hidden;
}

std::unique_ptr<TextEncoder> loadBertEncoder(const QString& folder) {
    BertModel model(BertConfig::load(QDir(folder).filePath(QStringLiteral("config.json"))),
                    BertModelImpl::Positions::Absolute);
    loadEncoderWeights(*model, folder, {QStringLiteral("bert.")});
    return std::make_unique<BertFamilyEncoder<BertModel>>(model);
}

} // namespace unembed
