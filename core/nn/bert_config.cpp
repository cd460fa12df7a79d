#include "bert_config.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/config_reader.h"

#include <QStringList>

namespace unembed {

namespace {
const QStringList kActivations = {
    QStringLiteral("gelu"), QStringLiteral("gelu_new"), QStringLiteral("gelu_pytorch_tanh"),
    QStringLiteral("relu"), QStringLiteral("silu"),     QStringLiteral("swish")};
} // namespace

BertConfig BertConfig::fromJson(const QJsonObject& json, const QString& file) {
    const ConfigReader read(json, file, QStringLiteral("invalid encoder configuration value"));
    BertConfig config;
    config.json = json;
    config.modelType = read.string("model_type", QString());
    config.vocabSize = read.integer("vocab_size", config.vocabSize);
    config.hiddenSize = read.integer("hidden_size", config.hiddenSize);
    config.numLayers = read.integer("num_hidden_layers", config.numLayers);
    config.numHeads = read.integer("num_attention_heads", config.numHeads);
    config.intermediateSize = read.integer("intermediate_size", config.intermediateSize);
    config.maxPositionEmbeddings =
        read.integer("max_position_embeddings", config.maxPositionEmbeddings);
    config.typeVocabSize = read.integer("type_vocab_size", config.typeVocabSize);
    config.padTokenId = read.integer("pad_token_id", config.padTokenId, 0);
    config.relativeAttentionNumBuckets =
        read.integer("relative_attention_num_buckets", config.relativeAttentionNumBuckets);
    config.layerNormEps = read.positive("layer_norm_eps", config.layerNormEps);
    config.hiddenAct = read.string("hidden_act", config.hiddenAct);
    if (!kActivations.contains(config.hiddenAct))
        throw InputError({file, std::nullopt, QStringLiteral("hidden_act"),
                          kActivations.join(QStringLiteral(", ")), config.hiddenAct},
                         QStringLiteral("unsupported activation"));
    if (config.hiddenSize % config.numHeads != 0)
        throw InputError({file, std::nullopt, QStringLiteral("num_attention_heads"),
                          QStringLiteral("a divisor of hidden_size (%1)").arg(config.hiddenSize),
                          QString::number(config.numHeads)},
                         QStringLiteral("the attention heads do not divide the hidden size"));
    return config;
}

BertConfig BertConfig::load(const QString& path) {
    return fromJson(readJsonObjectFile(path), path);
}

} // namespace unembed
