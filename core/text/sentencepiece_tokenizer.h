// The tokenizer of T5-family model folders (spiece.model) with Hugging Face's T5Tokenizer
// conventions: EOS appended, pad id 0, right padding with an attention mask, truncation that keeps
// the EOS, decoding that skips special tokens. Batches come back as int64 torch tensors, so this
// is a core-only header.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include "text/sentencepiece_library.h"
#include "tokenizers/text_tokenizer.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace unembed {

class SentencePieceTokenizer : public TextTokenizer {
public:
    // `path` is a spiece.model file or a folder holding one. Throws InputError.
    static SentencePieceTokenizer load(const QString& path);
    explicit SentencePieceTokenizer(std::shared_ptr<const SentencePieceModel> model);

    // Trains a unigram model on `texts` with T5's ids (pad 0, EOS 1, unknown 2, no BOS) and
    // writes it to `modelPath` (e.g. folder/spiece.model). Deterministic for the same texts.
    static void trainT5(const QStringList& texts, const QString& modelPath, int vocabSize);

    // The spiece.model file, e.g. to copy it into a model folder being saved.
    const QString& modelPath() const { return model_->path(); }
    int padId() const override { return padId_; }
    int eosId() const { return eosId_; }
    int unkId() const { return unkId_; }
    // SentencePiece pieces; T5 models add sentinel ids above these (<extra_id_N>).
    int pieceCount() const { return pieceCount_; }

    // Pieces then EOS. With maxLength > 0, longer texts keep their first maxLength - 1 pieces and
    // the EOS, as HF's T5 tokenizer truncates.
    std::vector<int64_t> encode(const QString& text, int maxLength = 0) const override;
    // Copies spiece.model into `folder` unless one is there already.
    void saveTo(const QString& folder) const override;

    // With skipSpecialTokens, pad, EOS, unknown and sentinel ids are dropped; without it they are
    // written as their pieces (<pad>, </s>, <unk>, <extra_id_N>). With clean-up on, the text is
    // then stripped and its tokenization spaces cleaned up as transformers' T5Tokenizer decodes.
    QString decode(const std::vector<int64_t>& ids, bool skipSpecialTokens = true) const override;
    // Rows of a [B, L] id tensor.
    QStringList decodeBatch(const torch::Tensor& ids, bool skipSpecialTokens = true) const;
    // Off by default (Unembed's own attackers decode SentencePiece's text as is); on for
    // checkpoints made with transformers, whose T5 tokenizer cleans up by default.
    void setCleanUpTokenizationSpaces(bool on) { cleanUpSpaces_ = on; }
    bool cleansUpTokenizationSpaces() const { return cleanUpSpaces_; }
    // One id as SentencePiece writes it (▁ marking a word start), special ids included.
    QString piece(int64_t id) const;

private:
    bool isSpecial(int64_t id) const;
    QString specialText(int64_t id) const;

    std::shared_ptr<const SentencePieceModel> model_;
    int padId_ = 0;
    int eosId_ = 1;
    int unkId_ = 2;
    bool cleanUpSpaces_ = false;
    int pieceCount_ = 0;
};

} // namespace unembed
