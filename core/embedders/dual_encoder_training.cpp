#include "dual_encoder_training.h"

#include <torch/torch.h>

namespace unembed {

namespace {

TokenizedBatch tokenizeSide(const TextTokenizer& tokenizer, const TextPairs& pairs, bool left,
                            int maxLength) {
    QStringList texts;
    texts.reserve(qsizetype(pairs.size()));
    for (const auto& pair : pairs)
        texts << (left ? pair.first : pair.second);
    return tokenizer.encodeBatch(texts, maxLength);
}

std::vector<torch::Tensor> devBatches(int64_t count, int batchSize) {
    std::vector<torch::Tensor> batches;
    for (int64_t start = 0; start + batchSize <= count; start += batchSize)
        batches.push_back(torch::arange(start, start + batchSize));
    if (batches.empty() && count > 1) batches.push_back(torch::arange(count));
    return batches;
}

} // namespace

DualEncoderTrainingTask::DualEncoderTrainingTask(SentenceTransformer& embedder,
                                                 const TextPairs& train, const TextPairs& dev,
                                                 int devBatchSize, double scale)
    : embedder_(embedder), parts_(std::make_shared<torch::nn::Module>()),
      devBatchSize_(devBatchSize), scale_(scale) {
    parts_->register_module("encoder", embedder.encoder().module());
    if (!embedder.dense().is_empty()) parts_->register_module("dense", embedder.dense().ptr());
    const TextTokenizer& tokenizer = embedder.tokenizer();
    const int maxLength = embedder.maxSeqLength();
    left_ = tokenizeSide(tokenizer, train, true, maxLength);
    right_ = tokenizeSide(tokenizer, train, false, maxLength);
    if (!dev.empty()) {
        devLeft_ = tokenizeSide(tokenizer, dev, true, maxLength);
        devRight_ = tokenizeSide(tokenizer, dev, false, maxLength);
    }
}

torch::Tensor DualEncoderTrainingTask::embedRows(const TokenizedBatch& tokens,
                                                 const torch::Tensor& rows) {
    torch::Tensor ids = tokens.ids.index_select(0, rows);
    torch::Tensor mask = tokens.mask.index_select(0, rows);
    // Padding every batch to the corpus' longest text would waste most of the compute.
    const int64_t length = std::max<int64_t>(1, mask.sum(1).max().item<int64_t>());
    return embedder_.forward(ids.slice(1, 0, length), mask.slice(1, 0, length));
}

torch::Tensor DualEncoderTrainingTask::pairLogits(const TokenizedBatch& left,
                                                  const TokenizedBatch& right,
                                                  const torch::Tensor& rows) {
    const torch::Tensor u = torch::nn::functional::normalize(
        embedRows(left, rows), torch::nn::functional::NormalizeFuncOptions().dim(1));
    const torch::Tensor r = torch::nn::functional::normalize(
        embedRows(right, rows), torch::nn::functional::NormalizeFuncOptions().dim(1));
    return scale_ * u.matmul(r.t());
}

torch::Tensor DualEncoderTrainingTask::batchLoss(const std::vector<int64_t>& examples) {
    const torch::Tensor rows = torch::tensor(examples, torch::kLong);
    const torch::Tensor logits = pairLogits(left_, right_, rows);
    const torch::Tensor target = torch::arange(logits.size(0), logits.device());
    return 0.5 * (torch::nn::functional::cross_entropy(logits, target) +
                  torch::nn::functional::cross_entropy(logits.t(), target));
}

std::optional<double> DualEncoderTrainingTask::devLoss() {
    if (!devLeft_.ids.defined()) return std::nullopt;
    double total = 0;
    const auto batches = devBatches(devLeft_.ids.size(0), devBatchSize_);
    if (batches.empty()) return std::nullopt;
    for (const torch::Tensor& rows : batches) {
        const torch::Tensor logits = pairLogits(devLeft_, devRight_, rows);
        const torch::Tensor target = torch::arange(logits.size(0), logits.device());
        total += 0.5 * (torch::nn::functional::cross_entropy(logits, target).item<double>() +
                        torch::nn::functional::cross_entropy(logits.t(), target).item<double>());
    }
    return total / double(batches.size());
}

QStringList DualEncoderTrainingTask::sampleOutputs() {
    if (!devLeft_.ids.defined()) return {};
    int64_t correct = 0, total = 0;
    const auto batches = devBatches(devLeft_.ids.size(0), devBatchSize_);
    for (const torch::Tensor& rows : batches) {
        const torch::Tensor logits = pairLogits(devLeft_, devRight_, rows);
        correct += logits.argmax(1)
                       .eq(torch::arange(logits.size(0), logits.device()))
                       .sum()
                       .item<int64_t>();
        total += logits.size(0);
    }
    if (total == 0) return {};
    return {QStringLiteral("dev pairs matched top-1 within batches of %1: %2% of %3 pairs")
                .arg(batches.front().size(0))
                .arg(100.0 * double(correct) / double(total), 0, 'f', 1)
                .arg(total)};
}

} // namespace unembed
