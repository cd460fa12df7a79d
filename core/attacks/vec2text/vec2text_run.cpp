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
    if (scoring.isEmpty())
        throw InputError({}, QStringLiteral("Vec2Text corrects each hypothesis by embedding it "
                                            "with the victim: give the victim (--embedder, a "
                                            "folder or an endpoint); with leaked pairs only, "
                                            "GEIA, MLC and MSP need no victim"));
    if (progress) progress({QStringLiteral("loading models"), 0, 0});
    auto victim = openVictim(scoring);
    LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
    // The base inverter alone (0 steps) needs no corrector.
    std::optional<LoadedCorrector> corrector;
    if (!request.correctorFolder.isEmpty() || request.correction.steps > 0)
        corrector = loadVec2TextCorrector(request.correctorFolder);
    if (alignment.dimension() != victim->dimension())
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
    Vec2TextInversion attack(std::move(inverter), request.inverterFolder, std::move(corrector),
                             request.correctorFolder, *victim);

    const std::vector<StoredVector> vectors =
        readRunVectors(caseFile, dataset, request.limit, request.rows);
    const torch::Tensor targets = alignment.vectors(vectors);

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
    const qint64 runId =
        startRun(caseFile, QStringLiteral("vec2text"), modelId, request.datasetId,
                 QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)),
                 computeInfo().summary());
    completeRun(caseFile, runId, [&] {
        attack.invert(
            targets, request.correction, cancel,
            [&](const CorrectionRound& round) {
                const qint64 row = vectors[size_t(round.sample)].row;
                if (observer) {
                    CorrectionRound seen = round;
                    seen.sample = row;
                    observer(seen);
                }
                const qint64 sampleId =
                    recordSampleOutput(caseFile, runId, row, round.text, round.cosine);
                recordRound(
                    caseFile, sampleId,
                    {round.round, round.text, round.cosine, candidatesJson(round.candidates)});
            },
            progress);
    });
    return {runId, qint64(vectors.size()), attack.warnings()};
}

} // namespace unembed
