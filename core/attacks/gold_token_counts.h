// The reference side of the bag-of-words attacks: how often each token id of the attacker's
// tokenizer occurs in each text (EOS included, as the tokenizer appends it; padding never occurs
// in a text's own ids). MSP trains on these multisets, MLC on the sets (counts clipped to 1).
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include <QStringList>

namespace unembed {

class SentencePieceTokenizer;

// [N, vocabSize] float32, row i for texts[i].
torch::Tensor goldTokenCounts(const SentencePieceTokenizer& tokenizer, const QStringList& texts,
                              int vocabSize);

} // namespace unembed
