#include "sensitive_terms.h"

#include "error.h"
#include "io/file_checksum.h"
#include "io/regular_file.h"
#include "text/detector_rules.h"
#include "text/given_names.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace unembed {

namespace {

// Capitalised words that name no person, place or organisation although word lists capitalise
// them: months and weekdays (the patterns' dates), and initialisms of things, of chat and of
// medicine ("PIN", "ID", "OK", "GP"). Initialisms of organisations and places ("NASA", "UK") are
// names and stay.
bool namesNothing(const QString& word) {
    static const QSet<QString> initialisms = [] {
        QSet<QString> set;
        for (const char* word :
             {"AC",  "ADHD", "AI",   "AIDS", "AM",  "ASAP", "ATM", "BBQ", "BFF", "BMI",
              "BRB", "BTW",  "CCTV", "CD",   "CEO", "COPD", "CPR", "CPU", "CV",  "DIY",
              "DJ",  "DM",   "DNA",  "DOB",  "DVD", "ECG",  "EKG", "ER",  "ETA", "FAQ",
              "FM",  "FYI",  "GB",   "GP",   "GPA", "GPS",  "HIV", "HQ",  "HR",  "IBS",
              "ICU", "ID",   "IDK",  "IMO",  "IOU", "IQ",   "IRL", "IT",  "IUD", "IVF",
              "LOL", "MOT",  "MRI",  "OCD",  "OK",  "OMG",  "PC",  "PDF", "PIN", "PM",
              "PS",  "PTSD", "RIP",  "RSVP", "SIM", "SMS",  "SOS", "SUV", "TBA", "TBH",
              "TV",  "UFO",  "URL",  "USB",  "UTI", "VAT",  "VIP", "WC"})
            set.insert(QString::fromLatin1(word));
        return set;
    }();
    return initialisms.contains(word) || isCalendarName(word);
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
        if (word.at(0).isUpper()) {
            if (!namesNothing(word)) gazetteer.properNouns_.insert(word);
        } else {
            gazetteer.commonWords_.insert(word);
        }
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
    return QStringLiteral("3 (%1 entries, %2 given names)")
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
        // Nor "September" or "PIN", even after a given name; "Jun" the month is a date the
        // patterns find before the gazetteer, "Jun" alone a given name.
        if (namesNothing(found) && !isGivenName(found)) continue;
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
    // The patterns' spans are whole ("221B Baker St.", "Friday 14 March") where the gazetteer's
    // are single words, so they win where both find something.
    detectors_.insert(detectors_.end(), {&patterns_, &gazetteer_});
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
            addUnlessOverlapping(spans, span);
    sortByStart(spans);
    return spans;
}

} // namespace unembed
