// Byte-pair encoding as the tokenizers crate runs it: a word starts as its characters (with the
// continuing-subword prefix and end-of-word suffix where the model has them), then the adjacent
// pair of lowest merge rank is merged, leftmost first, until no pair has a merge. With
// ignore_merges a word that is itself in the vocabulary is taken whole; characters outside the
// vocabulary become the unknown token (fused when fuse_unk), their <0xNN> bytes (byte_fallback),
// or nothing. Torch-free.
#pragma once

#include "tokenizers/models/model.h"

#include <QJsonArray>

#include <map>

namespace unembed {

struct BpeOptions {
    QString unkToken; // empty: none
    QString continuingSubwordPrefix;
    QString endOfWordSuffix;
    bool fuseUnk = false;
    bool byteFallback = false;
    bool ignoreMerges = false;
};

class BpeModel : public TokenizerModel {
public:
    // `merges` holds "a b" strings or ["a", "b"] pairs, highest priority first.
    BpeModel(Vocabulary vocabulary, const QJsonArray& merges, BpeOptions options,
             const QString& file);
    void tokenize(const QString& piece, std::vector<int64_t>& ids) const override;
    const Vocabulary& vocabulary() const override { return vocabulary_; }

private:
    struct Merge {
        int rank;
        int64_t id;
    };
    Vocabulary vocabulary_;
    std::map<std::pair<int64_t, int64_t>, Merge> merges_;
    BpeOptions options_;
    int64_t unkId_ = -1;
};

} // namespace unembed
