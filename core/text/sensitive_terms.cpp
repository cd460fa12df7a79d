#include "sensitive_terms.h"

#include "error.h"
#include "io/file_checksum.h"
#include "io/regular_file.h"
#include "text/given_names.h"

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
    // In lower case only names no ordinary word shadows, and none too short to be sure of.
    for (const QString& name : givenNames()) {
        const QString lower = name.toLower();
        if (lower.size() >= 4 && !gazetteer.commonWords_.contains(lower))
            gazetteer.lowerCaseNames_.insert(lower);
    }
    return gazetteer;
}

QString ProperNounGazetteer::version() const {
    return QStringLiteral("2 (%1 entries, %2 given names)")
        .arg(properNouns_.size())
        .arg(givenNameCount());
}

std::vector<SensitiveSpan> ProperNounGazetteer::detect(const QString& text) const {
    // Unicode word boundaries, so that "Łukasz" and "José" are words of their own.
    static const QRegularExpression word(QStringLiteral("\\b\\p{L}+\\b"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    // Titles before a surname: "Mrs Okonkwo", "Dr. Mensah".
    static const QSet<QString> titles{
        QStringLiteral("Mr"), QStringLiteral("Mrs"), QStringLiteral("Ms"),  QStringLiteral("Miss"),
        QStringLiteral("Mx"), QStringLiteral("Dr"),  QStringLiteral("Prof")};
    std::vector<SensitiveSpan> spans;
    int titleEnd = -1; // where the last word, when it was a title, ended
    auto it = word.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString found = m.captured();
        const int start = int(m.capturedStart());
        const QStringView gap =
            titleEnd < 0 ? QStringView() : QStringView(text).mid(titleEnd, start - titleEnd);
        const bool afterTitle = gap == QLatin1String(" ") || gap == QLatin1String(". ");
        titleEnd = titles.contains(found) ? start + int(m.capturedLength()) : -1;
        if (titleEnd >= 0) continue; // a title names nobody (wamerican lists "Mr", "Dr")
        const bool ordinary = commonWords_.contains(found.toLower());
        QString kind;
        if (!found.at(0).isUpper()) {
            // Not inside an address, a file name or a handle ("james.whitfield@..."): no
            // joining character before it, none after it but a sentence's final punctuation.
            const int end = start + int(m.capturedLength());
            // `at` joins the word to `beyond` (the character past it): always for @ _ /, for
            // . - : only when a letter or digit follows there.
            const auto joined = [&](int at, int beyond) {
                if (at < 0 || at >= text.size()) return false;
                if (QStringLiteral("@_/").contains(text.at(at))) return true;
                return QStringLiteral(".-:").contains(text.at(at)) && beyond >= 0 &&
                       beyond < text.size() && text.at(beyond).isLetterOrNumber();
            };
            if (lowerCaseNames_.contains(found) && !joined(start - 1, start - 2) &&
                !joined(end, end + 1))
                kind = QStringLiteral("given-name");
        } else if (ordinary && atSentenceStart(text, start)) {
            continue; // its capital says nothing
        } else if (isGivenName(found)) {
            kind = QStringLiteral("given-name");
        } else if (properNouns_.contains(found)) {
            kind = QStringLiteral("proper-noun");
        } else if (!ordinary && found.size() >= 2 &&
                   (afterTitle ||
                    (!spans.empty() && spans.back().kind == QLatin1String("given-name") &&
                     spans.back().start + spans.back().length + 1 == start &&
                     text.at(start - 1) == QLatin1Char(' ')))) {
            kind = QStringLiteral("proper-noun"); // a surname after a given name or a title
        }
        if (!kind.isEmpty())
            spans.push_back({start, int(m.capturedLength()), kind, found, label()});
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
    static const QRegularExpression namePrefix(QStringLiteral("^name:\\s*"),
                                               QRegularExpression::CaseInsensitiveOption);
    while (!file.atEnd()) {
        QString term = QString::fromUtf8(file.readLine()).trimmed();
        const bool name = namePrefix.match(term).hasMatch();
        term.remove(namePrefix);
        if (!term.isEmpty())
            detector.terms_.push_back(
                {term, name ? QStringLiteral("name") : QStringLiteral("term")});
    }
    if (detector.terms_.empty())
        throw InputError({path,
                          std::nullopt,
                          {},
                          QStringLiteral("one term per line"),
                          QStringLiteral("no terms")},
                         QStringLiteral("the term list is empty"));
    // Longer terms first, so "New York City" wins over "New York".
    std::stable_sort(detector.terms_.begin(), detector.terms_.end(),
                     [](const Term& a, const Term& b) { return a.text.size() > b.text.size(); });
    detector.version_ = QStringLiteral("2 (%1: %2 terms, sha256 %3)")
                            .arg(QFileInfo(path).fileName())
                            .arg(detector.terms_.size())
                            .arg(sha256OfFile(path).left(12));
    return detector;
}

std::vector<SensitiveSpan> TermListDetector::detect(const QString& text) const {
    std::vector<SensitiveSpan> spans;
    for (const Term& term : terms_)
        addMatches(spans, wholeWordPattern(term.text), term.kind, text, label());
    sortByStart(spans);
    return spans;
}

qsizetype TermListDetector::nameCount() const {
    return std::count_if(terms_.begin(), terms_.end(),
                         [](const Term& term) { return term.kind == QLatin1String("name"); });
}

QRegularExpression wholeWordPattern(const QString& term) {
    return QRegularExpression(
        QStringLiteral("(?<!\\w)") + QRegularExpression::escape(term) + QStringLiteral("(?!\\w)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

DetectorSet::DetectorSet(const QString& termsFile, const QString& wordList)
    : gazetteer_(ProperNounGazetteer::load(wordList)) {
    if (!termsFile.isEmpty()) {
        terms_ = TermListDetector::load(termsFile);
        detectors_.push_back(&*terms_);
    }
    detectors_.insert(detectors_.end(), {&gazetteer_, &patterns_});
}

QString detectorLabels(const std::vector<const TermDetector*>& detectors) {
    QStringList labels;
    for (const TermDetector* detector : detectors)
        labels << detector->label();
    return labels.join(QStringLiteral("; "));
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
