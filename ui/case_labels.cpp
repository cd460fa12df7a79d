#include "case_labels.h"

#include "eval/report_tables.h"
#include "eval/report_text.h"
#include "store/case_file.h"
#include "store/dataset_store.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace unembed {

namespace {

QString localised(const char* text) {
    return QCoreApplication::translate("CaseLabels", text);
}

QJsonObject parameters(const RunInfo& run) {
    return QJsonDocument::fromJson(run.paramsJson.toUtf8()).object();
}

} // namespace

QString termKindLabel(const QString& kind) {
    static const std::pair<const char*, const char*> kinds[] = {
        {"given-name", QT_TRANSLATE_NOOP("CaseLabels", "given name")},
        {"proper-noun", QT_TRANSLATE_NOOP("CaseLabels", "proper noun")},
        {"email", QT_TRANSLATE_NOOP("CaseLabels", "e-mail address")},
        {"phone", QT_TRANSLATE_NOOP("CaseLabels", "phone number")},
        {"address", QT_TRANSLATE_NOOP("CaseLabels", "street address")},
        {"date", QT_TRANSLATE_NOOP("CaseLabels", "date")},
        {"time", QT_TRANSLATE_NOOP("CaseLabels", "time of day")},
        {"year", QT_TRANSLATE_NOOP("CaseLabels", "year")},
        {"number", QT_TRANSLATE_NOOP("CaseLabels", "number")}};
    for (const auto& [id, label] : kinds)
        if (kind == QLatin1String(id)) return localised(label);
    return kind;
}

QString runStatusLabel(const QString& status) {
    if (status == QLatin1String("finished"))
        return localised(QT_TRANSLATE_NOOP("CaseLabels", "finished"));
    if (status == QLatin1String("cancelled"))
        return localised(QT_TRANSLATE_NOOP("CaseLabels", "cancelled"));
    if (status == QLatin1String("failed"))
        return localised(QT_TRANSLATE_NOOP("CaseLabels", "failed"));
    if (status == QLatin1String("running"))
        return localised(QT_TRANSLATE_NOOP("CaseLabels", "running"));
    return status;
}

QString runWithDataset(CaseFile& caseFile, const RunInfo& run) {
    const std::optional<DatasetInfo> dataset =
        run.datasetId ? findDataset(caseFile, run.datasetId) : std::nullopt;
    const QString datasetName =
        dataset ? dataset->name : parameters(run).value(QStringLiteral("dataset")).toString();
    const QString named = localised(QT_TRANSLATE_NOOP("CaseLabels", "%1 (run %2)"))
                              .arg(shownRunLabel(run))
                              .arg(run.id);
    return datasetName.isEmpty()
               ? named
               : localised(QT_TRANSLATE_NOOP("CaseLabels", "%1 on %2")).arg(named, datasetName);
}

QString curveTitle(CaseFile& caseFile, const CurveInfo& curve) {
    const QString title = ReportText::fromStored(curve.title);
    if (curve.runId == 0) return title;
    const std::optional<RunInfo> run = findRun(caseFile, curve.runId);
    if (!run) return title;
    return localised(QT_TRANSLATE_NOOP("CaseLabels", "%1 — %2"))
        .arg(title, runWithDataset(caseFile, *run));
}

qint64 runSamplesRun(CaseFile& caseFile, const RunInfo& run) {
    const qint64 stored = runSampleCount(caseFile, run.id);
    return stored != 0 ? stored : parameters(run).value(QStringLiteral("samples")).toInteger();
}

} // namespace unembed
