#include "detector_rules.h"

#include <algorithm>

namespace unembed {

bool spansOverlap(const SensitiveSpan& a, const SensitiveSpan& b) {
    return a.start < b.start + b.length && b.start < a.start + a.length;
}

bool addUnlessOverlapping(std::vector<SensitiveSpan>& spans, const SensitiveSpan& span) {
    if (std::any_of(spans.begin(), spans.end(),
                    [&](const SensitiveSpan& s) { return spansOverlap(s, span); }))
        return false;
    spans.push_back(span);
    return true;
}

void addMatches(std::vector<SensitiveSpan>& spans, const QRegularExpression& pattern,
                const QString& kind, const QString& text, const QString& detector) {
    auto it = pattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        addUnlessOverlapping(
            spans, {int(m.capturedStart()), int(m.capturedLength()), kind, m.captured(), detector});
    }
}

void sortByStart(std::vector<SensitiveSpan>& spans) {
    std::sort(spans.begin(), spans.end(),
              [](const SensitiveSpan& a, const SensitiveSpan& b) { return a.start < b.start; });
}

bool atSentenceStart(const QString& text, int start) {
    for (int i = start - 1; i >= 0; --i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('.') || c == QLatin1Char('!') || c == QLatin1Char('?')) return true;
        if (!c.isSpace() && c != QLatin1Char('"') && c != QLatin1Char('(') &&
            c != QLatin1Char('\''))
            return false;
    }
    return true;
}

const QString& monthPattern() {
    static const QString month = QStringLiteral(
        "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
        "Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)");
    return month;
}

const QString& weekdayPattern() {
    static const QString weekday =
        QStringLiteral("(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues?|"
                       "Wed|Thu(?:rs?)?|Fri|Sat|Sun)");
    return weekday;
}

bool isCalendarName(const QString& word) {
    static const QRegularExpression calendar(
        QStringLiteral("^(?:%1|%2)s?$").arg(monthPattern(), weekdayPattern()));
    return calendar.match(word).hasMatch();
}

} // namespace unembed
