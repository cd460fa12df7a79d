#include "pg_dump_embeddings.h"

#include "error.h"
#include "half_float.h"
#include "mapped_file.h"
#include "reader_limits.h"

#include <QRegularExpression>
#include <QStringDecoder>

#include <cmath>
#include <optional>

namespace unembed {

namespace {

using Reader = PgDumpEmbeddingReader;

struct CopyBlock {
    QString table; // as the dump qualifies it, e.g. public.items
    QStringList columns;
    qint64 headerLine = 0;
    std::vector<qint64> lines;                                // the dump line of each row
    std::vector<std::vector<std::optional<QByteArray>>> rows; // nullopt for \N
};

// COPY's text format: a backslash escapes the next character (b f n r t v, digits in octal, x
// with one or two hex digits, anything else stands for itself); \N alone is NULL.
std::optional<QByteArray> decodeField(QByteArrayView field) {
    if (field == "\\N") return std::nullopt;
    QByteArray bytes;
    bytes.reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        char c = field[i];
        if (c != '\\' || i + 1 == field.size()) {
            bytes.append(c);
            continue;
        }
        c = field[++i];
        auto isOctal = [](char d) { return d >= '0' && d <= '7'; };
        switch (c) {
        case 'b':
            bytes.append('\b');
            break;
        case 'f':
            bytes.append('\f');
            break;
        case 'n':
            bytes.append('\n');
            break;
        case 'r':
            bytes.append('\r');
            break;
        case 't':
            bytes.append('\t');
            break;
        case 'v':
            bytes.append('\v');
            break;
        case 'x': {
            int value = 0, digits = 0;
            while (digits < 2 && i + 1 < field.size() && std::isxdigit(uchar(field[i + 1]))) {
                value = value * 16 + QByteArray(1, field[++i]).toInt(nullptr, 16);
                ++digits;
            }
            if (digits == 0)
                bytes.append('x');
            else
                bytes.append(char(value));
            break;
        }
        default:
            if (isOctal(c)) {
                int value = c - '0';
                for (int digits = 1; digits < 3 && i + 1 < field.size() && isOctal(field[i + 1]);
                     ++digits)
                    value = value * 8 + (field[++i] - '0');
                bytes.append(char(value));
            } else {
                bytes.append(c);
            }
        }
    }
    return bytes;
}

// A text field, refused when it is not UTF-8 (as the other text formats refuse it).
QString utf8Field(const std::optional<QByteArray>& field, const QString& path, qint64 line,
                  const QString& column) {
    if (!field) return {}; // NULL counts as absent, as in JSON Lines
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8(*field);
    if (utf8.hasError())
        throw InputError({path, line, column, Reader::tr("UTF-8 text"), Reader::tr("other bytes")},
                         Reader::tr("the field is not valid UTF-8"));
    return text;
}

std::vector<CopyBlock> readCopyBlocks(const QString& path, QByteArrayView rest) {
    static const QRegularExpression header(
        QStringLiteral("^COPY\\s+(\\S+)\\s*\\((.*)\\)\\s+FROM\\s+stdin;\\s*$"));
    std::vector<CopyBlock> blocks;
    CopyBlock* open = nullptr;
    QByteArrayView line;
    for (qint64 lineNumber = 1; takeLine(rest, line); ++lineNumber) {
        if (line.endsWith('\r')) line.chop(1);
        if (!open) {
            if (!line.startsWith("COPY ")) continue;
            requireRowSize(path, line.size(), lineNumber);
            const QRegularExpressionMatch m = header.match(QString::fromUtf8(line));
            if (!m.hasMatch()) continue; // COPY ... TO, or to a file: no rows here
            blocks.push_back({m.captured(1), {}, lineNumber, {}, {}});
            open = &blocks.back();
            for (QString column : m.captured(2).split(QLatin1Char(',')))
                open->columns << column.trimmed().remove(QLatin1Char('"'));
            continue;
        }
        if (line == "\\.") {
            open = nullptr;
            continue;
        }
        requireRowSize(path, line.size(), lineNumber, open->table);
        std::vector<std::optional<QByteArray>> fields;
        for (QByteArrayView field : QByteArray(line.data(), line.size()).split('\t'))
            fields.push_back(decodeField(field));
        if (fields.size() != size_t(open->columns.size()))
            throw InputError(
                {path, lineNumber, open->table,
                 Reader::tr("%1 tab-separated fields").arg(open->columns.size()),
                 QString::number(fields.size())},
                Reader::tr("a row of %1 has the wrong number of fields").arg(open->table));
        open->lines.push_back(lineNumber);
        open->rows.push_back(std::move(fields));
    }
    if (open)
        throw InputError(
            {path, open->headerLine, open->table, QStringLiteral("\\."),
             Reader::tr("the end of the file")},
            Reader::tr("the COPY block of %1 never ends: the dump is cut short").arg(open->table));
    return blocks;
}

// `[x,y,...]` or `{x,y,...}` as numbers, or nothing when the value is not such a list.
std::optional<std::vector<double>> parseVector(const QByteArray& value) {
    const QString v = QString::fromLatin1(value).trimmed();
    if (v.size() < 2 || !((v.front() == QLatin1Char('[') && v.back() == QLatin1Char(']')) ||
                          (v.front() == QLatin1Char('{') && v.back() == QLatin1Char('}'))))
        return std::nullopt;
    std::vector<double> numbers;
    const QString inner = v.mid(1, v.size() - 2).trimmed();
    if (inner.isEmpty()) return numbers;
    for (const QString& part : inner.split(QLatin1Char(','))) {
        bool ok = false;
        const double number = part.trimmed().toDouble(&ok);
        if (!ok) {
            const QString word = part.trimmed().toLower();
            if (word == QLatin1String("nan"))
                numbers.push_back(std::nan(""));
            else if (word == QLatin1String("infinity"))
                numbers.push_back(INFINITY);
            else if (word == QLatin1String("-infinity"))
                numbers.push_back(-INFINITY);
            else
                return std::nullopt;
        } else {
            numbers.push_back(number);
        }
    }
    return numbers;
}

// Columns whose first value other than NULL and an empty list (`{}` is also an empty jsonb
// object) is a vector; a later value that is not one is refused by its line when the rows are
// read, rather than the column being passed over in silence.
QList<int> vectorColumns(const CopyBlock& block) {
    QList<int> found;
    for (int c = 0; c < block.columns.size(); ++c)
        for (const auto& row : block.rows) {
            if (!row[size_t(c)]) continue;
            const auto numbers = parseVector(*row[size_t(c)]);
            if (numbers && numbers->empty()) continue;
            if (numbers) found << c;
            break;
        }
    return found;
}

// The first characters of a value, for messages.
QString excerpt(const QByteArray& value) {
    constexpr qsizetype kShown = 40;
    const QString text = QString::fromUtf8(value.left(kShown));
    return value.size() > kShown ? text + QStringLiteral("...") : text;
}

bool namesTable(const QString& qualified, const QString& name) {
    return qualified == name || qualified.section(QLatin1Char('.'), -1) == name;
}

} // namespace

