#include "msp_folder.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/model_size.h"
#include "nn/state_dict.h"

#include <QDir>
#include <QJsonObject>

namespace unembed {

namespace {

const QString kFamily = bagOfWordsFamily(BagOfWordsAttack::Msp);
// More prediction steps than any text has words: refused before the model is built.
constexpr int kMaxSteps = 1024;

} // namespace

LoadedMsp loadMsp(const QString& folder) {
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    const QJsonObject block =
        readAttackerConfig(folder, kFamily).value(QStringLiteral("unembed")).toObject();
    const AttackerVictim victim = attackerVictim(block);
    MspSpec spec;
    spec.embeddingDim = victim.dim;
    spec.victimName = victim.name;
    spec.vocabSize = block.value(QStringLiteral("vocab_size")).toInt();
    spec.hidden = block.value(QStringLiteral("hidden")).toInt();
    spec.steps = block.value(QStringLiteral("steps")).toInt();
    SentencePieceTokenizer tokenizer = loadAttackerTokenizer(folder, block);
    if (spec.hidden <= 0 || spec.steps <= 0 || spec.steps > kMaxSteps)
        throw InputError({path, std::nullopt, QStringLiteral("unembed.hidden, unembed.steps"),
                          QStringLiteral("positive numbers, steps at most %1").arg(kMaxSteps),
                          QStringLiteral("%1, %2").arg(spec.hidden).arg(spec.steps)},
                         QStringLiteral("the MSP settings are incomplete"));
    // The GRU's recurrent matrices and the output layer, checked against the stored weights.
    requireWeightsCover(3.0 * spec.hidden * spec.hidden + double(spec.hidden) * spec.vocabSize,
                        QDir(folder).filePath(QStringLiteral("model.safetensors")), path);
    MspModel model(spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")));
    model->eval();
    return {model, tokenizer};
}

void saveMsp(MspModelImpl& model, const SentencePieceTokenizer& tokenizer, const QString& folder) {
    saveAttackerWeights(model, tokenizer, folder);
    const MspSpec& spec = model.spec();
    const QJsonObject block = makeAttackerBlock(kFamily, spec.victim(),
                                                {{QStringLiteral("vocab_size"), spec.vocabSize},
                                                 {QStringLiteral("hidden"), spec.hidden},
                                                 {QStringLiteral("steps"), spec.steps}});
    writeJsonFile(QDir(folder).filePath(QStringLiteral("config.json")),
                  QJsonObject{{QStringLiteral("unembed"), block}});
}

} // namespace unembed
