#include "probe_run.h"

#include "attacks/alignment/run_alignment.h"
#include "attacks/attacker_folder.h"
#include "attacks/attributes/probe_folder.h"
#include "attacks/attributes/probe_training.h"
#include "attacks/dataset_vectors.h"
#include "runtime/compute_device.h"
#include "store/dataset_store.h"
#include "store/run_store.h"

#include <torch/torch.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace unembed {

ProbeRunResult runAttributeProbe(CaseFile& caseFile, const ProbeRunRequest& request,
                                 const CancelToken* cancel, const ProbeOutputObserver& observer,
                                 const ProgressFn& progress) {
    caseFile.requireWritable();
    const DatasetInfo dataset = requireDataset(caseFile, request.datasetId);
    requireBatchSize(request.batchSize);
    if (progress) progress({QStringLiteral("loading the probes"), 0, 0});
    const AttributeProbeSet probes = AttributeProbeSet::load(request.modelFolder);
    const AttackerVictim trainedFor{probes.victim().name, probes.victim().dim};
    const RunAlignment alignment(request.alignMap, dataset);
    requireDimensionFits(trainedFor, request.modelFolder, int(alignment.dimension()), dataset.name);
    const std::vector<StoredVector> vectors =
        readRunVectors(caseFile, dataset, request.limit, request.rows);
    const qint64 modelId =
        registerAttacker(caseFile, request.modelFolder, kAttributeProbeFamily, trainedFor);
    QJsonArray names;
    for (const TextAttribute& a : probes.attributes())
        names.append(a.name);
    QJsonObject params{{QStringLiteral("attributes"), names},
                       {QStringLiteral("limit"), request.limit},
                       {QStringLiteral("rows"), rowsJson(request.rows)}};
    alignment.record(params);
    const qint64 runId =
        startRun(caseFile, kProbeAttack, modelId, request.datasetId,
                 QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)),
                 computeInfo().summary());
    const qint64 total = qint64(vectors.size());
    completeRun(caseFile, runId, [&] {
        for (qint64 start = 0; start < total; start += request.batchSize) {
            if (cancel) cancel->throwIfCancelled();
            if (progress) progress({QStringLiteral("inferring attributes"), start, total});
            const qint64 count = std::min<qint64>(request.batchSize, total - start);
            const std::vector<StoredVector> batch(vectors.begin() + start,
                                                  vectors.begin() + start + count);
            const torch::Tensor p = probes.probabilities(alignment.vectors(batch)).contiguous();
            for (qint64 i = 0; i < count; ++i) {
                ProbeOutput output;
                output.row = batch[size_t(i)].row;
                for (size_t a = 0; a < probes.attributes().size(); ++a)
                    output.attributes.push_back(
                        {probes.attributes()[a].name, p[i][int64_t(a)].item<double>()});
                std::stable_sort(
                    output.attributes.begin(), output.attributes.end(),
                    [](const auto& x, const auto& y) { return x.probability > y.probability; });
                QStringList parts;
                for (const AttributeProbability& a : output.attributes)
                    parts << QStringLiteral("%1 %2").arg(a.attribute).arg(a.probability, 0, 'f', 2);
                output.text = parts.join(QStringLiteral(" · "));
                recordSampleOutput(caseFile, runId, output.row, output.text, std::nullopt);
                if (observer) observer(output);
            }
        }
        if (progress) progress({QStringLiteral("inferring attributes"), total, total});
    });
    return {runId, total};
}

} // namespace unembed