EmbeddingSet PgDumpEmbeddingReader::read(const QString& path, const ReadOptions& options) const {
    const auto file = MappedFile::open(path);
    const std::vector<CopyBlock> blocks = readCopyBlocks(path, file->textBytes());
    std::vector<std::pair<const CopyBlock*, QList<int>>> candidates;
    QStringList tables;
    for (const CopyBlock& block : blocks) {
        tables << block.table;
        if (!options.arrayName.isEmpty() && !namesTable(block.table, options.arrayName)) continue;
        const QList<int> columns = vectorColumns(block);
        if (!columns.isEmpty()) candidates.push_back({&block, columns});
    }
    if (candidates.empty())
        throw InputError(
            {path, std::nullopt, options.arrayName,
             options.arrayName.isEmpty()
                 ? tr("a COPY block with a vector column ([x,y,...] or {x,y,...})")
                 : tr("table %1 with a vector column ([x,y,...] or {x,y,...})")
                       .arg(options.arrayName),
             tables.isEmpty() ? tr("no COPY block") : tables.join(QStringLiteral(", "))},
            tr("no table of vectors in the dump"));
    if (candidates.size() > 1) {
        QStringList names;
        for (const auto& [block, columns] : candidates)
            names << block->table;
        throw InputError({path,
                          std::nullopt,
                          {},
                          tr("one table, chosen with --array TABLE"),
                          names.join(QStringLiteral(", "))},
                         tr("the dump holds several tables of vectors"));
    }
    const CopyBlock& block = *candidates.front().first;
    const QList<int>& columns = candidates.front().second;
    if (columns.size() > 1) {
        QStringList names;
        for (int c : columns)
            names << block.columns[c];
        throw InputError({path, block.headerLine, block.table, tr("one vector column"),
                          names.join(QStringLiteral(", "))},
                         tr("table %1 has several vector columns").arg(block.table));
    }
    const int vectorColumn = columns.front();
    int textColumn = -1;
    for (const char* name : {"text", "content", "document", "page_content", "chunk", "body"})
        if (textColumn < 0) textColumn = int(block.columns.indexOf(QLatin1String(name)));
    const int idColumn = int(block.columns.indexOf(QLatin1String("id")));

    std::vector<float> values;
    QStringList texts, ids, metadata;
    bool anyMetadata = false;
    qint64 dim = -1;
    for (size_t r = 0; r < block.rows.size(); ++r) {
        const auto& row = block.rows[r];
        const qint64 line = block.lines[r];
        const QString column = block.columns[vectorColumn];
        if (!row[size_t(vectorColumn)])
            throw InputError({path, line, column, tr("a vector"), QStringLiteral("NULL")},
                             tr("the row has no vector"));
        const auto parsed = parseVector(*row[size_t(vectorColumn)]);
        if (!parsed)
            throw InputError({path, line, column,
                              tr("a vector of numbers, [x,y,...] or {x,y,...} (as on line %1)")
                                  .arg(block.lines.front()),
                              excerpt(*row[size_t(vectorColumn)])},
                             tr("the value on line %1 is not a vector").arg(line));
        const std::vector<double>& numbers = *parsed;
        if (dim < 0) {
            requireDimension(path, qint64(numbers.size()), line, column);
            dim = qint64(numbers.size());
        }
        if (qint64(numbers.size()) != dim)
            throw InputError(
                {path, line, column,
                 tr("%1 values (as on line %2)").arg(dim).arg(block.lines.front()),
                 QString::number(numbers.size())},
                tr("the vector has a different length than on line %1").arg(block.lines.front()));
        for (size_t k = 0; k < numbers.size(); ++k) {
            const float value = doubleToFloat(numbers[k]);
            if (!std::isfinite(value))
                throw InputError(
                    {path, line, QStringLiteral("%1[%2]").arg(column).arg(k + 1),
                     tr("a finite float32 number"), QString::number(numbers[k])},
                    tr("the vector on line %1 holds a value that is not finite").arg(line));
            values.push_back(value);
        }
        if (textColumn >= 0)
            texts << utf8Field(row[size_t(textColumn)], path, line, block.columns[textColumn]);
        if (idColumn >= 0)
            ids << utf8Field(row[size_t(idColumn)], path, line, block.columns[idColumn]);
        // The row's other columns, NULLs left out, are its metadata, as text (COPY carries no
        // types) or the JSON a jsonb holds; bytes that are not UTF-8 (an SQL_ASCII database)
        // become U+FFFD there rather than refusing vectors they do not belong to.
        QJsonObject other;
        for (int c = 0; c < int(block.columns.size()); ++c)
            if (c != vectorColumn && c != textColumn && c != idColumn && row[size_t(c)])
                other.insert(block.columns[c], metadataCell(QString::fromUtf8(*row[size_t(c)])));
        metadata << metadataText(other);
        anyMetadata = anyMetadata || !other.isEmpty();
    }
    EmbeddingSet set;
    set.sourcePath = path;
    set.vectors =
        FloatMatrix::owned(std::move(values), qint64(block.rows.size()), std::max<qint64>(dim, 0));
    set.texts = texts;
    set.ids = ids;
    if (anyMetadata) set.metadata = metadata;
    return set;
}

} // namespace unembed
