#include "probe_training.h"

#include "attacks/attributes/logistic_probe.h"
#include "attacks/attributes/probe_folder.h"
#include "embedders/victim.h"
#include "error.h"
#include "io/file_write.h"
#include "io/json_file.h"
#include "io/sidecar_texts.h"
#include "nn/state_dict.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace unembed {

QJsonObject rankingFigureJson(const std::optional<RankingFigure>& figure) {
    if (!figure) return {};
    return {{QStringLiteral("value"), figure->value},
            {QStringLiteral("low"), figure->low},
            {QStringLiteral("high"), figure->high}};
}

ProbeTrainingResult trainAttributeProbes(const ProbeTrainingRequest& request,
                                         const CancelToken* cancel, const ProgressFn& progress) {
    const QStringList texts = readSidecarTexts(request.textsPath);
    const DetectorSet detectorSet(request.termsFile);
    std::vector<const TermDetector*> detectors;
    if (request.detectorAttributes) detectors = detectorSet.detectors();
    if (progress) progress({QStringLiteral("labelling the texts"), 0, 0});
    const AttributeLabels labelled = labelTexts(texts, detectors, request.keywords);
    if (labelled.attributes.empty())
        throw InputError({request.textsPath, std::nullopt, {}, {}, {}},
                         QStringLiteral("no attribute to learn: the detectors found nothing in "
                                        "the texts and no keyword was given"));
    const std::unique_ptr<Embedder> victim = openVictim(request.victim);
    const torch::Tensor vectors = victim->embed(texts, cancel, progress).to(torch::kDouble);
    const int k = std::max(2, request.heldOutEvery);
    std::vector<int64_t> trainRows, heldOutRows;
    for (int64_t i = 0; i < vectors.size(0); ++i)
        (i % k == k - 1 ? heldOutRows : trainRows).push_back(i);
    const torch::Tensor train = vectors.index_select(0, torch::tensor(trainRows));
    const torch::Tensor heldOut = vectors.index_select(0, torch::tensor(heldOutRows));

    ProbeTrainingResult result;
    result.victimName = victim->name();
    result.dimension = victim->dimension();
    result.detectors = detectorLabels(detectors);
    std::vector<torch::Tensor> weights, biases;
    QJsonArray attributes;
    for (size_t a = 0; a < labelled.attributes.size(); ++a) {
        if (cancel) cancel->throwIfCancelled();
        if (progress)
            progress({QStringLiteral("fitting the probes"), qint64(a),
                      qint64(labelled.attributes.size())});
        ProbeAttributeResult r;
        r.attribute = labelled.attributes[a];
        std::vector<uint8_t> trainLabels, heldOutLabels;
        for (int64_t row : trainRows)
            trainLabels.push_back(labelled.labels[a][size_t(row)]);
        for (int64_t row : heldOutRows)
            heldOutLabels.push_back(labelled.labels[a][size_t(row)]);
        r.trainTexts = qint64(trainLabels.size());
        r.trainPositives = std::count(trainLabels.begin(), trainLabels.end(), uint8_t(1));
        r.heldOutTexts = qint64(heldOutLabels.size());
        r.heldOutPositives = std::count(heldOutLabels.begin(), heldOutLabels.end(), uint8_t(1));
        if (r.trainPositives < request.minPositives ||
            r.trainTexts - r.trainPositives < request.minPositives) {
            r.skipped = QStringLiteral("%1 training texts with it (at least %2 needed)")
                            .arg(r.trainPositives)
                            .arg(request.minPositives);
            result.attributes.push_back(r);
            continue;
        }
        LogisticFitOptions options;
        options.c = request.c;
        options.balanced = request.balanced;
        const LogisticProbe probe = fitLogisticProbe(train, trainLabels, options);
        const torch::Tensor p = probeProbabilities(probe, heldOut).contiguous();
        const std::vector<double> scores(p.data_ptr<double>(), p.data_ptr<double>() + p.numel());
        r.auc = bootstrapRanking(scores, heldOutLabels, rocAuc);
        r.averagePrecision = bootstrapRanking(scores, heldOutLabels, averagePrecision);
        weights.push_back(probe.weight.to(torch::kFloat));
        biases.push_back(torch::tensor({float(probe.bias)}));
        attributes.append(QJsonObject{
            {QStringLiteral("name"), r.attribute.name},
            {QStringLiteral("source"), r.attribute.source},
            {QStringLiteral("value"), r.attribute.value},
            {QStringLiteral("train_texts"), r.trainTexts},
            {QStringLiteral("train_positives"), r.trainPositives},
            {QStringLiteral("held_out_texts"), r.heldOutTexts},
            {QStringLiteral("held_out_positives"), r.heldOutPositives},
            {QStringLiteral("held_out_auc"), rankingFigureJson(r.auc)},
            {QStringLiteral("held_out_average_precision"), rankingFigureJson(r.averagePrecision)}});
        result.attributes.push_back(r);
    }
    if (weights.empty())
        throw InputError({request.textsPath, std::nullopt, {}, {}, {}},
                         QStringLiteral("no attribute has %1 training texts with it and without "
                                        "it; give more texts (or --min-positives)")
                             .arg(request.minPositives));
    QDir().mkpath(request.out);
    // The term list goes with the probes: their "listed term" truth is its spans.
    QString terms;
    if (!request.termsFile.isEmpty()) {
        terms = QStringLiteral("terms.txt");
        QFile list(request.termsFile);
        if (!list.open(QIODevice::ReadOnly))
            throw InputError({request.termsFile, std::nullopt, {}, {}, {}},
                             QStringLiteral("cannot read the term list"));
        writeFileAtomically(QDir(request.out).filePath(terms), list.readAll());
    }
    ProbeWeights module(torch::stack(weights), torch::cat(biases));
    saveStateDict(module, QDir(request.out).filePath(QStringLiteral("model.safetensors")));
    writeJsonFile(QDir(request.out).filePath(QStringLiteral("config.json")),
                  QJsonObject{{QStringLiteral("unembed"),
                               QJsonObject{{QStringLiteral("family"), kAttributeProbeFamily},
                                           {QStringLiteral("victim"),
                                            QJsonObject{{QStringLiteral("name"), result.victimName},
                                                        {QStringLiteral("dim"), result.dimension}}},
                                           {QStringLiteral("model"), QStringLiteral("logistic")},
                                           {QStringLiteral("c"), request.c},
                                           {QStringLiteral("class_weight"),
                                            request.balanced ? QStringLiteral("balanced")
                                                             : QStringLiteral("none")},
                                           {QStringLiteral("held_out_every"), k},
                                           {QStringLiteral("detectors"), result.detectors},
                                           {QStringLiteral("terms"), terms},
                                           {QStringLiteral("attributes"), attributes}}}});
    return result;
}

} // namespace unembed
