#include "geia_training.h"

#include "attacks/token_labels.h"

#include <torch/torch.h>

namespace unembed {

GeiaTrainingTask::GeiaTrainingTask(GeiaModel model, AttackerTokenizer tokenizer,
                                   EmbeddedTexts train, std::optional<EmbeddedTexts> dev)
    : model_(std::move(model)), tokenizer_(std::move(tokenizer)), train_(std::move(train)),
      dev_(std::move(dev)) {
    labels_ = tokenizer_.lossLabels(train_.texts, model_->spec().maxLength);
    if (dev_) devLabels_ = tokenizer_.lossLabels(dev_->texts, model_->spec().maxLength);
}

torch::Tensor GeiaTrainingTask::batchLoss(const std::vector<int64_t>& examples) {
    const torch::Tensor labels = trimmedRows(labels_, examples);
    return crossEntropy(model_->forward(rows(train_.embeddings, examples), labels), labels);
}

std::optional<double> GeiaTrainingTask::devLoss() {
    if (!dev_) return std::nullopt;
    torch::NoGradGuard noGrad;
    return crossEntropy(model_->forward(dev_->embeddings, devLabels_), devLabels_).item<double>();
}

QStringList GeiaTrainingTask::sampleOutputs() {
    const EmbeddedTexts& from = dev_ ? *dev_ : train_;
    const int n = std::min<int>(3, int(from.texts.size()));
    GeiaDecoding greedy;
    greedy.beams = 1;
    const QStringList guesses =
        tokenizer_.decode(model_->decode(from.embeddings.slice(0, 0, n), greedy).sequences);
    QStringList lines;
    for (int i = 0; i < n; ++i)
        lines << QStringLiteral("%1  ->  %2").arg(from.texts[i], guesses[i]);
    return lines;
}

} // namespace unembed
