#include "gpt2_config.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/config_reader.h"
#include "nn/model_size.h"

#include <QStringList>

#include <optional>

namespace unembed {

namespace {

std::optional<GPT2Config::Activation> parseActivation(const QString& name) {
    if (name == QLatin1String("gelu_new") || name == QLatin1String("gelu_pytorch_tanh"))
        return GPT2Config::Activation::GeluTanh;
    if (name == QLatin1String("gelu")) return GPT2Config::Activation::Gelu;
    if (name == QLatin1String("relu")) return GPT2Config::Activation::Relu;
    return std::nullopt;
}

} // namespace

GPT2Config::Activation GPT2Config::activation() const {
    return parseActivation(activationFunction).value_or(Activation::GeluTanh);
}

GPT2Config GPT2Config::fromJson(const QJsonObject& json, const QString& file) {
    const QString problem = QStringLiteral("invalid GPT-2 configuration value");
    const ConfigReader read(json, file, problem);
    GPT2Config config;
    config.vocabSize = read.integer("vocab_size", config.vocabSize);
    config.nPositions = read.integer("n_positions", config.nPositions);
    config.nEmbd = read.integer("n_embd", config.nEmbd);
    config.nLayer = read.integer("n_layer", config.nLayer);
    config.nHead = read.integer("n_head", config.nHead);
    config.nInner = read.integer("n_inner", config.nInner, 0);
    config.activationFunction = read.string("activation_function", config.activationFunction);
    config.layerNormEpsilon = read.positive("layer_norm_epsilon", config.layerNormEpsilon);
    config.residPdrop = read.probability("resid_pdrop", config.residPdrop);
    config.embdPdrop = read.probability("embd_pdrop", config.embdPdrop);
    config.attnPdrop = read.probability("attn_pdrop", config.attnPdrop);
    config.bosTokenId = read.integer("bos_token_id", config.bosTokenId, 0);
    config.eosTokenId = read.integer("eos_token_id", config.eosTokenId, 0);
    config.padTokenId = read.integer("pad_token_id", -1, 0);

    if (!parseActivation(config.activationFunction))
        throw InputError({file, std::nullopt, QStringLiteral("activation_function"),
                          QStringLiteral("gelu_new, gelu_pytorch_tanh, gelu or relu"),
                          config.activationFunction},
                         QStringLiteral("unsupported GPT-2 activation"));
    if (config.nEmbd % config.nHead != 0)
        throw InputError({file, std::nullopt, QStringLiteral("n_embd"),
                          QStringLiteral("a multiple of n_head (%1)").arg(config.nHead),
                          QString::number(config.nEmbd)},
                         problem);
    // Attention variants of HF's GPT2Config this engine does not implement.
    if (!read.boolean("scale_attn_weights", true) ||
        read.boolean("scale_attn_by_inverse_layer_idx", false))
        throw InputError({file, std::nullopt, QStringLiteral("scale_attn_weights"),
                          QStringLiteral("scores scaled by 1/sqrt(head_dim) only"),
                          QStringLiteral("another attention scaling")},
                         QStringLiteral("unsupported GPT-2 attention"));
    // Before anything is built from it: sizes whose product overflows or exceeds memory.
    requireModelFits(gpt2ParameterFloor(config), file);
    // Every key not modelled above is written back unchanged by toJson().
    config.extra =
        read.unknownKeys({"vocab_size", "n_positions", "n_embd", "n_layer", "n_head", "n_inner",
                          "activation_function", "layer_norm_epsilon", "resid_pdrop", "embd_pdrop",
                          "attn_pdrop", "bos_token_id", "eos_token_id", "pad_token_id"});
    return config;
}

QString GPT2Config::specialIdsOutsideVocabulary() const {
    QStringList outside;
    const std::pair<const char*, int> ids[] = {
        {"bos_token_id", bosTokenId}, {"eos_token_id", eosTokenId}, {"pad_token_id", padTokenId}};
    for (const auto& [key, id] : ids)
        if (id >= vocabSize) outside << QStringLiteral("%1 %2").arg(QLatin1String(key)).arg(id);
    return outside.join(QStringLiteral(", "));
}

GPT2Config GPT2Config::load(const QString& path) {
    return fromJson(readJsonObjectFile(path), path);
}

QJsonObject GPT2Config::toJson() const {
    QJsonObject json = extra;
    json.insert(QStringLiteral("vocab_size"), vocabSize);
    json.insert(QStringLiteral("n_positions"), nPositions);
    json.insert(QStringLiteral("n_embd"), nEmbd);
    json.insert(QStringLiteral("n_layer"), nLayer);
    json.insert(QStringLiteral("n_head"), nHead);
    json.insert(QStringLiteral("n_inner"), nInner > 0 ? QJsonValue(nInner) : QJsonValue());
    json.insert(QStringLiteral("activation_function"), activationFunction);
    json.insert(QStringLiteral("layer_norm_epsilon"), layerNormEpsilon);
    json.insert(QStringLiteral("resid_pdrop"), residPdrop);
    json.insert(QStringLiteral("embd_pdrop"), embdPdrop);
    json.insert(QStringLiteral("attn_pdrop"), attnPdrop);
    json.insert(QStringLiteral("bos_token_id"), bosTokenId);
    json.insert(QStringLiteral("eos_token_id"), eosTokenId);
    if (padTokenId >= 0) json.insert(QStringLiteral("pad_token_id"), padTokenId);
    // Lets HF's AutoModel pick the class when the folder moves to Python.
    if (!json.contains(QStringLiteral("model_type")))
        json.insert(QStringLiteral("model_type"), QStringLiteral("gpt2"));
    return json;
}

void GPT2Config::save(const QString& path) const {
    writeJsonFile(path, toJson());
}

} // namespace unembed
