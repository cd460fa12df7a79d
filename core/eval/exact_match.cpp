#include "exact_match.h"

#include "text/metric_tokenization.h"

namespace unembed {

namespace {

// Python's string.punctuation.
bool isAsciiPunctuation(QChar c) {
    static const QString punctuation = QStringLiteral("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~");
    return punctuation.contains(c);
}

QStringList geiaWords(const QString& text) {
    QStringList words;
    for (QString word : whitespaceTokens(text)) {
        while (!word.isEmpty() && isAsciiPunctuation(word.front()))
            word.remove(0, 1);
        while (!word.isEmpty() && isAsciiPunctuation(word.back()))
            word.chop(1);
        if (!word.isEmpty()) words.append(word);
    }
    return words;
}

// Every character that is ASCII punctuation (Python's string.punctuation, symbols such as < > +
// = | ~ included) or Unicode punctuation (general categories Pc Pd Ps Pe Pi Pf Po) goes, alike.
QString looseForm(const QString& text) {
    QString kept;
    for (QChar c : text.toLower())
        if (!isAsciiPunctuation(c) && !c.isPunct()) kept.append(c);
    return kept.simplified();
}

} // namespace

bool exactMatch(const QString& prediction, const QString& reference) {
    return prediction == reference;
}

bool geiaExactMatch(const QString& prediction, const QString& reference) {
    return geiaWords(prediction) == geiaWords(reference);
}

bool looseExactMatch(const QString& prediction, const QString& reference) {
    return looseForm(prediction) == looseForm(reference);
}

} // namespace unembed
