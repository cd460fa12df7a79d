#include "encoder_blocks.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/state_dict.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace unembed {

torch::Tensor applyActivation(const QString& name, const torch::Tensor& x) {
    if (name == QLatin1String("gelu")) return torch::gelu(x);
    if (name == QLatin1String("relu")) return torch::relu(x);
    if (name == QLatin1String("silu") || name == QLatin1String("swish")) return torch::silu(x);
    return torch::gelu(x, "tanh"); // gelu_new, gelu_pytorch_tanh
}

EncoderIntermediateImpl::EncoderIntermediateImpl(const BertConfig& config)
    : activation_(config.hiddenAct) {
    dense = register_module("dense", torch::nn::Linear(config.hiddenSize, config.intermediateSize));
}

torch::Tensor EncoderIntermediateImpl::forward(const torch::Tensor& hidden) {
    return applyActivation(activation_, dense(hidden));
}

DenseResidualNormImpl::DenseResidualNormImpl(int in, int out, double epsilon) {
    dense = register_module("dense", torch::nn::Linear(in, out));
    LayerNorm = register_module(
        "LayerNorm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({out}).eps(epsilon)));
}

torch::Tensor DenseResidualNormImpl::forward(const torch::Tensor& x,
                                             const torch::Tensor& residual) {
    return LayerNorm(dense(x) + residual);
}

EncoderEmbeddingsImpl::EncoderEmbeddingsImpl(const BertConfig& config, bool tokenTypes) {
    word_embeddings = register_module("word_embeddings",
                                      torch::nn::Embedding(config.vocabSize, config.hiddenSize));
    position_embeddings =
        register_module("position_embeddings",
                        torch::nn::Embedding(config.maxPositionEmbeddings, config.hiddenSize));
    if (tokenTypes)
        token_type_embeddings = register_module(
            "token_type_embeddings", torch::nn::Embedding(config.typeVocabSize, config.hiddenSize));
    LayerNorm = register_module(
        "LayerNorm",
        torch::nn::LayerNorm(
            torch::nn::LayerNormOptions({config.hiddenSize}).eps(config.layerNormEps)));
}

torch::Tensor EncoderEmbeddingsImpl::forward(const torch::Tensor& ids,
                                             const torch::Tensor& positions) {
    torch::Tensor sum = word_embeddings(ids);
    // Sentence embedders encode one text: token type 0 throughout.
    if (!token_type_embeddings.is_empty())
        sum = sum + token_type_embeddings(torch::zeros_like(ids));
    return LayerNorm(sum + position_embeddings(positions));
}

torch::Tensor multiHeadAttention(const torch::Tensor& queries, const torch::Tensor& keys,
                                 const torch::Tensor& values, int heads,
                                 const torch::Tensor& bias) {
    const int64_t batch = queries.size(0), length = queries.size(1), width = queries.size(2);
    const int64_t headSize = width / heads;
    const auto split = [&](const torch::Tensor& x) {
        return x.view({batch, x.size(1), heads, headSize}).transpose(1, 2);
    };
    torch::Tensor scores =
        torch::matmul(split(queries), split(keys).transpose(2, 3)) / std::sqrt(double(headSize));
    if (bias.defined()) scores = scores + bias;
    const torch::Tensor weights =
        torch::softmax(scores.to(torch::kFloat), -1).to(scores.scalar_type());
    return torch::matmul(weights, split(values)).transpose(1, 2).reshape({batch, length, width});
}

torch::Tensor positionsFromPadding(const torch::Tensor& ids, int64_t paddingIdx) {
    const torch::Tensor keep = ids.ne(paddingIdx).to(torch::kLong);
    return keep.cumsum(1) * keep + paddingIdx;
}

void loadEncoderWeights(torch::nn::Module& model, const QString& folder,
                        const QStringList& prefixes) {
    const QString weights = QDir(folder).filePath(QStringLiteral("model.safetensors"));
    if (!QFileInfo::exists(weights))
        throw InputError({weights, std::nullopt, {}, {}, {}},
                         QStringLiteral("the encoder weights are missing (only safetensors are "
                                        "read; convert pytorch_model.bin first)"));
    StateDictLoadOptions options;
    QStringList all{QString()};
    all << prefixes;
    for (const QString& prefix : all) {
        for (const char* skipped : {"pooler.", "cls.", "lm_head.", "embeddings.position_ids",
                                    "embeddings.token_type_ids"})
            options.ignoredPrefixes.push_back((prefix + QLatin1String(skipped)).toStdString());
        if (prefix.isEmpty()) continue;
        for (const auto& item : model.named_parameters(true))
            options.aliases.emplace(prefix.toStdString() + item.key(), item.key());
    }
    loadStateDict(model, weights, options);
}

void saveEncoderFolder(const torch::nn::Module& model, const BertConfig& config,
                       const QString& folder) {
    if (!QDir().mkpath(folder))
        throw InputError({folder, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the model folder"));
    writeJsonFile(QDir(folder).filePath(QStringLiteral("config.json")), config.json);
    saveStateDict(model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  {{QStringLiteral("format"), QStringLiteral("pt")}});
}

} // namespace unembed
