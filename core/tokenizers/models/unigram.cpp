#include "unigram.h"

#include "error.h"
#include "tokenizers/unicode_chars.h"

#include <QJsonArray>
#include <QList>

#include <algorithm>
#include <limits>

namespace unembed {

namespace {
// SentencePiece's penalty for an unknown character below the lowest piece score.
constexpr double kUnknownPenalty = 10.0;
} // namespace

UnigramModel::UnigramModel(const QJsonArray& pieces, int64_t unkId, bool byteFallback,
                           const QString& file)
    : unkId_(unkId), byteFallback_(byteFallback) {
    double lowest = std::numeric_limits<double>::max();
    for (qsizetype id = 0; id < pieces.size(); ++id) {
        const QJsonArray entry = pieces[id].toArray();
        if (entry.size() != 2 || !entry[0].isString() || !entry[1].isDouble())
            throw InputError({file, qint64(id + 1), QStringLiteral("model.vocab"),
                              QStringLiteral("[piece, score]"), QString()},
                             QStringLiteral("invalid Unigram vocabulary entry"));
        const QString token = entry[0].toString();
        vocabulary_.add(token, id);
        scores_.push_back(entry[1].toDouble());
        lowest = std::min(lowest, scores_.back());
        longestPiece_ = std::max(longestPiece_, size_t(token.toUcs4().size()));
    }
    if (unkId_ < 0 || unkId_ >= pieces.size())
        throw InputError({file, std::nullopt, QStringLiteral("model.unk_id"),
                          QStringLiteral("an id below %1").arg(pieces.size()),
                          QString::number(unkId_)},
                         QStringLiteral("the Unigram unknown id is outside the vocabulary"));
    unkScore_ = lowest - kUnknownPenalty;
}

void UnigramModel::tokenize(const QString& piece, std::vector<int64_t>& ids) const {
    const std::vector<char32_t> chars = unicode::codePoints(piece);
    const size_t length = chars.size();
    if (length == 0) return;
    struct Node {
        double score = 0.0;
        size_t start = 0;
        int64_t id = -1; // -1: not reached yet
    };
    std::vector<Node> best(length + 1);
    best[0].id = -2; // the start is reached
    for (size_t start = 0; start < length; ++start) {
        if (best[start].id == -1) continue;
        const double reached = best[start].score;
        bool singleCharacter = false;
        const size_t limit = std::min(length, start + longestPiece_);
        for (size_t end = start + 1; end <= limit; ++end) {
            const int64_t id =
                vocabulary_.find(unicode::fromCodePoints(chars.data() + start, chars.data() + end));
            if (id < 0) continue;
            Node& target = best[end];
            const double score = reached + scores_[size_t(id)];
            if (target.id == -1 || score > target.score) target = {score, start, id};
            if (end == start + 1) singleCharacter = true;
        }
        if (!singleCharacter) {
            Node& target = best[start + 1];
            const double score = reached + unkScore_;
            if (target.id == -1 || score > target.score) target = {score, start, unkId_};
        }
    }
    // Back from the end: the best path's tokens, runs of unknowns joined into one string.
    std::vector<QString> tokens;
    QString unknownRun;
    for (size_t end = length; end > 0;) {
        const Node& node = best[end];
        const QString text = unicode::fromCodePoints(chars.data() + node.start, chars.data() + end);
        if (node.id == unkId_) {
            unknownRun.prepend(text);
        } else {
            if (!unknownRun.isEmpty()) tokens.push_back(std::exchange(unknownRun, QString()));
            tokens.push_back(text);
        }
        end = node.start;
    }
    if (!unknownRun.isEmpty()) tokens.push_back(unknownRun);
    std::reverse(tokens.begin(), tokens.end());
    for (const QString& token : tokens) {
        const int64_t id = vocabulary_.find(token);
        if (id >= 0) {
            ids.push_back(id);
            continue;
        }
        const std::vector<int64_t> bytes =
            byteFallback_ ? vocabulary_.byteIds(token) : std::vector<int64_t>{};
        if (!bytes.empty())
            ids.insert(ids.end(), bytes.begin(), bytes.end());
        else
            ids.push_back(unkId_);
    }
}

} // namespace unembed
