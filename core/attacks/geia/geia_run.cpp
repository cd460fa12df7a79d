#include "geia_run.h"

#include "attacks/alignment/run_alignment.h"
#include "attacks/dataset_vectors.h"
#include "attacks/geia/geia_folder.h"
#include "embedders/victim.h"
#include "error.h"
#include "runtime/compute_device.h"
#include "store/dataset_store.h"
#include "store/run_store.h"

#include <torch/torch.h>

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace unembed {

GeiaRunResult runGeia(CaseFile& caseFile, const GeiaRunRequest& request, const CancelToken* cancel,
                      const GeiaOutputObserver& observer, const ProgressFn& progress) {
    caseFile.requireWritable();
    const DatasetInfo dataset = requireDataset(caseFile, request.datasetId);
    requireBatchSize(request.batchSize);
    if (progress) progress({QStringLiteral("loading the model"), 0, 0});
    LoadedGeia geia = loadGeia(request.modelFolder);
    const AttackerVictim trainedFor = geia.model->spec().victim();
    const RunAlignment alignment(request.alignMap, dataset);
    requireDimensionFits(trainedFor, request.modelFolder, int(alignment.dimension()), dataset.name);
    std::unique_ptr<Embedder> victim;
    QStringList warnings;
    const VictimSpec scoring = alignment.attackEmbedder(request.victim);
    if (!scoring.isEmpty()) {
        victim = openVictim(scoring);
        requireVictimFits(trainedFor, request.modelFolder, *victim);
        const QString warning = victimNameMismatch(trainedFor, request.modelFolder, *victim);
        if (!warning.isEmpty()) warnings << warning;
    }

    const std::vector<StoredVector> vectors =
        readRunVectors(caseFile, dataset, request.limit, request.rows);
    const qint64 modelId = registerAttacker(caseFile, request.modelFolder, kGeiaFamily, trainedFor);
    const GeiaDecoding& decoding = request.decoding;
    QJsonObject params{{QStringLiteral("decoder"), geia.model->isEncoderDecoder()
                                                       ? QStringLiteral("t5")
                                                       : QStringLiteral("gpt2")},
                       {QStringLiteral("decode"), decoding.methodName()},
                       {QStringLiteral("beams"), decoding.beams},
                       {QStringLiteral("top_p"), decoding.topP},
                       {QStringLiteral("temperature"), decoding.temperature},
                       {QStringLiteral("seed"), QString::number(decoding.seed)},
                       {QStringLiteral("max_length"),
                        decoding.maxLength > 0 ? decoding.maxLength : geia.model->spec().maxLength},
                       {QStringLiteral("batch_size"), request.batchSize},
                       {QStringLiteral("limit"), request.limit},
                       {QStringLiteral("rows"), rowsJson(request.rows)},
                       {QStringLiteral("embedder"), scoring.describe()}};
    alignment.record(params);
    announceRunWarnings(warnings, params, progress);
    const StartedRun run =
        startOrContinueRun(caseFile, QStringLiteral("geia"), modelId, request.datasetId,
                           QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)),
                           computeInfo().summary(), request.continueStopped);
    const qint64 total = qint64(vectors.size());
    // A continued run keeps its whole batches (a batch is stored at once) and goes on from there,
    // each batch seeded as in an uninterrupted run.
    const qint64 kept = qint64(run.leadingKept(vectors)) / request.batchSize * request.batchSize;
    completeRun(caseFile, run.id, [&] {
        for (qint64 start = kept; start < total; start += request.batchSize) {
            if (progress) progress({QStringLiteral("decoding"), start, total});
            const qint64 count = std::min<qint64>(request.batchSize, total - start);
            const torch::Tensor targets = alignment.vectors(std::vector<StoredVector>(
                vectors.begin() + start, vectors.begin() + start + count));
            GeiaDecoding batchDecoding = decoding;
            batchDecoding.seed = decoding.seed + uint64_t(start);
            const QStringList texts =
                geia.tokenizer.decode(geia.model->decode(targets, batchDecoding, cancel).sequences);
            torch::Tensor cosines;
            if (victim)
                cosines = torch::nn::functional::cosine_similarity(
                    victim->embed(texts, cancel), targets,
                    torch::nn::functional::CosineSimilarityFuncOptions().dim(1));
            for (qint64 i = 0; i < count; ++i) {
                GeiaOutput output{vectors[size_t(start + i)].row, texts[int(i)], std::nullopt};
                if (victim) output.cosine = cosines[i].item<double>();
                recordSampleOutput(caseFile, run.id, output.row, output.text, output.cosine);
                if (observer) observer(output);
            }
        }
    });
    if (progress) progress({QStringLiteral("decoding"), total, total});
    return {run.id, total, kept, warnings};
}

} // namespace unembed
