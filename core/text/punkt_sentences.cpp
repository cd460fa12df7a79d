#include "punkt_sentences.h"

#include "text/stop_words.h"

#include <QRegularExpression>

#include <optional>
#include <vector>

namespace unembed {

namespace {

constexpr auto kUnicode = QRegularExpression::UseUnicodePropertiesOption;

// Punkt's English language variables: characters that cannot be inside a word, multi-character
// punctuation (dashes, ellipses) and characters no word starts with.
const char* const kNonWord = "[)\";}\\]*:@'({\\[?!]";
const char* const kMultiChar = "(?:-{2,}|\\.{2,}|(?:\\.\\s){2,}\\.)";
const char* const kWordStart = "[^(\"`{\\[:;&#*@)}\\]\\-,]";

// Abbreviations (without their final period) that need not end a sentence: a common subset of
// those Punkt's English model learned, written for the project, the single letters it lists, and
// initialisms (letters joined by periods: "u.s", "j.k"), except "e.g" and "i.e", which it does not.
bool isAbbreviation(const QString& type) {
    static const QStringList abbreviations = {
        "mr",   "mrs",   "ms",  "dr",   "prof", "jr",  "sr",   "st",  "messrs", "gen",  "col", "lt",
        "maj",  "adm",   "sen", "rep",  "reps", "co",  "corp", "inc", "ltd",    "bros", "ave", "ft",
        "jan",  "feb",   "aug", "sep",  "sept", "oct", "nov",  "dec", "tues",   "wed",  "fri", "vs",
        "ph.d", "calif", "fla", "wash", "yr",   "c",   "d",    "e",   "f",      "g",    "h",   "k",
        "l",    "m",     "n",   "p",    "r",    "s",   "t",    "v",   "w"};
    static const QRegularExpression initialism(QStringLiteral("^(?:[^\\W\\d]\\.)+[^\\W\\d]$"),
                                               kUnicode);
    if (abbreviations.contains(type)) return true;
    return type != QLatin1String("e.g") && type != QLatin1String("i.e") &&
           initialism.match(type).hasMatch();
}

// The orthographic context the model learned for a word type, approximated: an English stop word
// other than "i" has been seen in lower case.
bool seenLowerCase(const QString& type) {
    return type != QLatin1String("i") && isEnglishStopWord(type);
}

struct Token {
    QString text;
    bool sentbreak = false;
    bool abbr = false;
    bool ellipsis = false;

    bool periodFinal() const { return text.endsWith(QLatin1Char('.')); }
    // The first code point's case, as Python's str.isupper()/islower() on it (letters outside the
    // BMP included).
    bool firstUpper() const { return QChar::isUpper(firstCodePoint()); }
    bool firstLower() const { return QChar::isLower(firstCodePoint()); }
    char32_t firstCodePoint() const {
        return text.size() > 1 && text[0].isHighSurrogate() && text[1].isLowSurrogate()
                   ? QChar::surrogateToUcs4(text[0], text[1])
                   : text[0].unicode();
    }
    // Lower case, a number as "##number##".
    QString type() const {
        static const QRegularExpression numeric(QStringLiteral("^-?[.,]?\\d[\\d,.-]*\\.?$"),
                                                kUnicode);
        const QString lower = text.toLower();
        return numeric.match(lower).hasMatch() ? QStringLiteral("##number##") : lower;
    }
    QString typeNoPeriod() const {
        const QString t = type();
        return t.size() > 1 && t.endsWith(QLatin1Char('.')) ? t.chopped(1) : t;
    }
    QString typeNoSentPeriod() const { return sentbreak ? typeNoPeriod() : type(); }
    bool isInitial() const {
        static const QRegularExpression initial(QStringLiteral("^[^\\W\\d]\\.$"), kUnicode);
        return initial.match(text).hasMatch();
    }
    bool isEllipsis() const {
        static const QRegularExpression dots(QStringLiteral("^\\.\\.+$"));
        return dots.match(text).hasMatch();
    }
};

std::vector<Token> wordTokens(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral("%2|(?=%3)\\S+?(?=\\s|$|%1|%2|,(?=$|\\s|%1|%2))|\\S")
            .arg(QLatin1String(kNonWord), QLatin1String(kMultiChar), QLatin1String(kWordStart)),
        kUnicode);
    std::vector<Token> tokens;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        auto it = pattern.globalMatch(line);
        while (it.hasNext())
            tokens.push_back({it.next().captured(0)});
    }
    return tokens;
}

// Punkt's orthographic heuristic answering "no": `token` starts no sentence when it is
// punctuation or a lower-case word (every type counts as seen capitalised somewhere or never in
// lower case at a start). Its "yes" needs evidence this approximation lacks: other tokens are
// unknown.
bool startsNoSentence(const Token& token) {
    static const QStringList punctuation = {";", ":", ",", ".", "!", "?"};
    return punctuation.contains(token.text) || token.firstLower();
}

