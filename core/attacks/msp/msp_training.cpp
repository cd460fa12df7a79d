#include "msp_training.h"

#include "text/sentencepiece_tokenizer.h"

#include <torch/torch.h>

namespace unembed {

torch::Tensor multisetLoss(const torch::Tensor& logits, const torch::Tensor& counts) {
    const torch::Tensor goldCounts = counts.to(logits.device());
    torch::Tensor remaining = goldCounts.clone();
    const torch::Tensor logProbabilities = torch::log_softmax(logits, -1);
    const torch::Tensor chosen = distinctStepTokens(logits.detach());
    std::vector<torch::Tensor> stepLosses;
    for (int64_t t = 0; t < logits.size(1); ++t) {
        const torch::Tensor empty = remaining.sum(-1, /*keepdim=*/true) == 0;
        remaining = torch::where(empty, goldCounts, remaining);
        const torch::Tensor target = remaining / remaining.sum(-1, /*keepdim=*/true);
        stepLosses.push_back(-(target * logProbabilities.select(1, t)).sum(-1));
        const torch::Tensor predicted = chosen.select(1, t).unsqueeze(1);
        const torch::Tensor found = (remaining.gather(1, predicted) > 0).to(remaining.dtype());
        remaining = remaining.scatter_add(1, predicted, -found);
    }
    return torch::stack(stepLosses, 1).mean();
}

MspTrainingTask::MspTrainingTask(MspModel model, const SentencePieceTokenizer& tokenizer,
                                 EmbeddedTexts train, std::optional<EmbeddedTexts> dev)
    : model_(std::move(model)), tokenizer_(tokenizer), train_(std::move(train)),
      dev_(std::move(dev)) {
    const int vocab = model_->spec().vocabSize;
    counts_ = goldTokenCounts(tokenizer_, train_.texts, vocab);
    if (dev_) devCounts_ = goldTokenCounts(tokenizer_, dev_->texts, vocab);
}

torch::Tensor MspTrainingTask::batchLoss(const std::vector<int64_t>& examples) {
    const torch::Tensor index = torch::tensor(examples, torch::kLong);
    return multisetLoss(model_->forward(train_.embeddings.index_select(0, index)),
                        counts_.index_select(0, index));
}

std::optional<double> MspTrainingTask::devLoss() {
    if (!dev_) return std::nullopt;
    torch::NoGradGuard noGrad;
    return multisetLoss(model_->forward(dev_->embeddings), devCounts_).item<double>();
}

QStringList MspTrainingTask::sampleOutputs() {
    const EmbeddedTexts& from = dev_ ? *dev_ : train_;
    const int n = std::min<int>(3, int(from.texts.size()));
    const auto predictions = mspPredictions(*model_, from.embeddings.slice(0, 0, n), tokenizer_);
    QStringList lines;
    for (int i = 0; i < n; ++i)
        lines << QStringLiteral("%1  ->  {%2}").arg(from.texts[i], predictions[size_t(i)].text);
    return lines;
}

} // namespace unembed
