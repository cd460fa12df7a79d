#include "wordpiece.h"

#include "error.h"
#include "tokenizers/unicode_chars.h"

namespace unembed {

WordPieceModel::WordPieceModel(Vocabulary vocabulary, const QString& unkToken, QString prefix,
                               int maxInputChars, const QString& file)
    : vocabulary_(std::move(vocabulary)), prefix_(std::move(prefix)),
      maxInputChars_(maxInputChars) {
    unkId_ = vocabulary_.find(unkToken);
    if (unkId_ < 0)
        throw InputError({file, std::nullopt, QStringLiteral("model.unk_token"),
                          QStringLiteral("a token of the vocabulary"), unkToken},
                         QStringLiteral("the WordPiece unknown token is not in the vocabulary"));
}

void WordPieceModel::tokenize(const QString& piece, std::vector<int64_t>& ids) const {
    const std::vector<char32_t> chars = unicode::codePoints(piece);
    if (chars.size() > size_t(maxInputChars_)) {
        ids.push_back(unkId_);
        return;
    }
    std::vector<int64_t> found;
    size_t start = 0;
    while (start < chars.size()) {
        int64_t id = -1;
        size_t end = chars.size();
        for (; end > start; --end) {
            QString candidate = unicode::fromCodePoints(chars.data() + start, chars.data() + end);
            if (start > 0) candidate.prepend(prefix_);
            id = vocabulary_.find(candidate);
            if (id >= 0) break;
        }
        if (id < 0) {
            ids.push_back(unkId_);
            return;
        }
        found.push_back(id);
        start = end;
    }
    ids.insert(ids.end(), found.begin(), found.end());
}

} // namespace unembed
