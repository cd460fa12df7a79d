// An attribute probe folder (probe_training.h) read back: the attributes with their weights, the
// victim the probes read, and the term list its labels came from (terms.txt, copied in when the
// probes were trained with one), so the same detectors give the truth wherever it is evaluated.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

#include "attacks/alignment/alignment_map_info.h"
#include "attacks/attributes/ranking_metrics.h"
#include "attacks/attributes/text_attributes.h"

#include <QJsonArray>

namespace unembed {

// The probes' weights as a module, written and read by name as every model's: "weight"
// [attributes, d] and "bias" [attributes].
struct ProbeWeights : torch::nn::Module {
    ProbeWeights(const torch::Tensor& w, const torch::Tensor& b) {
        weight = register_parameter("weight", w);
        bias = register_parameter("bias", b);
    }
    torch::Tensor weight, bias;
};

class AttributeProbeSet {
public:
    // Throws InputError naming the file (not a probe folder, weights that do not match the
    // attributes or the victim's dimension, values that are not finite).
    static AttributeProbeSet load(const QString& folder);

    const std::vector<TextAttribute>& attributes() const { return attributes_; }
    const EmbeddingSpace& victim() const { return victim_; }
    // FOLDER/terms.txt when the probes were trained with a term list; empty otherwise.
    const QString& termsFile() const { return termsFile_; }
    // The "attributes" the folder records, with their held-out figures.
    const QJsonArray& recorded() const { return recorded_; }
    // [N, d] -> [N, attributes] float64 probabilities.
    torch::Tensor probabilities(const torch::Tensor& vectors) const;

private:
    std::vector<TextAttribute> attributes_;
    EmbeddingSpace victim_;
    QString termsFile_;
    QJsonArray recorded_;
    torch::Tensor weight_; // [attributes, d]
    torch::Tensor bias_;   // [attributes]
};

// An attribute's figures on texts the probes had not seen: the truth from `detectors` (the probes'
// own: DetectorSet(probes.termsFile())) and the probes' keywords.
struct AttributeScore {
    TextAttribute attribute;
    qint64 texts = 0;
    qint64 positives = 0;
    std::optional<RankingFigure> auc, averagePrecision; // none with one class only
};
std::vector<AttributeScore> scoreProbes(const AttributeProbeSet& probes,
                                        const torch::Tensor& vectors, const QStringList& texts,
                                        const std::vector<const TermDetector*>& detectors);

} // namespace unembed
