#include "error.h"
#include "eval/report_tables.h"
#include "eval/run_facts.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>
#include <QTextStream>

namespace unembed::cli {

int runList(const QStringList& args) {
    VerbOptions options(QStringLiteral("list"),
                        QStringLiteral("List the datasets, models, runs and curves of a case."));
    options.parser().addOption(
        {QStringLiteral("case"), QStringLiteral("Case file (*.unembed)."), QStringLiteral("CASE")});
    if (auto exit = options.parse(args)) return *exit;
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    try {
        CaseFile caseFile(*casePath);
        QJsonArray datasets, models, runs, curves;
        QString text;
        QTextStream out(&text);
        out << "Datasets:\n";
        for (const DatasetInfo& d : listDatasets(caseFile)) {
            datasets.append(
                QJsonObject{{QStringLiteral("id"), d.id},
                            {QStringLiteral("name"), d.name},
                            {QStringLiteral("rows"), d.count},
                            {QStringLiteral("dim"), d.dim},
                            {QStringLiteral("has_texts"), d.hasTexts},
                            {QStringLiteral("format"), d.format},
                            {QStringLiteral("source"), d.sourcePath},
                            {QStringLiteral("sha256"), d.checksum},
                            {QStringLiteral("created"), d.createdAt.toString(Qt::ISODate)}});
            out << QStringLiteral("  %1  %2  %3 x %4%5  (%6)\n")
                       .arg(d.id)
                       .arg(d.name)
                       .arg(d.count)
                       .arg(d.dim)
                       .arg(d.hasTexts ? QStringLiteral(", texts") : QString(), d.sourcePath);
        }
        out << "Models:\n";
        QHash<qint64, QString> modelNames;
        for (const ModelInfo& m : listModels(caseFile)) {
            modelNames.insert(m.id, m.name);
            models.append(QJsonObject{{QStringLiteral("id"), m.id},
                                      {QStringLiteral("name"), m.name},
                                      {QStringLiteral("family"), m.family},
                                      {QStringLiteral("folder"), m.folder},
                                      {QStringLiteral("victim"), m.victimName},
                                      {QStringLiteral("victim_dim"), m.victimDim}});
            out << QStringLiteral("  %1  %2  %3  %4\n").arg(m.id).arg(m.name, m.family, m.folder);
        }
        out << "Runs:\n";
        for (const RunInfo& r : listRuns(caseFile)) {
            const RunFacts facts = runFacts(r);
            const auto orNull = [](const QString& value) {
                return value.isEmpty() ? QJsonValue() : QJsonValue(value);
            };
            runs.append(QJsonObject{
                {QStringLiteral("id"), r.id},
                {QStringLiteral("attack"), r.attack},
                {QStringLiteral("model"), r.modelId},
                {QStringLiteral("model_name"), orNull(modelNames.value(r.modelId))},
                {QStringLiteral("dataset"), r.datasetId},
                {QStringLiteral("dataset_note"), orNull(facts.datasetNote)},
                {QStringLiteral("label"), runLabel(r)},
                {QStringLiteral("steps"), facts.steps ? QJsonValue(*facts.steps) : QJsonValue()},
                {QStringLiteral("subset"), orNull(facts.rows)},
                {QStringLiteral("partial"), facts.partial},
                {QStringLiteral("defence"), orNull(facts.defence)},
                {QStringLiteral("threat_model"), orNull(facts.threatModel)},
                {QStringLiteral("status"), r.status},
                {QStringLiteral("device"), r.device},
                {QStringLiteral("started"), r.startedAt.toString(Qt::ISODate)}});
            // The label names the attack's settings (Vec2Text's steps and beams), the threat
            // model and a partial merge; the rest that tells runs apart follows it.
            QStringList line{QString::number(r.id), runLabel(r)};
            if (r.modelId > 0) line << QStringLiteral("model %1").arg(modelNames.value(r.modelId));
            line << (r.datasetId > 0 ? QStringLiteral("dataset %1").arg(r.datasetId)
                     : facts.datasetNote.isEmpty()
                         ? QStringLiteral("no dataset")
                         : QStringLiteral("dataset not in the case: %1").arg(facts.datasetNote));
            if (facts.steps && r.attack != QLatin1String("vec2text"))
                line << QStringLiteral("%1 steps").arg(*facts.steps);
            if (!facts.rows.isEmpty() && !facts.partial) line << facts.rows;
            if (!facts.defence.isEmpty()) line << QStringLiteral("defence %1").arg(facts.defence);
            line << r.status;
            out << QStringLiteral("  ") << line.join(QStringLiteral("  ")) << '\n';
        }
        out << "Curves:\n";
        for (const CurveInfo& c : listCurves(caseFile)) {
            const qint64 points = qint64(curvePoints(caseFile, c.id).size());
            curves.append(QJsonObject{{QStringLiteral("id"), c.id},
                                      {QStringLiteral("kind"), c.kind},
                                      {QStringLiteral("title"), c.title},
                                      {QStringLiteral("run"), c.runId},
                                      {QStringLiteral("points"), points}});
            out << QStringLiteral("  %1  %2  %3  (%4 points)\n")
                       .arg(c.id)
                       .arg(c.kind, c.title)
                       .arg(points);
        }
        out.flush();
        text.chop(1);
        options.output().result({{QStringLiteral("case"), caseFile.path()},
                                 {QStringLiteral("schema_version"), caseFile.schemaVersion()},
                                 {QStringLiteral("datasets"), datasets},
                                 {QStringLiteral("models"), models},
                                 {QStringLiteral("runs"), runs},
                                 {QStringLiteral("curves"), curves}},
                                text);
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
