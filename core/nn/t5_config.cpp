#include "t5_config.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/config_reader.h"
#include "nn/model_size.h"

namespace unembed {

namespace {

struct ActivationSpec {
    bool gated = false;
    T5Config::Activation activation = T5Config::Activation::Relu;
};

// HF splits feed_forward_proj on '-': an optional "gated" and an activation name, and maps
// "gated-gelu" to the tanh approximation (gelu_new) for compatibility with the original T5 v1.1.
std::optional<ActivationSpec> parseFeedForward(const QString& proj) {
    const QStringList parts = proj.split(QLatin1Char('-'));
    if (parts.size() > 2 || (parts.size() == 2 && parts.first() != QLatin1String("gated")))
        return std::nullopt;
    ActivationSpec spec;
    spec.gated = parts.size() == 2;
    const QString name = parts.last();
    if (name == QLatin1String("relu"))
        spec.activation = T5Config::Activation::Relu;
    else if (name == QLatin1String("gelu"))
        spec.activation = spec.gated ? T5Config::Activation::GeluTanh : T5Config::Activation::Gelu;
    else if (name == QLatin1String("gelu_new"))
        spec.activation = T5Config::Activation::GeluTanh;
    else if (name == QLatin1String("silu"))
        spec.activation = T5Config::Activation::Silu;
    else
        return std::nullopt;
    return spec;
}

} // namespace

T5Config::Activation T5Config::activation() const {
    return parseFeedForward(feedForwardProj).value_or(ActivationSpec{}).activation;
}

bool T5Config::isGated() const {
    return parseFeedForward(feedForwardProj).value_or(ActivationSpec{}).gated;
}

T5Config T5Config::fromJson(const QJsonObject& json, const QString& file) {
    const ConfigReader read(json, file, QStringLiteral("invalid T5 configuration value"));
    T5Config config;
    config.vocabSize = read.integer("vocab_size", config.vocabSize);
    config.dModel = read.integer("d_model", config.dModel);
    config.dKv = read.integer("d_kv", config.dKv);
    config.dFf = read.integer("d_ff", config.dFf);
    config.numLayers = read.integer("num_layers", config.numLayers);
    // HF: an absent or null num_decoder_layers means "as many as the encoder".
    config.numDecoderLayers = read.integer("num_decoder_layers", config.numLayers);
    config.numHeads = read.integer("num_heads", config.numHeads);
    config.relativeAttentionNumBuckets =
        read.integer("relative_attention_num_buckets", config.relativeAttentionNumBuckets);
    config.relativeAttentionMaxDistance =
        read.integer("relative_attention_max_distance", config.relativeAttentionMaxDistance);
    config.feedForwardProj = read.string("feed_forward_proj", config.feedForwardProj);
    config.tieWordEmbeddings = read.boolean("tie_word_embeddings", config.tieWordEmbeddings);
    config.layerNormEpsilon = read.positive("layer_norm_epsilon", config.layerNormEpsilon);
    config.dropoutRate = read.probability("dropout_rate", config.dropoutRate);
    config.padTokenId = read.integer("pad_token_id", config.padTokenId, 0);
    config.eosTokenId = read.integer("eos_token_id", config.eosTokenId, 0);
    config.decoderStartTokenId = read.integer("decoder_start_token_id", config.padTokenId, 0);

    if (!parseFeedForward(config.feedForwardProj))
        throw InputError({file, std::nullopt, QStringLiteral("feed_forward_proj"),
                          QStringLiteral("relu, gelu, gelu_new or silu, optionally gated-"),
                          config.feedForwardProj},
                         QStringLiteral("unsupported feed-forward activation"));
    // The bucket formula needs at least one exact and one logarithmic bucket on each side.
    if (config.relativeAttentionNumBuckets < 4)
        throw InputError({file, std::nullopt, QStringLiteral("relative_attention_num_buckets"),
                          QStringLiteral("at least 4"),
                          QString::number(config.relativeAttentionNumBuckets)},
                         QStringLiteral("invalid T5 configuration value"));
    read.requireIdsInVocabulary({config.padTokenId, config.eosTokenId, config.decoderStartTokenId},
                                config.vocabSize);
    // Before anything is built from it: sizes whose product overflows or exceeds memory.
    requireModelFits(t5ParameterFloor(config, true), file);
    // Every key not modelled above is written back unchanged by toJson().
    config.extra = read.unknownKeys(
        {"vocab_size", "d_model", "d_kv", "d_ff", "num_layers", "num_decoder_layers", "num_heads",
         "relative_attention_num_buckets", "relative_attention_max_distance", "feed_forward_proj",
         "tie_word_embeddings", "layer_norm_epsilon", "dropout_rate", "pad_token_id",
         "eos_token_id", "decoder_start_token_id"});
    return config;
}

T5Config T5Config::load(const QString& path) {
    return fromJson(readJsonObjectFile(path), path);
}

QJsonObject T5Config::toJson() const {
    QJsonObject json = extra;
    json.insert(QStringLiteral("vocab_size"), vocabSize);
    json.insert(QStringLiteral("d_model"), dModel);
    json.insert(QStringLiteral("d_kv"), dKv);
    json.insert(QStringLiteral("d_ff"), dFf);
    json.insert(QStringLiteral("num_layers"), numLayers);
    json.insert(QStringLiteral("num_decoder_layers"), numDecoderLayers);
    json.insert(QStringLiteral("num_heads"), numHeads);
    json.insert(QStringLiteral("relative_attention_num_buckets"), relativeAttentionNumBuckets);
    json.insert(QStringLiteral("relative_attention_max_distance"), relativeAttentionMaxDistance);
    json.insert(QStringLiteral("feed_forward_proj"), feedForwardProj);
    json.insert(QStringLiteral("tie_word_embeddings"), tieWordEmbeddings);
    json.insert(QStringLiteral("layer_norm_epsilon"), layerNormEpsilon);
    json.insert(QStringLiteral("dropout_rate"), dropoutRate);
    json.insert(QStringLiteral("pad_token_id"), padTokenId);
    json.insert(QStringLiteral("eos_token_id"), eosTokenId);
    json.insert(QStringLiteral("decoder_start_token_id"), decoderStartTokenId);
    // Lets HF's AutoModel pick the class when the folder moves to Python.
    if (!json.contains(QStringLiteral("model_type")))
        json.insert(QStringLiteral("model_type"), QStringLiteral("t5"));
    return json;
}

void T5Config::save(const QString& path) const {
    writeJsonFile(path, toJson());
}

} // namespace unembed
