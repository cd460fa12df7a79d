// The Unigram model (SentencePiece's, as tokenizer.json stores it): the segmentation of a piece
// with the highest total log-probability (Viterbi over the vocabulary's pieces), characters no
// piece covers scored as the unknown token (lowest score minus 10) and consecutive unknowns fused
// into one, or spelled as <0xNN> bytes when byte_fallback is set. Torch-free.
#pragma once

#include "tokenizers/models/model.h"

namespace unembed {

class UnigramModel : public TokenizerModel {
public:
    // `pieces` are [token, score] pairs in id order.
    UnigramModel(const QJsonArray& pieces, int64_t unkId, bool byteFallback, const QString& file);
    void tokenize(const QString& piece, std::vector<int64_t>& ids) const override;
    const Vocabulary& vocabulary() const override { return vocabulary_; }

private:
    Vocabulary vocabulary_;
    std::vector<double> scores_;
    int64_t unkId_;
    bool byteFallback_;
    double unkScore_ = 0.0;
    size_t longestPiece_ = 1; // in code points
};

} // namespace unembed
