#include "geia_folder.h"

#include "error.h"
#include "nn/config_reader.h"
#include "nn/model_size.h"
#include "nn/state_dict.h"

#include <QDir>

namespace unembed {

const QString kGeiaFamily = QStringLiteral("geia");

void requireVocabularyFits(const GPT2Config& config, const AttackerTokenizer& tokenizer,
                           const QString& path) {
    if (config.vocabSize < tokenizer.idCount())
        throw InputError(
            {path, std::nullopt, QStringLiteral("vocab_size"),
             QStringLiteral("at least the tokenizer's %1 ids").arg(tokenizer.idCount()),
             QString::number(config.vocabSize)},
            QStringLiteral("the GPT-2 vocabulary is smaller than the tokenizer's"));
}

LoadedGeia loadGeia(const QString& folder) {
    const QJsonObject json = readAttackerConfig(folder, kGeiaFamily);
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    const GPT2Config config = GPT2Config::fromJson(json, path);
    const QJsonObject block = json.value(QStringLiteral("unembed")).toObject();
    const AttackerVictim victim = attackerVictim(block);
    GeiaSpec spec{victim.dim, block.value(QStringLiteral("max_length")).toInt(32), victim.name};
    if (spec.maxLength <= 0)
        throw InputError({path, std::nullopt, QStringLiteral("unembed.max_length"),
                          QStringLiteral("a positive number"),
                          ConfigReader::describe(block.value(QStringLiteral("max_length")))},
                         QStringLiteral("invalid GEIA setting"));
    AttackerTokenizer tokenizer = AttackerTokenizer::load(folder, config.eosTokenId);
    requireVocabularyFits(config, tokenizer, path);
    requireWeightsCover(gpt2ParameterFloor(config),
                        QDir(folder).filePath(QStringLiteral("model.safetensors")), path);
    GeiaModel model(config, spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")),
                  gpt2LoadOptions(*model, "transformer."));
    model->eval();
    return {model, std::move(tokenizer)};
}

void saveGeia(GeiaModelImpl& model, const AttackerTokenizer& tokenizer, const QString& folder) {
    saveAttackerWeights(model, tokenizer.text(), folder);
    GPT2Config config = model.transformer->config();
    config.extra.insert(
        QStringLiteral("unembed"),
        makeAttackerBlock(kGeiaFamily, model.spec().victim(),
                          {{QStringLiteral("max_length"), model.spec().maxLength},
                           {QStringLiteral("tokenizer"), tokenizer.description()}}));
    config.save(QDir(folder).filePath(QStringLiteral("config.json")));
}

} // namespace unembed
