#include "metric_tokenization.h"

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

// Punkt's abbreviations that end no sentence, a common subset of its English model's.
bool isAbbreviation(const QString& word) {
    static const QStringList abbreviations = {
        QStringLiteral("mr"),   QStringLiteral("mrs"), QStringLiteral("ms"),
        QStringLiteral("dr"),   QStringLiteral("st"),  QStringLiteral("jr"),
        QStringLiteral("sr"),   QStringLiteral("vs"),  QStringLiteral("etc"),
        QStringLiteral("no"),   QStringLiteral("inc"), QStringLiteral("prof"),
        QStringLiteral("e.g"),  QStringLiteral("i.e"), QStringLiteral("u.s"),
        QStringLiteral("corp"), QStringLiteral("co"),  QStringLiteral("ltd"),
        QStringLiteral("jan"),  QStringLiteral("feb"), QStringLiteral("aug"),
        QStringLiteral("sept"), QStringLiteral("oct"), QStringLiteral("nov"),
        QStringLiteral("dec"),  QStringLiteral("a.m"), QStringLiteral("p.m")};
    return abbreviations.contains(word.toLower());
}

// word_tokenize's sentence split (Punkt), approximated without Punkt's trained model: a sentence
// ends after ? or !, or after a period ending a word that is not an ellipsis, an abbreviation
// above, a single letter (an initial) or a number followed by a lower-case word; closing quotes
// and brackets stay with the sentence they close; white space must follow.
QStringList sentences(const QString& text) {
    static const QRegularExpression candidate(
        QStringLiteral("(\\S*)([.?!])([\"')\\]}»”’]*)(?=\\s+(\\S))"),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression leading(QStringLiteral("^[\"'(\\[{«“‘`]+"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression number(QStringLiteral("^[\\d.,:]+$"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    QStringList result;
    qsizetype start = 0;
    auto it = candidate.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(2) == QLatin1String(".")) {
            const QString word = m.captured(1).remove(leading);
            if (word.isEmpty() || word.endsWith(QLatin1Char('.')) || isAbbreviation(word) ||
                word.size() == 1 ||
                (number.match(word).hasMatch() && m.captured(4).front().isLower()))
                continue;
        }
        result << text.mid(start, m.capturedEnd(3) - start);
        start = m.capturedEnd(3);
    }
    result << text.mid(start);
    return result;
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
    for (const QString& sentence : sentences(input))
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
