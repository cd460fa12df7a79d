#include "error.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_edit.h"
#include "store/run_store.h"
#include "store/stored_ids.h"
#include "verb_options.h"
#include "verbs.h"

namespace unembed::cli {

int runDelete(const QStringList& args) {
    VerbOptions options(QStringLiteral("delete"),
                        QStringLiteral("Delete a run (with its samples, rounds, metrics and "
                                       "curves), a curve, or a dataset (with its vectors and every "
                                       "run made on it) from a case. A running run is refused; "
                                       "an interrupted or cancelled one keeps its rows until "
                                       "deleted."));
    QCommandLineParser& p = options.parser();
    p.addOption(
        {QStringLiteral("case"), QStringLiteral("Case file (*.unembed)."), QStringLiteral("CASE")});
    p.addOption({QStringLiteral("run"), QStringLiteral("Run to delete."), QStringLiteral("ID")});
    p.addOption(
        {QStringLiteral("curve"), QStringLiteral("Curve to delete."), QStringLiteral("ID")});
    p.addOption(
        {QStringLiteral("dataset"), QStringLiteral("Dataset to delete."), QStringLiteral("ID")});
    if (auto exit = options.parse(args)) return *exit;
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    const bool run = p.isSet(QStringLiteral("run"));
    const bool dataset = p.isSet(QStringLiteral("dataset"));
    if (int(run) + int(dataset) + int(p.isSet(QStringLiteral("curve"))) != 1) {
        options.usage(QStringLiteral("give one of --run ID, --curve ID or --dataset ID"));
        return 2;
    }
    const QString what = run       ? QStringLiteral("run")
                         : dataset ? QStringLiteral("dataset")
                                   : QStringLiteral("curve");
    const auto id = options.id(what);
    if (!id) return 2;
    try {
        CaseFile caseFile(*casePath);
        caseFile.requireWritable();
        if (dataset) {
            deleteDataset(caseFile, *id);
        } else if (run) {
            const std::optional<RunInfo> info = findRun(caseFile, *id);
            if (!info)
                return options.output().error(
                    QStringLiteral("%1: there is no run %2; %3")
                        .arg(caseFile.path())
                        .arg(*id)
                        .arg(storedIdsNote(caseFile, QStringLiteral("run"))));
            if (info->status == QLatin1String("running"))
                return options.output().error(
                    QStringLiteral("%1: run %2 is running; stop its job first (an interrupted "
                                   "run is marked so when the case is next opened)")
                        .arg(caseFile.path())
                        .arg(*id));
            deleteRun(caseFile, *id);
        } else {
            requireCurve(caseFile, *id);
            deleteCurve(caseFile, *id);
        }
        options.output().result(
            {{QStringLiteral("case"), caseFile.path()},
             {QStringLiteral("deleted"), what},
             {what, *id}},
            QStringLiteral("deleted %1 %2 (case %3)").arg(what).arg(*id).arg(caseFile.path()));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
