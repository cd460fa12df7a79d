#include "pattern_split.h"

#include "error.h"
#include "tokenizers/unicode_chars.h"

#include <QJsonObject>

#include <algorithm>

namespace unembed {

SplitBehavior splitBehaviorFromJson(const QJsonValue& value, const QString& file,
                                    const QString& field) {
    static const std::pair<const char*, SplitBehavior> kNames[] = {
        {"Removed", SplitBehavior::Removed},
        {"Isolated", SplitBehavior::Isolated},
        {"MergedWithPrevious", SplitBehavior::MergedWithPrevious},
        {"MergedWithNext", SplitBehavior::MergedWithNext},
        {"Contiguous", SplitBehavior::Contiguous}};
    QStringList names;
    for (const auto& [name, behavior] : kNames) {
        if (value.toString() == QLatin1String(name)) return behavior;
        names << QLatin1String(name);
    }
    throw InputError(
        {file, std::nullopt, field, names.join(QStringLiteral(", ")), value.toString()},
        QStringLiteral("unknown split behaviour"));
}

PatternSpans matchCharacters(const QString& text, const std::function<bool(char32_t)>& matches) {
    PatternSpans spans;
    qsizetype gapStart = 0;
    for (qsizetype i = 0; i < text.size();) {
        char32_t c = text[i].unicode();
        qsizetype width = 1;
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            width = 2;
        }
        if (matches(c)) {
            if (gapStart < i) spans.push_back({gapStart, i, false});
            spans.push_back({i, i + width, true});
            gapStart = i + width;
        }
        i += width;
    }
    if (gapStart < text.size() || spans.empty()) spans.push_back({gapStart, text.size(), false});
    return spans;
}

PatternSpans matchRegex(const QString& text, const QRegularExpression& regex) {
    PatternSpans spans;
    qsizetype previous = 0;
    auto it = regex.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedLength() == 0) continue;
        if (previous != match.capturedStart())
            spans.push_back({previous, match.capturedStart(), false});
        spans.push_back({match.capturedStart(), match.capturedEnd(), true});
        previous = match.capturedEnd();
    }
    if (previous != text.size() || spans.empty()) spans.push_back({previous, text.size(), false});
    return spans;
}

QRegularExpression unicodeRegex(const QString& pattern, const QString& file, const QString& field) {
    QRegularExpression regex(pattern, QRegularExpression::UseUnicodePropertiesOption);
    if (!regex.isValid())
        throw InputError(
            {file, std::nullopt, field, QStringLiteral("a valid regular expression"), pattern},
            QStringLiteral("cannot compile the pattern: %1").arg(regex.errorString()));
    return regex;
}

TextPattern TextPattern::fromJson(const QJsonValue& value, const QString& file,
                                  const QString& field) {
    const QJsonObject object = value.toObject();
    TextPattern pattern;
    if (object.contains(QStringLiteral("String"))) {
        pattern.literal_ = object.value(QStringLiteral("String")).toString();
    } else if (object.contains(QStringLiteral("Regex"))) {
        pattern.isRegex_ = true;
        pattern.regex_ =
            unicodeRegex(object.value(QStringLiteral("Regex")).toString(), file, field);
    } else {
        throw InputError({file, std::nullopt, field,
                          QStringLiteral("{\"String\": ...} or {\"Regex\": ...}"),
                          object.keys().join(QStringLiteral(", "))},
                         QStringLiteral("unknown pattern"));
    }
    return pattern;
}

TextPattern TextPattern::literal(const QString& text) {
    TextPattern pattern;
    pattern.literal_ = text;
    return pattern;
}

PatternSpans TextPattern::find(const QString& text) const {
    if (isRegex_) return matchRegex(text, regex_);
    PatternSpans spans;
    qsizetype previous = 0;
    if (!literal_.isEmpty())
        for (qsizetype at = text.indexOf(literal_); at >= 0;
             at = text.indexOf(literal_, at + literal_.size())) {
            if (previous != at) spans.push_back({previous, at, false});
            spans.push_back({at, at + literal_.size(), true});
            previous = at + literal_.size();
        }
    if (previous != text.size() || spans.empty()) spans.push_back({previous, text.size(), false});
    return spans;
}

QString TextPattern::replace(const QString& text, const QString& content) const {
    QString out;
    for (const PatternSpan& span : find(text))
        out += span.isMatch ? content : text.mid(span.start, span.end - span.start);
    return out;
}

void invertSpans(PatternSpans& spans) {
    for (PatternSpan& span : spans)
        span.isMatch = !span.isMatch;
}

QStringList splitSpans(const QString& text, const PatternSpans& spans, SplitBehavior behavior) {
    struct Piece {
        qsizetype start, end;
        bool removed;
    };
    std::vector<Piece> pieces;
    bool previousMatch = false;
    switch (behavior) {
    case SplitBehavior::Isolated:
        for (const PatternSpan& span : spans)
            pieces.push_back({span.start, span.end, false});
        break;
    case SplitBehavior::Removed:
        for (const PatternSpan& span : spans)
            pieces.push_back({span.start, span.end, span.isMatch});
        break;
    case SplitBehavior::Contiguous:
        for (const PatternSpan& span : spans) {
            if (span.isMatch == previousMatch && !pieces.empty())
                pieces.back().end = span.end;
            else
                pieces.push_back({span.start, span.end, false});
            previousMatch = span.isMatch;
        }
        break;
    case SplitBehavior::MergedWithPrevious:
        for (const PatternSpan& span : spans) {
            if (span.isMatch && !previousMatch && !pieces.empty())
                pieces.back().end = span.end;
            else
                pieces.push_back({span.start, span.end, false});
            previousMatch = span.isMatch;
        }
        break;
    case SplitBehavior::MergedWithNext:
        for (auto it = spans.rbegin(); it != spans.rend(); ++it) {
            if (it->isMatch && !previousMatch && !pieces.empty())
                pieces.back().start = it->start;
            else
                pieces.push_back({it->start, it->end, false});
            previousMatch = it->isMatch;
        }
        std::reverse(pieces.begin(), pieces.end());
        break;
    }
    QStringList out;
    for (const Piece& piece : pieces)
        if (!piece.removed && piece.end > piece.start)
            out << text.mid(piece.start, piece.end - piece.start);
    return out;
}

} // namespace unembed
