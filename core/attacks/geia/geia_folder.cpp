#include "geia_folder.h"

#include "error.h"
#include "nn/config_reader.h"
#include "nn/model_size.h"
#include "nn/state_dict.h"

#include <QDir>

namespace unembed {

const QString kGeiaFamily = QStringLiteral("geia");

void requireVocabularyFits(int vocabSize, const AttackerTokenizer& tokenizer, const QString& path) {
    if (vocabSize < tokenizer.idCount())
        throw InputError(
            {path, std::nullopt, QStringLiteral("vocab_size"),
             QStringLiteral("at least the tokenizer's %1 ids").arg(tokenizer.idCount()),
             QString::number(vocabSize)},
            QStringLiteral("the decoder's vocabulary is smaller than the tokenizer's"));
}

bool isT5Config(const QJsonObject& json) {
    return json.value(QStringLiteral("model_type")).toString() == QLatin1String("t5");
}

void requireGeiaDecoder(const QJsonObject& json, const QString& path) {
    const QString type = json.value(QStringLiteral("model_type")).toString();
    if (!type.isEmpty() && type != QLatin1String("gpt2") && type != QLatin1String("t5"))
        throw InputError(
            {path, std::nullopt, QStringLiteral("model_type"), QStringLiteral("gpt2 or t5"), type},
            QStringLiteral("GEIA's decoder is a GPT-2 or a T5 encoder-decoder"));
}

LoadedGeia loadGeia(const QString& folder) {
    const QJsonObject json = readAttackerConfig(folder, kGeiaFamily);
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    requireGeiaDecoder(json, path);
    const QString weights = QDir(folder).filePath(QStringLiteral("model.safetensors"));
    const QJsonObject block = json.value(QStringLiteral("unembed")).toObject();
    const AttackerVictim victim = attackerVictim(block);
    GeiaSpec spec{victim.dim, block.value(QStringLiteral("max_length")).toInt(32), victim.name};
    if (spec.maxLength <= 0)
        throw InputError({path, std::nullopt, QStringLiteral("unembed.max_length"),
                          QStringLiteral("a positive number"),
                          ConfigReader::describe(block.value(QStringLiteral("max_length")))},
                         QStringLiteral("invalid GEIA setting"));
    if (isT5Config(json)) {
        const T5Config config = T5Config::fromJson(json, path);
        AttackerTokenizer tokenizer = AttackerTokenizer::load(folder, config.eosTokenId, true);
        requireVocabularyFits(config.vocabSize, tokenizer, path);
        requireWeightsCover(t5ParameterFloor(config, true), weights, path);
        GeiaModel model(config, spec);
        loadStateDict(*model, weights, t5LoadOptions(config, "encoder_decoder."));
        model->eval();
        return {model, std::move(tokenizer)};
    }
    const GPT2Config config = GPT2Config::fromJson(json, path);
    AttackerTokenizer tokenizer = AttackerTokenizer::load(folder, config.eosTokenId);
    requireVocabularyFits(config.vocabSize, tokenizer, path);
    requireWeightsCover(gpt2ParameterFloor(config), weights, path);
    GeiaModel model(config, spec);
    loadStateDict(*model, weights, gpt2LoadOptions(*model, "transformer."));
    model->eval();
    return {model, std::move(tokenizer)};
}

void saveGeia(GeiaModelImpl& model, const AttackerTokenizer& tokenizer, const QString& folder) {
    saveAttackerWeights(model, tokenizer.text(), folder);
    const QJsonObject block =
        makeAttackerBlock(kGeiaFamily, model.spec().victim(),
                          {{QStringLiteral("max_length"), model.spec().maxLength},
                           {QStringLiteral("tokenizer"), tokenizer.description()}});
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    if (model.isEncoderDecoder()) {
        T5Config config = model.encoder_decoder->config();
        config.extra.insert(QStringLiteral("unembed"), block);
        config.save(path);
        return;
    }
    GPT2Config config = model.transformer->config();
    config.extra.insert(QStringLiteral("unembed"), block);
    config.save(path);
}

} // namespace unembed
