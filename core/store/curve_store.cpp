#include "curve_store.h"

#include "error.h"
#include "stored_ids.h"

#include <QHash>
#include <QVariant>

namespace unembed {

namespace {

const QString kCurveColumns = QStringLiteral(
    "id, kind, run_id, title, x_label, y_label, y2_label, log_x, params_json, created_at");

CurveInfo curveFromQuery(const QSqlQuery& q) {
    return {
        q.value(0).toLongLong(), q.value(1).toString(),
        q.value(2).toLongLong(), q.value(3).toString(),
        q.value(4).toString(),   q.value(5).toString(),
        q.value(6).toString(),   q.value(7).toInt() != 0,
        q.value(8).toString(),   QDateTime::fromString(q.value(9).toString(), Qt::ISODateWithMs)};
}

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL with '' for "none".
QVariant text(const QString& value) {
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

} // namespace

qint64 insertCurve(CaseFile& caseFile, const CurveInfo& curve,
                   const std::vector<CurvePoint>& points, qint64 id) {
    static const QStringList kinds = {QStringLiteral("pr"),       QStringLiteral("noise"),
                                      QStringLiteral("rounds"),   QStringLiteral("scatter"),
                                      QStringLiteral("loss"),     QStringLiteral("defence"),
                                      QStringLiteral("defences"), QStringLiteral("length")};
    if (!kinds.contains(curve.kind))
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("kind"),
                          kinds.join(QStringLiteral(", ")), curve.kind},
                         QStringLiteral("unknown curve kind"));
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("INSERT INTO curve (id, kind, run_id, title, x_label, y_label, "
                             "y2_label, log_x, params_json, created_at) VALUES "
                             "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(id > 0 ? QVariant(id) : QVariant()); // NULL: the next free id
    q.addBindValue(curve.kind);
    q.addBindValue(curve.runId > 0 ? QVariant(curve.runId) : QVariant());
    q.addBindValue(text(curve.title));
    q.addBindValue(text(curve.xLabel));
    q.addBindValue(text(curve.yLabel));
    q.addBindValue(text(curve.y2Label));
    q.addBindValue(curve.logX ? 1 : 0);
    q.addBindValue(curve.paramsJson.isEmpty() ? QStringLiteral("{}") : curve.paramsJson);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    execOrThrow(q, caseFile.path());
    id = q.lastInsertId().toLongLong();
    QSqlQuery p(caseFile.db());
    p.prepare(QStringLiteral("INSERT INTO curve_point (curve_id, series, axis, idx, x, y, "
                             "label) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    QHash<QString, int> nextIndex;
    for (const CurvePoint& point : points) {
        p.addBindValue(id);
        p.addBindValue(text(point.series));
        p.addBindValue(point.axis);
        p.addBindValue(nextIndex[point.series]++);
        p.addBindValue(point.x);
        p.addBindValue(point.y);
        p.addBindValue(text(point.label));
        execOrThrow(p, caseFile.path());
    }
    return id;
}

qint64 saveCurve(CaseFile& caseFile, const CurveInfo& curve,
                 const std::vector<CurvePoint>& points) {
    qint64 id = 0;
    caseFile.transaction([&] { id = insertCurve(caseFile, curve, points); });
    return id;
}

void deleteRunCurves(CaseFile& caseFile, qint64 runId, const QStringList& kinds) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("DELETE FROM curve WHERE run_id = ? AND kind = ?"));
    for (const QString& kind : kinds) {
        q.addBindValue(runId);
        q.addBindValue(kind);
        execOrThrow(q, caseFile.path());
    }
}

void deleteCurve(CaseFile& caseFile, qint64 curveId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("DELETE FROM curve WHERE id = ?"));
    q.addBindValue(curveId);
    execOrThrow(q, caseFile.path());
}

std::vector<qint64>
replaceRunCurves(CaseFile& caseFile, qint64 runId, const QStringList& kinds,
                 const std::vector<std::pair<CurveInfo, std::vector<CurvePoint>>>& curves) {
    QHash<QString, QList<qint64>> oldIds;
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT id FROM curve WHERE run_id = ? AND kind = ? ORDER BY id"));
    for (const QString& kind : kinds) {
        q.addBindValue(runId);
        q.addBindValue(kind);
        execOrThrow(q, caseFile.path());
        while (q.next())
            oldIds[kind].append(q.value(0).toLongLong());
    }
    deleteRunCurves(caseFile, runId, kinds);
    std::vector<qint64> ids;
    for (const auto& [curve, points] : curves) {
        QList<qint64>& reusable = oldIds[curve.kind];
        ids.push_back(
            insertCurve(caseFile, curve, points, reusable.isEmpty() ? 0 : reusable.takeFirst()));
    }
    return ids;
}

qint64 replaceRunCurve(CaseFile& caseFile, const CurveInfo& curve,
                       const std::vector<CurvePoint>& points) {
    qint64 id = 0;
    caseFile.transaction([&] {
        id = replaceRunCurves(caseFile, curve.runId, {curve.kind}, {{curve, points}}).front();
    });
    return id;
}

std::vector<CurveInfo> listCurves(CaseFile& caseFile) {
    QSqlQuery q = execOrThrow(caseFile.db(),
                              QStringLiteral("SELECT %1 FROM curve ORDER BY id").arg(kCurveColumns),
                              caseFile.path());
    std::vector<CurveInfo> result;
    while (q.next())
        result.push_back(curveFromQuery(q));
    return result;
}

std::optional<CurveInfo> findCurve(CaseFile& caseFile, qint64 curveId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT %1 FROM curve WHERE id = ?").arg(kCurveColumns));
    q.addBindValue(curveId);
    execOrThrow(q, caseFile.path());
    if (!q.next()) return std::nullopt;
    return curveFromQuery(q);
}

CurveInfo requireCurve(CaseFile& caseFile, qint64 curveId) {
    const std::optional<CurveInfo> curve = findCurve(caseFile, curveId);
    if (!curve)
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("curve"),
                          QStringLiteral("the id of a curve in the case"),
                          QString::number(curveId)},
                         QStringLiteral("there is no such curve in the case; %1")
                             .arg(storedIdsNote(caseFile, QStringLiteral("curve"))));
    return *curve;
}

std::vector<CurvePoint> curvePoints(CaseFile& caseFile, qint64 curveId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT series, axis, x, y, label FROM curve_point WHERE curve_id = ? "
                             "ORDER BY series, idx"));
    q.addBindValue(curveId);
    execOrThrow(q, caseFile.path());
    std::vector<CurvePoint> result;
    while (q.next())
        result.push_back({q.value(0).toString(), q.value(1).toInt(), q.value(2).toDouble(),
                          q.value(3).toDouble(), q.value(4).toString()});
    return result;
}

} // namespace unembed
