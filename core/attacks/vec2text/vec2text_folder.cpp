#include "vec2text_folder.h"

#include "attacks/attacker_folder.h"
#include "error.h"
#include "nn/model_size.h"
#include "nn/state_dict.h"

#include <QDir>
#include <QJsonObject>

namespace unembed {

const QString kVec2TextInversionFamily = QStringLiteral("vec2text-inversion");
const QString kVec2TextCorrectorFamily = QStringLiteral("vec2text-corrector");

namespace {

// Beyond these a folder's settings are not a model anyone trained: refused before allocating.
constexpr int kMaxRepeatTokens = 256;
constexpr int kMaxTextLength = 1024;

InputError folderError(const QString& path, const QString& problem, const QString& field = {},
                       const QString& expected = {}, const QString& found = {}) {
    return InputError({path, std::nullopt, field, expected, found}, problem);
}

// Reads the T5 config and the "unembed" block, checking the family.
std::pair<T5Config, Vec2TextSpec> readConfig(const QString& folder, const QString& family) {
    const QJsonObject json = readAttackerConfig(folder, family);
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    const T5Config config = T5Config::fromJson(json, path);
    const QJsonObject block = json.value(QStringLiteral("unembed")).toObject();
    Vec2TextSpec spec;
    const AttackerVictim victim = attackerVictim(block);
    spec.embeddingDim = victim.dim;
    spec.victimName = victim.name;
    spec.numRepeatTokens = block.value(QStringLiteral("num_repeat_tokens")).toInt(16);
    spec.maxLength = block.value(QStringLiteral("max_length")).toInt(32);
    spec.feedback = block.value(QStringLiteral("feedback")).toBool(true);
    if (spec.numRepeatTokens <= 0 || spec.maxLength <= 1 ||
        spec.numRepeatTokens > kMaxRepeatTokens || spec.maxLength > kMaxTextLength)
        throw folderError(
            path,
            QStringLiteral("the \"unembed\" block needs num_repeat_tokens and "
                           "max_length as positive numbers"),
            QStringLiteral("unembed.num_repeat_tokens, unembed.max_length"),
            QStringLiteral("1 to %1, 2 to %2").arg(kMaxRepeatTokens).arg(kMaxTextLength),
            QStringLiteral("%1, %2").arg(spec.numRepeatTokens).arg(spec.maxLength));
    return {config, spec};
}

StateDictLoadOptions checkpointOptions(const T5Config& config) {
    StateDictLoadOptions options;
    options.aliases = {
        {"encoder_decoder.encoder.embed_tokens.weight", "encoder_decoder.shared.weight"},
        {"encoder_decoder.decoder.embed_tokens.weight", "encoder_decoder.shared.weight"}};
    if (config.tieWordEmbeddings)
        options.aliases.emplace("encoder_decoder.lm_head.weight", "encoder_decoder.shared.weight");
    options.ignoredPrefixes = {"embedder."};
    return options;
}

void save(torch::nn::Module& model, T5Config config, const Vec2TextSpec& spec,
          const QString& family, const SentencePieceTokenizer& tokenizer, const QString& folder) {
    saveAttackerWeights(model, tokenizer, folder);
    config.extra.insert(
        QStringLiteral("unembed"),
        makeAttackerBlock(family, spec.victim(),
                          {{QStringLiteral("num_repeat_tokens"), spec.numRepeatTokens},
                           {QStringLiteral("max_length"), spec.maxLength},
                           {QStringLiteral("feedback"), spec.feedback}}));
    config.save(QDir(folder).filePath(QStringLiteral("config.json")));
}

} // namespace

LoadedInverter loadVec2TextInverter(const QString& folder) {
    const auto [config, spec] = readConfig(folder, kVec2TextInversionFamily);
    requireWeightsCover(t5ParameterFloor(config, true),
                        QDir(folder).filePath(QStringLiteral("model.safetensors")),
                        QDir(folder).filePath(QStringLiteral("config.json")));
    Vec2TextInverter model(config, spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  checkpointOptions(config));
    model->eval();
    return {model, SentencePieceTokenizer::load(folder)};
}

LoadedCorrector loadVec2TextCorrector(const QString& folder) {
    const auto [config, spec] = readConfig(folder, kVec2TextCorrectorFamily);
    requireWeightsCover(t5ParameterFloor(config, true),
                        QDir(folder).filePath(QStringLiteral("model.safetensors")),
                        QDir(folder).filePath(QStringLiteral("config.json")));
    Vec2TextCorrector model(config, spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  checkpointOptions(config));
    model->eval();
    return {model, SentencePieceTokenizer::load(folder)};
}

void saveVec2TextInverter(Vec2TextInverterImpl& model, const SentencePieceTokenizer& tokenizer,
                          const QString& folder) {
    save(model, model.encoder_decoder->config(), model.spec(), kVec2TextInversionFamily, tokenizer,
         folder);
}

void saveVec2TextCorrector(Vec2TextCorrectorImpl& model, const SentencePieceTokenizer& tokenizer,
                           const QString& folder) {
    save(model, model.encoder_decoder->config(), model.spec(), kVec2TextCorrectorFamily, tokenizer,
         folder);
}

} // namespace unembed
