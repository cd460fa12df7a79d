#include "vec2text_run.h"

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
    if (request.victim.isEmpty())
        throw InputError({}, QStringLiteral("Vec2Text corrects each hypothesis by embedding it "
                                            "with the victim: give the victim (--embedder, a "
                                            "folder or an endpoint); with leaked pairs only, "
                                            "GEIA, MLC and MSP need no victim"));
    if (progress) progress({QStringLiteral("loading models"), 0, 0});
    auto victim = openVictim(request.victim);
    LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
    LoadedCorrector corrector = loadVec2TextCorrector(request.correctorFolder);
    if (dataset.dim != victim->dimension())
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("dataset dimension"),
                          QString::number(victim->dimension()), QString::number(dataset.dim)},
                         QStringLiteral("dataset '%1' was not made by the embedder %2")
                             .arg(dataset.name, victim->name()));
    const Vec2TextSpec inverterSpec = inverter.model->spec();
    const Vec2TextSpec correctorSpec = corrector.model->spec();
    Vec2TextInversion attack(std::move(inverter), request.inverterFolder, std::move(corrector),
                             request.correctorFolder, *victim);

    const std::vector<StoredVector> vectors =
        readRunVectors(caseFile, dataset, request.limit, request.rows);
    const torch::Tensor targets = vectorTensor(vectors, dataset.dim);

    const qint64 inverterId = registerAttacker(caseFile, request.inverterFolder,
                                               kVec2TextInversionFamily, inverterSpec.victim());
    const qint64 correctorId = registerAttacker(caseFile, request.correctorFolder,
                                                kVec2TextCorrectorFamily, correctorSpec.victim());
    const QJsonObject params{
        {QStringLiteral("inverter_model_id"), inverterId},
        {QStringLiteral("embedder"), request.victim.describe()},
        {QStringLiteral("steps"), request.correction.steps},
        {QStringLiteral("sbeam"), request.correction.sequenceBeamWidth},
        {QStringLiteral("feedback"), correctorSpec.feedback},
        {QStringLiteral("limit"), request.limit},
        {QStringLiteral("rows"), rowsJson(request.rows)},
        {QStringLiteral("stop_tolerance"), request.correction.stopTolerance},
        {QStringLiteral("stop_when_no_gain"), request.correction.stopWhenNoGain}};
    const qint64 runId =
        startRun(caseFile, QStringLiteral("vec2text"), correctorId, request.datasetId,
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
    return {runId, qint64(vectors.size())};
}

} // namespace unembed
