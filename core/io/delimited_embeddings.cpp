#include "delimited_embeddings.h"

#include "csv_records.h"
#include "error.h"
#include "half_float.h"
#include "mapped_file.h"
#include "reader_limits.h"

#include <charconv>
#include <limits>
#include <optional>

namespace unembed {

namespace {

using Reader = DelimitedEmbeddingReader;

// Locale-independent, and unlike QByteArray::toDouble it takes "NaN" and "Inf" in any case and
// numbers beyond the double range: a first row holding one must not pass for a header.
std::optional<double> number(const QByteArray& cell) {
    QByteArrayView text = QByteArrayView(cell).trimmed();
    const bool negative = text.startsWith('-');
    if (text.startsWith('+')) text = text.sliced(1); // from_chars refuses a leading plus
    if (text.isEmpty() || (!negative && text.startsWith('-'))) return std::nullopt;
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (stop != end) return std::nullopt;
    if (error == std::errc::result_out_of_range) {
        // Too small for a double reads as zero, too large as infinity (reported as not finite).
        const bool tiny = text.contains("e-") || text.contains("E-");
        const double magnitude = tiny ? 0.0 : std::numeric_limits<double>::infinity();
        return negative ? -magnitude : magnitude;
    }
    return error == std::errc() ? std::optional<double>(value) : std::nullopt;
}

bool allNumbers(const CsvRecord& record) {
    for (const QByteArray& cell : record.cells)
        if (!number(cell)) return false;
    return true;
}

// What each column holds, from the header (or from the width of the first record without one).
struct Columns {
    std::vector<QString> names; // for messages: the header's name, or "column N"
    std::vector<int> numeric;   // indices of the embedding columns, in order
    int text = -1;
    int id = -1;
    qint64 headerLine = 0; // 0 without a header
};

Columns columnsFromHeader(const QString& path, const CsvRecord& header) {
    Columns columns;
    columns.headerLine = header.line;
    for (size_t i = 0; i < header.cells.size(); ++i) {
        const QString name = strictUtf8(header.cells[i], path, header.line).trimmed();
        const int index = int(i);
        int* role = nullptr;
        if (name.compare(u"text", Qt::CaseInsensitive) == 0)
            role = &columns.text;
        else if (name.compare(u"id", Qt::CaseInsensitive) == 0)
            role = &columns.id;
        if (role && *role >= 0)
            throw InputError({path, header.line, name, Reader::tr("one column of this name"),
                              Reader::tr("columns %1 and %2").arg(*role + 1).arg(index + 1)},
                             Reader::tr("the header names this column twice"));
        if (role)
            *role = index;
        else
            columns.numeric.push_back(index);
        columns.names.push_back(name.isEmpty() ? Reader::tr("column %1").arg(index + 1) : name);
    }
    if (columns.numeric.empty())
        throw InputError({path,
                          header.line,
                          {},
                          Reader::tr("at least one numeric column"),
                          Reader::tr("only text and id columns")},
                         Reader::tr("the file has no embedding columns"));
    return columns;
}

Columns unnamedColumns(const CsvRecord& first) {
    Columns columns;
    for (size_t i = 0; i < first.cells.size(); ++i) {
        columns.numeric.push_back(int(i));
        columns.names.push_back(Reader::tr("column %1").arg(i + 1));
    }
    return columns;
}

} // namespace

QString DelimitedEmbeddingReader::formatName() const {
    return dialect_ == Dialect::Csv ? tr("CSV") : tr("TSV");
}

QStringList DelimitedEmbeddingReader::suffixes() const {
    return {dialect_ == Dialect::Csv ? QStringLiteral("csv") : QStringLiteral("tsv")};
}

EmbeddingSet DelimitedEmbeddingReader::read(const QString& path, const ReadOptions&) const {
    const auto file = MappedFile::open(path);
    CsvRecordParser parser(path, file->textBytes(), dialect_ == Dialect::Csv ? ',' : '\t');

    EmbeddingSet set;
    set.sourcePath = path;
    CsvRecord record;
    if (!parser.next(record)) {
        set.vectors = FloatMatrix::owned({}, 0, 0);
        return set;
    }
    const bool hasHeader = !allNumbers(record);
    const Columns columns = hasHeader ? columnsFromHeader(path, record) : unnamedColumns(record);
    requireDimension(path, qint64(columns.numeric.size()), record.line);
    const qint64 widthLine = hasHeader ? columns.headerLine : record.line;
    if (hasHeader && !parser.next(record)) {
        set.vectors = FloatMatrix::owned({}, 0, qint64(columns.numeric.size()));
        return set;
    }

    std::vector<float> values;
    qint64 rows = 0;
    do {
        if (record.cells.size() != columns.names.size())
            throw InputError(
                {path,
                 record.line,
                 {},
                 tr("%1 fields (as on line %2)").arg(columns.names.size()).arg(widthLine),
                 QString::number(record.cells.size())},
                tr("the record has a different number of fields"));
        for (int index : columns.numeric) {
            const QByteArray& cell = record.cells[size_t(index)];
            const std::optional<double> value = number(cell);
            if (!value)
                throw InputError({path, record.line, columns.names[size_t(index)], tr("a number"),
                                  cell.trimmed().isEmpty()
                                      ? tr("an empty cell")
                                      : QStringLiteral("'%1'").arg(QString::fromUtf8(cell))},
                                 tr("the cell is not a number"));
            values.push_back(doubleToFloat(*value));
        }
        // Invalid UTF-8 is refused, as JSONL and the sidecar refuse it, not replaced by U+FFFD.
        if (columns.text >= 0)
            set.texts << strictUtf8(record.cells[size_t(columns.text)], path, record.line,
                                    columns.names[size_t(columns.text)]);
        if (columns.id >= 0)
            set.ids << strictUtf8(record.cells[size_t(columns.id)], path, record.line,
                                  columns.names[size_t(columns.id)])
                           .trimmed();
        ++rows;
    } while (parser.next(record));

    set.vectors = FloatMatrix::owned(std::move(values), rows, qint64(columns.numeric.size()));
    return set;
}

} // namespace unembed
