// What an embedder needs from a tokenizer, whatever its format: texts to padded id batches with an
// attention mask, and ids back to text. SentencePiece (T5) and tokenizer.json (BERT, RoBERTa,
// XLM-R, MPNet, GPT-2) tokenizers implement it. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include <QString>
#include <QStringList>

#include <vector>

namespace unembed {

struct TokenizedBatch {
    torch::Tensor ids;  // [B, L] int64, right-padded with the pad id
    torch::Tensor mask; // [B, L] int64, 1 for tokens, 0 for padding
};

class TextTokenizer {
public:
    virtual ~TextTokenizer() = default;

    // The ids of one text with the model's special tokens; with maxLength > 0 the text's own tokens
    // are cut so that the whole sequence, special tokens included, fits in maxLength.
    virtual std::vector<int64_t> encode(const QString& text, int maxLength = 0) const = 0;
    virtual QString decode(const std::vector<int64_t>& ids,
                           bool skipSpecialTokens = true) const = 0;
    virtual int padId() const = 0;
    // Copies the files the tokenizer was read from into `folder` (a model folder being saved).
    virtual void saveTo(const QString& folder) const = 0;

    // Every text encoded as above and right-padded with padId() to the longest one.
    TokenizedBatch encodeBatch(const QStringList& texts, int maxLength = 0) const;
};

} // namespace unembed
