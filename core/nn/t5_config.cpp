#include "t5_config.h"

#include "error.h"
#include "io/json_file.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace unembed {

namespace {

// The keys T5Config models; everything else goes to `extra`.
const char* const kKnownKeys[] = {"vocab_size",
                                  "d_model",
                                  "d_kv",
                                  "d_ff",
                                  "num_layers",
                                  "num_decoder_layers",
                                  "num_heads",
                                  "relative_attention_num_buckets",
                                  "relative_attention_max_distance",
                                  "feed_forward_proj",
                                  "tie_word_embeddings",
                                  "layer_norm_epsilon",
                                  "dropout_rate",
                                  "pad_token_id",
                                  "eos_token_id",
                                  "decoder_start_token_id"};

class Reader {
public:
    Reader(const QJsonObject& json, const QString& file) : json_(json), file_(file) {}

    // A positive (or, with `minimum` 0, non-negative) integer; `fallback` when absent or null.
    int integer(const char* key, int fallback, int minimum = 1) const {
        const QJsonValue value = json_.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) return fallback;
        const double number = value.toDouble(-1.0);
        if (!value.isDouble() || number != double(qint64(number)) || number < minimum ||
            number > 1e9)
            throw InputError({file_, std::nullopt, QLatin1String(key),
                              minimum > 0 ? QStringLiteral("a positive integer")
                                          : QStringLiteral("a non-negative integer"),
                              describe(value)},
                             QStringLiteral("invalid T5 configuration value"));
        return int(number);
    }

    double positive(const char* key, double fallback) const {
        const QJsonValue value = json_.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) return fallback;
        if (!value.isDouble() || !(value.toDouble() > 0.0))
            throw InputError({file_, std::nullopt, QLatin1String(key),
                              QStringLiteral("a positive number"), describe(value)},
                             QStringLiteral("invalid T5 configuration value"));
        return value.toDouble();
    }

    double probability(const char* key, double fallback) const {
        const QJsonValue value = json_.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) return fallback;
        if (!value.isDouble() || !(value.toDouble() >= 0.0 && value.toDouble() < 1.0))
            throw InputError({file_, std::nullopt, QLatin1String(key),
                              QStringLiteral("a number in [0, 1)"), describe(value)},
                             QStringLiteral("invalid T5 configuration value"));
        return value.toDouble();
    }

    bool boolean(const char* key, bool fallback) const {
        const QJsonValue value = json_.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) return fallback;
        if (!value.isBool())
            throw InputError({file_, std::nullopt, QLatin1String(key),
                              QStringLiteral("true or false"), describe(value)},
                             QStringLiteral("invalid T5 configuration value"));
        return value.toBool();
    }

    QString string(const char* key, const QString& fallback) const {
        const QJsonValue value = json_.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) return fallback;
        if (!value.isString())
            throw InputError({file_, std::nullopt, QLatin1String(key), QStringLiteral("a string"),
                              describe(value)},
                             QStringLiteral("invalid T5 configuration value"));
        return value.toString();
    }

private:
    static QString describe(const QJsonValue& value) {
        if (value.isString()) return QLatin1Char('"') + value.toString() + QLatin1Char('"');
        return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    }

    const QJsonObject& json_;
    const QString& file_;
};

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
    const Reader read(json, file);
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
    for (int id : {config.padTokenId, config.eosTokenId, config.decoderStartTokenId})
        if (id >= config.vocabSize)
            throw InputError({file, std::nullopt, QStringLiteral("vocab_size"),
                              QStringLiteral("more than every special token id (%1)").arg(id),
                              QString::number(config.vocabSize)},
                             QStringLiteral("special token id outside the vocabulary"));

    for (auto it = json.begin(); it != json.end(); ++it) {
        bool known = false;
        for (const char* key : kKnownKeys)
            known = known || it.key() == QLatin1String(key);
        if (!known) config.extra.insert(it.key(), it.value());
    }
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
