// A case holding evaluated runs as an evaluation stores them (run-level and per-round figures
// under their registry definitions, a curve per run) for the report suites. Header-only.
#pragma once

#include "eval/metric_definitions.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"

namespace unembed::test {

inline MetricRecord figure(const QString& name, double value,
                           std::optional<int> round = std::nullopt) {
    MetricRecord record;
    record.round = round;
    record.name = name;
    record.value = value;
    record.definition = metricDefinition(name).definitionId;
    if (name.startsWith(QLatin1String("token_")))
        record.tokenizer = QStringLiteral("attacker spiece.model");
    if (name == QLatin1String("nerr")) record.detector = QStringLiteral("test detector");
    return record;
}

// A finished run with two samples, these run-level (and per-round) figures and a scatter curve of
// the two.
inline qint64 evaluatedRun(CaseFile& c, const QString& attack, const QString& params,
                           const std::vector<MetricRecord>& metrics) {
    const qint64 run = startRun(c, attack, 0, 0, params, QStringLiteral("CPU"));
    recordSampleOutput(c, run, 0, QStringLiteral("first"), 0.5);
    recordSampleOutput(c, run, 1, QStringLiteral("second"), 0.5);
    StoredCurve curve;
    curve.info.kind = QStringLiteral("scatter");
    curve.info.runId = run;
    curve.info.title = QStringLiteral("scatter");
    curve.points = {{QStringLiteral("samples"), 1, 0.5, 10.0, QStringLiteral("row 0")},
                    {QStringLiteral("samples"), 1, 0.5, 20.0, QStringLiteral("row 1")}};
    replaceRunEvaluation(c, run, 0, {}, metrics, {}, {QStringLiteral("scatter")}, {curve});
    finishRun(c, run, QStringLiteral("finished"));
    return run;
}

struct EvaluatedRuns {
    qint64 mlc = 0, geia = 0, vec2text = 0;
};

// MLC (token figures), GEIA beam 5 (token F1, NERR, BLEU-1, cosine) and Vec2Text 20 steps with
// sbeam 4 (rounds 0..5 and final BLEU and tf1).
inline EvaluatedRuns fillEvaluatedCase(CaseFile& c) {
    EvaluatedRuns runs;
    runs.mlc = evaluatedRun(c, QStringLiteral("mlc"), QStringLiteral("{\"threshold\":0.3}"),
                            {figure(QStringLiteral("token_precision"), 50.0),
                             figure(QStringLiteral("token_recall"), 25.0),
                             figure(QStringLiteral("token_f1"), 33.3333)});
    runs.geia = evaluatedRun(
        c, QStringLiteral("geia"), QStringLiteral("{\"decode\":\"beam\",\"beams\":5}"),
        {figure(QStringLiteral("token_f1"), 61.25), figure(QStringLiteral("nerr"), 12.5),
         figure(QStringLiteral("geia_bleu1"), 40.0), figure(QStringLiteral("cosine"), 0.8126)});
    std::vector<MetricRecord> rounds;
    for (int round = 0; round <= 5; ++round) {
        rounds.push_back(figure(QStringLiteral("bleu"), 10.0 * round, round));
        rounds.push_back(figure(QStringLiteral("exact_match"), 0.0, round));
        rounds.push_back(figure(QStringLiteral("target_cosine"), 0.5 + 0.1 * round, round));
    }
    rounds.push_back(figure(QStringLiteral("bleu"), 50.0));
    rounds.push_back(figure(QStringLiteral("tf1"), 70.0));
    runs.vec2text = evaluatedRun(c, QStringLiteral("vec2text"),
                                 QStringLiteral("{\"steps\":20,\"sbeam\":4}"), rounds);
    return runs;
}

} // namespace unembed::test
