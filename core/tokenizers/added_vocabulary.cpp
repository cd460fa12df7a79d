#include "added_vocabulary.h"

#include "error.h"
#include "tokenizers/unicode_chars.h"

#include <QJsonObject>

#include <algorithm>

namespace unembed {

namespace {

bool isWordCharacter(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

} // namespace

AddedVocabulary::AddedVocabulary(const QJsonArray& tokens, const QString& file) {
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QJsonObject json = tokens[i].toObject();
        AddedToken token;
        token.content = json.value(QStringLiteral("content")).toString();
        token.id = json.value(QStringLiteral("id")).toInteger(-1);
        if (token.id < 0 || token.content.isEmpty())
            throw InputError({file, qint64(i + 1), QStringLiteral("added_tokens"),
                              QStringLiteral("a content and an id"), QString()},
                             QStringLiteral("invalid added token"));
        token.special = json.value(QStringLiteral("special")).toBool(false);
        token.singleWord = json.value(QStringLiteral("single_word")).toBool(false);
        token.lstrip = json.value(QStringLiteral("lstrip")).toBool(false);
        token.rstrip = json.value(QStringLiteral("rstrip")).toBool(false);
        token.normalized = json.value(QStringLiteral("normalized")).toBool(!token.special);
        token.matchText = token.content;
        byId_.insert(token.id, qsizetype(tokens_.size()));
        tokens_.push_back(token);
    }
}

int64_t AddedVocabulary::idEnd() const {
    int64_t end = 0;
    for (const AddedToken& token : tokens_)
        end = std::max(end, token.id + 1);
    return end;
}

std::vector<AddedSegment> AddedVocabulary::split(const QString& text, bool normalized) const {
    std::vector<AddedSegment> segments;
    qsizetype plainStart = 0;
    const auto flushPlain = [&](qsizetype end) {
        if (end > plainStart)
            segments.push_back({text.mid(plainStart, end - plainStart), -1, plainStart});
    };
    for (qsizetype at = 0; at < text.size();) {
        const AddedToken* found = nullptr;
        for (const AddedToken& token : tokens_) {
            if (token.normalized != normalized) continue;
            if (token.matchText.isEmpty()) continue;
            if (found && token.matchText.size() <= found->matchText.size()) continue;
            if (QStringView(text).mid(at).startsWith(token.matchText)) {
                if (token.singleWord) {
                    const qsizetype end = at + token.matchText.size();
                    if ((at > 0 && isWordCharacter(text[at - 1])) ||
                        (end < text.size() && isWordCharacter(text[end])))
                        continue;
                }
                found = &token;
            }
        }
        if (!found) {
            ++at;
            continue;
        }
        qsizetype start = at, end = at + found->matchText.size();
        if (found->lstrip)
            while (start > plainStart && unicode::isWhitespace(text[start - 1].unicode()))
                --start;
        if (found->rstrip)
            while (end < text.size() && unicode::isWhitespace(text[end].unicode()))
                ++end;
        flushPlain(start);
        segments.push_back({found->content, found->id, start});
        plainStart = at = end;
    }
    flushPlain(text.size());
    return segments;
}

const AddedToken* AddedVocabulary::byId(int64_t id) const {
    const auto it = byId_.find(id);
    return it == byId_.end() ? nullptr : &tokens_[size_t(*it)];
}

int64_t AddedVocabulary::idOf(const QString& content) const {
    for (const AddedToken& token : tokens_)
        if (token.content == content) return token.id;
    return -1;
}

} // namespace unembed
