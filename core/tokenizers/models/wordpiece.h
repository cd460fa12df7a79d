// WordPiece: the longest vocabulary prefix of a word, then the longest "##"-prefixed continuation,
// and so on; a word that cannot be covered, or is longer than max_input_chars_per_word, is one
// unknown token. Torch-free.
#pragma once

#include "tokenizers/models/model.h"

namespace unembed {

class WordPieceModel : public TokenizerModel {
public:
    WordPieceModel(Vocabulary vocabulary, const QString& unkToken, QString prefix,
                   int maxInputChars, const QString& file);
    void tokenize(const QString& piece, std::vector<int64_t>& ids) const override;
    const Vocabulary& vocabulary() const override { return vocabulary_; }

private:
    Vocabulary vocabulary_;
    int64_t unkId_;
    QString prefix_;
    int maxInputChars_;
};

} // namespace unembed