void firstPass(Token& token) {
    const QString& text = token.text;
    if (text == QLatin1String(".") || text == QLatin1String("?") || text == QLatin1String("!")) {
        token.sentbreak = true;
    } else if (token.isEllipsis()) {
        token.ellipsis = true;
    } else if (token.periodFinal() && !text.endsWith(QLatin1String(".."))) {
        const QString word = text.chopped(1).toLower();
        if (isAbbreviation(word) || isAbbreviation(word.section(QLatin1Char('-'), -1)))
            token.abbr = true;
        else
            token.sentbreak = true;
    }
}

void secondPass(Token& token, const Token& next) {
    if (!token.periodFinal()) return;
    const bool initial = token.isInitial();
    // After an abbreviation or an ellipsis, a capitalised frequent sentence starter starts one.
    if ((token.abbr || token.ellipsis) && !initial && next.firstUpper() &&
        isEnglishStopWord(next.typeNoSentPeriod())) {
        token.sentbreak = true;
        return;
    }
    // An initial or a number ends no sentence before a token that starts none, and an initial
    // before a capitalised word never seen in lower case is one (J. Bach).
    if ((initial || token.typeNoPeriod() == QLatin1String("##number##")) &&
        (startsNoSentence(next) ||
         (initial && next.firstUpper() && !seenLowerCase(next.typeNoSentPeriod())))) {
        token.sentbreak = false;
        token.abbr = true;
    }
}

// Whether a token other than the context's last ends a sentence.
bool containsSentenceBreak(const QString& context) {
    std::vector<Token> tokens = wordTokens(context);
    for (Token& token : tokens)
        firstPass(token);
    for (size_t i = 0; i + 1 < tokens.size(); ++i) {
        secondPass(tokens[i], tokens[i + 1]);
        if (tokens[i].sentbreak) return true;
    }
    return false;
}

struct Span {
    qsizetype start = 0;
    qsizetype stop = 0;
};

// The last ASCII white space in text[from, to), relative to `from`; 0 when none (or at 0).
qsizetype lastWhitespace(const QString& text, qsizetype from, qsizetype to) {
    for (qsizetype i = to - 1; i >= from; --i)
        if (QStringLiteral(" \t\n\r\v\f").contains(text[i])) return i - from;
    return 0;
}

// Candidate ends (., ?, ! before other punctuation or white space and a token), each with the
// word before it; a candidate whose word overlaps the next candidate's gives way to it.
std::vector<Span> candidateSlices(const QString& text) {
    static const QRegularExpression end(
        QStringLiteral("[.?!](?=(?<after>%1|\\s+(?<next>\\S+)))").arg(QLatin1String(kNonWord)),
        kUnicode);
    std::vector<Span> slices;
    qsizetype lastBreak = 0;
    Span previousWord;
    std::optional<QRegularExpressionMatch> previous;
    const auto judge = [&](const QRegularExpressionMatch& match, const Span& word) {
        const QString context = text.mid(word.start, word.stop - word.start) + match.captured(0) +
                                match.captured(QStringLiteral("after"));
        if (!containsSentenceBreak(context)) return;
        slices.push_back({lastBreak, match.capturedEnd(0)});
        lastBreak = match.capturedStart(QStringLiteral("next")) >= 0
                        ? match.capturedStart(QStringLiteral("next"))
                        : match.capturedEnd(0);
    };
    auto it = end.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        qsizetype wordStart = lastWhitespace(text, previousWord.stop, match.capturedStart(0));
        wordStart = wordStart ? wordStart + previousWord.stop + 1 : previousWord.start;
        const Span word{wordStart, match.capturedStart(0)};
        if (previous && previousWord.stop <= word.start) judge(*previous, previousWord);
        previous = match;
        previousWord = word;
    }
    if (previous) judge(*previous, previousWord);
    qsizetype stop = text.size();
    while (stop > 0 && text[stop - 1].isSpace())
        --stop;
    slices.push_back({lastBreak, stop});
    return slices;
}

} // namespace

QStringList punktSentences(const QString& text) {
    // Closing quotes and brackets after a break belong to the sentence before it.
    static const QRegularExpression closing(QStringLiteral("[\"')\\]}]+?(?:\\s+|(?=--)|$)"),
                                            QRegularExpression::MultilineOption | kUnicode);
    const std::vector<Span> slices = candidateSlices(text);
    QStringList sentences;
    qsizetype realign = 0;
    const auto add = [&](qsizetype start, qsizetype stop) {
        if (stop > start) sentences << text.mid(start, stop - start);
    };
    for (size_t i = 0; i < slices.size(); ++i) {
        const Span first{slices[i].start + realign, slices[i].stop};
        if (i + 1 == slices.size()) {
            add(first.start, first.stop);
            break;
        }
        const Span second = slices[i + 1];
        const QRegularExpressionMatch m = closing.match(
            QStringView(text).mid(second.start, second.stop - second.start), 0,
            QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (m.hasMatch()) {
            add(first.start, second.start + m.captured(0).trimmed().size());
            realign = m.capturedLength(0);
        } else {
            realign = 0;
            add(first.start, first.stop);
        }
    }
    return sentences;
}

} // namespace unembed
