#include "run_copy.h"

#include "error.h"
#include "store/curve_store.h"
#include "store/metric_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "stored_ids.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace unembed {

qint64 copyRunFigures(CaseFile& from, qint64 runId, CaseFile& to, const QString& datasetNote) {
    const std::optional<RunInfo> run = findRun(from, runId);
    if (!run)
        throw InputError({from.path(), std::nullopt, {}, {}, {}},
                         QStringLiteral("the case has no run %1; %2")
                             .arg(runId)
                             .arg(storedIdsNote(from, QStringLiteral("run"))));
    qint64 modelId = 0;
    for (const ModelInfo& model : listModels(from))
        if (model.id == run->modelId) modelId = registerModel(to, model);
    QJsonObject params = QJsonDocument::fromJson(run->paramsJson.toUtf8()).object();
    params.insert(QStringLiteral("dataset"), datasetNote);
    params.insert(QStringLiteral("samples"), runSampleCount(from, runId));
    const qint64 copy = startRun(
        to, run->attack, modelId, 0,
        QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)), run->device);
    const std::vector<MetricRecord> metrics = runLevelMetrics(from, runId);
    std::vector<StoredCurve> curves;
    QStringList kinds;
    for (const CurveInfo& curve : listCurves(from)) {
        if (curve.runId != runId) continue;
        StoredCurve stored{curve, curvePoints(from, curve.id)};
        stored.info.runId = copy;
        curves.push_back(stored);
        kinds << curve.kind;
    }
    replaceRunEvaluation(to, copy, 0, {}, metrics, {}, kinds, curves);
    finishRun(to, copy, run->status);
    return copy;
}

void rewriteCasePaths(CaseFile& caseFile, const std::function<QString(const QString&)>& rewrite) {
    const std::pair<const char*, const char*> columns[] = {
        {"model", "folder"},        {"run", "params_json"},  {"curve", "params_json"},
        {"dataset", "source_path"}, {"metric", "tokenizer"}, {"metric", "detector"},
        {"metric", "judge"},        {"span", "detector"}};
    caseFile.transaction([&] {
        for (const auto& [table, column] : columns) {
            // Each distinct value once: metrics repeat their tokenizer thousands of times.
            QSqlQuery read(caseFile.db());
            read.prepare(QStringLiteral("SELECT DISTINCT %1 FROM %2").arg(column, table));
            execOrThrow(read, caseFile.path());
            QSqlQuery update(caseFile.db());
            update.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %2 = ?").arg(table, column));
            while (read.next()) {
                const QString before = read.value(0).toString();
                const QString after = rewrite(before);
                if (after == before) continue;
                update.addBindValue(after);
                update.addBindValue(before);
                execOrThrow(update, caseFile.path());
            }
        }
    });
}

} // namespace unembed
