// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "embedders/victim.h"

#include "run_evaluation.h"

#include "attacks/attributes/probe_run.h"

#include "error.h"
#include "eval/attacker_tokens.h"
#include "eval/bleu.h"
#include "eval/exact_match.h"
#include "eval/length_study.h"
#include "eval/perplexity.h"
#include "eval/text_scores.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "store/stored_ids.h"
#include "text/token_f1.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace unembed {

namespace {

// The evaluation's figures as stored rows, each with its definition and what produced it.
class MetricRecords {
public:
    MetricRecords(QString tokenizer, QString detector)
        : tokenizer_(std::move(tokenizer)), detector_(std::move(detector)) {}

    void add(qint64 runSampleId, std::optional<int> round, const MetricValue& value,
             const QString& judge = {}) {
        const MetricDefinition& definition = metricDefinition(value.name);
        const bool tokenFigure = value.name.startsWith(QLatin1String("token_"));
        const bool detectorFigure = definition.tokenization == QLatin1String("detector spans");
        records_.push_back({runSampleId, round, value.name, value.value, definition.definitionId,
                            tokenFigure ? tokenizer_ : definition.tokenization,
                            detectorFigure ? detector_ : QString(), judge});
    }
    void add(qint64 runSampleId, const std::vector<MetricValue>& values) {
        for (const MetricValue& value : values)
            add(runSampleId, std::nullopt, value);
    }
    const std::vector<MetricRecord>& records() const { return records_; }

private:
    QString tokenizer_;
    QString detector_;
    std::vector<MetricRecord> records_;
};

std::vector<MetricValue> microValues(const MicroPrf& counts) {
    return {{QStringLiteral("token_precision"), counts.precision()},
            {QStringLiteral("token_recall"), counts.recall()},
            {QStringLiteral("token_f1"), counts.f1()}};
}

// cos(f(a_i), f(b_i)) for every i under the embedder `spec` names, and the embedder's name.
std::pair<std::vector<double>, QString> pairCosines(const VictimSpec& spec, const QStringList& a,
                                                    const QStringList& b,
                                                    const CancelToken* cancel) {
    const auto embedder = openVictim(spec);
    const torch::Tensor x = embedder->embed(a, cancel);
    const torch::Tensor y = embedder->embed(b, cancel);
    const torch::Tensor cosines = torch::cosine_similarity(x, y, 1).to(torch::kFloat64);
    std::vector<double> values(size_t(cosines.size(0)));
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = cosines[int64_t(i)].item<double>();
    return {values, embedder->name()};
}

double mean(const std::vector<double>& values) {
    double sum = 0;
    for (double v : values)
        sum += v;
    return values.empty() ? 0.0 : sum / double(values.size());
}

} // namespace

