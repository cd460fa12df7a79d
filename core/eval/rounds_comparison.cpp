#include "rounds_comparison.h"

#include "error.h"
#include "eval/metric_definitions.h"
#include "eval/report_tables.h"
#include "store/curve_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <map>

namespace unembed {

namespace {

struct ComparedMetric {
    const char* name;
    const char* series;
    int axis;
};

const ComparedMetric kMetrics[] = {
    {"bleu", "BLEU", 1}, {"exact_match", "exact match", 1}, {"target_cosine", "cosine", 2}};

InputError comparisonError(const CaseFile& caseFile, const QString& field, const QString& expected,
                           const QString& found, const QString& problem) {
    return InputError({caseFile.path(), std::nullopt, field, expected, found}, problem);
}

} // namespace

QStringList roundsComparisonMetrics() {
    QStringList names;
    for (const ComparedMetric& metric : kMetrics)
        names << QLatin1String(metric.name);
    return names;
}

qint64 storeRoundsComparison(CaseFile& caseFile, const RoundsComparisonRequest& request) {
    if (request.runIds.size() < 2)
        throw comparisonError(caseFile, QStringLiteral("runs"), QStringLiteral("two or more"),
                              QString::number(request.runIds.size()),
                              QStringLiteral("a comparison by round needs at least two runs"));
    if (request.metrics.isEmpty())
        throw comparisonError(caseFile, QStringLiteral("metrics"),
                              roundsComparisonMetrics().join(QStringLiteral(", ")),
                              QStringLiteral("none"),
                              QStringLiteral("choose at least one metric to compare"));
    std::vector<const ComparedMetric*> metrics;
    for (const QString& name : request.metrics) {
        if (request.metrics.count(name) > 1)
            throw comparisonError(caseFile, QStringLiteral("metrics"),
                                  QStringLiteral("each metric once"), name,
                                  QStringLiteral("the metric is listed more than once"));
        const ComparedMetric* found = nullptr;
        for (const ComparedMetric& metric : kMetrics)
            if (name == QLatin1String(metric.name)) found = &metric;
        if (!found)
            throw comparisonError(caseFile, QStringLiteral("metrics"),
                                  roundsComparisonMetrics().join(QStringLiteral(", ")), name,
                                  QStringLiteral("not a per-round figure"));
        metrics.push_back(found);
    }

    // Percentages on the left, cosine on the right; cosine alone takes the left axis.
    QStringList percentages;
    bool cosine = false;
    for (const ComparedMetric* metric : metrics) {
        if (metric->axis == 1)
            percentages << QLatin1String(metric->series);
        else
            cosine = true;
    }
    const int cosineAxis = percentages.isEmpty() ? 1 : 2;
    CurveInfo curve;
    curve.kind = QStringLiteral("rounds");
    curve.xLabel = QStringLiteral("correction round");
    curve.yLabel = percentages.isEmpty()
                       ? QStringLiteral("cosine")
                       : QStringLiteral("%1 (%)").arg(percentages.join(QStringLiteral(" / ")));
    if (!percentages.isEmpty() && cosine) curve.y2Label = QStringLiteral("cosine");

    std::vector<CurvePoint> points;
    QStringList labels;
    QJsonArray runs;
    QSet<qint64> seen;
    for (const qint64 runId : request.runIds) {
        const std::optional<RunInfo> run = findRun(caseFile, runId);
        const QString field = QStringLiteral("run %1").arg(runId);
        if (seen.contains(runId))
            throw comparisonError(caseFile, field, QStringLiteral("each run once"),
                                  QStringLiteral("listed twice"),
                                  QStringLiteral("the run is listed more than once"));
        seen.insert(runId);
        if (!run || run->attack != QLatin1String("vec2text"))
            throw comparisonError(caseFile, field, QStringLiteral("a Vec2Text run"),
                                  run ? run->attack : QStringLiteral("no such run"),
                                  QStringLiteral("only Vec2Text runs have correction rounds"));
        // round -> metric -> value, from the run's stored per-round figures.
        std::map<int, QHash<QString, double>> rounds;
        for (const MetricRecord& record : runLevelMetrics(caseFile, runId))
            if (record.round) rounds[*record.round].insert(record.name, record.value);
        if (rounds.empty())
            throw comparisonError(caseFile, field, QStringLiteral("per-round figures"),
                                  QStringLiteral("none"),
                                  QStringLiteral("the run has not been evaluated; evaluate it "
                                                 "first (unembed-cli eval --case %1 --run %2)")
                                      .arg(caseFile.path())
                                      .arg(runId));
        const QString label = QStringLiteral("%1 (run %2)").arg(runLabel(*run)).arg(runId);
        for (const ComparedMetric* metric : metrics)
            for (const auto& [round, values] : rounds) {
                const auto value = values.constFind(QLatin1String(metric->name));
                if (value == values.constEnd())
                    throw comparisonError(
                        caseFile, field, QLatin1String(metric->name), QStringLiteral("none"),
                        QStringLiteral("round %1 has no figure of this metric").arg(round));
                points.push_back(
                    {QStringLiteral("%1: %2").arg(label, QLatin1String(metric->series)),
                     metric->axis == 2 ? cosineAxis : 1, double(round), *value,
                     QStringLiteral("run %1, round %2").arg(runId).arg(round)});
            }
        labels << label;
        runs.append(runId);
    }
    curve.title =
        QStringLiteral("By correction round: %1").arg(labels.join(QStringLiteral(" vs ")));
    QJsonObject definitions;
    for (const ComparedMetric* metric : metrics)
        definitions.insert(QLatin1String(metric->name),
                           metricDefinition(QLatin1String(metric->name)).definitionId);
    curve.paramsJson =
        QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("runs"), runs},
                                                    {QStringLiteral("metrics"),
                                                     QJsonArray::fromStringList(request.metrics)},
                                                    {QStringLiteral("definitions"), definitions}})
                              .toJson(QJsonDocument::Compact));
    return saveCurve(caseFile, curve, points);
}

} // namespace unembed
