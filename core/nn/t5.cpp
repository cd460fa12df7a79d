#include "t5.h"

#include "error.h"
#include "nn/attention_bias.h"
#include "nn/model_size.h"
#include "nn/state_dict.h"
#include "runtime/compute_device.h"

#include <torch/torch.h>

#include <QDir>

#include <algorithm>
#include <cmath>
#include <limits>

namespace unembed {

namespace {

torch::nn::Linear linear(int in, int out, double std) {
    torch::nn::Linear layer(torch::nn::LinearOptions(in, out).bias(false));
    torch::NoGradGuard noGrad;
    layer->weight.normal_(0.0, std);
    return layer;
}

// Cross attention has no relative bias in T5: only the encoder's padding mask.
torch::Tensor crossAttentionBias(const torch::Tensor& encoderMask, torch::ScalarType dtype,
                                 torch::Device device) {
    return encoderMask.defined() ? paddingMaskBias(encoderMask.to(device), dtype) : torch::Tensor();
}

// A bias-free layer's product: through its panels where the module decodes, else its own forward.
torch::Tensor product(bool rowKernels, torch::nn::Linear& layer, PackedLinear& panels,
                      const torch::Tensor& x) {
    return rowKernels ? panels(x, layer->weight) : layer(x);
}

} // namespace

T5LayerNormImpl::T5LayerNormImpl(int dModel, double epsilon) : epsilon_(epsilon) {
    weight = register_parameter("weight", torch::ones({dModel}));
}

torch::Tensor T5LayerNormImpl::forward(const torch::Tensor& hidden) {
    const torch::Tensor variance = hidden.to(torch::kFloat).pow(2).mean(-1, true);
    torch::Tensor normed = hidden * torch::rsqrt(variance + epsilon_);
    if (weight.scalar_type() == torch::kHalf || weight.scalar_type() == torch::kBFloat16)
        normed = normed.to(weight.scalar_type());
    return weight * normed;
}

T5AttentionImpl::T5AttentionImpl(const T5Config& config, bool hasRelativeBias, bool bidirectional,
                                 bool rowKernels)
    : numHeads_(config.numHeads), dKv_(config.dKv), numBuckets_(config.relativeAttentionNumBuckets),
      maxDistance_(config.relativeAttentionMaxDistance), bidirectional_(bidirectional),
      dropout_(config.dropoutRate), rowKernels_(rowKernels) {
    const int inner = config.innerDim();
    // HF's initialisation: the missing 1/sqrt(d_kv) of the scores is folded into q's scale.
    q = register_module("q",
                        linear(config.dModel, inner, std::pow(double(config.dModel) * dKv_, -0.5)));
    k = register_module("k", linear(config.dModel, inner, std::pow(config.dModel, -0.5)));
    v = register_module("v", linear(config.dModel, inner, std::pow(config.dModel, -0.5)));
    o = register_module("o", linear(inner, config.dModel, std::pow(inner, -0.5)));
    if (hasRelativeBias) {
        relative_attention_bias = register_module("relative_attention_bias",
                                                  torch::nn::Embedding(numBuckets_, numHeads_));
        torch::NoGradGuard noGrad;
        relative_attention_bias->weight.normal_(0.0, std::pow(config.dModel, -0.5));
    }
}

torch::Tensor T5AttentionImpl::splitHeads(const torch::Tensor& x) const {
    return x.view({x.size(0), x.size(1), numHeads_, dKv_}).transpose(1, 2);
}

torch::Tensor T5AttentionImpl::projectQueries(const torch::Tensor& hidden) {
    return splitHeads(product(rowKernels_, q, qRows_, hidden));
}

torch::Tensor T5AttentionImpl::projectKeys(const torch::Tensor& hidden) {
    return splitHeads(product(rowKernels_, k, kRows_, hidden));
}

torch::Tensor T5AttentionImpl::projectValues(const torch::Tensor& hidden) {
    return splitHeads(product(rowKernels_, v, vRows_, hidden));
}

torch::Tensor T5AttentionImpl::stackedWeight() {
    const std::lock_guard<std::mutex> lock(stackMutex_);
    const std::array<const torch::Tensor*, 3> parts{&q->weight, &k->weight, &v->weight};
    // Inference tensors keep no version to notice a change by: stacked afresh each time.
    for (const torch::Tensor* part : parts)
        if (part->is_inference()) return torch::cat({q->weight, k->weight, v->weight}, 0);
    // A cast in place (module.to(dtype)) may keep the storage and the version.
    bool stale = !stacked_.defined() || stacked_.scalar_type() != q->weight.scalar_type() ||
                 stacked_.device() != q->weight.device();
    for (size_t i = 0; i < parts.size(); ++i) {
        const std::pair<const void*, uint32_t> from{parts[i]->data_ptr(), parts[i]->_version()};
        stale = stale || stackedFrom_[i] != from;
        stackedFrom_[i] = from;
    }
    if (stale) stacked_ = torch::cat({q->weight, k->weight, v->weight}, 0);
    return stacked_;
}

T5AttentionImpl::Projections T5AttentionImpl::project(const torch::Tensor& hidden) {
    // Autocast caches its casts of the weights only for leaves that need gradients: under it a
    // stacked weight would be cast again at every step.
    if (torch::GradMode::is_enabled() || chosenPrecision() != QLatin1String("fp32"))
        return {projectQueries(hidden), projectKeys(hidden), projectValues(hidden)};
    const torch::Tensor stacked = stackedWeight();
    const std::vector<torch::Tensor> parts =
        (rowKernels_ ? stackedRows_(hidden, stacked)
                     : torch::nn::functional::linear(hidden, stacked))
            .chunk(3, -1);
    return {splitHeads(parts[0]), splitHeads(parts[1]), splitHeads(parts[2])};
}

torch::Tensor T5AttentionImpl::attend(const torch::Tensor& queries, const torch::Tensor& keys,
                                      const torch::Tensor& values, const torch::Tensor& bias) {
    // One query per row is a cached decoding step. There CPU bmm would loop over B * H tiny
    // matrix products; broadcast products and sums do the same work many times faster.
    const bool singleQuery = queries.size(2) == 1 && keys.is_cpu();
    torch::Tensor scores = singleQuery ? (queries * keys).sum(-1).unsqueeze(2)
                                       : torch::matmul(queries, keys.transpose(2, 3));
    if (bias.defined()) scores = scores + bias;
    torch::Tensor weights = torch::softmax(scores.to(torch::kFloat), -1).to(scores.scalar_type());
    weights = torch::dropout(weights, dropout_, is_training());
    const torch::Tensor context = singleQuery ? (weights.transpose(2, 3) * values).sum(2, true)
                                              : torch::matmul(weights, values);
    return product(
        rowKernels_, o, oRows_,
        context.transpose(1, 2).reshape({queries.size(0), queries.size(2), numHeads_ * dKv_}));
}

torch::Tensor T5AttentionImpl::positionBias(int64_t queryStart, int64_t queryLength,
                                            int64_t keyLength) {
    const auto device = relative_attention_bias->weight.device();
    const auto longs = torch::TensorOptions().dtype(torch::kLong).device(device);
    const torch::Tensor queryPositions =
        torch::arange(queryStart, queryStart + queryLength, longs).unsqueeze(1);
    const torch::Tensor keyPositions = torch::arange(keyLength, longs).unsqueeze(0);
    const torch::Tensor buckets = relativePositionBuckets(
        keyPositions - queryPositions, bidirectional_, numBuckets_, maxDistance_);
    // [Q, K, H] -> [1, H, Q, K]
    return relative_attention_bias(buckets).permute({2, 0, 1}).unsqueeze(0);
}

T5DenseImpl::T5DenseImpl(const T5Config& config, bool rowKernels)
    : activation_(config.activation()), dropout_(config.dropoutRate), rowKernels_(rowKernels) {
    const double inStd = std::pow(config.dModel, -0.5);
    if (config.isGated()) {
        wi_0 = register_module("wi_0", linear(config.dModel, config.dFf, inStd));
        wi_1 = register_module("wi_1", linear(config.dModel, config.dFf, inStd));
    } else {
        wi = register_module("wi", linear(config.dModel, config.dFf, inStd));
    }
    wo = register_module("wo", linear(config.dFf, config.dModel, std::pow(config.dFf, -0.5)));
}

torch::Tensor T5DenseImpl::activate(const torch::Tensor& x) const {
    switch (activation_) {
    case T5Config::Activation::Relu:
        return torch::relu(x);
    case T5Config::Activation::Gelu:
        return torch::gelu(x);
    case T5Config::Activation::GeluTanh:
        return torch::gelu(x, "tanh");
    case T5Config::Activation::Silu:
        return torch::silu(x);
    }
    return x;
}

torch::Tensor T5DenseImpl::forward(const torch::Tensor& hidden) {
    const torch::Tensor inner = wi_0.is_empty()
                                    ? activate(product(rowKernels_, wi, wiRows_, hidden))
                                    : activate(product(rowKernels_, wi_0, wi0Rows_, hidden)) *
                                          product(rowKernels_, wi_1, wi1Rows_, hidden);
    return product(rowKernels_, wo, woRows_, torch::dropout(inner, dropout_, is_training()));
}

void T5DecoderCache::append(size_t layer, const torch::Tensor& keys, const torch::Tensor& values) {
    if (layer == selfKeys.size()) {
        selfKeys.emplace_back();
        selfValues.emplace_back();
        keyBuffers_.emplace_back();
        valueBuffers_.emplace_back();
    }
    const int64_t past = selfKeys[layer].defined() ? selfKeys[layer].size(2) : 0;
    const int64_t length = past + keys.size(2);
    const auto grow = [&](torch::Tensor& buffer, torch::Tensor& view, const torch::Tensor& step) {
        if (!buffer.defined() || buffer.size(2) < length) {
            std::vector<int64_t> shape = step.sizes().vec();
            shape[2] = std::max<int64_t>({length, 2 * (buffer.defined() ? buffer.size(2) : 0), 16});
            torch::Tensor larger = torch::empty(shape, step.options());
            if (past > 0) larger.narrow(2, 0, past).copy_(view);
            buffer = larger;
        }
        buffer.narrow(2, past, step.size(2)).copy_(step);
        view = buffer.narrow(2, 0, length);
    };
    grow(keyBuffers_[layer], selfKeys[layer], keys);
    grow(valueBuffers_[layer], selfValues[layer], values);
}

void T5DecoderCache::selectRows(const torch::Tensor& rows) {
    for (size_t i = 0; i < selfKeys.size(); ++i) {
        const int64_t length = selfKeys[i].size(2);
        keyBuffers_[i] = keyBuffers_[i].index_select(0, rows);
        valueBuffers_[i] = valueBuffers_[i].index_select(0, rows);
        selfKeys[i] = keyBuffers_[i].narrow(2, 0, length);
        selfValues[i] = valueBuffers_[i].narrow(2, 0, length);
    }
}

T5StackImpl::T5StackImpl(const T5Config& config, bool isDecoder) : dropout_(config.dropoutRate) {
    block = register_module("block", torch::nn::ModuleList());
    const int count = isDecoder ? config.numDecoderLayers : config.numLayers;
    for (int i = 0; i < count; ++i) {
        Layer layer;
        auto sublayers = torch::nn::ModuleList();
        auto self = std::make_shared<torch::nn::Module>();
        layer.selfAttention = self->register_module(
            "SelfAttention", T5Attention(config, i == 0, !isDecoder, isDecoder));
        layer.selfNorm = self->register_module("layer_norm",
                                               T5LayerNorm(config.dModel, config.layerNormEpsilon));
        sublayers->push_back(self);
        if (isDecoder) {
            auto cross = std::make_shared<torch::nn::Module>();
            layer.crossAttention =
                cross->register_module("EncDecAttention", T5Attention(config, false, true, true));
            layer.crossNorm = cross->register_module(
                "layer_norm", T5LayerNorm(config.dModel, config.layerNormEpsilon));
            sublayers->push_back(cross);
        }
        auto dense = std::make_shared<torch::nn::Module>();
        layer.feedForward = dense->register_module("DenseReluDense", T5Dense(config, isDecoder));
        layer.feedForwardNorm = dense->register_module(
            "layer_norm", T5LayerNorm(config.dModel, config.layerNormEpsilon));
        sublayers->push_back(dense);
        auto blockModule = std::make_shared<torch::nn::Module>();
        blockModule->register_module("layer", sublayers);
        block->push_back(blockModule);
        layers_.push_back(layer);
    }
    final_layer_norm =
        register_module("final_layer_norm", T5LayerNorm(config.dModel, config.layerNormEpsilon));
}

torch::Tensor T5StackImpl::drop(const torch::Tensor& x) {
    return torch::dropout(x, dropout_, is_training());
}

torch::Tensor T5StackImpl::feedForward(Layer& layer, const torch::Tensor& hidden) {
    return hidden + drop(layer.feedForward->forward(layer.feedForwardNorm->forward(hidden)));
}

torch::Tensor T5StackImpl::encode(const torch::Tensor& embeds, const torch::Tensor& mask) {
    const int64_t length = embeds.size(1);
    // The first layer's bias (plus the padding mask) serves every layer, as in HF.
    torch::Tensor bias = layers_.front().selfAttention->positionBias(0, length, length);
    if (mask.defined())
        bias = bias + paddingMaskBias(mask.to(embeds.device()), embeds.scalar_type());
    torch::Tensor hidden = drop(embeds);
    for (Layer& layer : layers_) {
        const torch::Tensor normed = layer.selfNorm->forward(hidden);
        T5Attention& attention = layer.selfAttention;
        hidden = hidden + drop(attention->attend(attention->projectQueries(normed),
                                                 attention->projectKeys(normed),
                                                 attention->projectValues(normed), bias));
        hidden = feedForward(layer, hidden);
    }
    return drop(final_layer_norm->forward(hidden));
}

torch::Tensor T5StackImpl::causalBias(int64_t queryStart, int64_t queryLength, int64_t keyLength,
                                      torch::ScalarType dtype, torch::Device device) {
    const double lowest = double(std::numeric_limits<float>::lowest());
    // Query t (absolute queryStart + t) may see keys 0..queryStart + t.
    const auto longs = torch::TensorOptions().dtype(torch::kLong).device(device);
    const torch::Tensor future =
        torch::arange(keyLength, longs).unsqueeze(0) >
        torch::arange(queryStart, queryStart + queryLength, longs).unsqueeze(1);
    return layers_.front().selfAttention->positionBias(queryStart, queryLength, keyLength) +
           future.to(dtype).mul(lowest);
}

torch::Tensor T5StackImpl::decode(const torch::Tensor& embeds, const torch::Tensor& encoderStates,
                                  const torch::Tensor& encoderMask, T5DecoderCache* cache) {
    // A cache filled by a stack of another depth cannot be continued: start it afresh.
    const bool fresh = !cache || cache->selfKeys.size() != layers_.size();
    if (cache && fresh) *cache = T5DecoderCache{};
    const int64_t past = cache ? cache->length() : 0;
    const int64_t end = past + embeds.size(1);
    const auto dtype = embeds.scalar_type();
    const auto device = embeds.device();
    torch::Tensor selfBias, crossBias;
    if (cache) {
        // Built once for a capacity that doubles, then sliced: a decoding step would otherwise
        // spend more small operations on its biases than on its attention.
        torch::Tensor& full = cache->selfBias;
        if (!full.defined() || full.size(3) < end) {
            const int64_t capacity =
                std::max<int64_t>({end, 2 * (full.defined() ? full.size(3) : 0), 16});
            full = causalBias(0, capacity, capacity, dtype, device);
        }
        selfBias = full.slice(2, past, end).slice(3, 0, end);
        if (fresh) cache->crossBias = crossAttentionBias(encoderMask, dtype, device);
        crossBias = cache->crossBias;
    } else {
        selfBias = causalBias(past, end - past, end, dtype, device);
        crossBias = crossAttentionBias(encoderMask, dtype, device);
    }

    torch::Tensor hidden = drop(embeds);
    for (size_t i = 0; i < layers_.size(); ++i) {
        Layer& layer = layers_[i];
        T5Attention& self = layer.selfAttention;
        torch::Tensor normed = layer.selfNorm->forward(hidden);
        T5AttentionImpl::Projections projected = self->project(normed);
        if (cache) {
            cache->append(i, projected.keys, projected.values);
            projected.keys = cache->selfKeys[i];
            projected.values = cache->selfValues[i];
        }
        hidden = hidden +
                 drop(self->attend(projected.queries, projected.keys, projected.values, selfBias));

        T5Attention& cross = layer.crossAttention;
        normed = layer.crossNorm->forward(hidden);
        torch::Tensor crossKeys, crossValues;
        if (cache && !fresh) {
            crossKeys = cache->crossKeys[i];
            crossValues = cache->crossValues[i];
        } else {
            crossKeys = cross->projectKeys(encoderStates);
            crossValues = cross->projectValues(encoderStates);
            if (cache) {
                cache->crossKeys.push_back(crossKeys);
                cache->crossValues.push_back(crossValues);
            }
        }
        hidden = hidden + drop(cross->attend(cross->projectQueries(normed), crossKeys, crossValues,
                                             crossBias));
        hidden = feedForward(layer, hidden);
    }
    return drop(final_layer_norm->forward(hidden));
}

T5ModelImpl::T5ModelImpl(const T5Config& config, Parts parts) : config_(config) {
    shared = register_module("shared", torch::nn::Embedding(config.vocabSize, config.dModel));
    {
        torch::NoGradGuard noGrad;
        shared->weight.normal_(0.0, 1.0);
    }
    encoder = register_module("encoder", T5Stack(config, false));
    if (parts == Parts::EncoderDecoder) {
        decoder = register_module("decoder", T5Stack(config, true));
        if (!config.tieWordEmbeddings)
            lm_head = register_module("lm_head", linear(config.dModel, config.vocabSize, 1.0));
    }
    // As HF's from_pretrained leaves a model: training code switches to train() itself.
    eval();
}

torch::Tensor T5ModelImpl::embed(const torch::Tensor& ids) {
    return shared(ids.to(shared->weight.device()));
}

torch::Tensor T5ModelImpl::encode(const torch::Tensor& ids, const torch::Tensor& mask) {
    return encoder->encode(embed(ids), mask);
}

torch::Tensor T5ModelImpl::encodeEmbeddings(const torch::Tensor& embeds,
                                            const torch::Tensor& mask) {
    return encoder->encode(embeds, mask);
}

torch::Tensor T5ModelImpl::decode(const torch::Tensor& decoderIds,
                                  const torch::Tensor& encoderStates,
                                  const torch::Tensor& encoderMask, T5DecoderCache* cache) {
    TORCH_CHECK(hasDecoder(), "this T5 model was built without its decoder");
    return decoder->decode(embed(decoderIds), encoderStates, encoderMask, cache);
}

torch::Tensor T5ModelImpl::logits(const torch::Tensor& decoderHidden) {
    if (!lm_head.is_empty()) return headRows_(decoderHidden, lm_head->weight);
    // Tied head: HF rescales so the shared embedding's scale suits both uses.
    return headRows_(decoderHidden * std::pow(config_.dModel, -0.5), shared->weight);
}

torch::Tensor T5ModelImpl::forward(const torch::Tensor& ids, const torch::Tensor& mask,
                                   const torch::Tensor& decoderIds) {
    return logits(decode(decoderIds, encode(ids, mask), mask));
}

torch::Tensor shiftRight(const torch::Tensor& labels, int64_t startId, int64_t padId) {
    torch::Tensor shifted = torch::full_like(labels, padId);
    shifted.select(1, 0).fill_(startId);
    shifted.slice(1, 1).copy_(labels.slice(1, 0, labels.size(1) - 1));
    return shifted.masked_fill(shifted == -100, padId);
}

StateDictLoadOptions t5LoadOptions(const T5Config& config, const std::string& prefix,
                                   T5ModelImpl::Parts parts) {
    StateDictLoadOptions options;
    options.aliases = {{prefix + "encoder.embed_tokens.weight", prefix + "shared.weight"}};
    if (parts == T5ModelImpl::Parts::EncoderDecoder) {
        options.aliases.emplace(prefix + "decoder.embed_tokens.weight", prefix + "shared.weight");
        if (config.tieWordEmbeddings)
            options.aliases.emplace(prefix + "lm_head.weight", prefix + "shared.weight");
    } else {
        options.ignoredPrefixes = {prefix + "decoder.", prefix + "lm_head."};
    }
    return options;
}

namespace {

// Refuses, before the model is allocated, weights that cannot be the ones the config asks for.
void requireT5WeightsCover(const QString& folder, const T5Config& config,
                           T5ModelImpl::Parts parts) {
    const QDir dir(folder);
    requireWeightsCover(t5ParameterFloor(config, parts == T5ModelImpl::Parts::EncoderDecoder),
                        dir.filePath(QStringLiteral("model.safetensors")),
                        dir.filePath(QStringLiteral("config.json")));
}

void readT5Weights(const QString& folder, T5ModelImpl& model, T5ModelImpl::Parts parts) {
    loadStateDict(model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  t5LoadOptions(model.config(), {}, parts));
}

} // namespace

void loadT5Weights(const QString& folder, T5ModelImpl& model) {
    requireT5WeightsCover(folder, model.config(), T5ModelImpl::Parts::EncoderDecoder);
    readT5Weights(folder, model, T5ModelImpl::Parts::EncoderDecoder);
}

T5Model loadT5(const QString& folder, T5ModelImpl::Parts parts) {
    const T5Config config = T5Config::load(QDir(folder).filePath(QStringLiteral("config.json")));
    requireT5WeightsCover(folder, config, parts);
    T5Model model(config, parts);
    readT5Weights(folder, *model, parts);
    return model;
}

void saveT5(const T5ModelImpl& model, const QString& folder) {
    const QDir dir(folder);
    if (!dir.exists() && !QDir().mkpath(folder))
        throw InputError({folder, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the model folder"));
    model.config().save(dir.filePath(QStringLiteral("config.json")));
    // HF reads this key to pick the PyTorch loader path for safetensors.
    saveStateDict(model, dir.filePath(QStringLiteral("model.safetensors")),
                  {{QStringLiteral("format"), QStringLiteral("pt")}});
}

} // namespace unembed
