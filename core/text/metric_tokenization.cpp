#include "metric_tokenization.h"

#include <QRegularExpression>

#include <vector>

namespace unembed {

namespace {

QString replaceAll(QString text, const QRegularExpression& pattern, const QString& with) {
    return text.replace(pattern, with);
}

// word_tokenize runs Punkt's sentence splitter first, so every sentence's final period is a
// token. Approximated here: a period after a word of two or more characters, other than a common
// abbreviation, followed by white space.
QString splitSentencePeriods(QString text) {
    static const QRegularExpression wordPeriod(QStringLiteral("(\\w+)\\.(?=\\s)"));
    static const QStringList abbreviations = {
        QStringLiteral("mr"), QStringLiteral("mrs"), QStringLiteral("ms"),
        QStringLiteral("dr"), QStringLiteral("st"),  QStringLiteral("jr"),
        QStringLiteral("sr"), QStringLiteral("vs"),  QStringLiteral("etc"),
        QStringLiteral("no"), QStringLiteral("inc"), QStringLiteral("prof")};
    std::vector<qsizetype> periods;
    auto it = wordPeriod.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength(1) >= 2 && !abbreviations.contains(m.captured(1).toLower()))
            periods.push_back(m.capturedEnd(1));
    }
    for (auto p = periods.rbegin(); p != periods.rend(); ++p)
        text.insert(*p, QLatin1Char(' '));
    return text;
}

} // namespace

QStringList nltkWordTokens(const QString& input) {
    // The Treebank substitutions in NLTK's order: quotes first, then punctuation, brackets,
    // closing quotes and clitics; every rule pads the token with spaces and a final split cuts.
    static const QRegularExpression startQuotes(QStringLiteral("^\""));
    static const QRegularExpression openingQuotes(QStringLiteral("(?<=[ (\\[{<])\""));
    static const QRegularExpression ellipsis(QStringLiteral("\\.\\.\\."));
    static const QRegularExpression punctuation(QStringLiteral("([,;:@#$%&?!])"));
    static const QRegularExpression finalPeriod(QStringLiteral("([^.])(\\.)([\\]\\)}>\"']*)\\s*$"));
    static const QRegularExpression brackets(QStringLiteral("([\\]\\[\\(\\)\\{\\}<>])"));
    static const QRegularExpression doubleDash(QStringLiteral("--"));
    static const QRegularExpression closingQuotes(QStringLiteral("\""));
    static const QRegularExpression quoteAtEnd(QStringLiteral("([^'])' "));
    static const QRegularExpression clitics(
        QStringLiteral("(?i)([^' ])('s|'m|'d|'ll|'re|'ve|n't) "));
    static const QRegularExpression quoteAtStart(
        QStringLiteral("(?i)(^| )'(?!re|ve|ll|m|t|s|d|n)(?=\\w)"));
    QString text = splitSentencePeriods(input);
    text = replaceAll(text, startQuotes, QStringLiteral("`` "));
    text = replaceAll(text, openingQuotes, QStringLiteral(" `` "));
    text = replaceAll(text, ellipsis, QStringLiteral(" ... "));
    text = replaceAll(text, punctuation, QStringLiteral(" \\1 "));
    text = replaceAll(text, finalPeriod, QStringLiteral("\\1 \\2\\3 "));
    text = replaceAll(text, brackets, QStringLiteral(" \\1 "));
    text = replaceAll(text, doubleDash, QStringLiteral(" -- "));
    text = QStringLiteral(" ") + text + QStringLiteral(" ");
    text = replaceAll(text, closingQuotes, QStringLiteral(" '' "));
    text = replaceAll(text, quoteAtEnd, QStringLiteral("\\1 ' "));
    text = replaceAll(text, clitics, QStringLiteral("\\1 \\2 "));
    text = replaceAll(text, quoteAtStart, QStringLiteral("\\1' "));
    return whitespaceTokens(text);
}

QStringList tokens13a(const QString& input) {
    static const QRegularExpression asciiPunctuation(
        QStringLiteral("([\\{-\\~\\[-\\` -\\&\\(-\\+\\:-\\@\\/])"));
    static const QRegularExpression periodCommaAfter(QStringLiteral("([^0-9])([\\.,])"));
    static const QRegularExpression periodCommaBefore(QStringLiteral("([\\.,])([^0-9])"));
    static const QRegularExpression dashAfterDigit(QStringLiteral("([0-9])(-)"));
    QString text = input;
    text.remove(QStringLiteral("<skipped>"));
    text.remove(QStringLiteral("-\n"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (text.contains(QLatin1Char('&'))) {
        text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
        text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
        text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    }
    // sacreBLEU pads the line before its regexes: a final "." after a digit then has a non-digit
    // after it and is split ("2019." -> "2019 .").
    text = QStringLiteral(" ") + text + QStringLiteral(" ");
    text = replaceAll(text, asciiPunctuation, QStringLiteral(" \\1 "));
    text = replaceAll(text, periodCommaAfter, QStringLiteral("\\1 \\2 "));
    text = replaceAll(text, periodCommaBefore, QStringLiteral(" \\1 \\2"));
    text = replaceAll(text, dashAfterDigit, QStringLiteral("\\1 \\2 "));
    return whitespaceTokens(text);
}

QStringList rougeTokens(const QString& text) {
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    return text.toLower().split(separators, Qt::SkipEmptyParts);
}

QStringList whitespaceTokens(const QString& text) {
    return text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace unembed
