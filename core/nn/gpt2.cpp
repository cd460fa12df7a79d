#include "gpt2.h"

#include "error.h"
#include "nn/model_size.h"

#include <torch/torch.h>

#include <QDir>

#include <cmath>
#include <limits>

namespace unembed {

namespace {

// HF's GPT-2 initialisation: N(0, 0.02) weights, zero biases, and the projections into the
// residual stream scaled down by sqrt(2 * n_layer) so the stream's variance does not grow with
// depth.
constexpr double kInitStd = 0.02;

torch::Tensor maybeDrop(const torch::Tensor& x, double p, bool training) {
    if (!training || p <= 0.0) return x;
    return torch::dropout(x, p, true);
}

} // namespace

GPT2Conv1DImpl::GPT2Conv1DImpl(int in, int out) {
    weight = register_parameter("weight", torch::empty({in, out}).normal_(0.0, kInitStd));
    bias = register_parameter("bias", torch::zeros({out}));
}

torch::Tensor GPT2Conv1DImpl::forward(const torch::Tensor& x) {
    return torch::matmul(x, weight) + bias;
}

void GPT2Cache::selectRows(const torch::Tensor& rows) {
    for (auto& k : keys)
        k = k.index_select(0, rows);
    for (auto& v : values)
        v = v.index_select(0, rows);
}

GPT2AttentionImpl::GPT2AttentionImpl(const GPT2Config& config)
    : numHeads_(config.nHead), attnDropout_(config.attnPdrop), residDropout_(config.residPdrop) {
    c_attn = register_module("c_attn", GPT2Conv1D(config.nEmbd, 3 * config.nEmbd));
    c_proj = register_module("c_proj", GPT2Conv1D(config.nEmbd, config.nEmbd));
    torch::NoGradGuard noGrad;
    c_proj->weight.normal_(0.0, kInitStd / std::sqrt(2.0 * config.nLayer));
}

torch::Tensor GPT2AttentionImpl::forward(const torch::Tensor& hidden, torch::Tensor& keys,
                                         torch::Tensor& values) {
    const int64_t batch = hidden.size(0);
    const int64_t length = hidden.size(1);
    const int64_t width = hidden.size(2);
    const int64_t headDim = width / numHeads_;
    const auto heads = [&](const torch::Tensor& x) {
        return x.view({batch, length, numHeads_, headDim}).transpose(1, 2);
    };
    const std::vector<torch::Tensor> qkv = c_attn(hidden).split(width, -1);
    const torch::Tensor query = heads(qkv[0]);
    const int64_t past = keys.defined() ? keys.size(2) : 0;
    keys = past > 0 ? torch::cat({keys, heads(qkv[1])}, 2) : heads(qkv[1]);
    values = past > 0 ? torch::cat({values, heads(qkv[2])}, 2) : heads(qkv[2]);

    torch::Tensor scores =
        torch::matmul(query, keys.transpose(-1, -2)) / std::sqrt(double(headDim));
    // Query i sits at position past + i and sees keys 0..past + i.
    const torch::Tensor visible =
        torch::ones({length, past + length}, torch::dtype(torch::kBool).device(hidden.device()))
            .tril(past);
    scores =
        scores.masked_fill(visible.logical_not(), double(std::numeric_limits<float>::lowest()));
    const torch::Tensor weights =
        maybeDrop(torch::softmax(scores.to(torch::kFloat), -1).to(scores.scalar_type()),
                  attnDropout_, is_training());
    const torch::Tensor context =
        torch::matmul(weights, values).transpose(1, 2).reshape({batch, length, width});
    return maybeDrop(c_proj(context), residDropout_, is_training());
}

GPT2MLPImpl::GPT2MLPImpl(const GPT2Config& config)
    : activation_(config.activation()), dropout_(config.residPdrop) {
    c_fc = register_module("c_fc", GPT2Conv1D(config.nEmbd, config.innerDim()));
    c_proj = register_module("c_proj", GPT2Conv1D(config.innerDim(), config.nEmbd));
    torch::NoGradGuard noGrad;
    c_proj->weight.normal_(0.0, kInitStd / std::sqrt(2.0 * config.nLayer));
}

torch::Tensor GPT2MLPImpl::forward(const torch::Tensor& hidden) {
    torch::Tensor x = c_fc(hidden);
    switch (activation_) {
    case GPT2Config::Activation::GeluTanh:
        x = torch::gelu(x, "tanh");
        break;
    case GPT2Config::Activation::Gelu:
        x = torch::gelu(x);
        break;
    case GPT2Config::Activation::Relu:
        x = torch::relu(x);
        break;
    }
    return maybeDrop(c_proj(x), dropout_, is_training());
}

GPT2BlockImpl::GPT2BlockImpl(const GPT2Config& config) {
    const auto norm = torch::nn::LayerNormOptions({config.nEmbd}).eps(config.layerNormEpsilon);
    ln_1 = register_module("ln_1", torch::nn::LayerNorm(norm));
    attn = register_module("attn", GPT2Attention(config));
    ln_2 = register_module("ln_2", torch::nn::LayerNorm(norm));
    mlp = register_module("mlp", GPT2MLP(config));
}

torch::Tensor GPT2BlockImpl::forward(const torch::Tensor& hidden, torch::Tensor& keys,
                                     torch::Tensor& values) {
    const torch::Tensor x = hidden + attn(ln_1(hidden), keys, values);
    return x + mlp(ln_2(x));
}

GPT2Impl::GPT2Impl(const GPT2Config& config) : config_(config) {
    wte = register_module("wte", torch::nn::Embedding(config.vocabSize, config.nEmbd));
    wpe = register_module("wpe", torch::nn::Embedding(config.nPositions, config.nEmbd));
    {
        torch::NoGradGuard noGrad;
        wte->weight.normal_(0.0, kInitStd);
        wpe->weight.normal_(0.0, kInitStd);
    }
    h = register_module("h", torch::nn::ModuleList());
    for (int i = 0; i < config.nLayer; ++i) {
        blocks_.push_back(GPT2Block(config));
        h->push_back(blocks_.back());
    }
    ln_f = register_module(
        "ln_f", torch::nn::LayerNorm(
                    torch::nn::LayerNormOptions({config.nEmbd}).eps(config.layerNormEpsilon)));
}

torch::Tensor GPT2Impl::embed(const torch::Tensor& ids) {
    return wte(ids.to(wte->weight.device()));
}

torch::Tensor GPT2Impl::forward(const torch::Tensor& embeds, GPT2Cache* cache) {
    const int64_t past = cache ? cache->length() : 0;
    const int64_t length = embeds.size(1);
    if (past + length > config_.nPositions)
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("n_positions"),
                          QStringLiteral("at most %1 positions").arg(config_.nPositions),
                          QString::number(past + length)},
                         QStringLiteral("the sequence is longer than GPT-2's position table"));
    const torch::Tensor positions =
        torch::arange(past, past + length, torch::dtype(torch::kLong).device(embeds.device()));
    torch::Tensor hidden = maybeDrop(embeds + wpe(positions).unsqueeze(0).to(embeds.scalar_type()),
                                     config_.embdPdrop, is_training());
    if (cache && cache->keys.empty()) {
        cache->keys.resize(blocks_.size());
        cache->values.resize(blocks_.size());
    }
    for (size_t i = 0; i < blocks_.size(); ++i) {
        torch::Tensor keys, values;
        if (cache) {
            keys = cache->keys[i];
            values = cache->values[i];
        }
        hidden = blocks_[i](hidden, keys, values);
        if (cache) {
            cache->keys[i] = keys;
            cache->values[i] = values;
        }
    }
    return ln_f(hidden);
}

