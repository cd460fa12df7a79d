#include "bpe.h"

#include "error.h"
#include "tokenizers/unicode_chars.h"

namespace unembed {

BpeModel::BpeModel(Vocabulary vocabulary, const QJsonArray& merges, BpeOptions options,
                   const QString& file)
    : vocabulary_(std::move(vocabulary)), options_(std::move(options)) {
    if (!options_.unkToken.isEmpty()) unkId_ = vocabulary_.find(options_.unkToken);
    const int prefixLength = int(options_.continuingSubwordPrefix.size());
    for (qsizetype rank = 0; rank < merges.size(); ++rank) {
        QStringList pair;
        if (merges[rank].isArray()) {
            for (const QJsonValue& part : merges[rank].toArray())
                pair << part.toString();
        } else {
            pair = merges[rank].toString().split(QLatin1Char(' '));
        }
        const auto bad = [&](const QString& problem) {
            return InputError({file, qint64(rank + 1), QStringLiteral("model.merges"),
                               QStringLiteral("two tokens of the vocabulary"),
                               pair.join(QLatin1Char(' '))},
                              problem);
        };
        if (pair.size() != 2) throw bad(QStringLiteral("a BPE merge is not a pair"));
        const int64_t left = vocabulary_.find(pair[0]);
        const int64_t right = vocabulary_.find(pair[1]);
        QString second = pair[1];
        if (prefixLength > 0 && second.startsWith(options_.continuingSubwordPrefix))
            second = second.mid(prefixLength);
        const int64_t merged = vocabulary_.find(pair[0] + second);
        if (left < 0 || right < 0 || merged < 0)
            throw bad(QStringLiteral("a BPE merge names a token outside the vocabulary"));
        merges_.emplace(std::make_pair(left, right), Merge{int(rank), merged});
    }
}

void BpeModel::tokenize(const QString& piece, std::vector<int64_t>& ids) const {
    if (piece.isEmpty()) return;
    if (options_.ignoreMerges) {
        const int64_t whole = vocabulary_.find(piece);
        if (whole >= 0) {
            ids.push_back(whole);
            return;
        }
    }
    const std::vector<char32_t> chars = unicode::codePoints(piece);
    std::vector<int64_t> symbols;
    bool previousUnknown = false;
    for (size_t i = 0; i < chars.size(); ++i) {
        QString symbol = unicode::fromCodePoints(chars.data() + i, chars.data() + i + 1);
        if (i > 0) symbol.prepend(options_.continuingSubwordPrefix);
        if (i + 1 == chars.size()) symbol.append(options_.endOfWordSuffix);
        const int64_t id = vocabulary_.find(symbol);
        if (id >= 0) {
            symbols.push_back(id);
            previousUnknown = false;
            continue;
        }
        const std::vector<int64_t> bytes =
            options_.byteFallback ? vocabulary_.byteIds(symbol) : std::vector<int64_t>{};
        if (!bytes.empty()) {
            symbols.insert(symbols.end(), bytes.begin(), bytes.end());
            previousUnknown = false;
            continue;
        }
        if (unkId_ >= 0) {
            if (!(options_.fuseUnk && previousUnknown)) symbols.push_back(unkId_);
            previousUnknown = true;
        }
    }
    while (symbols.size() > 1) {
        size_t best = 0;
        const Merge* bestMerge = nullptr;
        for (size_t i = 0; i + 1 < symbols.size(); ++i) {
            const auto it = merges_.find({symbols[i], symbols[i + 1]});
            if (it != merges_.end() && (!bestMerge || it->second.rank < bestMerge->rank)) {
                bestMerge = &it->second;
                best = i;
            }
        }
        if (!bestMerge) break;
        symbols[best] = bestMerge->id;
        symbols.erase(symbols.begin() + std::ptrdiff_t(best) + 1);
    }
    ids.insert(ids.end(), symbols.begin(), symbols.end());
}

} // namespace unembed
