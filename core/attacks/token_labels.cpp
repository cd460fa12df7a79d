#include "token_labels.h"

#include <torch/torch.h>

namespace unembed {

torch::Tensor lossLabels(const SentencePieceTokenizer& tokenizer, const QStringList& texts,
                         int maxLength) {
    const TokenizedBatch batch = tokenizer.encodeBatch(texts, maxLength);
    return batch.ids.masked_fill(batch.mask == 0, kIgnoredLabel);
}

torch::Tensor rows(const torch::Tensor& tensor, const std::vector<int64_t>& examples) {
    return tensor.index_select(0, torch::tensor(examples, torch::kLong));
}

torch::Tensor trimmedRows(const torch::Tensor& labels, const std::vector<int64_t>& examples) {
    const torch::Tensor picked = rows(labels, examples);
    const int64_t length = (picked != kIgnoredLabel).sum(0).nonzero().numel();
    return picked.slice(1, 0, std::max<int64_t>(1, length));
}

torch::Tensor crossEntropy(const torch::Tensor& logits, const torch::Tensor& labels) {
    return torch::nn::functional::cross_entropy(
        logits.reshape({-1, logits.size(-1)}), labels.to(logits.device()).reshape({-1}),
        torch::nn::functional::CrossEntropyFuncOptions().ignore_index(kIgnoredLabel));
}

} // namespace unembed
