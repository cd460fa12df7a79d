#include "report_text.h"

#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace unembed {

namespace {

// The phrases eval/, store/ and embedders/defence_spec write into curves and run labels.
const char* const kStoredPhrases[] = {
    // Curve titles and axes.
    QT_TRANSLATE_NOOP("ReportText", "BLEU, exact match and cosine by reference length"),
    QT_TRANSLATE_NOOP("ReportText", "reference length (attacker tokens, bucket upper bound)"),
    QT_TRANSLATE_NOOP("ReportText", "BLEU / exact match (%)"),
    QT_TRANSLATE_NOOP("ReportText", "BLEU, exact match and cosine by correction round"),
    QT_TRANSLATE_NOOP("ReportText", "correction round"),
    QT_TRANSLATE_NOOP("ReportText", "Final cosine against BLEU per sample"),
    QT_TRANSLATE_NOOP("ReportText", "Token precision-recall over MLC thresholds"),
    QT_TRANSLATE_NOOP("ReportText", "recall (%)"),
    QT_TRANSLATE_NOOP("ReportText", "precision (%)"),
    QT_TRANSLATE_NOOP("ReportText", "Noise defence: retrieval against reconstruction"),
    QT_TRANSLATE_NOOP("ReportText", "defence: retrieval against reconstruction"),
    QT_TRANSLATE_NOOP("ReportText", "NDCG@10, cosine"),
    QT_TRANSLATE_NOOP("ReportText", "BLEU, tf1, exact match (%)"),
    QT_TRANSLATE_NOOP("ReportText", "Defences compared: search quality against leakage"),
    QT_TRANSLATE_NOOP("ReportText", "retrieval NDCG@10 (utility)"),
    QT_TRANSLATE_NOOP("ReportText", "Vec2Text BLEU (leakage)"),
    QT_TRANSLATE_NOOP("ReportText", "retrieval NDCG@10 (utility: higher is better)"),
    QT_TRANSLATE_NOOP("ReportText", "Vec2Text BLEU (leakage: lower is better)"),
    QT_TRANSLATE_NOOP("ReportText", "By correction round:"),
    QT_TRANSLATE_NOOP("ReportText", "vs"),
    // Defences, their strengths and operating points.
    QT_TRANSLATE_NOOP("ReportText", "λ (noise scale)"),
    QT_TRANSLATE_NOOP("ReportText", "bits per dimension"),
    QT_TRANSLATE_NOOP("ReportText", "dimensions kept"),
    QT_TRANSLATE_NOOP("ReportText", "principal components kept"),
    QT_TRANSLATE_NOOP("ReportText", "leaked pairs the attacker has"),
    QT_TRANSLATE_NOOP("ReportText", "Gaussian noise"),
    QT_TRANSLATE_NOOP("ReportText", "Scalar quantisation"),
    QT_TRANSLATE_NOOP("ReportText", "Binary quantisation"),
    QT_TRANSLATE_NOOP("ReportText", "Truncation"),
    QT_TRANSLATE_NOOP("ReportText", "PCA projection"),
    QT_TRANSLATE_NOOP("ReportText", "Secret rotation"),
    QT_TRANSLATE_NOOP("ReportText", "no defence"),
    QT_TRANSLATE_NOOP("ReportText", "leaked pairs"),
    QT_TRANSLATE_NOOP("ReportText", "dimensions"),
    QT_TRANSLATE_NOOP("ReportText", "components"),
    QT_TRANSLATE_NOOP("ReportText", "bits"),
    QT_TRANSLATE_NOOP("ReportText", "bit"),
    // Series.
    QT_TRANSLATE_NOOP("ReportText", "cosine"),
    QT_TRANSLATE_NOOP("ReportText", "exact match"),
    QT_TRANSLATE_NOOP("ReportText", "token F1 (tf1)"),
    QT_TRANSLATE_NOOP("ReportText", "samples"),
    QT_TRANSLATE_NOOP("ReportText", "target cosine"),
    // Run labels.
    QT_TRANSLATE_NOOP("ReportText", "run"),
    QT_TRANSLATE_NOOP("ReportText", "step"),
    QT_TRANSLATE_NOOP("ReportText", "steps"),
    QT_TRANSLATE_NOOP("ReportText", "best of"),
    QT_TRANSLATE_NOOP("ReportText", "nucleus sample"),
    QT_TRANSLATE_NOOP("ReportText", "nucleus samples"),
    QT_TRANSLATE_NOOP("ReportText", "nucleus"),
    QT_TRANSLATE_NOOP("ReportText", "beam"),
    QT_TRANSLATE_NOOP("ReportText", "vec2text rule"),
    QT_TRANSLATE_NOOP("ReportText", "no feedback"),
    QT_TRANSLATE_NOOP("ReportText", "feedback withheld"),
    QT_TRANSLATE_NOOP("ReportText", "T5 decoder"),
    QT_TRANSLATE_NOOP("ReportText", "Noise sweep"),
    QT_TRANSLATE_NOOP("ReportText", "Defence sweep"),
    QT_TRANSLATE_NOOP("ReportText", "Attribute probes"),
    QT_TRANSLATE_NOOP("ReportText", "aligned from"),
    QT_TRANSLATE_NOOP("ReportText", "partial:"),
    QT_TRANSLATE_NOOP("ReportText", "of"),
    QT_TRANSLATE_NOOP("ReportText", "shards"),
};

bool isWordCharacter(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

} // namespace

QString ReportText::fromStored(const QString& stored) {
    // Longest first, so that "exact match" is not cut by "exact".
    struct Phrase {
        QString text;
        const char* source; // for tr()
    };
    static const std::vector<Phrase> phrases = [] {
        std::vector<Phrase> sorted;
        for (const char* phrase : kStoredPhrases)
            sorted.push_back({QString::fromUtf8(phrase), phrase});
        std::stable_sort(sorted.begin(), sorted.end(), [](const Phrase& a, const Phrase& b) {
            return a.text.size() > b.text.size();
        });
        return sorted;
    }();
    QString shown;
    qsizetype i = 0;
    while (i < stored.size()) {
        const bool wordStart = i == 0 || !isWordCharacter(stored[i - 1]);
        const Phrase* match = nullptr;
        for (const Phrase& phrase : phrases) {
            if (!wordStart) break;
            const qsizetype end = i + phrase.text.size();
            if (end <= stored.size() &&
                QStringView(stored).mid(i, phrase.text.size()) == phrase.text &&
                (end == stored.size() || !isWordCharacter(stored[end]) ||
                 !isWordCharacter(phrase.text.back()))) {
                match = &phrase;
                break;
            }
        }
        if (match) {
            shown += tr(match->source);
            i += match->text.size();
        } else {
            shown += stored[i++];
        }
    }
    return shown;
}

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
