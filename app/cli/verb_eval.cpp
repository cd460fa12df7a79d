#include "error.h"
#include "eval/run_evaluation.h"
#include "metric_output.h"
#include "verb_options.h"
#include "verbs.h"
#include "victim_options.h"

#include <QJsonArray>

namespace unembed::cli {

int runEval(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("eval"),
        QStringLiteral("Score a run of a case against its dataset's texts and store the figures "
                       "(per sample and per run), the sensitive terms detected in references "
                       "and predictions and, for Vec2Text, the per-round figures and the rounds "
                       "and scatter curves. Replaces the run's earlier evaluation."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("case"), QStringLiteral("Case file."), QStringLiteral("CASE")});
    p.addOption(
        {QStringLiteral("run"), QStringLiteral("Run id in the case."), QStringLiteral("ID")});
    addVictimOptions(p, QStringLiteral("The victim, for the cosine."), true);
    p.addOption({QStringLiteral("judge"),
                 QStringLiteral("A separate judge embedder folder (GEIA's ES)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("perplexity-judge"),
                 QStringLiteral("A Hugging Face GPT-2 folder: the predictions' perplexity under it "
                                "(GEIA's PPL, as evaluate's perplexity)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("terms"), QStringLiteral("Sensitive-term list, one term per line."),
                 QStringLiteral("FILE")});
    if (auto exit = options.parse(args)) return *exit;
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    const auto runId = options.id(QStringLiteral("run"));
    const auto victim = victimOptions(options, *casePath);
    if (!runId || !victim) return 2;
    RunEvaluationRequest request;
    request.runId = *runId;
    request.victim = *victim;
    request.judgeFolder = p.value(QStringLiteral("judge"));
    request.perplexityJudge = p.value(QStringLiteral("perplexity-judge"));
    request.termsFile = p.value(QStringLiteral("terms"));
    try {
        CaseFile caseFile(*casePath);
        const RunEvaluation result =
            evaluateRun(caseFile, request, &interruptToken(), stderrProgress());
        QString text = QStringLiteral("run %1 (%2, %3 outputs, %4 samples)\n%5")
                           .arg(request.runId)
                           .arg(result.attack, result.output)
                           .arg(result.samples)
                           .arg(metricsText(result.runMetrics, QStringLiteral("  ")));
        QJsonArray rounds;
        std::vector<MetricValue> named = result.runMetrics;
        for (const RoundFigures& round : result.rounds) {
            rounds.append(QJsonObject{{QStringLiteral("round"), round.round},
                                      {QStringLiteral("metrics"), metricsObject(round.values)}});
            text += QStringLiteral("\nround %1: %2")
                        .arg(round.round)
                        .arg(metricsText(round.values, QString()));
            named.insert(named.end(), round.values.begin(), round.values.end());
        }
        text += QStringLiteral("\n%1 sensitive spans stored; tokenizer %2; detectors: %3")
                    .arg(result.spans)
                    .arg(result.tokenizer, result.detector);
        QJsonArray curves;
        for (qint64 id : result.curveIds)
            curves.append(id);
        options.output().result({{QStringLiteral("run"), request.runId},
                                 {QStringLiteral("attack"), result.attack},
                                 {QStringLiteral("output"), result.output},
                                 {QStringLiteral("sample_count"), result.samples},
                                 {QStringLiteral("metrics"), metricsObject(result.runMetrics)},
                                 {QStringLiteral("rounds"), rounds},
                                 {QStringLiteral("spans"), result.spans},
                                 {QStringLiteral("curves"), curves},
                                 {QStringLiteral("tokenizer"), result.tokenizer},
                                 {QStringLiteral("detector"), result.detector},
                                 {QStringLiteral("definitions"), definitionsObject(named)}},
                                text);
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled; the case is unchanged"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
