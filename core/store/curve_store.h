// Curves kept in the case file: a precision-recall sweep, a noise trade-off, metrics per
// correction round, a cosine-vs-BLEU scatter or a loss curve, each a set of named series of
// (x, y) points on the left or right y axis. Every figure the GUI or `unembed-cli export` draws is
// read from here, so reopening a case redraws the same figures.
#pragma once

#include "case_file.h"

#include <QDateTime>

#include <optional>
#include <vector>

namespace unembed {

struct CurveInfo {
    qint64 id = 0;
    QString kind;     // pr, noise, rounds, scatter, loss, defence, defences, length
    qint64 runId = 0; // 0 when the curve belongs to no single run
    QString title;
    QString xLabel;
    QString yLabel;
    QString y2Label; // empty without a right axis
    bool logX = false;
    QString paramsJson = QStringLiteral("{}"); // how it was made: runs, thresholds, definitions
    QDateTime createdAt;
};

struct CurvePoint {
    QString series;
    int axis = 1; // 1: left y axis, 2: right y axis
    double x = 0;
    double y = 0;
    QString label; // e.g. the threshold or the sample row, shown in tooltips
};

// Stores the curve and its points in one transaction (points keep their order within a series)
// and returns the curve's id. Throws InputError for a kind the schema does not know.
qint64 saveCurve(CaseFile& caseFile, const CurveInfo& curve, const std::vector<CurvePoint>& points);
// The same, for a caller that already holds CaseFile::transaction (e.g. replacing a run's whole
// evaluation at once). `id` > 0 stores it under that id (a curve being replaced).
qint64 insertCurve(CaseFile& caseFile, const CurveInfo& curve,
                   const std::vector<CurvePoint>& points, qint64 id = 0);
// Replaces the run's curves of `kinds` by `curves` (call inside CaseFile::transaction). A new
// curve of a kind the run had takes that curve's id (the k-th of a kind the k-th old one's), so
// a script that names a curve by id goes on finding it after the run is evaluated again or its
// sweep re-run. Returns the ids in the order of `curves`.
std::vector<qint64>
replaceRunCurves(CaseFile& caseFile, qint64 runId, const QStringList& kinds,
                 const std::vector<std::pair<CurveInfo, std::vector<CurvePoint>>>& curves);
// Deletes the curves of `runId` of these kinds; call inside CaseFile::transaction.
void deleteRunCurves(CaseFile& caseFile, qint64 runId, const QStringList& kinds);
// Deletes one curve with its points.
void deleteCurve(CaseFile& caseFile, qint64 curveId);
// Replaces the run's curves of `curve.kind` by this one in one transaction (a re-run sweep),
// keeping the id as replaceRunCurves does.
qint64 replaceRunCurve(CaseFile& caseFile, const CurveInfo& curve,
                       const std::vector<CurvePoint>& points);

std::vector<CurveInfo> listCurves(CaseFile& caseFile);
std::optional<CurveInfo> findCurve(CaseFile& caseFile, qint64 curveId);
// The curve, or an InputError that names the case's curves.
CurveInfo requireCurve(CaseFile& caseFile, qint64 curveId);
// Series by name, each in stored order.
std::vector<CurvePoint> curvePoints(CaseFile& caseFile, qint64 curveId);

} // namespace unembed
