// Offline detectors of sensitive terms (the named entities of NERR, the names of name recovery,
// and the spans the case studies highlight). GEIA used Stanza's NER; Unembed works without a
// network or a model, so each detector is a rule set whose name and version are stored with every
// span and figure it produced:
// - ProperNounGazetteer: the capitalised entries of a word list (Debian's wamerican,
//   /usr/share/dict/american-english) are proper nouns, and the project's given names
//   (text/given_names.h) first names: "given-name" spans, found in lower case too when no
//   ordinary word is written so and the name has 4 letters or more ("priya"). The word list does
//   not say which entries are names or places, so its hits are "proper-noun"; so is a capitalised
//   word no dictionary knows right after a given name or a title (the surname in "Priya Nair",
//   "Mrs Okonkwo", "Dr. Mensah"; the titles themselves are no hits). A capitalised hit whose
//   lower-case form is also an ordinary word ("Will", "Bill") counts only away from a sentence
//   start, where its capital says nothing. Months, weekdays and initialisms of things ("PIN",
//   "ID", "OK", "GP") are no proper nouns, though the word list capitalises them.
// - PatternDetector: e-mail addresses; phone numbers (international "+44 7700 900123", national
//   with a leading 0 "07700 900123", North American "(555) 123-4567", in groups split by spaces,
//   dashes or dots, checked by their digits' count and grouping); street addresses (a house
//   number, one to three capitalised words and a street type: "12 Elm Street", "221B Baker
//   St."); dates ("14 March", "Fri, 3 May 2024", "2024-01-31", "March 2024", and a month's or a
//   weekday's name alone: "in September", "on friday"); times ("3pm", "10 a.m.", "15:30", "at
//   7.30"); years and numbers (digits or English number words).
// - TermListDetector: a user's list, one term per line, matched as whole words ignoring case; a
//   line "name: Priya Nair" is a person's name ("name" spans, counted by name recovery).
// Torch-free.
#pragma once

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace unembed {

struct SensitiveSpan {
    int start = 0;  // in UTF-16 code units, as QString counts
    int length = 0; // in UTF-16 code units
    QString kind;   // given-name, proper-noun, email, phone, address, date, time, year, number,
                    // term, name
    QString text;
    QString detector; // the detector's label: name/version
};

class TermDetector {
public:
    virtual ~TermDetector() = default;
    virtual QString name() const = 0;
    virtual QString version() const = 0;
    // "name/version", stored with every span and figure.
    QString label() const { return name() + QLatin1Char('/') + version(); }
    // Spans in text order; spans of one detector never overlap.
    virtual std::vector<SensitiveSpan> detect(const QString& text) const = 0;
};

class ProperNounGazetteer : public TermDetector {
public:
    static QString defaultWordList() { return QStringLiteral("/usr/share/dict/american-english"); }
    // Throws InputError naming the file when it cannot be read or holds no capitalised entry.
    static ProperNounGazetteer load(const QString& wordListPath = defaultWordList());

    QString name() const override { return QStringLiteral("proper-noun-gazetteer"); }
    // The rules' version, how many proper nouns the list gave and how many given names are
    // known, e.g. "2 (10713 entries, 1009 given names)".
    QString version() const override;
    std::vector<SensitiveSpan> detect(const QString& text) const override;

private:
    QSet<QString> properNouns_;
    QSet<QString> commonWords_;
    QSet<QString> lowerCaseNames_;
};

class PatternDetector : public TermDetector {
public:
    QString name() const override { return QStringLiteral("patterns"); }
    QString version() const override { return QStringLiteral("3"); }
    std::vector<SensitiveSpan> detect(const QString& text) const override;
};

class TermListDetector : public TermDetector {
public:
    // One term per line (UTF-8; blank lines skipped; "name: " before a person's name). Throws
    // InputError naming the file.
    static TermListDetector load(const QString& path);

    QString name() const override { return QStringLiteral("terms"); }
    // The list's file name, size and checksum, so a figure names the exact list.
    QString version() const override { return version_; }
    std::vector<SensitiveSpan> detect(const QString& text) const override;
    // How many of its lines are "name:" lines.
    qsizetype nameCount() const;

private:
    struct Term {
        QString text;
        QString kind; // "term", or "name" for a "name:" line
    };
    std::vector<Term> terms_;
    QString version_;
};

// Matches `term` as whole words (no word character on either side), ignoring case.
QRegularExpression wholeWordPattern(const QString& term);

// The detectors eval, score and detect run: the user's term list first (where it says a span is
// a name or a term, it wins), then the patterns, then the gazetteer. Not copyable: the list points
// into it. Throws InputError as the detectors' loaders do.
class DetectorSet {
public:
    explicit DetectorSet(const QString& termsFile = {},
                         const QString& wordList = ProperNounGazetteer::defaultWordList());
    DetectorSet(const DetectorSet&) = delete;
    DetectorSet& operator=(const DetectorSet&) = delete;

    const std::vector<const TermDetector*>& detectors() const { return detectors_; }

private:
    std::optional<TermListDetector> terms_;
    ProperNounGazetteer gazetteer_;
    PatternDetector patterns_;
    std::vector<const TermDetector*> detectors_;
};

// The detectors' labels joined with "; ", as figures and reports name them.
QString detectorLabels(const std::vector<const TermDetector*>& detectors);

// Every detector's spans, earlier detectors winning where spans overlap, in text order.
std::vector<SensitiveSpan> detectSensitiveTerms(const std::vector<const TermDetector*>& detectors,
                                                const QString& text);

} // namespace unembed
