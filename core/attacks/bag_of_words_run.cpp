#include "bag_of_words_run.h"

#include "attacks/alignment/run_alignment.h"
#include "attacks/dataset_vectors.h"
#include "attacks/mlc/mlc_folder.h"
#include "attacks/msp/msp_folder.h"
#include "error.h"
#include "runtime/compute_device.h"
#include "store/run_store.h"

#include <torch/torch.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace unembed {

namespace {

QString compactJson(const QJsonArray& array) {
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

// [[id, piece], ...], or with scores [[id, piece, p], ...].
QString tokensJson(const std::vector<PredictedToken>& tokens, bool withScores) {
    QJsonArray array;
    for (const PredictedToken& token : tokens) {
        QJsonArray entry{qint64(token.id), token.piece};
        if (withScores) entry.append(token.score);
        array.append(entry);
    }
    return compactJson(array);
}

// Both families behind one call: the predictions for a batch of embeddings.
struct LoadedAttacker {
    AttackerVictim victim;
    std::function<std::vector<BagOfWordsPrediction>(const torch::Tensor&)> predict;
    QJsonObject params;
    std::optional<double> threshold;
};

LoadedAttacker loadAttacker(const BagOfWordsRunRequest& request) {
    if (request.attack == BagOfWordsAttack::Mlc) {
        auto mlc = std::make_shared<LoadedMlc>(loadMlc(request.modelFolder));
        const double threshold = request.threshold.value_or(mlc->threshold);
        if (threshold <= 0 || threshold >= 1)
            throw InputError({{},
                              std::nullopt,
                              QStringLiteral("threshold"),
                              QStringLiteral("a number between 0 and 1"),
                              QString::number(threshold)},
                             QStringLiteral("MLC predicts the tokens above a probability"));
        const QString source = request.threshold ? QStringLiteral("user")
                                                 : mlc->thresholdSplit + QStringLiteral("-sweep");
        return {mlc->model->spec().victim(),
                [mlc, threshold](const torch::Tensor& embeddings) {
                    return mlcPredictions(mlc->model->probabilities(embeddings), threshold,
                                          mlc->tokenizer);
                },
                {{QStringLiteral("threshold"), threshold},
                 {QStringLiteral("threshold_source"), source},
                 {QStringLiteral("hidden"), mlc->model->spec().hidden},
                 {QStringLiteral("score_floor"), kMlcScoreFloor}},
                threshold};
    }
    auto msp = std::make_shared<LoadedMsp>(loadMsp(request.modelFolder));
    return {msp->model->spec().victim(),
            [msp](const torch::Tensor& embeddings) {
                return mspPredictions(*msp->model, embeddings, msp->tokenizer);
            },
            {{QStringLiteral("steps"), msp->model->spec().steps},
             {QStringLiteral("hidden"), msp->model->spec().hidden}},
            std::nullopt};
}

} // namespace

BagOfWordsRunResult runBagOfWords(CaseFile& caseFile, const BagOfWordsRunRequest& request,
                                  const CancelToken* cancel, const PredictionObserver& observer,
                                  const ProgressFn& progress) {
    caseFile.requireWritable();
    const DatasetInfo dataset = requireDataset(caseFile, request.datasetId);
    requireBatchSize(request.batchSize);
    if (progress) progress({QStringLiteral("loading the model"), 0, 0});
    const LoadedAttacker attacker = loadAttacker(request);
    const RunAlignment alignment(request.alignMap, dataset);
    requireDimensionFits(attacker.victim, request.modelFolder, int(alignment.dimension()),
                         dataset.name);

    const QString family = bagOfWordsFamily(request.attack);
    // Rows asked for by number are read at once; a whole dataset batch by batch.
    const std::vector<StoredVector> chosen =
        request.rows.empty() ? std::vector<StoredVector>{}
                             : readRunVectors(caseFile, dataset, 0, request.rows);
    const qint64 modelId = registerAttacker(caseFile, request.modelFolder, family, attacker.victim);
    QJsonObject params = attacker.params;
    params.insert(QStringLiteral("limit"), request.limit);
    params.insert(QStringLiteral("rows"), rowsJson(request.rows));
    alignment.record(params);
    const qint64 runId =
        startRun(caseFile, family, modelId, request.datasetId,
                 QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)),
                 computeInfo().summary());
    const qint64 total = !request.rows.empty() ? qint64(chosen.size())
                         : request.limit > 0   ? std::min(request.limit, dataset.count)
                                               : dataset.count;
    completeRun(caseFile, runId, [&] {
        for (qint64 start = 0; start < total; start += request.batchSize) {
            if (cancel) cancel->throwIfCancelled();
            if (progress) progress({QStringLiteral("predicting tokens"), start, total});
            const qint64 count = std::min<qint64>(request.batchSize, total - start);
            const std::vector<StoredVector> vectors =
                request.rows.empty() ? readVectors(caseFile, request.datasetId, start, count)
                                     : std::vector<StoredVector>(chosen.begin() + start,
                                                                 chosen.begin() + start + count);
            std::vector<BagOfWordsPrediction> predictions =
                attacker.predict(alignment.vectors(vectors));
            for (size_t i = 0; i < vectors.size(); ++i) {
                BagOfWordsPrediction& prediction = predictions[i];
                prediction.row = vectors[i].row;
                recordSampleTokens(caseFile, runId, prediction.row, prediction.text,
                                   tokensJson(prediction.tokens, false),
                                   request.attack == BagOfWordsAttack::Mlc
                                       ? tokensJson(prediction.scores, true)
                                       : QString());
                if (observer) observer(prediction);
            }
        }
        if (progress) progress({QStringLiteral("predicting tokens"), total, total});
    });
    return {runId, total, attacker.threshold};
}

} // namespace unembed
