#include "metric_store.h"

#include <QDateTime>
#include <QVariant>

namespace unembed {

namespace {

QVariant orNull(qint64 id) {
    return id > 0 ? QVariant(id) : QVariant();
}

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL with '' for "none".
QVariant text(const QString& value) {
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

void exec(CaseFile& caseFile, const QString& sql, const QVariantList& values) {
    QSqlQuery q(caseFile.db());
    q.prepare(sql);
    for (const QVariant& value : values)
        q.addBindValue(value);
    execOrThrow(q, caseFile.path());
}

} // namespace

std::vector<qint64> replaceRunEvaluation(CaseFile& caseFile, qint64 runId, qint64 datasetId,
                                         const std::vector<qint64>& referenceRows,
                                         const std::vector<MetricRecord>& metrics,
                                         const std::vector<SpanRecord>& spans,
                                         const QStringList& curveKinds,
                                         const std::vector<StoredCurve>& curves) {
    std::vector<qint64> curveIds;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    caseFile.transaction([&] {
        exec(caseFile, QStringLiteral("DELETE FROM metric WHERE run_id = ?"), {runId});
        exec(caseFile,
             QStringLiteral("DELETE FROM span WHERE run_sample_id IN "
                            "(SELECT id FROM run_sample WHERE run_id = ?)"),
             {runId});
        for (qint64 row : referenceRows)
            exec(caseFile,
                 QStringLiteral("DELETE FROM span WHERE dataset_id = ? AND row = ? AND "
                                "run_sample_id IS NULL"),
                 {datasetId, row});
        QSqlQuery m(caseFile.db());
        m.prepare(QStringLiteral("INSERT INTO metric (run_id, run_sample_id, round, name, value, "
                                 "definition, tokenizer, detector, judge, computed_at) VALUES "
                                 "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const MetricRecord& metric : metrics) {
            m.addBindValue(runId);
            m.addBindValue(orNull(metric.runSampleId));
            m.addBindValue(metric.round ? QVariant(*metric.round) : QVariant());
            m.addBindValue(metric.name);
            m.addBindValue(metric.value);
            m.addBindValue(text(metric.definition));
            m.addBindValue(text(metric.tokenizer));
            m.addBindValue(text(metric.detector));
            m.addBindValue(text(metric.judge));
            m.addBindValue(now);
            execOrThrow(m, caseFile.path());
        }
        QSqlQuery s(caseFile.db());
        s.prepare(QStringLiteral("INSERT INTO span (dataset_id, row, run_sample_id, start, "
                                 "length, kind, text, detector) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const SpanRecord& span : spans) {
            s.addBindValue(span.datasetId);
            s.addBindValue(span.row);
            s.addBindValue(orNull(span.runSampleId));
            s.addBindValue(span.start);
            s.addBindValue(span.length);
            s.addBindValue(span.kind);
            s.addBindValue(text(span.text));
            s.addBindValue(span.detector);
            execOrThrow(s, caseFile.path());
        }
        // The run's curves keep their ids when it is evaluated again.
        std::vector<std::pair<CurveInfo, std::vector<CurvePoint>>> replacements;
        for (const StoredCurve& curve : curves)
            replacements.emplace_back(curve.info, curve.points);
        curveIds = replaceRunCurves(caseFile, runId, curveKinds, replacements);
    });
    return curveIds;
}

namespace {

// The run's metrics matching `filter` (an SQL condition on the metric table), in stored order.
std::vector<MetricRecord> readRunMetrics(CaseFile& caseFile, qint64 runId, const QString& filter) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT run_sample_id, round, name, value, definition, tokenizer, "
                             "detector, judge FROM metric WHERE run_id = ? AND %1 ORDER BY id")
                  .arg(filter));
    q.addBindValue(runId);
    execOrThrow(q, caseFile.path());
    std::vector<MetricRecord> result;
    while (q.next())
        result.push_back(
            {q.value(0).toLongLong(),
             q.value(1).isNull() ? std::nullopt : std::optional<int>(q.value(1).toInt()),
             q.value(2).toString(), q.value(3).toDouble(), q.value(4).toString(),
             q.value(5).toString(), q.value(6).toString(), q.value(7).toString()});
    return result;
}

} // namespace

std::vector<MetricRecord> runMetrics(CaseFile& caseFile, qint64 runId) {
    return readRunMetrics(caseFile, runId, QStringLiteral("1"));
}

std::vector<MetricRecord> runLevelMetrics(CaseFile& caseFile, qint64 runId) {
    return readRunMetrics(caseFile, runId, QStringLiteral("run_sample_id IS NULL"));
}

namespace {

// Runs `q` (selecting row, run_sample_id, start, length, kind, text, detector) and reads the spans.
std::vector<SpanRecord> readSpans(CaseFile& caseFile, QSqlQuery& q, qint64 datasetId) {
    execOrThrow(q, caseFile.path());
    std::vector<SpanRecord> result;
    while (q.next())
        result.push_back({datasetId, q.value(0).toLongLong(), q.value(1).toLongLong(),
                          q.value(2).toInt(), q.value(3).toInt(), q.value(4).toString(),
                          q.value(5).toString(), q.value(6).toString()});
    return result;
}

} // namespace

std::vector<SpanRecord> rowSpans(CaseFile& caseFile, qint64 datasetId, qint64 row) {
    QSqlQuery q(caseFile.db());
    q.prepare(
        QStringLiteral("SELECT row, run_sample_id, start, length, kind, text, detector FROM "
                       "span WHERE dataset_id = ? AND row = ? ORDER BY run_sample_id, start"));
    q.addBindValue(datasetId);
    q.addBindValue(row);
    return readSpans(caseFile, q, datasetId);
}

std::vector<SpanRecord> referenceSpans(CaseFile& caseFile, qint64 datasetId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT row, run_sample_id, start, length, kind, text, detector FROM "
                             "span WHERE dataset_id = ? AND run_sample_id IS NULL "
                             "ORDER BY row, start"));
    q.addBindValue(datasetId);
    return readSpans(caseFile, q, datasetId);
}

QSet<qint64> runsWithRoundFigures(CaseFile& caseFile) {
    QSqlQuery q =
        execOrThrow(caseFile.db(),
                    QStringLiteral("SELECT DISTINCT run_id FROM metric WHERE round IS NOT "
                                   "NULL AND run_sample_id IS NULL"),
                    caseFile.path());
    QSet<qint64> runs;
    while (q.next())
        runs.insert(q.value(0).toLongLong());
    return runs;
}

QStringList sampleMetricNames(CaseFile& caseFile, qint64 runId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT DISTINCT name FROM metric WHERE run_id = ? AND "
                             "run_sample_id IS NOT NULL AND round IS NULL ORDER BY name"));
    q.addBindValue(runId);
    execOrThrow(q, caseFile.path());
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

} // namespace unembed
