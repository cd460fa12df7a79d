#include "detector_recall.h"

#include <QRegularExpression>

#include <cmath>

namespace unembed {

double NameRecall::percent() const {
    return total == 0 ? std::nan("") : 100.0 * double(found) / double(total);
}

DetectorRecall detectorRecall(const QStringList& texts, const TermListDetector& names,
                              const std::vector<const TermDetector*>& detectors) {
    static const QRegularExpression word(QStringLiteral("[^\\s]+"));
    DetectorRecall recall;
    recall.detector = detectorLabels(detectors);
    for (qsizetype line = 0; line < texts.size(); ++line) {
        const QString& text = texts[line];
        const std::vector<SensitiveSpan> found = detectSensitiveTerms(detectors, text);
        const auto covered = [&](int start, int length) {
            for (const SensitiveSpan& span : found)
                // A name the detectors' own term list gives (--terms) covers its words too.
                if (span.kind == QLatin1String("name")
                        ? span.start <= start && start + length <= span.start + span.length
                        : (span.kind == QLatin1String("given-name") ||
                           span.kind == QLatin1String("proper-noun")) &&
                              span.start == start && span.length == length)
                    return true;
            return false;
        };
        for (const SensitiveSpan& name : names.detect(text)) {
            if (name.kind != QLatin1String("name")) continue;
            std::vector<bool> hits;
            QStringList missedWords;
            auto it = word.globalMatch(name.text);
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                hits.push_back(
                    covered(name.start + int(m.capturedStart()), int(m.capturedLength())));
                if (!hits.back()) missedWords << m.captured();
            }
            if (hits.empty()) continue;
            ++recall.firstNames.total;
            if (hits.front()) ++recall.firstNames.found;
            if (hits.size() >= 2) {
                ++recall.lastNames.total;
                if (hits.back()) ++recall.lastNames.found;
            }
            ++recall.wholeNames.total;
            if (missedWords.isEmpty())
                ++recall.wholeNames.found;
            else
                recall.missed << QStringLiteral("line %1: %2 (%3)")
                                     .arg(line + 1)
                                     .arg(name.text, missedWords.join(QStringLiteral(", ")));
        }
    }
    return recall;
}

} // namespace unembed
