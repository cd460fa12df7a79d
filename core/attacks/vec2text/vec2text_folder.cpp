#include "vec2text_folder.h"

#include "embedders/embedder.h"
#include "error.h"
#include "nn/state_dict.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>

namespace unembed {

const QString kVec2TextInversionFamily = QStringLiteral("vec2text-inversion");
const QString kVec2TextCorrectorFamily = QStringLiteral("vec2text-corrector");

namespace {

InputError folderError(const QString& path, const QString& problem, const QString& field = {},
                       const QString& expected = {}, const QString& found = {}) {
    return InputError({path, std::nullopt, field, expected, found}, problem);
}

// Reads the T5 config and the "unembed" block, checking the family.
std::pair<T5Config, Vec2TextSpec> readConfig(const QString& folder, const QString& family) {
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    if (!QFile::exists(path))
        throw folderError(folder, QStringLiteral("not a model folder: config.json is missing"));
    const T5Config config = T5Config::load(path);
    const QJsonObject block = config.extra.value(QStringLiteral("unembed")).toObject();
    const QString found = block.value(QStringLiteral("family")).toString();
    if (found != family)
        throw folderError(path, QStringLiteral("this folder does not hold the expected model"),
                          QStringLiteral("unembed.family"), family,
                          found.isEmpty() ? QStringLiteral("no Unembed model family") : found);
    Vec2TextSpec spec;
    const QJsonObject victim = block.value(QStringLiteral("victim")).toObject();
    spec.embeddingDim = victim.value(QStringLiteral("dim")).toInt(0);
    spec.victimName = victim.value(QStringLiteral("name")).toString();
    spec.numRepeatTokens = block.value(QStringLiteral("num_repeat_tokens")).toInt(16);
    spec.maxLength = block.value(QStringLiteral("max_length")).toInt(32);
    if (spec.embeddingDim <= 0 || spec.numRepeatTokens <= 0 || spec.maxLength <= 1)
        throw folderError(path, QStringLiteral("the \"unembed\" block needs victim.dim, "
                                               "num_repeat_tokens and max_length as positive "
                                               "numbers"));
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
    if (!QDir().mkpath(folder))
        throw folderError(folder, QStringLiteral("cannot create the model folder"));
    const QDir dir(folder);
    config.extra.insert(QStringLiteral("unembed"),
                        QJsonObject{{QStringLiteral("family"), family},
                                    {QStringLiteral("victim"),
                                     QJsonObject{{QStringLiteral("name"), spec.victimName},
                                                 {QStringLiteral("dim"), spec.embeddingDim}}},
                                    {QStringLiteral("num_repeat_tokens"), spec.numRepeatTokens},
                                    {QStringLiteral("max_length"), spec.maxLength}});
    config.save(dir.filePath(QStringLiteral("config.json")));
    saveStateDict(model, dir.filePath(QStringLiteral("model.safetensors")),
                  {{QStringLiteral("format"), QStringLiteral("pt")}});
    const QString spm = dir.filePath(QStringLiteral("spiece.model"));
    if (QFileInfo(tokenizer.modelPath()).canonicalFilePath() !=
        QFileInfo(spm).canonicalFilePath()) {
        QFile::remove(spm);
        if (!QFile::copy(tokenizer.modelPath(), spm))
            throw folderError(spm, QStringLiteral("cannot copy the tokenizer model"));
    }
}

} // namespace

LoadedInverter loadVec2TextInverter(const QString& folder) {
    const auto [config, spec] = readConfig(folder, kVec2TextInversionFamily);
    Vec2TextInverter model(config, spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  checkpointOptions(config));
    model->eval();
    return {model, SentencePieceTokenizer::load(folder)};
}

LoadedCorrector loadVec2TextCorrector(const QString& folder) {
    const auto [config, spec] = readConfig(folder, kVec2TextCorrectorFamily);
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

void requireVictimFits(const Vec2TextSpec& spec, const QString& modelFolder,
                       const Embedder& victim) {
    if (spec.embeddingDim != victim.dimension())
        throw folderError(
            modelFolder,
            QStringLiteral("this attacker was trained for another embedder (%1) "
                           "than the victim %2")
                .arg(spec.victimName.isEmpty() ? QStringLiteral("unnamed") : spec.victimName,
                     victim.name()),
            QStringLiteral("embedding dimension"), QString::number(victim.dimension()),
            QString::number(spec.embeddingDim));
}

} // namespace unembed
