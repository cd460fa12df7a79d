// Teacher-forced training material shared by the text-generating attacks (Vec2Text, GEIA): token
// labels with padding that carries no loss, batches cut out of them, and the masked
// cross-entropy. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "text/sentencepiece_tokenizer.h"

namespace unembed {

// The label value that carries no loss.
constexpr int64_t kIgnoredLabel = -100;

// Token ids with EOS [N, L], padded with kIgnoredLabel.
torch::Tensor lossLabels(const SentencePieceTokenizer& tokenizer, const QStringList& texts,
                         int maxLength);
// Rows `examples` of `tensor`.
torch::Tensor rows(const torch::Tensor& tensor, const std::vector<int64_t>& examples);
// Rows `examples` of labels, without the padding columns only longer rows outside them needed.
torch::Tensor trimmedRows(const torch::Tensor& labels, const std::vector<int64_t>& examples);
// Mean cross-entropy of logits [.., vocab] against labels [..], kIgnoredLabel skipped.
torch::Tensor crossEntropy(const torch::Tensor& logits, const torch::Tensor& labels);

} // namespace unembed
