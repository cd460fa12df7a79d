#include "probe_folder.h"

#include "attacks/attacker_folder.h"
#include "attacks/attributes/probe_training.h"
#include "error.h"
#include "nn/state_dict.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

namespace unembed {

AttributeProbeSet AttributeProbeSet::load(const QString& folder) {
    const QString configPath = QDir(folder).filePath(QStringLiteral("config.json"));
    const QJsonObject block =
        attackerBlock(readModelConfig(folder), kAttributeProbeFamily, configPath);
    AttributeProbeSet set;
    const AttackerVictim victim = attackerVictim(block);
    set.victim_ = {victim.name, victim.dim};
    set.recorded_ = block.value(QStringLiteral("attributes")).toArray();
    for (const QJsonValue& value : set.recorded_) {
        const QJsonObject a = value.toObject();
        set.attributes_.push_back({a.value(QStringLiteral("name")).toString(),
                                   a.value(QStringLiteral("source")).toString(),
                                   a.value(QStringLiteral("value")).toString()});
    }
    if (set.attributes_.empty())
        throw InputError({configPath, std::nullopt, QStringLiteral("unembed.attributes"),
                          QStringLiteral("at least one attribute"), QStringLiteral("none")},
                         QStringLiteral("the probe folder names no attribute"));
    const QString terms = block.value(QStringLiteral("terms")).toString();
    if (!terms.isEmpty()) set.termsFile_ = QDir(folder).filePath(terms);
    const int64_t count = int64_t(set.attributes_.size());
    ProbeWeights weights(torch::zeros({count, int64_t(victim.dim)}), torch::zeros({count}));
    loadStateDict(weights, QDir(folder).filePath(QStringLiteral("model.safetensors")));
    set.weight_ = weights.weight.detach().to(torch::kCPU, torch::kDouble);
    set.bias_ = weights.bias.detach().to(torch::kCPU, torch::kDouble);
    if (!torch::isfinite(set.weight_).all().item<bool>() ||
        !torch::isfinite(set.bias_).all().item<bool>())
        throw InputError(
            {QDir(folder).filePath(QStringLiteral("model.safetensors")), std::nullopt, {}, {}, {}},
            QStringLiteral("the probes hold values that are not finite numbers"));
    return set;
}

torch::Tensor AttributeProbeSet::probabilities(const torch::Tensor& vectors) const {
    return torch::sigmoid(vectors.to(torch::kCPU, torch::kDouble).matmul(weight_.t()) + bias_);
}

std::vector<AttributeScore> scoreProbes(const AttributeProbeSet& probes,
                                        const torch::Tensor& vectors, const QStringList& texts,
                                        const std::vector<const TermDetector*>& detectors) {
    QStringList keywords;
    for (const TextAttribute& a : probes.attributes())
        if (a.source == QLatin1String("keyword")) keywords << a.value;
    const AttributeLabels truth = labelTexts(texts, detectors, keywords);
    const torch::Tensor p = probes.probabilities(vectors).contiguous();
    std::vector<AttributeScore> scores;
    for (size_t a = 0; a < probes.attributes().size(); ++a) {
        AttributeScore score;
        score.attribute = probes.attributes()[a];
        score.texts = qint64(texts.size());
        std::vector<uint8_t> labels(size_t(texts.size()), 0);
        for (size_t t = 0; t < truth.attributes.size(); ++t)
            if (truth.attributes[t].source == score.attribute.source &&
                truth.attributes[t].value == score.attribute.value)
                labels = truth.labels[t];
        score.positives = std::count(labels.begin(), labels.end(), uint8_t(1));
        const torch::Tensor column = p.select(1, int64_t(a)).contiguous();
        const std::vector<double> values(column.data_ptr<double>(),
                                         column.data_ptr<double>() + column.numel());
        score.auc = bootstrapRanking(values, labels, rocAuc);
        score.averagePrecision = bootstrapRanking(values, labels, averagePrecision);
        scores.push_back(score);
    }
    return scores;
}

} // namespace unembed
