#include "error.h"
#include "eval/precision_recall_curve.h"
#include "metric_output.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>

namespace unembed::cli {

namespace {

// `sweep pr`: MLC's thresholds with the other attacks' operating points.
int runPrecisionRecallSweep(VerbOptions& options) {
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    const auto runText = options.required(QStringLiteral("run"));
    if (!runText) return 2;
    bool ok = false;
    const qint64 runId = runText->toLongLong(&ok);
    if (!ok || runId <= 0) {
        std::fprintf(stderr, "unembed-cli sweep: --run must be a run id\n");
        return 2;
    }
    try {
        CaseFile caseFile(*casePath);
        const PrecisionRecallCurve curve =
            storePrecisionRecallCurve(caseFile, runId, &interruptToken(), stderrProgress());
        auto figures = [](const MicroPrf& counts) {
            return std::vector<MetricValue>{{QStringLiteral("token_precision"), counts.precision()},
                                            {QStringLiteral("token_recall"), counts.recall()},
                                            {QStringLiteral("token_f1"), counts.f1()}};
        };
        QJsonArray sweep, points;
        QStringList text{QStringLiteral("MLC run %1, precision-recall by threshold (curve %2)")
                             .arg(runId)
                             .arg(curve.curveId)};
        for (const PrecisionRecallPoint& point : curve.sweep) {
            QJsonObject object = metricsObject(figures(point.counts));
            object.insert(QStringLiteral("threshold"), point.threshold);
            sweep.append(object);
            text.append(QStringLiteral("  %1  %2")
                            .arg(point.threshold, 0, 'f', 2)
                            .arg(metricsText(figures(point.counts), QString())));
        }
        for (const OperatingPoint& point : curve.operatingPoints) {
            QJsonObject object = metricsObject(figures(point.counts));
            object.insert(QStringLiteral("run"), point.runId);
            object.insert(QStringLiteral("attack"), point.attack);
            points.append(object);
            text.append(QStringLiteral("  %1 run %2  %3")
                            .arg(point.attack)
                            .arg(point.runId)
                            .arg(metricsText(figures(point.counts), QString())));
        }
        text.append(QStringLiteral("tokenizer %1").arg(curve.tokenizer));
        options.output().result(
            {{QStringLiteral("kind"), QStringLiteral("pr")},
             {QStringLiteral("run"), runId},
             {QStringLiteral("curve"), curve.curveId},
             {QStringLiteral("tokenizer"), curve.tokenizer},
             {QStringLiteral("sweep"), sweep},
             {QStringLiteral("operating_points"), points},
             {QStringLiteral("definitions"), definitionsObject(figures(MicroPrf()))}},
            text.join(QLatin1Char('\n')));
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled; the case is unchanged"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace

int runSweep(const QStringList& args) {
    VerbOptions options(QStringLiteral("sweep"),
                        QStringLiteral("Sweep a parameter and store the curve. Kinds: pr (MLC's "
                                       "token precision-recall over thresholds 0.05..0.95, with "
                                       "the MSP, GEIA and Vec2Text runs on the same dataset as "
                                       "operating points)."),
                        QStringLiteral("KIND:What to sweep: pr."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("case"), QStringLiteral("Case file."), QStringLiteral("CASE")});
    p.addOption(
        {QStringLiteral("run"), QStringLiteral("The MLC run id (pr)."), QStringLiteral("ID")});
    if (auto exit = options.parse(args)) return *exit;
    const QStringList kinds = p.positionalArguments().mid(1);
    if (kinds.size() != 1 || kinds.first() != QLatin1String("pr")) {
        std::fprintf(stderr, "unembed-cli sweep: give one kind: pr\n");
        return 2;
    }
    return runPrecisionRecallSweep(options);
}

} // namespace unembed::cli
