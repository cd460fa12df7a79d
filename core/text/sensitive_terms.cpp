#include "sensitive_terms.h"

#include "error.h"
#include "io/file_checksum.h"
#include "io/regular_file.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace unembed {

namespace {

// True when only white space, quotes or brackets stand between the text's start or the end of a
// sentence (. ! ?) and position `start`.
bool atSentenceStart(const QString& text, int start) {
    for (int i = start - 1; i >= 0; --i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('.') || c == QLatin1Char('!') || c == QLatin1Char('?')) return true;
        if (!c.isSpace() && c != QLatin1Char('"') && c != QLatin1Char('(') &&
            c != QLatin1Char('\''))
            return false;
    }
    return true;
}

bool overlaps(const SensitiveSpan& a, const SensitiveSpan& b) {
    return a.start < b.start + b.length && b.start < a.start + a.length;
}

void addMatches(std::vector<SensitiveSpan>& spans, const QRegularExpression& pattern,
                const QString& kind, const QString& text, const QString& detector) {
    auto it = pattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        SensitiveSpan span{int(m.capturedStart()), int(m.capturedLength()), kind, m.captured(),
                           detector};
        if (std::none_of(spans.begin(), spans.end(),
                         [&](const SensitiveSpan& s) { return overlaps(s, span); }))
            spans.push_back(span);
    }
}

void sortByStart(std::vector<SensitiveSpan>& spans) {
    std::sort(spans.begin(), spans.end(),
              [](const SensitiveSpan& a, const SensitiveSpan& b) { return a.start < b.start; });
}

} // namespace

ProperNounGazetteer ProperNounGazetteer::load(const QString& wordListPath) {
    // A missing list is told below with the package that provides it.
    if (QFileInfo::exists(wordListPath))
        requireRegularFile(wordListPath, QStringLiteral("a word list"));
    QFile file(wordListPath);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw InputError({wordListPath,
                          std::nullopt,
                          {},
                          QStringLiteral("a readable word list"),
                          file.errorString()},
                         QStringLiteral("cannot read the word list (Debian package wamerican)"));
    ProperNounGazetteer gazetteer;
    while (!file.atEnd()) {
        const QString word = QString::fromUtf8(file.readLine()).trimmed();
        // Possessives ("Aaron's") repeat their stem; single letters are not names.
        if (word.size() < 2 || word.contains(QLatin1Char('\''))) continue;
        if (word.at(0).isUpper())
            gazetteer.properNouns_.insert(word);
        else
            gazetteer.commonWords_.insert(word);
    }
    if (gazetteer.properNouns_.isEmpty())
        throw InputError({wordListPath,
                          std::nullopt,
                          {},
                          QStringLiteral("capitalised entries"),
                          QStringLiteral("none")},
                         QStringLiteral("the word list holds no proper nouns"));
    return gazetteer;
}

QString ProperNounGazetteer::version() const {
    return QStringLiteral("1 (%1 entries)").arg(properNouns_.size());
}

std::vector<SensitiveSpan> ProperNounGazetteer::detect(const QString& text) const {
    static const QRegularExpression word(QStringLiteral("\\b\\p{Lu}\\p{L}+\\b"));
    std::vector<SensitiveSpan> spans;
    auto it = word.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString found = m.captured();
        if (!properNouns_.contains(found)) continue;
        if (commonWords_.contains(found.toLower()) && atSentenceStart(text, m.capturedStart()))
            continue;
        spans.push_back({int(m.capturedStart()), int(m.capturedLength()),
                         QStringLiteral("proper-noun"), found, label()});
    }
    return spans;
}

std::vector<SensitiveSpan> PatternDetector::detect(const QString& text) const {
    static const QString month = QStringLiteral(
        "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
        "Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)");
    static const QRegularExpression email(
        QStringLiteral("[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}"));
    // North American numbers with optional country code, or international +CC groups.
    static const QRegularExpression phone(QStringLiteral(
        "(?<![\\w+])(?:\\+\\d{1,3}[ .-]?)?(?:\\(\\d{3}\\)|\\d{3})[ .-]?\\d{3}[ .-]?\\d{4}(?!\\w)"));
    static const QRegularExpression date(
        QStringLiteral("\\b(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}/\\d{1,2}/\\d{2,4}|") + month +
        QStringLiteral("\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|"
                       "\\d{1,2}(?:st|nd|rd|th)? (?:of )?") +
        month + QStringLiteral("(?:,? \\d{4})?)\\b"));
    static const QRegularExpression year(
        QStringLiteral("(?<![\\w.])(?:1[89]\\d\\d|20\\d\\d)s?\\b"));
    static const QRegularExpression number(QStringLiteral(
        "(?i)(?<![\\w.])\\d+(?:[.,]\\d+)*(?:st|nd|rd|th)?(?!\\w)|\\b(?:zero|one|two|three|four|"
        "five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
        "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|"
        "hundred|thousand|million|billion)\\b"));
    std::vector<SensitiveSpan> spans;
    addMatches(spans, email, QStringLiteral("email"), text, label());
    addMatches(spans, phone, QStringLiteral("phone"), text, label());
    addMatches(spans, date, QStringLiteral("date"), text, label());
    addMatches(spans, year, QStringLiteral("year"), text, label());
    addMatches(spans, number, QStringLiteral("number"), text, label());
    sortByStart(spans);
    return spans;
}

TermListDetector TermListDetector::load(const QString& path) {
    requireRegularFile(path, QStringLiteral("a term list"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw InputError(
            {path, std::nullopt, {}, QStringLiteral("a readable term list"), file.errorString()},
            QStringLiteral("cannot read the term list"));
    TermListDetector detector;
    while (!file.atEnd()) {
        const QString term = QString::fromUtf8(file.readLine()).trimmed();
        if (!term.isEmpty()) detector.terms_.append(term);
    }
    if (detector.terms_.isEmpty())
        throw InputError({path,
                          std::nullopt,
                          {},
                          QStringLiteral("one term per line"),
                          QStringLiteral("no terms")},
                         QStringLiteral("the term list is empty"));
    // Longer terms first, so "New York City" wins over "New York".
    std::stable_sort(detector.terms_.begin(), detector.terms_.end(),
                     [](const QString& a, const QString& b) { return a.size() > b.size(); });
    detector.version_ = QStringLiteral("1 (%1: %2 terms, sha256 %3)")
                            .arg(QFileInfo(path).fileName())
                            .arg(detector.terms_.size())
                            .arg(sha256OfFile(path).left(12));
    return detector;
}

std::vector<SensitiveSpan> TermListDetector::detect(const QString& text) const {
    std::vector<SensitiveSpan> spans;
    for (const QString& term : terms_)
        addMatches(spans, wholeWordPattern(term), QStringLiteral("term"), text, label());
    sortByStart(spans);
    return spans;
}

QRegularExpression wholeWordPattern(const QString& term) {
    return QRegularExpression(QStringLiteral("(?<!\\w)") + QRegularExpression::escape(term) +
                                  QStringLiteral("(?!\\w)"),
                              QRegularExpression::CaseInsensitiveOption);
}

std::vector<SensitiveSpan> detectSensitiveTerms(const std::vector<const TermDetector*>& detectors,
                                                const QString& text) {
    std::vector<SensitiveSpan> spans;
    for (const TermDetector* detector : detectors)
        for (const SensitiveSpan& span : detector->detect(text))
            if (std::none_of(spans.begin(), spans.end(),
                             [&](const SensitiveSpan& s) { return overlaps(s, span); }))
                spans.push_back(span);
    sortByStart(spans);
    return spans;
}

} // namespace unembed
