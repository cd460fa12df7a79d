// Splitting a string on the matches of a pattern the way the tokenizers crate's
// NormalizedString::split does: the pattern (a character class, a literal string or a regex) marks
// spans, and a behaviour says what becomes of the matches (removed, isolated, merged with the
// previous or next piece, or runs of them kept contiguous). Shared by the pre-tokenizers and the
// Replace normalizer. Torch-free.
#pragma once

#include <QJsonValue>
#include <QRegularExpression>
#include <QStringList>

#include <functional>
#include <vector>

namespace unembed {

enum class SplitBehavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };

// "Removed", "Isolated", "MergedWithPrevious", "MergedWithNext" or "Contiguous"; throws InputError
// naming `file` and `field` for anything else.
SplitBehavior splitBehaviorFromJson(const QJsonValue& value, const QString& file,
                                    const QString& field);

// A cover of a string by spans in UTF-16 units, each a match of the pattern or not.
struct PatternSpan {
    qsizetype start = 0;
    qsizetype end = 0;
    bool isMatch = false;
};
using PatternSpans = std::vector<PatternSpan>;

// Each character for which `matches` holds is a match of its own.
PatternSpans matchCharacters(const QString& text, const std::function<bool(char32_t)>& matches);

// A literal string or a regular expression, as tokenizer.json writes them: {"String": "..."} or
// {"Regex": "..."}.
class TextPattern {
public:
    static TextPattern fromJson(const QJsonValue& value, const QString& file, const QString& field);
    static TextPattern literal(const QString& text);
    PatternSpans find(const QString& text) const;
    // `text` with every match replaced by `content`.
    QString replace(const QString& text, const QString& content) const;

private:
    QString literal_;
    QRegularExpression regex_;
    bool isRegex_ = false;
};

PatternSpans matchRegex(const QString& text, const QRegularExpression& regex);
void invertSpans(PatternSpans& spans);

// The pieces `behavior` leaves, empty ones dropped.
QStringList splitSpans(const QString& text, const PatternSpans& spans, SplitBehavior behavior);

// A regex with Unicode classes (\s, \w and \p{..} over all of Unicode, as Oniguruma has them).
QRegularExpression unicodeRegex(const QString& pattern, const QString& file, const QString& field);

} // namespace unembed
