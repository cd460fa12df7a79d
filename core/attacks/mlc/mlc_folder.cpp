#include "mlc_folder.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/model_size.h"
#include "nn/state_dict.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

namespace unembed {

namespace {

const QString kFamily = bagOfWordsFamily(BagOfWordsAttack::Mlc);

QJsonArray sweepJson(const std::vector<ThresholdPoint>& sweep) {
    QJsonArray points;
    for (const ThresholdPoint& point : sweep)
        points.append(QJsonObject{{QStringLiteral("threshold"), point.threshold},
                                  {QStringLiteral("precision"), point.scores.precision()},
                                  {QStringLiteral("recall"), point.scores.recall()},
                                  {QStringLiteral("f1"), point.scores.f1()},
                                  {QStringLiteral("true_positives"), point.scores.truePositives()},
                                  {QStringLiteral("predicted"), point.scores.predictedCount()},
                                  {QStringLiteral("reference"), point.scores.referenceCount()}});
    return points;
}

std::vector<ThresholdPoint> sweepFromJson(const QJsonArray& points) {
    std::vector<ThresholdPoint> sweep;
    for (const QJsonValue& value : points) {
        const QJsonObject point = value.toObject();
        const MicroPrf scores =
            MicroPrf::fromCounts(point.value(QStringLiteral("true_positives")).toInteger(),
                                 point.value(QStringLiteral("predicted")).toInteger(),
                                 point.value(QStringLiteral("reference")).toInteger());
        sweep.push_back({point.value(QStringLiteral("threshold")).toDouble(), scores});
    }
    return sweep;
}

} // namespace

LoadedMlc loadMlc(const QString& folder) {
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    const QJsonObject block =
        readAttackerConfig(folder, kFamily).value(QStringLiteral("unembed")).toObject();
    const AttackerVictim victim = attackerVictim(block);
    MlcSpec spec{victim.dim, block.value(QStringLiteral("vocab_size")).toInt(),
                 block.value(QStringLiteral("hidden")).toInt(), victim.name};
    SentencePieceTokenizer tokenizer = loadAttackerTokenizer(folder, block);
    const double threshold = block.value(QStringLiteral("threshold")).toDouble(-1);
    if (spec.hidden < 0 || threshold <= 0 || threshold >= 1)
        throw InputError({path, std::nullopt, QStringLiteral("unembed.threshold"),
                          QStringLiteral("a number between 0 and 1, and hidden >= 0"),
                          QString::number(threshold)},
                         QStringLiteral("the MLC settings are incomplete"));
    requireWeightsCover(spec.hidden > 0 ? double(spec.hidden) * (spec.embeddingDim + spec.vocabSize)
                                        : double(spec.embeddingDim) * spec.vocabSize,
                        QDir(folder).filePath(QStringLiteral("model.safetensors")), path);
    MlcModel model(spec);
    loadStateDict(*model, QDir(folder).filePath(QStringLiteral("model.safetensors")));
    model->eval();
    return {model, tokenizer, threshold, block.value(QStringLiteral("threshold_split")).toString(),
            sweepFromJson(block.value(QStringLiteral("threshold_sweep")).toArray())};
}

void saveMlc(MlcModelImpl& model, const SentencePieceTokenizer& tokenizer,
             const std::vector<ThresholdPoint>& sweep, const QString& thresholdSplit,
             const QString& folder) {
    saveAttackerWeights(model, tokenizer, folder);
    const MlcSpec& spec = model.spec();
    const QJsonObject block =
        makeAttackerBlock(kFamily, spec.victim(),
                          {{QStringLiteral("vocab_size"), spec.vocabSize},
                           {QStringLiteral("hidden"), spec.hidden},
                           {QStringLiteral("threshold"), bestThreshold(sweep).threshold},
                           {QStringLiteral("threshold_split"), thresholdSplit},
                           {QStringLiteral("threshold_sweep"), sweepJson(sweep)}});
    writeJsonFile(QDir(folder).filePath(QStringLiteral("config.json")),
                  QJsonObject{{QStringLiteral("unembed"), block}});
}

} // namespace unembed
