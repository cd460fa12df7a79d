// RFC 4180 records of CSV and TSV text: quoted cells may hold delimiters, doubled quotes and line
// breaks; CRLF and LF both end a record. Errors name the file and the line a record starts on.
#pragma once

#include "error.h"
#include "reader_limits.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace unembed {

struct CsvRecord {
    qint64 line = 0; // where the record starts; quoted newlines make records span lines
    std::vector<QByteArray> cells;
};

// Splits RFC 4180 text into records: quoted cells may hold delimiters, doubled quotes and line
// breaks; CRLF and LF both end a record.
class CsvRecordParser {
    Q_DECLARE_TR_FUNCTIONS(CsvRecordParser)

public:
    CsvRecordParser(const QString& path, QByteArrayView text, char delimiter)
        : path_(path), text_(text), delimiter_(delimiter) {}

    // False at the end of the text. Blank lines are skipped.
    bool next(CsvRecord& record) {
        for (;;) {
            if (pos_ >= text_.size()) return false;
            record.line = line_;
            record.cells.clear();
            recordStart_ = pos_;
            bool quotedAny = false;
            bool endOfRecord = false;
            while (!endOfRecord) {
                const bool quoted = pos_ < text_.size() && text_[pos_] == '"';
                quotedAny = quotedAny || quoted;
                record.cells.push_back(quoted ? quotedCell(record.line) : plainCell(record.line));
                endOfRecord = !consumeDelimiter();
            }
            if (quotedAny || record.cells.size() > 1 || !record.cells.front().isEmpty())
                return true;
        }
    }

private:
    bool atLineEnd() const {
        return pos_ >= text_.size() || text_[pos_] == '\n' ||
               (text_[pos_] == '\r' && (pos_ + 1 >= text_.size() || text_[pos_ + 1] == '\n'));
    }

    // After a cell: true past a delimiter, false past the end of the line (or text).
    bool consumeDelimiter() {
        if (pos_ < text_.size() && text_[pos_] == delimiter_) {
            ++pos_;
            return true;
        }
        if (pos_ < text_.size() && text_[pos_] == '\r') ++pos_;
        if (pos_ < text_.size() && text_[pos_] == '\n') ++pos_;
        ++line_;
        return false;
    }

    // A record is refused once it passes the row cap, before its cells are copied.
    void requireRecordSize(qint64 recordLine) const {
        if (pos_ - recordStart_ > limits::kMaxRowBytes)
            requireRowSize(path_, pos_ - recordStart_, recordLine);
    }

    QByteArray plainCell(qint64 recordLine) {
        const qsizetype start = pos_;
        while (pos_ < text_.size() && text_[pos_] != delimiter_ && !atLineEnd())
            ++pos_;
        requireRecordSize(recordLine);
        return text_.sliced(start, pos_ - start).toByteArray();
    }

    QByteArray quotedCell(qint64 recordLine) {
        const qint64 startLine = line_;
        QByteArray cell;
        ++pos_;
        for (;;) {
            if (pos_ >= text_.size())
                throw InputError(
                    {path_,
                     recordLine,
                     {},
                     CsvRecordParser::tr("a closing quote"),
                     CsvRecordParser::tr("the end of the file")},
                    CsvRecordParser::tr("the quoted cell opened on line %1 never closes")
                        .arg(startLine));
            requireRecordSize(recordLine);
            const char c = text_[pos_++];
            if (c == '"') {
                if (pos_ < text_.size() && text_[pos_] == '"') {
                    cell += '"';
                    ++pos_;
                    continue;
                }
                break;
            }
            if (c == '\n') ++line_;
            cell += c;
        }
        if (pos_ < text_.size() && text_[pos_] != delimiter_ && !atLineEnd())
            throw InputError({path_,
                              line_,
                              {},
                              CsvRecordParser::tr("a delimiter or the end of the line"),
                              QStringLiteral("'%1'").arg(QLatin1Char(text_[pos_]))},
                             CsvRecordParser::tr("text follows a closing quote"));
        return cell;
    }

    QString path_;
    QByteArrayView text_;
    char delimiter_;
    qsizetype pos_ = 0;
    qsizetype recordStart_ = 0;
    qint64 line_ = 1;
};

} // namespace unembed
