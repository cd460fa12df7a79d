#include "redaction.h"

#include "text/sensitive_terms.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>

namespace unembed {

QString redactionMark(const QString& kind) {
    return QStringLiteral("[%1]").arg(QString(kind).replace(QLatin1Char('-'), QLatin1Char(' ')));
}

QString redactedText(QString text, std::vector<std::pair<QString, QString>> termsAndKinds) {
    std::stable_sort(termsAndKinds.begin(), termsAndKinds.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    // Matches on the original text, a longer term's first; one overlapping a kept match is left.
    std::map<qsizetype, std::pair<qsizetype, QString>> kept; // start -> (end, mark)
    const auto overlaps = [&](qsizetype start, qsizetype end) {
        auto next = kept.lower_bound(start);
        if (next != kept.end() && next->first < end) return true;
        return next != kept.begin() && std::prev(next)->second.first > start;
    };
    for (const auto& [term, kind] : termsAndKinds) {
        if (term.trimmed().isEmpty()) continue;
        const QString mark = redactionMark(kind);
        for (auto it = wholeWordPattern(term).globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            if (!overlaps(match.capturedStart(), match.capturedEnd()))
                kept[match.capturedStart()] = {match.capturedEnd(), mark};
        }
    }
    for (auto it = kept.rbegin(); it != kept.rend(); ++it)
        text.replace(it->first, it->second.first - it->first, it->second.second);
    return text;
}

} // namespace unembed
