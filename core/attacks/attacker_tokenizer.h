// The tokenizer an attacker folder writes and reads texts with: the workbench's SentencePiece
// (spiece.model: pieces then EOS, pad 0, as T5), or the Hugging Face tokenizer of a pretrained
// decoder a GEIA attacker started from (tokenizer.json, or vocab.json + merges.txt: GPT-2's
// byte-level BPE), whose texts end with the EOS id the decoder's config names and are padded with
// it, as GEIA pads GPT-2. A text's ids are its tokens then EOS (the training labels, and what the
// token P/R/F1 compares); decoding skips column 0 (it stands for the embedding) and stops at EOS.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "tokenizers/text_tokenizer.h"

#include <memory>

namespace unembed {

class SentencePieceTokenizer;

class AttackerTokenizer {
public:
    explicit AttackerTokenizer(const SentencePieceTokenizer& tokenizer);
    // The tokenizer of a model folder (spiece.model only when it has nothing else, or always for
    // a T5 model: `sentencePieceFirst`), with `eosId` ending each text (-1: the EOS
    // tokenizer_config.json names). Throws InputError naming the folder when it has no
    // tokenizer, or no EOS token to end texts with.
    static AttackerTokenizer load(const QString& folder, int64_t eosId = -1,
                                  bool sentencePieceFirst = false);

    int64_t eosId() const { return eos_; }
    // What pads finished sequences and labels: SentencePiece's pad, else EOS.
    int64_t padId() const { return pad_; }
    // One past the largest id the tokenizer can produce: the decoder's vocab_size must cover it.
    int64_t idCount() const { return idCount_; }
    // E.g. "Hugging Face tokenizer.json: tokens then EOS (id 0, <|endoftext|>), padded with
    // EOS", for the folder's config.
    const QString& description() const { return description_; }
    bool isSentencePiece() const { return sentencePiece_; }
    // The file the tokenizer was read from (spiece.model, tokenizer.json or vocab.json), which
    // evaluations record as their tokenizer.
    const QString& path() const { return path_; }

    // One text's tokens cut to maxLength - 1, then EOS.
    std::vector<int64_t> labelIds(const QString& text, int maxLength) const;
    // labelIds of every text [N, L], padded with kIgnoredLabel (see attacks/token_labels.h).
    torch::Tensor lossLabels(const QStringList& texts, int maxLength) const;
    // Decoded sequences [B, L] (column 0 the embedding's) as texts, special tokens skipped.
    QStringList decode(const torch::Tensor& sequences) const;
    const TextTokenizer& text() const { return *text_; }

private:
    AttackerTokenizer(std::shared_ptr<const TextTokenizer> text, int64_t eos, int64_t pad,
                      int64_t idCount, QString description, QString path, bool sentencePiece);

    std::shared_ptr<const TextTokenizer> text_;
    int64_t eos_ = 1;
    int64_t pad_ = 0;
    int64_t idCount_ = 0;
    QString description_;
    QString path_;
    bool sentencePiece_ = false;
};

} // namespace unembed
