#include "word_marks.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringList>

namespace unembed {

namespace {

QStringList words(const QString& text) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.split(space, Qt::SkipEmptyParts);
}

// The form two words are compared in: lower case, without punctuation around it.
QString key(const QString& word) {
    qsizetype start = 0;
    qsizetype end = word.size();
    while (start < end && word[start].isPunct())
        ++start;
    while (end > start && word[end - 1].isPunct())
        --end;
    return word.mid(start, end - start).toLower();
}

QSet<QString> keys(const QString& text) {
    QSet<QString> result;
    for (const QString& word : words(text))
        result.insert(key(word));
    result.remove(QString());
    return result;
}

} // namespace

QString markedHypothesisHtml(const QString& hypothesis, const QString& previous,
                             const QString& reference, const QStringList& sensitiveTerms,
                             const WordMarkColours& colours) {
    const QSet<QString> before = keys(previous);
    const QSet<QString> truth = keys(reference);
    const QSet<QString> sensitive = keys(sensitiveTerms.join(QLatin1Char(' ')));
    QStringList html;
    for (const QString& word : words(hypothesis)) {
        const QString k = key(word);
        QString piece = word.toHtmlEscaped();
        if (!k.isEmpty() && sensitive.contains(k))
            piece = QStringLiteral("<b style=\"color:%1\">%2</b>").arg(colours.sensitive, piece);
        if (!previous.isEmpty() && !before.contains(k))
            piece = QStringLiteral("<u>%1</u>").arg(piece);
        if (!k.isEmpty() && truth.contains(k))
            piece = QStringLiteral("<span style=\"background-color:%1; color:%2\">%3</span>")
                        .arg(colours.match, colours.matchText, piece);
        html << piece;
    }
    return html.join(QLatin1Char(' '));
}

double recoveredWordShare(const QString& hypothesis, const QString& reference) {
    const QSet<QString> truth = keys(reference);
    if (truth.isEmpty()) return 0.0;
    return double((keys(hypothesis) & truth).size()) / double(truth.size());
}

} // namespace unembed
