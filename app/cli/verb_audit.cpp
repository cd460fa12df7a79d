#include "error.h"
#include "eval/sample_audit.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>
#include <QTextStream>

#include <cstdio>

namespace unembed::cli {

namespace {

int printCoverage(VerbOptions& options, const QString& casePath, qint64 runId, qint64 size,
                  int audits, bool byLength) {
    try {
        CaseFile caseFile(casePath);
        const std::vector<CoverageFigure> figures =
            checkCoverage(caseFile, runId, size, audits, byLength, &interruptToken());
        QJsonArray rows;
        QString text;
        QTextStream out(&text);
        out << QStringLiteral("run %1: %2 simulated audits of %3 vectors%4; how often the 95 % "
                              "interval holds the whole dataset's figure\n")
                   .arg(runId)
                   .arg(audits)
                   .arg(size)
                   .arg(byLength ? QStringLiteral(" stratified by length") : QString());
        for (const CoverageFigure& f : figures) {
            const double coverage = double(f.covered) / double(f.audits);
            rows.append(QJsonObject{{QStringLiteral("metric"), f.metric},
                                    {QStringLiteral("method"), f.method},
                                    {QStringLiteral("truth"), f.truth},
                                    {QStringLiteral("covered"), f.covered},
                                    {QStringLiteral("audits"), f.audits},
                                    {QStringLiteral("coverage"), coverage},
                                    {QStringLiteral("mean_width"), f.meanWidth}});
            out << QStringLiteral("%1  %2  whole dataset %3  covered %4 %  mean width %5\n")
                       .arg(f.metric, -20)
                       .arg(f.method, -9)
                       .arg(f.truth, 9, 'f', 3)
                       .arg(100 * coverage, 5, 'f', 1)
                       .arg(f.meanWidth, 0, 'f', 3);
        }
        out.flush();
        options.output().result({{QStringLiteral("run"), runId},
                                 {QStringLiteral("sample"), size},
                                 {QStringLiteral("design"), byLength ? QStringLiteral("stratified")
                                                                     : QStringLiteral("uniform")},
                                 {QStringLiteral("figures"), rows}},
                                text.trimmed());
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace

int runAudit(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("audit"),
        QStringLiteral("Estimate a whole dataset's leak figures from an evaluated run that "
                       "inverted a uniform random sample of it (`invert --sample N`, then "
                       "`eval`): each per-vector figure's mean over the dataset with a 95 % "
                       "confidence interval (Wilson's for exact-match rates, a percentile "
                       "bootstrap for the others, both with the finite population correction), "
                       "and the sample an interval --width wide would need. Stored with the run "
                       "and shown in the report. With --coverage N, for a run over the whole "
                       "dataset instead: how often the intervals of --audits simulated audits of "
                       "N vectors hold the whole dataset's figure (should be about 95 %)."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("case"), QStringLiteral("Case file."), QStringLiteral("CASE")});
    p.addOption(
        {QStringLiteral("run"), QStringLiteral("The sampled run's id."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("width"),
                 QStringLiteral("Interval width to size the sample for, in percentage points "
                                "(characters for edit distance; cosines take 1/100 of it). "
                                "Default 5."),
                 QStringLiteral("W"), QStringLiteral("5")});
    p.addOption({QStringLiteral("coverage"),
                 QStringLiteral("Check audits of N vectors against a run over the whole "
                                "dataset instead of auditing the run."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("audits"),
                 QStringLiteral("--coverage: simulated audits, seeds 1 to K (default 200)."),
                 QStringLiteral("K"), QStringLiteral("200")});
    p.addOption({QStringLiteral("stratify"),
                 QStringLiteral("--coverage: simulate audits stratified by text length "
                                "('length'), as invert --sample N --stratify length draws them."),
                 QStringLiteral("length")});
    if (auto exit = options.parse(args)) return *exit;
    const auto casePath = options.required(QStringLiteral("case"));
    const auto runId = options.id(QStringLiteral("run"));
    const auto width = options.real(QStringLiteral("width"), 0.0, 1000.0, true);
    if (!casePath || !runId || !width) return 2;
    if (p.isSet(QStringLiteral("coverage"))) {
        const auto size = options.integer(QStringLiteral("coverage"), 2, limits::kCount);
        const auto audits = options.integer(QStringLiteral("audits"), 1, 100000);
        if (!size || !audits) return 2;
        const QString stratify = p.value(QStringLiteral("stratify"));
        if (!stratify.isEmpty() && stratify != QLatin1String("length")) {
            options.usage(QStringLiteral("--stratify takes 'length'"));
            return 2;
        }
        return printCoverage(options, *casePath, *runId, *size, int(*audits), !stratify.isEmpty());
    }
    if (p.isSet(QStringLiteral("stratify"))) {
        options.usage(QStringLiteral("--stratify goes with --coverage (a sampled run's audit "
                                     "follows the plan it was drawn with)"));
        return 2;
    }
    try {
        CaseFile caseFile(*casePath);
        const SampleAudit audit = auditRun(caseFile, *runId, *width);
        storeAudit(caseFile, audit);
        QString text;
        QTextStream out(&text);
        out << QStringLiteral("run %1: %2 of %3 vectors sampled; 95 % intervals for the whole "
                              "dataset\n")
                   .arg(audit.runId)
                   .arg(audit.sampled)
                   .arg(audit.population);
        out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                   .arg(QStringLiteral("figure"), -20)
                   .arg(QStringLiteral("method"), -9)
                   .arg(QStringLiteral("vectors"), 7)
                   .arg(QStringLiteral("estimate"), 9)
                   .arg(QStringLiteral("95 % interval"), -21)
                   .arg(QStringLiteral("sample for width"));
        for (const AuditFigure& f : audit.figures)
            out << QStringLiteral("%1  %2  %3  %4  [%5, %6]  %7 (width %8)%9\n")
                       .arg(f.metric, -20)
                       .arg(f.method, -9)
                       .arg(f.vectors, 7)
                       .arg(f.estimate, 9, 'f', 3)
                       .arg(f.low, 8, 'f', 3)
                       .arg(f.high, 8, 'f', 3)
                       .arg(f.neededSample)
                       .arg(f.width)
                       .arg(f.vectors < kFewAuditVectors
                                ? QStringLiteral("  too few vectors: the interval is likely "
                                                 "too narrow")
                                : QString());
        out.flush();
        QJsonObject result = auditJson(audit);
        result.insert(QStringLiteral("run"), audit.runId);
        result.insert(QStringLiteral("sampling"), audit.sampling);
        options.output().result(result, text.trimmed());
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
