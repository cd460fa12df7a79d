#include "metric_tokenization.h"

#include "text/punkt_sentences.h"

#include <QRegularExpression>

#include <vector>

namespace unembed {

namespace {

QString replaceAll(QString text, const QRegularExpression& pattern, const QString& with) {
    return text.replace(pattern, with);
}

struct Substitution {
    QRegularExpression pattern;
    QString with;
};

// Python's re on str patterns: \w, \d, \s and \b are Unicode-aware.
Substitution rule(const char* pattern, const char* with) {
    return {QRegularExpression(QString::fromUtf8(pattern),
                               QRegularExpression::UseUnicodePropertiesOption),
            QString::fromUtf8(with)};
}

// NLTK 3.9's NLTKWordTokenizer (what word_tokenize runs on each sentence), rule for rule in its
// order: starting quotes, punctuation, brackets, double dashes, then on the space-padded text the
// ending quotes, clitics and MacIntyre's contractions. Python's \g<0> is written as a group.
const std::vector<Substitution>& treebankRules() {
    static const std::vector<Substitution> rules = {
        // Starting quotes: curly and guillemet openers, `` and a leading or bracketed ", and a
        // single quote starting a word that is not a clitic.
        rule("([«“‘„]|[`]+)", " \\1 "),
        rule("^\"", "``"),
        rule("(``)", " \\1 "),
        rule("([ \\(\\[{<])(\"|'{2})", "\\1 `` "),
        rule("(?i)(?<!\\w)(')(?!(?:re|ve|ll|m|t|s|d|n)\\b)(?=\\w)", "\\1 "),
        // Punctuation: a final period (before closing quotes, brackets or spaces), : and , unless
        // a digit follows, ellipses, symbols, figure/en/em dashes, ? !, a word-final ' and *.
        rule("([^\\.])(\\.)([\\]\\)}>\"'»”’ ]*)\\s*$", "\\1 \\2 \\3 "),
        rule("([:,])([^\\d])", " \\1 \\2"),
        rule("([:,])$", " \\1 "),
        rule("(\\.{2,})", " \\1 "),
        rule("([;@#$%&])", " \\1 "),
        rule("([\\x{2012}-\\x{2015}])", " \\1 "),
        rule("([^\\.])(\\.)([\\]\\)}>\"']*)\\s*$", "\\1 \\2\\3 "),
        rule("([?!])", " \\1 "),
        rule("([^'])' ", "\\1 ' "),
        rule("([*])", " \\1 "),
        rule("([\\]\\[\\(\\)\\{\\}\\<\\>])", " \\1 "),
        rule("(--)", " \\1 "),
    };
    return rules;
}

const std::vector<Substitution>& endingRules() {
    static const std::vector<Substitution> rules = {
        rule("([»”’])", " \\1 "),
        rule("''", " '' "),
        rule("\"", " '' "),
        rule("\\s+", " "),
        rule("([^' ])('[sS]|'[mM]|'[dD]|') ", "\\1 \\2 "),
        rule("([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) ", "\\1 \\2 "),
        // MacIntyre's contractions.
        rule("(?i)\\b(can)(not)\\b", " \\1 \\2 "),
        rule("(?i)\\b(d)('ye)\\b", " \\1 \\2 "),
        rule("(?i)\\b(gim)(me)\\b", " \\1 \\2 "),
        rule("(?i)\\b(gon)(na)\\b", " \\1 \\2 "),
        rule("(?i)\\b(got)(ta)\\b", " \\1 \\2 "),
        rule("(?i)\\b(lem)(me)\\b", " \\1 \\2 "),
        rule("(?i)\\b(more)('n)\\b", " \\1 \\2 "),
        rule("(?i)\\b(wan)(na)(?=\\s)", " \\1 \\2 "),
        rule("(?i) ('t)(is)\\b", " \\1 \\2 "),
        rule("(?i) ('t)(was)\\b", " \\1 \\2 "),
    };
    return rules;
}

QStringList treebankTokens(QString text) {
    for (const Substitution& s : treebankRules())
        text.replace(s.pattern, s.with);
    text = QLatin1Char(' ') + text + QLatin1Char(' ');
    for (const Substitution& s : endingRules())
        text.replace(s.pattern, s.with);
    return whitespaceTokens(text);
}

} // namespace

QStringList nltkWordTokens(const QString& input) {
    QStringList tokens;
    for (const QString& sentence : punktSentences(input))
        tokens << treebankTokens(sentence.trimmed());
    return tokens;
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