RunEvaluation evaluateRun(CaseFile& caseFile, const RunEvaluationRequest& request,
                          const CancelToken* cancel, const ProgressFn& progress) {
    caseFile.requireWritable();
    const auto run = findRun(caseFile, request.runId);
    if (!run)
        throw InputError(
            {caseFile.path(), std::nullopt, QStringLiteral("run"),
             QStringLiteral("a run of the case"), QString::number(request.runId)},
            QStringLiteral("no such run; %1").arg(storedIdsNote(caseFile, QStringLiteral("run"))));
    // Attribute inference is no reconstruction: its figures are the probes' ROC AUC and average
    // precision, which `train probe` measures on held-out texts.
    if (run->attack == kProbeAttack)
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run %1").arg(run->id),
                          QStringLiteral("a reconstruction (MLC, MSP, GEIA, Vec2Text)"),
                          QStringLiteral("attribute probabilities")},
                         QStringLiteral("an attribute-probe run is not scored as text; its "
                                        "probes' AUC on held-out texts is in the probe folder "
                                        "(train probe)"));
    const std::vector<RunSampleInfo> samples = runSamples(caseFile, run->id);
    if (samples.empty())
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run %1").arg(run->id),
                          QStringLiteral("stored outputs"), QStringLiteral("none")},
                         QStringLiteral("the run has no outputs to score"));
    const QHash<qint64, QString> references = datasetTexts(caseFile, run->datasetId);
    const AttackerTokens tokens = AttackerTokens::forRun(caseFile, *run);
    const DetectorSet detectorSet(request.termsFile, request.wordList);
    const std::vector<const TermDetector*>& detectors = detectorSet.detectors();

    RunEvaluation result;
    result.attack = run->attack;
    result.samples = qint64(samples.size());
    result.tokenizer = tokens.label();
    const bool tokenOutputs = std::any_of(samples.begin(), samples.end(),
                                          [](const auto& s) { return !s.tokensJson.isEmpty(); });
    result.output = tokenOutputs ? QStringLiteral("tokens") : QStringLiteral("text");
    if (tokenOutputs && !request.perplexityJudge.isEmpty())
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run %1").arg(run->id),
                          QStringLiteral("text outputs to judge"), QStringLiteral("token sets")},
                         QStringLiteral("a perplexity needs texts: %1 outputs token sets")
                             .arg(run->attack.toUpper()));
    TextScores textScores(detectors);
    result.detector = textScores.detectorLabel();
    MetricRecords records(result.tokenizer, result.detector);
    MicroPrf runCounts;
    std::vector<SpanRecord> spans;
    std::vector<qint64> rows;
    std::vector<int> referenceLengths; // in attacker tokens, EOS not counted
    QStringList predictions, referenceTexts;
    for (size_t i = 0; i < samples.size(); ++i) {
        if (cancel) cancel->throwIfCancelled();
        if (progress) progress({QStringLiteral("scoring"), qint64(i), qint64(samples.size())});
        const RunSampleInfo& sample = samples[i];
        const QString reference = references.value(sample.row);
        MicroPrf sampleCounts;
        const auto referenceIds = tokens.encode(reference);
        const auto predictedIds = tokens.predictedIds(sample, caseFile.path());
        sampleCounts.add(referenceIds, predictedIds);
        runCounts.add(referenceIds, predictedIds);
        if (!tokenOutputs) records.add(sample.id, textScores.add(sample.finalText, reference));
        records.add(sample.id, microValues(sampleCounts));
        for (const SensitiveSpan& span : detectSensitiveTerms(detectors, reference))
            spans.push_back({run->datasetId, sample.row, 0, span.start, span.length, span.kind,
                             span.text, span.detector});
        for (const SensitiveSpan& span : detectSensitiveTerms(detectors, sample.finalText))
            spans.push_back({run->datasetId, sample.row, sample.id, span.start, span.length,
                             span.kind, span.text, span.detector});
        rows.push_back(sample.row);
        referenceLengths.push_back(std::max(0, int(referenceIds.size()) - 1));
        predictions.append(sample.finalText);
        referenceTexts.append(reference);
    }
    if (!tokenOutputs) result.runMetrics = textScores.corpus();
    for (const MetricValue& value : microValues(runCounts))
        result.runMetrics.push_back(value);
    records.add(0, result.runMetrics);

    std::vector<double> victimCosines;
    const std::pair<QString, VictimSpec> embedders[] = {
        {QStringLiteral("cosine"), request.victim},
        {QStringLiteral("judge_cosine"), request.judgeFolder}};
    for (const auto& [name, spec] : embedders) {
        if (spec.isEmpty()) continue;
        if (progress) progress({QStringLiteral("embedding for ") + name, 0, 0});
        const auto [cosines, embedderName] = pairCosines(spec, predictions, referenceTexts, cancel);
        for (size_t i = 0; i < samples.size(); ++i)
            records.add(samples[i].id, std::nullopt, {name, cosines[i]}, embedderName);
        result.runMetrics.push_back({name, mean(cosines)});
        records.add(0, std::nullopt, result.runMetrics.back(), embedderName);
        if (name == QLatin1String("cosine")) victimCosines = cosines;
    }

    if (!request.perplexityJudge.isEmpty()) {
        const JudgePerplexities judged =
            judgePerplexities(request.perplexityJudge, predictions, cancel, progress);
        std::vector<double> values;
        for (size_t i = 0; i < samples.size(); ++i) {
            if (!judged.values[i]) continue;
            values.push_back(*judged.values[i]);
            records.add(samples[i].id, std::nullopt, {QStringLiteral("perplexity"), values.back()},
                        judged.judge);
        }
        if (!values.empty()) {
            result.runMetrics.push_back({QStringLiteral("perplexity"), mean(values)});
            records.add(0, std::nullopt, result.runMetrics.back(), judged.judge);
        }
    }

    std::vector<StoredCurve> curves;
    if (run->attack == QLatin1String("vec2text")) {
        // Every sample's hypothesis after each round; a sample that stopped early keeps its last.
        std::vector<std::vector<RoundInfo>> sampleRoundsList;
        int lastRound = -1;
        for (const RunSampleInfo& sample : samples) {
            sampleRoundsList.push_back(sampleRounds(caseFile, sample.id));
            if (!sampleRoundsList.back().empty())
                lastRound = std::max(lastRound, sampleRoundsList.back().back().round);
        }
        StoredCurve roundsCurve;
        roundsCurve.info.kind = QStringLiteral("rounds");
        roundsCurve.info.runId = run->id;
        roundsCurve.info.title = QStringLiteral("BLEU, exact match and cosine by correction round");
        roundsCurve.info.xLabel = QStringLiteral("correction round");
        roundsCurve.info.yLabel = QStringLiteral("BLEU / exact match (%)");
        roundsCurve.info.y2Label = QStringLiteral("cosine");
        for (int round = 0; round <= lastRound; ++round) {
            std::vector<double> bleus, matches, cosines;
            for (size_t i = 0; i < samples.size(); ++i) {
                const RoundInfo* latest = nullptr;
                for (const RoundInfo& info : sampleRoundsList[i])
                    if (info.round <= round) latest = &info;
                if (!latest) continue;
                const QString reference = references.value(samples[i].row);
                bleus.push_back(vec2textBleu(latest->hypothesis, reference));
                matches.push_back(exactMatch(latest->hypothesis, reference) ? 100.0 : 0.0);
                cosines.push_back(latest->cosine);
            }
            RoundFigures figures{round,
                                 {{QStringLiteral("bleu"), mean(bleus)},
                                  {QStringLiteral("exact_match"), mean(matches)},
                                  {QStringLiteral("target_cosine"), mean(cosines)}}};
            for (const MetricValue& value : figures.values)
                records.add(0, round, value);
            roundsCurve.points.push_back(
                {QStringLiteral("BLEU"), 1, double(round), figures.values[0].value, QString()});
            roundsCurve.points.push_back({QStringLiteral("exact match"), 1, double(round),
                                          figures.values[1].value, QString()});
            roundsCurve.points.push_back(
                {QStringLiteral("cosine"), 2, double(round), figures.values[2].value, QString()});
            result.rounds.push_back(figures);
        }
        const QString cosineName =
            victimCosines.empty() ? QStringLiteral("target_cosine") : QStringLiteral("cosine");
        StoredCurve scatter;
        scatter.info.kind = QStringLiteral("scatter");
        scatter.info.runId = run->id;
        scatter.info.title = QStringLiteral("Final cosine against BLEU per sample");
        scatter.info.xLabel = QStringLiteral("cosine");
        scatter.info.yLabel = QStringLiteral("BLEU");
        for (size_t i = 0; i < samples.size(); ++i) {
            const double cosine =
                victimCosines.empty() ? samples[i].finalCosine.value_or(0.0) : victimCosines[i];
            scatter.points.push_back({QStringLiteral("samples"), 1, cosine,
                                      vec2textBleu(predictions[i], referenceTexts[i]),
                                      QStringLiteral("row %1").arg(samples[i].row)});
        }
        const QJsonObject params{
            {QStringLiteral("bleu"), metricDefinition(QStringLiteral("bleu")).definitionId},
            {QStringLiteral("cosine"), metricDefinition(cosineName).definitionId}};
        const QString paramsJson =
            QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact));
        roundsCurve.info.paramsJson = paramsJson;
        scatter.info.paramsJson = paramsJson;
        curves.push_back(roundsCurve);
        curves.push_back(scatter);
    }
    if (!tokenOutputs) {
        LengthStudyInput study{referenceLengths, predictions, referenceTexts, {}, {}};
        study.cosineName =
            victimCosines.empty() ? QStringLiteral("target_cosine") : QStringLiteral("cosine");
        for (size_t i = 0; i < samples.size(); ++i)
            study.cosines.push_back(victimCosines.empty() ? samples[i].finalCosine
                                                          : std::optional(victimCosines[i]));
        curves.push_back(lengthStudyCurve(run->id, study, result.tokenizer));
    }
    result.spans = qint64(spans.size());
    result.curveIds = replaceRunEvaluation(
        caseFile, run->id, run->datasetId, rows, records.records(), spans,
        {QStringLiteral("rounds"), QStringLiteral("scatter"), QStringLiteral("length")}, curves);
    return result;
}

} // namespace unembed
