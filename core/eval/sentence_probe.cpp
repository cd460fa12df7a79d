#include "sentence_probe.h"

#include "attacks/bag_of_words_run.h"
#include "attacks/geia/geia_run.h"
#include "attacks/vec2text/vec2text_run.h"
#include "embedders/text_embedding.h"
#include "error.h"
#include "eval/entity_recovery.h"
#include "eval/run_evaluation.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"

#include <cmath>
#include <functional>

namespace unembed {

const char* const kScratchFormat = "scratch";
const char* const kPastedFormat = "scratch-vector";

namespace {

struct AttackerRun {
    qint64 runId = 0;
    QStringList warnings; // what the run warned of (MLC and MSP take no victim: none)
};

// The stored row `row` of the dataset, alone, under `attacker`.
AttackerRun runAttacker(CaseFile& caseFile, const SentenceProbeRequest& request, qint64 datasetId,
                        qint64 row, const ProbeAttacker& attacker, const CancelToken* cancel,
                        const RoundObserver& rounds) {
    if (attacker.family == QLatin1String("mlc") || attacker.family == QLatin1String("msp")) {
        BagOfWordsRunRequest run;
        run.attack =
            attacker.family == QLatin1String("mlc") ? BagOfWordsAttack::Mlc : BagOfWordsAttack::Msp;
        run.modelFolder = attacker.modelFolder;
        run.alignMap = request.alignMap;
        run.datasetId = datasetId;
        run.rows = {row};
        return {runBagOfWords(caseFile, run, cancel).runId, {}};
    }
    if (attacker.family == QLatin1String("geia")) {
        GeiaRunRequest run;
        run.modelFolder = attacker.modelFolder;
        run.alignMap = request.alignMap;
        run.victim = request.victim;
        run.datasetId = datasetId;
        run.rows = {row};
        const GeiaRunResult result = runGeia(caseFile, run, cancel);
        return {result.runId, result.warnings};
    }
    if (attacker.family == QLatin1String("vec2text")) {
        Vec2TextRunRequest run;
        run.inverterFolder = attacker.modelFolder;
        run.correctorFolder = attacker.correctorFolder;
        run.alignMap = request.alignMap;
        run.victim = request.victim;
        run.datasetId = datasetId;
        run.rows = {row};
        run.correction = request.correction;
        const Vec2TextRunResult result = runVec2Text(caseFile, run, cancel, rounds);
        return {result.runId, result.warnings};
    }
    throw InputError({{},
                      std::nullopt,
                      QStringLiteral("attacker"),
                      QStringLiteral("mlc, msp, geia or vec2text"),
                      attacker.family},
                     QStringLiteral("there is no such attack"));
}

// Each attacker of the request on the stored row `result.row` of `result.datasetId`, in the
// request's order; `score` fills an outcome's figures once its run is stored. An attacker that
// fails is reported in its outcome; Cancelled goes through.
void attackStoredRow(CaseFile& caseFile, const SentenceProbeRequest& request,
                     SentenceProbeResult& result, const CancelToken* cancel,
                     const ProbeRoundObserver& rounds, const ProgressFn& progress,
                     const std::function<void(ProbeOutcome&)>& score) {
    for (size_t i = 0; i < request.attackers.size(); ++i) {
        if (cancel) cancel->throwIfCancelled();
        const ProbeAttacker& attacker = request.attackers[i];
        if (progress)
            progress({QStringLiteral("attacking with %1").arg(attacker.family), qint64(i),
                      qint64(request.attackers.size())});
        ProbeOutcome done;
        done.attacker = attacker;
        try {
            RoundObserver attackerRounds;
            if (rounds) attackerRounds = [&](const CorrectionRound& round) { rounds(i, round); };
            const AttackerRun run = runAttacker(caseFile, request, result.datasetId, result.row,
                                                attacker, cancel, attackerRounds);
            done.runId = run.runId;
            done.warnings = run.warnings;
            const std::vector<RunSampleInfo> samples = runSamples(caseFile, done.runId);
            if (!samples.empty()) done.output = samples.front().finalText;
            score(done);
        } catch (const Cancelled&) {
            throw;
        } catch (const std::exception& e) { // InputError's what() is its message
            done.error = QString::fromUtf8(e.what());
        }
        result.outcomes.push_back(done);
    }
    if (progress)
        progress({QStringLiteral("attacking"), qint64(request.attackers.size()),
                  qint64(request.attackers.size())});
}

double vectorCosine(const std::vector<float>& a, const float* b) {
    double dot = 0, aa = 0, bb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        dot += double(a[i]) * double(b[i]);
        aa += double(a[i]) * double(a[i]);
        bb += double(b[i]) * double(b[i]);
    }
    return aa > 0 && bb > 0 ? dot / std::sqrt(aa * bb) : 0.0;
}

} // namespace