torch::Tensor GPT2Impl::logits(const torch::Tensor& hidden) {
    return torch::matmul(hidden, wte->weight.t());
}

GPT2LMHeadModelImpl::GPT2LMHeadModelImpl(const GPT2Config& config) {
    transformer = register_module("transformer", GPT2(config));
}

StateDictLoadOptions gpt2LoadOptions(const torch::nn::Module& holder, const std::string& prefix) {
    StateDictLoadOptions options;
    options.aliases.emplace("lm_head.weight", prefix + "wte.weight");
    const std::string attention = ".attn.c_attn.weight";
    for (const auto& p : holder.named_parameters()) {
        if (p.key().rfind(prefix, 0) != 0) continue;
        const std::string bare = p.key().substr(prefix.size());
        options.aliases.emplace(bare, p.key());
        if (bare.size() > attention.size() &&
            bare.compare(bare.size() - attention.size(), attention.size(), attention) == 0) {
            const std::string block = bare.substr(0, bare.size() - attention.size());
            for (const char* buffer : {".attn.bias", ".attn.masked_bias"}) {
                options.ignoredPrefixes.push_back(block + buffer);
                options.ignoredPrefixes.push_back(prefix + block + buffer);
            }
        }
    }
    return options;
}

GPT2LMHeadModel loadGPT2(const QString& folder) {
    const QDir dir(folder);
    const GPT2Config config = GPT2Config::load(dir.filePath(QStringLiteral("config.json")));
    requireWeightsCover(gpt2ParameterFloor(config),
                        dir.filePath(QStringLiteral("model.safetensors")),
                        dir.filePath(QStringLiteral("config.json")));
    GPT2LMHeadModel model(config);
    loadStateDict(*model, dir.filePath(QStringLiteral("model.safetensors")),
                  gpt2LoadOptions(*model, "transformer."));
    model->eval();
    return model;
}

void saveGPT2(const GPT2LMHeadModelImpl& model, const QString& folder) {
    const QDir dir(folder);
    if (!dir.exists() && !QDir().mkpath(folder))
        throw InputError({folder, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the model folder"));
    model.transformer->config().save(dir.filePath(QStringLiteral("config.json")));
    // HF reads this key to pick the PyTorch loader path for safetensors.
    saveStateDict(model, dir.filePath(QStringLiteral("model.safetensors")),
                  {{QStringLiteral("format"), QStringLiteral("pt")}});
}

} // namespace unembed
