#include "precision_recall_curve.h"

#include "error.h"
#include "eval/attacker_tokens.h"
#include "eval/metric_definitions.h"
#include "eval/token_outputs.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/run_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace unembed {

namespace {

QString seriesName(const RunInfo& run) {
    static const QHash<QString, QString> names = {
        {QStringLiteral("msp"), QStringLiteral("MSP")},
        {QStringLiteral("geia"), QStringLiteral("GEIA")},
        {QStringLiteral("vec2text"), QStringLiteral("Vec2Text")}};
    return QStringLiteral("%1 (run %2)").arg(names.value(run.attack, run.attack)).arg(run.id);
}

} // namespace

PrecisionRecallCurve storePrecisionRecallCurve(CaseFile& caseFile, qint64 mlcRunId,
                                               const CancelToken* cancel,
                                               const ProgressFn& progress) {
    const auto mlc = findRun(caseFile, mlcRunId);
    if (!mlc || mlc->attack != QLatin1String("mlc"))
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run %1").arg(mlcRunId),
                          QStringLiteral("an MLC run"),
                          mlc ? mlc->attack : QStringLiteral("no such run")},
                         QStringLiteral("a precision-recall sweep needs MLC's token scores"));
    const QHash<qint64, QString> references = datasetTexts(caseFile, mlc->datasetId);
    const AttackerTokens mlcTokens = AttackerTokens::forRun(caseFile, *mlc);

    std::vector<ScoredSentence> sentences;
    for (const RunSampleInfo& sample : runSamples(caseFile, mlcRunId)) {
        if (sample.scoresJson.isEmpty())
            throw InputError({caseFile.path(), sample.row + 1, QStringLiteral("scores_json"),
                              QStringLiteral("[[id, piece, p], ...]"), QStringLiteral("none")},
                             QStringLiteral("the MLC sample has no stored token scores"));
        sentences.push_back({mlcTokens.encode(references.value(sample.row)),
                             parseTokenScores(sample.scoresJson, caseFile.path(), sample.row)});
    }
    std::vector<RunInfo> others;
    for (const RunInfo& run : listRuns(caseFile))
        if (run.datasetId == mlc->datasetId && run.status == QLatin1String("finished") &&
            (run.attack == QLatin1String("msp") || run.attack == QLatin1String("geia") ||
             run.attack == QLatin1String("vec2text")))
            others.push_back(run);

    PrecisionRecallCurve result;
    result.tokenizer = mlcTokens.label();
    const std::vector<double> thresholds = sweepThresholds();
    result.sweep = precisionRecallSweep(sentences, thresholds);
    std::vector<CurvePoint> points;
    for (const PrecisionRecallPoint& point : result.sweep)
        points.push_back({QStringLiteral("MLC"), 1, point.counts.recall(), point.counts.precision(),
                          QString::number(point.threshold, 'f', 2)});
    QJsonArray runs{mlcRunId};
    for (size_t i = 0; i < others.size(); ++i) {
        if (cancel) cancel->throwIfCancelled();
        if (progress)
            progress({QStringLiteral("operating points"), qint64(i), qint64(others.size())});
        const AttackerTokens tokens = AttackerTokens::forRun(caseFile, others[i]);
        OperatingPoint point{others[i].id, others[i].attack, {}};
        for (const RunSampleInfo& sample : runSamples(caseFile, others[i].id))
            point.counts.add(tokens.encode(references.value(sample.row)),
                             tokens.predictedIds(sample, caseFile.path()));
        points.push_back({seriesName(others[i]), 1, point.counts.recall(), point.counts.precision(),
                          QStringLiteral("run %1").arg(others[i].id)});
        result.operatingPoints.push_back(point);
        runs.append(others[i].id);
    }
    QJsonArray thresholdValues;
    for (double t : thresholds)
        thresholdValues.append(t);
    const QJsonObject params{
        {QStringLiteral("definition"), metricDefinition(QStringLiteral("token_f1")).definitionId},
        {QStringLiteral("tokenizer"), result.tokenizer},
        {QStringLiteral("thresholds"), thresholdValues},
        {QStringLiteral("runs"), runs}};
    CurveInfo curve;
    curve.kind = QStringLiteral("pr");
    curve.runId = mlcRunId;
    curve.title = QStringLiteral("Token precision-recall over MLC thresholds");
    curve.xLabel = QStringLiteral("recall (%)");
    curve.yLabel = QStringLiteral("precision (%)");
    curve.paramsJson = QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact));
    result.curveId = replaceRunCurve(caseFile, curve, points);
    return result;
}

} // namespace unembed
