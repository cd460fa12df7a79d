#include "vec2text_run.h"

#include "attacks/alignment/run_alignment.h"
#include "attacks/dataset_vectors.h"
#include "attacks/vec2text/correction.h"
#include "embedders/victim.h"
#include "error.h"
#include "runtime/compute_device.h"
#include "store/run_store.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace unembed {

namespace {

QString candidatesJson(const std::vector<CorrectionCandidate>& candidates) {
    QJsonArray array;
    for (const CorrectionCandidate& c : candidates)
        array.append(
            QJsonObject{{QStringLiteral("text"), c.text}, {QStringLiteral("cosine"), c.cosine}});
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

} // namespace

Vec2TextRunResult runVec2Text(CaseFile& caseFile, const Vec2TextRunRequest& request,
                              const CancelToken* cancel, const RoundObserver& observer,
                              const ProgressFn& progress) {
    caseFile.requireWritable();
    const DatasetInfo dataset = requireDataset(caseFile, request.datasetId);
    const RunAlignment alignment(request.alignMap, dataset);
    const VictimSpec scoring = alignment.attackEmbedder(request.victim);
    // The base inverter alone (0 steps, 1 candidate) reads leaked vectors without a victim.
    const bool baseAlone = request.correction.steps == 0 && request.correction.baseCandidates <= 1;
    if (scoring.isEmpty() && !baseAlone)
        throw InputError({}, QStringLiteral("Vec2Text corrects each hypothesis by embedding it "
                                            "with the victim: give the victim (--embedder, a "
                                            "folder or an endpoint), or run the base inverter "
                                            "alone (--steps 0); with leaked pairs only, GEIA, "
                                            "MLC and MSP need no victim"));
    if (progress) progress({QStringLiteral("loading models"), 0, 0});
    std::unique_ptr<Embedder> victim = scoring.isEmpty() ? nullptr : openVictim(scoring);
    LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
    // The base inverter alone (0 steps) needs no corrector.
    std::optional<LoadedCorrector> corrector;
    if (!request.correctorFolder.isEmpty() || request.correction.steps > 0)
        corrector = loadVec2TextCorrector(request.correctorFolder);
    if (!victim)
        requireDimensionFits(inverter.model->spec().victim(), request.inverterFolder,
                             int(alignment.dimension()), dataset.name);
    else if (alignment.dimension() != victim->dimension())
        throw InputError(
            {caseFile.path(), std::nullopt, QStringLiteral("dataset dimension"),
             QString::number(victim->dimension()), QString::number(alignment.dimension())},
            alignment.active() ? QStringLiteral("the map writes vectors of another dimension than "
                                                "the embedder %1 makes")
                                     .arg(victim->name())
                               : QStringLiteral("dataset '%1' was not made by the embedder %2")
                                     .arg(dataset.name, victim->name()));
    const Vec2TextSpec inverterSpec = inverter.model->spec();
    const std::optional<Vec2TextSpec> correctorSpec =
        corrector ? std::optional(corrector->model->spec()) : std::nullopt;
    Vec2TextInversion attack =
        victim ? Vec2TextInversion(std::move(inverter), request.inverterFolder,
                                   std::move(corrector), request.correctorFolder, *victim)
               : Vec2TextInversion(std::move(inverter));

    const std::vector<StoredVector> vectors =
        readRunVectors(caseFile, dataset, request.limit, request.rows);

    const qint64 inverterId = registerAttacker(caseFile, request.inverterFolder,
                                               kVec2TextInversionFamily, inverterSpec.victim());
    // The run's model is its corrector, or the base inverter when it runs alone.
    const qint64 modelId = correctorSpec
                               ? registerAttacker(caseFile, request.correctorFolder,
                                                  kVec2TextCorrectorFamily, correctorSpec->victim())
                               : inverterId;
    const CorrectionOptions& correction = request.correction;
    QJsonObject params{{QStringLiteral("inverter_model_id"), inverterId},
                       {QStringLiteral("embedder"), scoring.describe()},
                       {QStringLiteral("steps"), correction.steps},
                       {QStringLiteral("sbeam"), correction.sequenceBeamWidth},
                       {QStringLiteral("mode"), correctionModeName(correction.mode)},
                       {QStringLiteral("batch_size"), correction.batchSize},
                       {QStringLiteral("limit"), request.limit},
                       {QStringLiteral("rows"), rowsJson(request.rows)}};
    // The stopping rules apply to keep-best only.
    if (correction.mode == CorrectionMode::KeepBest) {
        params.insert(QStringLiteral("stop_tolerance"), correction.stopTolerance);
        params.insert(QStringLiteral("stop_when_no_gain"), correction.stopWhenNoGain);
    }
    if (correctorSpec) params.insert(QStringLiteral("feedback"), correctorSpec->feedback);
    if (correctorSpec && correction.withholdFeedback)
        params.insert(QStringLiteral("feedback_withheld"), true);
    const bool nucleus = correction.baseDecoding == BaseDecoding::Nucleus;
    if (correction.baseCandidates > 1 || nucleus) {
        params.insert(QStringLiteral("base_decoding"),
                      nucleus ? QStringLiteral("nucleus") : QStringLiteral("beam"));
        params.insert(QStringLiteral("base_candidates"), correction.baseCandidates);
        if (nucleus) {
            params.insert(QStringLiteral("top_p"), correction.topP);
            params.insert(QStringLiteral("temperature"), correction.temperature);
            params.insert(QStringLiteral("seed"), qint64(correction.seed));
        }
    }
    alignment.record(params);
    announceRunWarnings(attack.warnings(), params, progress);
    const StartedRun run =
        startOrContinueRun(caseFile, QStringLiteral("vec2text"), modelId, request.datasetId,
                           QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)),
                           computeInfo().summary(), request.continueStopped);
    // A continued run keeps its rows up to the batch in flight when it stopped, which is made
    // again: batches go in the plan's order, and that one's rows may lack their last rounds.
    const size_t batchSize = size_t(std::max(1, correction.batchSize));
    const size_t leading = run.leadingKept(vectors);
    const size_t kept = leading == 0 ? 0 : (leading - 1) / batchSize * batchSize;
    std::vector<qint64> again;
    for (size_t i = kept; i < vectors.size(); ++i)
        if (run.rowsKept.count(vectors[i].row)) again.push_back(vectors[i].row);
    const std::vector<StoredVector> remaining(vectors.begin() + qint64(kept), vectors.end());
    // Nucleus samples are seeded by the row's place in the plan, as in an uninterrupted run.
    CorrectionOptions continued = correction;
    continued.seed += quint64(kept);
    completeRun(caseFile, run.id, [&] {
        forgetRunRows(caseFile, run.id, again);
        attack.invert(
            alignment.vectors(remaining), continued, cancel,
            [&](const CorrectionRound& round) {
                const qint64 row = remaining[size_t(round.sample)].row;
                if (observer) {
                    CorrectionRound seen = round;
                    seen.sample = row;
                    observer(seen);
                }
                // Without a victim the base inverter's text has no cosine, and no round.
                if (std::isnan(round.cosine)) {
                    recordSampleOutput(caseFile, run.id, row, round.text, std::nullopt);
                    return;
                }
                const qint64 sampleId =
                    recordSampleOutput(caseFile, run.id, row, round.text, round.cosine);
                recordRound(
                    caseFile, sampleId,
                    {round.round, round.text, round.cosine, candidatesJson(round.candidates)});
            },
            progress);
    });
    return {run.id, qint64(vectors.size()), qint64(kept), attack.warnings()};
}

} // namespace unembed
