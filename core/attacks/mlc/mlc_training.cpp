#include "mlc_training.h"

#include "attacks/gold_token_counts.h"
#include "text/sentencepiece_tokenizer.h"

#include <torch/torch.h>

namespace unembed {

namespace {

torch::Tensor bceLoss(MlcModelImpl& model, const torch::Tensor& embeddings,
                      const torch::Tensor& targets) {
    const torch::Tensor logits = model.forward(embeddings);
    return torch::nn::functional::binary_cross_entropy_with_logits(logits,
                                                                   targets.to(logits.device()));
}

} // namespace

MlcTrainingTask::MlcTrainingTask(MlcModel model, const SentencePieceTokenizer& tokenizer,
                                 EmbeddedTexts train, std::optional<EmbeddedTexts> dev)
    : model_(std::move(model)), tokenizer_(tokenizer), train_(std::move(train)),
      dev_(std::move(dev)) {
    const int vocab = model_->spec().vocabSize;
    // The multi-hot sets: a token twice in a text is still one positive label.
    targets_ = goldTokenCounts(tokenizer_, train_.texts, vocab).clamp_max(1);
    if (dev_) devTargets_ = goldTokenCounts(tokenizer_, dev_->texts, vocab).clamp_max(1);
    model_->startFromBaseRates(targets_);
}

torch::Tensor MlcTrainingTask::batchLoss(const std::vector<int64_t>& examples) {
    const torch::Tensor index = torch::tensor(examples, torch::kLong);
    return bceLoss(*model_, train_.embeddings.index_select(0, index),
                   targets_.index_select(0, index));
}

std::optional<double> MlcTrainingTask::devLoss() {
    if (!dev_) return std::nullopt;
    torch::NoGradGuard noGrad;
    return bceLoss(*model_, dev_->embeddings, devTargets_).item<double>();
}

QStringList MlcTrainingTask::sampleOutputs() {
    const EmbeddedTexts& from = dev_ ? *dev_ : train_;
    const int n = std::min<int>(3, int(from.texts.size()));
    const auto predictions =
        mlcPredictions(model_->probabilities(from.embeddings.slice(0, 0, n)), 0.5, tokenizer_);
    QStringList lines;
    for (int i = 0; i < n; ++i)
        lines << QStringLiteral("%1  ->  {%2}").arg(from.texts[i], predictions[size_t(i)].text);
    return lines;
}

std::vector<ThresholdPoint> sweepThresholds(MlcModelImpl& model,
                                            const SentencePieceTokenizer& tokenizer,
                                            const EmbeddedTexts& texts) {
    std::vector<std::vector<int64_t>> reference;
    for (const QString& text : texts.texts)
        reference.push_back(tokenizer.encode(text));
    const torch::Tensor probabilities = model.probabilities(texts.embeddings);
    std::vector<ThresholdPoint> sweep;
    for (int k = 1; k <= 19; ++k) {
        const double threshold = k / 20.0;
        std::vector<std::vector<int64_t>> predicted(reference.size());
        const torch::Tensor hits = (probabilities > threshold).nonzero().contiguous();
        const int64_t* pairs = hits.data_ptr<int64_t>();
        for (int64_t h = 0; h < hits.size(0); ++h)
            predicted[size_t(pairs[2 * h])].push_back(pairs[2 * h + 1]);
        sweep.push_back({threshold, tokenMicroScores(predicted, reference)});
    }
    return sweep;
}

const ThresholdPoint& bestThreshold(const std::vector<ThresholdPoint>& sweep) {
    size_t best = 0;
    for (size_t i = 1; i < sweep.size(); ++i)
        if (sweep[i].scores.f1() > sweep[best].scores.f1()) best = i;
    return sweep[best];
}

} // namespace unembed
