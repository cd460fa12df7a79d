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

struct FolderConfig {
    QString t5ConfigPath; // the folder's config.json, or a vec2text checkpoint's backbone's
    T5Config t5;
    Vec2TextSpec spec;
    QString
        tokenizerFolder; // where spiece.model is: the folder, or a vec2text checkpoint's backbone
    bool cleanUpSpaces = false;
};

// Reads the T5 config and the "unembed" block, checking the family.
FolderConfig readConfig(const QString& folder, const QString& family) {
    const QJsonObject json = readAttackerConfig(folder, family);
    const QJsonObject block = json.value(QStringLiteral("unembed")).toObject();
    const QString backbone = block.value(QStringLiteral("backbone")).toString();
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    const QString t5Path =
        backbone.isEmpty() ? path : QDir(backbone).filePath(QStringLiteral("config.json"));
    const T5Config config = T5Config::fromJson(json, t5Path);
    Vec2TextSpec spec;
    const AttackerVictim victim = attackerVictim(block);
    spec.embeddingDim = victim.dim;
    spec.victimName = victim.name;
    spec.numRepeatTokens = block.value(QStringLiteral("num_repeat_tokens")).toInt(16);
    spec.maxLength = block.value(QStringLiteral("max_length")).toInt(32);
    spec.feedback = block.value(QStringLiteral("feedback")).toBool(true);
    const QJsonObject leftOut = block.value(QStringLiteral("left_out")).toObject();
    spec.leftOut = {leftOut.value(QStringLiteral("fold")).toInt(),
                    leftOut.value(QStringLiteral("of")).toInt(),
                    leftOut.value(QStringLiteral("texts")).toInteger()};
    if (spec.numRepeatTokens <= 0 || spec.maxLength <= 1 ||
        spec.numRepeatTokens > kMaxRepeatTokens || spec.maxLength > kMaxTextLength)
        throw folderError(
            path,
            QStringLiteral("the \"unembed\" block needs num_repeat_tokens and "
                           "max_length as positive numbers"),
            QStringLiteral("unembed.num_repeat_tokens, unembed.max_length"),
            QStringLiteral("1 to %1, 2 to %2").arg(kMaxRepeatTokens).arg(kMaxTextLength),
            QStringLiteral("%1, %2").arg(spec.numRepeatTokens).arg(spec.maxLength));
    return {t5Path, config, spec, backbone.isEmpty() ? folder : backbone,
            block.value(QStringLiteral("clean_up_tokenization_spaces")).toBool(false)};
}

SentencePieceTokenizer folderTokenizer(const FolderConfig& config) {
    SentencePieceTokenizer tokenizer = SentencePieceTokenizer::load(config.tokenizerFolder);
    tokenizer.setCleanUpTokenizationSpaces(config.cleanUpSpaces);
    return tokenizer;
}

StateDictLoadOptions checkpointOptions(const T5Config& config, bool corrector) {
    StateDictLoadOptions options = t5LoadOptions(config, "encoder_decoder.");
    // Correctors saved before vec2text gave each of e, e - e_t and e_t its own projection share
    // one, stored under the inverter's name (vec2text remaps these keys on load).
    if (corrector)
        for (const char* which : {"1", "2", "3"})
            for (const char* tensor : {"0.weight", "0.bias", "3.weight", "3.bias"})
                options.aliases.emplace(std::string("embedding_transform.") + tensor,
                                        std::string("embedding_transform_") + which + "." + tensor);
    options.ignoredPrefixes = {"embedder."};
    return options;
}

void save(torch::nn::Module& model, T5Config config, const Vec2TextSpec& spec,
          const QString& family, const SentencePieceTokenizer& tokenizer, const QString& folder) {
    saveAttackerWeights(model, tokenizer, folder);
    QJsonObject fields{{QStringLiteral("num_repeat_tokens"), spec.numRepeatTokens},
                       {QStringLiteral("max_length"), spec.maxLength},
                       {QStringLiteral("feedback"), spec.feedback}};
    if (spec.leftOut.count > 0)
        fields.insert(QStringLiteral("left_out"),
                      QJsonObject{{QStringLiteral("fold"), spec.leftOut.fold},
                                  {QStringLiteral("of"), spec.leftOut.count},
                                  {QStringLiteral("texts"), spec.leftOut.texts}});
    config.extra.insert(QStringLiteral("unembed"),
                        makeAttackerBlock(family, spec.victim(), fields));
    config.save(QDir(folder).filePath(QStringLiteral("config.json")));
}

} // namespace

LoadedInverter loadVec2TextInverter(const QString& folder) {
    const FolderConfig config = readConfig(folder, kVec2TextInversionFamily);
    requireWeightsCover(t5ParameterFloor(config.t5, true),
                        QDir(folder).filePath(QStringLiteral("model.safetensors")),
                        config.t5ConfigPath);
    Vec2TextInverter model(config.t5, config.spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  checkpointOptions(config.t5, false));
    model->eval();
    return {model, folderTokenizer(config)};
}

LoadedCorrector loadVec2TextCorrector(const QString& folder) {
    const FolderConfig config = readConfig(folder, kVec2TextCorrectorFamily);
    requireWeightsCover(t5ParameterFloor(config.t5, true),
                        QDir(folder).filePath(QStringLiteral("model.safetensors")),
                        config.t5ConfigPath);
    Vec2TextCorrector model(config.t5, config.spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  checkpointOptions(config.t5, true));
    model->eval();
    return {model, folderTokenizer(config)};
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
