#include "mpnet.h"

#include "nn/attention_bias.h"

#include <torch/torch.h>

#include <QDir>

namespace unembed {

namespace {
// HF's MPNetEmbeddings numbers positions from a fixed padding index, whatever pad_token_id says.
constexpr int64_t kPaddingIndex = 1;
// HF's compute_position_bias uses the default maximum distance.
constexpr int kMaxDistance = 128;
} // namespace

MpnetLayerImpl::MpnetLayerImpl(const BertConfig& config) : heads_(config.numHeads) {
    const int width = config.hiddenSize;
    auto attention = register_module("attention", std::make_shared<torch::nn::Module>());
    auto attn = attention->register_module("attn", std::make_shared<torch::nn::Module>());
    q = attn->register_module("q", torch::nn::Linear(width, width));
    k = attn->register_module("k", torch::nn::Linear(width, width));
    v = attn->register_module("v", torch::nn::Linear(width, width));
    o = attn->register_module("o", torch::nn::Linear(width, width));
    attentionNorm = attention->register_module(
        "LayerNorm",
        torch::nn::LayerNorm(torch::nn::LayerNormOptions({width}).eps(config.layerNormEps)));
    intermediate_ = register_module("intermediate", EncoderIntermediate(config));
    output_ = register_module(
        "output", DenseResidualNorm(config.intermediateSize, width, config.layerNormEps));
}

torch::Tensor MpnetLayerImpl::forward(const torch::Tensor& hidden, const torch::Tensor& bias) {
    const torch::Tensor context = multiHeadAttention(q(hidden), k(hidden), v(hidden), heads_, bias);
    const torch::Tensor attended = attentionNorm(o(context) + hidden);
    return output_(intermediate_(attended), attended);
}

MpnetModelImpl::MpnetModelImpl(const BertConfig& config) : config_(config) {
    embeddings = register_module("embeddings", EncoderEmbeddings(config, false));
    layers = registerEncoderLayers<MpnetLayer>(*this, config);
    relative_attention_bias = named_children()["encoder"]->register_module(
        "relative_attention_bias",
        torch::nn::Embedding(config.relativeAttentionNumBuckets, config.numHeads));
    eval();
}

torch::Tensor MpnetModelImpl::positionBias(int64_t length) {
    const auto longs =
        torch::TensorOptions().dtype(torch::kLong).device(relative_attention_bias->weight.device());
    const torch::Tensor positions = torch::arange(length, longs);
    const torch::Tensor buckets =
        relativePositionBuckets(positions.unsqueeze(0) - positions.unsqueeze(1), true,
                                config_.relativeAttentionNumBuckets, kMaxDistance);
    // [L, L, H] -> [1, H, L, L]
    return relative_attention_bias(buckets).permute({2, 0, 1}).unsqueeze(0);
}

torch::Tensor MpnetModelImpl::forward(const torch::Tensor& ids, const torch::Tensor& mask) {
    torch::Tensor hidden = embeddings(ids, positionsFromPadding(ids, kPaddingIndex));
    torch::Tensor bias = positionBias(ids.size(1));
    if (mask.defined()) bias = bias + paddingMaskBias(mask, hidden.scalar_type());
    for (const auto& layer : *layers)
        hidden = layer->as<MpnetLayer>()->forward(hidden, bias);
    return hidden;
}

std::unique_ptr<TextEncoder> loadMpnetEncoder(const QString& folder) {
    MpnetModel model(BertConfig::load(QDir(folder).filePath(QStringLiteral("config.json"))));
    loadEncoderWeights(*model, folder, {QStringLiteral("mpnet.")});
    return std::make_unique<BertFamilyEncoder<MpnetModel>>(model);
}

} // namespace unembed
