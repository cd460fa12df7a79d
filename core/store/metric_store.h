// Typed reads and writes of a run's evaluation: its metrics (run-level, per sample, per
// correction round) with what produced them, and the sensitive spans detected in its references
// and predictions. An evaluation replaces the run's earlier one, curves included, in one
// transaction, so a case never shows figures from two evaluations mixed.
#pragma once

#include "case_file.h"
#include "curve_store.h"

#include <QSet>

#include <optional>
#include <vector>

namespace unembed {

struct MetricRecord {
    qint64 runSampleId = 0;   // 0 for a run-level figure
    std::optional<int> round; // a Vec2Text round, when the figure is per round
    QString name;
    double value = 0;
    QString definition; // the definition id of eval/metric_definitions.h
    QString tokenizer;
    QString detector;
    QString judge;
};

struct SpanRecord {
    qint64 datasetId = 0;
    qint64 row = 0;
    qint64 runSampleId = 0; // 0 for a span of the reference (the vector's text)
    int start = 0;          // UTF-16 code units
    int length = 0;
    QString kind;
    QString text;
    QString detector;
};

struct StoredCurve {
    CurveInfo info;
    std::vector<CurvePoint> points;
};

// Deletes the run's metrics, its predictions' spans, the reference spans of `referenceRows` of
// the run's dataset and the run's curves of `curveKinds`, then stores the new ones: one
// transaction. Returns the ids of the stored curves.
std::vector<qint64> replaceRunEvaluation(CaseFile& caseFile, qint64 runId, qint64 datasetId,
                                         const std::vector<qint64>& referenceRows,
                                         const std::vector<MetricRecord>& metrics,
                                         const std::vector<SpanRecord>& spans,
                                         const QStringList& curveKinds,
                                         const std::vector<StoredCurve>& curves);

// The run's metrics in stored order.
std::vector<MetricRecord> runMetrics(CaseFile& caseFile, qint64 runId);
// Only its run-level ones (overall and per round), without reading the per-sample figures.
std::vector<MetricRecord> runLevelMetrics(CaseFile& caseFile, qint64 runId);
// The runs that have run-level figures per correction round (evaluated Vec2Text runs).
QSet<qint64> runsWithRoundFigures(CaseFile& caseFile);
// The names of the run's per-sample figures (not per round), sorted, without reading them.
QStringList sampleMetricNames(CaseFile& caseFile, qint64 runId);
// The spans of a dataset row: the reference's (runSampleId 0) and every prediction's.
std::vector<SpanRecord> rowSpans(CaseFile& caseFile, qint64 datasetId, qint64 row);
// The spans of every reference (vector text) of a dataset, in row order, in one read.
std::vector<SpanRecord> referenceSpans(CaseFile& caseFile, qint64 datasetId);

} // namespace unembed