qint64 findScratchDataset(CaseFile& caseFile, const VictimSpec& victim, const char* format) {
    for (const DatasetInfo& dataset : listDatasets(caseFile))
        if (dataset.format == QLatin1String(format) && dataset.sourcePath == victim.describe())
            return dataset.id;
    return 0;
}

SentenceProbeResult probeSentence(CaseFile& caseFile, const SentenceProbeRequest& request,
                                  const CancelToken* cancel, const ProbeRoundObserver& rounds,
                                  const ProgressFn& progress) {
    caseFile.requireWritable();
    const QString text = request.text.trimmed();
    if (text.isEmpty()) throw InputError({}, QStringLiteral("type a sentence to embed and attack"));
    if (progress) progress({QStringLiteral("embedding the sentence"), 0, 0});
    TextEmbeddingResult embedded = embedTexts({request.victim, {text}, 1}, cancel);
    embedded.set.sourcePath = request.victim.describe();

    SentenceProbeResult result;
    result.datasetId = findScratchDataset(caseFile, request.victim);
    if (result.datasetId == 0) {
        result.datasetId = insertDataset(caseFile, embedded.set,
                                         {QStringLiteral("Scratch: %1").arg(embedded.embedderName),
                                          QLatin1String(kScratchFormat),
                                          QStringLiteral("") /* typed: no file to sum */});
        result.row = 0;
    } else {
        result.row = appendVectors(caseFile, result.datasetId, embedded.set);
    }
    result.datasetName = requireDataset(caseFile, result.datasetId).name;

    attackStoredRow(caseFile, request, result, cancel, rounds, progress, [&](ProbeOutcome& done) {
        RunEvaluationRequest evaluation;
        evaluation.runId = done.runId;
        evaluation.victim = request.victim;
        evaluation.termsFile = request.termsFile;
        evaluateRun(caseFile, evaluation, cancel);
        for (const MetricRecord& metric : runLevelMetrics(caseFile, done.runId))
            if (!metric.round) done.figures.insert(metric.name, metric.value);
        // The sentence's terms, as the first evaluation found them.
        if (result.terms.isEmpty())
            for (const SpanRecord& span : rowSpans(caseFile, result.datasetId, result.row))
                if (span.runSampleId == 0 && !result.terms.contains(span.text, Qt::CaseInsensitive))
                    result.terms << span.text;
        for (const QString& term : result.terms)
            if (containsTerm(done.output, term)) done.recovered << term;
    });
    return result;
}

SentenceProbeResult probeVector(CaseFile& caseFile, const SentenceProbeRequest& request,
                                const std::vector<float>& vector, const CancelToken* cancel,
                                const ProbeRoundObserver& rounds, const ProgressFn& progress) {
    caseFile.requireWritable();
    EmbeddingSet pasted;
    pasted.sourcePath = request.victim.describe();
    pasted.vectors = FloatMatrix::owned(vector, 1, qint64(vector.size()));
    SentenceProbeResult result;
    result.datasetId = findScratchDataset(caseFile, request.victim, kPastedFormat);
    if (result.datasetId == 0) {
        result.datasetId = insertDataset(
            caseFile, pasted,
            {QStringLiteral("Pasted vectors: %1").arg(request.victim.describe()),
             QLatin1String(kPastedFormat), QStringLiteral("") /* pasted: no file to sum */});
        result.row = 0;
    } else {
        result.row = appendVectors(caseFile, result.datasetId, pasted);
    }
    result.datasetName = requireDataset(caseFile, result.datasetId).name;

    // No text to evaluate against: the cosine between the pasted vector and the output's
    // embedding under the victim, as Vec2Text's rounds measure it.
    attackStoredRow(caseFile, request, result, cancel, rounds, progress, [&](ProbeOutcome& done) {
        const std::vector<RunSampleInfo> samples = runSamples(caseFile, done.runId);
        if (!samples.empty() && samples.front().finalCosine) {
            done.figures.insert(QStringLiteral("cosine"), *samples.front().finalCosine);
        } else if (done.attacker.family != QLatin1String("mlc") &&
                   done.attacker.family != QLatin1String("msp") && !done.output.isEmpty()) {
            const TextEmbeddingResult output =
                embedTexts({request.victim, {done.output}, 1}, cancel);
            if (output.set.vectors.dim() == qint64(vector.size()))
                done.figures.insert(QStringLiteral("cosine"),
                                    vectorCosine(vector, output.set.vectors.row(0)));
        }
    });
    return result;
}

} // namespace unembed
