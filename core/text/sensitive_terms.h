// Offline detectors of sensitive terms (the named entities of NERR, the names of name recovery,
// and the spans the case studies highlight). GEIA used Stanza's NER; Unembed works without a
// network or a model, so each detector is a rule set whose name and version are stored with every
// span and figure it produced:
// - ProperNounGazetteer: the capitalised entries of a word list (Debian's wamerican,
//   /usr/share/dict/american-english) are proper nouns. The list does not say which are first
//   names, surnames or places, so every hit is labelled "proper-noun"; a hit whose lower-case
//   form is also an ordinary word ("May", "Will", "Bill") counts only away from a sentence start,
//   where its capital says nothing.
// - PatternDetector: regular expressions for e-mail addresses, phone numbers, dates, years and
//   numbers (digits or English number words).
// - TermListDetector: a user's list, one term per line, matched as whole words ignoring case.
// Torch-free.
#pragma once

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

namespace unembed {

struct SensitiveSpan {
    int start = 0;  // in UTF-16 code units, as QString counts
    int length = 0; // in UTF-16 code units
    QString kind;   // proper-noun, email, phone, date, year, number, term
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
    // The rules' version and how many proper nouns the list gave, e.g. "1 (10738 entries)".
    QString version() const override;
    std::vector<SensitiveSpan> detect(const QString& text) const override;

private:
    QSet<QString> properNouns_;
    QSet<QString> commonWords_;
};

class PatternDetector : public TermDetector {
public:
    QString name() const override { return QStringLiteral("patterns"); }
    QString version() const override { return QStringLiteral("1"); }
    std::vector<SensitiveSpan> detect(const QString& text) const override;
};

class TermListDetector : public TermDetector {
public:
    // One term per line (UTF-8; blank lines skipped). Throws InputError naming the file.
    static TermListDetector load(const QString& path);

    QString name() const override { return QStringLiteral("terms"); }
    // The list's file name, size and checksum, so a figure names the exact list.
    QString version() const override { return version_; }
    std::vector<SensitiveSpan> detect(const QString& text) const override;

private:
    QStringList terms_;
    QString version_;
};

// Matches `term` as whole words (no word character on either side), ignoring case.
QRegularExpression wholeWordPattern(const QString& term);

// Every detector's spans, earlier detectors winning where spans overlap, in text order.
std::vector<SensitiveSpan> detectSensitiveTerms(const std::vector<const TermDetector*>& detectors,
                                                const QString& text);

} // namespace unembed
