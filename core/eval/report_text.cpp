#include "report_text.h"

#include <QRegularExpression>

namespace unembed {

QString ReportText::detectorLabel(const QString& stored) {
    // Figures name every detector that ran, joined with "; ".
    if (stored.contains(QLatin1String("; ")))
        return detectorLabels(stored.split(QStringLiteral("; "))).join(QStringLiteral("; "));
    // The gazetteer: "NAME/V (N entries)" or "NAME/V (N entries, M given names)".
    static const QRegularExpression gazetteer(
        QStringLiteral("^(\\S+) \\((\\d+) entries(?:, (\\d+) given names)?\\)$"));
    // A term list: "terms/V (FILE: N terms, sha256 HEX)".
    static const QRegularExpression terms(
        QStringLiteral("^(\\S+) \\((.+): (\\d+) terms, sha256 ([0-9a-f]+)\\)$"));
    if (const QRegularExpressionMatch m = gazetteer.match(stored); m.hasMatch()) {
        const int entries = m.captured(2).toInt();
        return m.captured(3).isEmpty() ? tr("%1 (%n entries)", nullptr, entries).arg(m.captured(1))
                                       : tr("%1 (%n entries, %2 given names)", nullptr, entries)
                                             .arg(m.captured(1), m.captured(3));
    }
    if (const QRegularExpressionMatch m = terms.match(stored); m.hasMatch())
        return tr("%1 (%2: %n terms, sha256 %3)", nullptr, m.captured(3).toInt())
            .arg(m.captured(1), m.captured(2), m.captured(4));
    return stored;
}

QStringList ReportText::detectorLabels(const QStringList& stored) {
    QStringList labels;
    for (const QString& label : stored)
        labels << detectorLabel(label);
    return labels;
}

} // namespace unembed
