#include "sqlite_table_embeddings.h"

#include "error.h"
#include "half_float.h"
#include "read_only_database.h"
#include "reader_limits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtEndian>

namespace unembed {

namespace {

using Reader = SqliteTableReader;

QString quoted(const QString& identifier) {
    return QLatin1Char('"') +
           QString(identifier).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

// The values of one cell: float32 little-endian bytes, or a JSON array of numbers.
std::vector<float> cellValues(const QVariant& cell, const QString& path, qint64 row,
                              const QString& column) {
    const auto fail = [&](const QString& expected, const QString& found, const QString& problem) {
        return InputError({path, row, column, expected, found}, problem);
    };
    if (cell.isNull())
        throw fail(Reader::tr("a vector"), QStringLiteral("NULL"),
                   Reader::tr("the row has no vector"));
    std::vector<float> values;
    if (cell.typeId() == QMetaType::QByteArray) {
        const QByteArray bytes = cell.toByteArray();
        if (bytes.size() % 4 != 0)
            throw fail(Reader::tr("a multiple of 4 bytes (float32)"),
                       Reader::tr("%1 bytes").arg(bytes.size()),
                       Reader::tr("the BLOB is not a float32 vector"));
        values.resize(size_t(bytes.size() / 4));
        for (size_t i = 0; i < values.size(); ++i)
            values[i] = qFromLittleEndian<float>(bytes.constData() + 4 * i);
        return values;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(cell.toString().toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isArray())
        throw fail(Reader::tr("a float32 BLOB or a JSON array of numbers"),
                   cell.toString().left(40), Reader::tr("the cell is not a vector"));
    const QJsonArray numbers = document.array();
    for (qsizetype i = 0; i < numbers.size(); ++i) {
        if (!numbers.at(i).isDouble())
            throw fail(Reader::tr("a number at position %1").arg(i),
                       QString::fromUtf8(
                           QJsonDocument(QJsonArray{numbers.at(i)}).toJson(QJsonDocument::Compact)),
                       Reader::tr("the JSON array holds something other than a number"));
        values.push_back(doubleToFloat(numbers.at(i).toDouble()));
    }
    return values;
}

// A cell of another column as metadata: numbers as numbers, text as text (or the JSON it holds);
// NULL and BLOBs (binary, often another vector) are left out.
QJsonValue metadataValue(const QVariant& cell) {
    if (cell.isNull()) return QJsonValue::Null;
    switch (cell.typeId()) {
    case QMetaType::LongLong:
        return cell.toLongLong();
    case QMetaType::Double:
        return cell.toDouble();
    case QMetaType::QByteArray:
        return QJsonValue::Null;
    default:
        return metadataCell(cell.toString());
    }
}

// A column selected with its size in bytes beside it; a cell past the row cap reads as NULL, so
// that a huge BLOB or text is measured and refused, never loaded.
QString cappedColumn(const QString& expression) {
    const QString bytes = QStringLiteral("length(CAST(%1 AS BLOB))").arg(expression);
    return QStringLiteral("CASE WHEN %1 > %2 THEN NULL ELSE %3 END, %1")
        .arg(bytes)
        .arg(limits::kMaxRowBytes)
        .arg(expression);
}

} // namespace

EmbeddingSet SqliteTableReader::read(const QString& path, const ReadOptions& options) const {
    if (options.table.isEmpty() || options.vectorColumn.isEmpty())
        throw InputError({path, std::nullopt, QStringLiteral("--table, --vector-column"),
                          tr("a table and its vector column"), tr("none given")},
                         tr("an SQLite database needs the table and the column to read"));
    EmbeddingSet set;
    std::vector<float> values;
    qint64 rows = 0, dim = -1;
    bool anyMetadata = false;
    {
        ReadOnlyDatabase database(path);
        const QStringList tables = database.tables();
        QSqlQuery query(database.db());
        if (!tables.contains(options.table))
            throw InputError({path, std::nullopt, QStringLiteral("--table"),
                              tables.isEmpty() ? tr("a table") : tables.join(QStringLiteral(", ")),
                              options.table},
                             tr("the database has no table %1").arg(options.table));
        const QSqlRecord record = database.db().record(options.table);
        QStringList columns;
        for (int i = 0; i < record.count(); ++i)
            columns << record.fieldName(i);
        for (const auto& [option, column] :
             {std::pair{QStringLiteral("--vector-column"), options.vectorColumn},
              std::pair{QStringLiteral("--text-column"), options.textColumn},
              std::pair{QStringLiteral("--id-column"), options.idColumn}})
            if (!column.isEmpty() && !columns.contains(column))
                throw InputError(
                    {path, std::nullopt, option, columns.join(QStringLiteral(", ")), column},
                    tr("table %1 has no column %2").arg(options.table, column));
        const QString text =
            options.textColumn.isEmpty() ? QStringLiteral("NULL") : quoted(options.textColumn);
        const QString id =
            options.idColumn.isEmpty() ? QStringLiteral("NULL") : quoted(options.idColumn);
        // The table's other columns are each row's metadata.
        QStringList others;
        for (const QString& column : columns)
            if (column != options.vectorColumn && column != options.textColumn &&
                column != options.idColumn)
                others << column;
        // Each column as (value, size in bytes): the vector, the text, the id, then the others.
        const QStringList names =
            QStringList{options.vectorColumn, options.textColumn, options.idColumn} + others;
        QStringList expressions{quoted(options.vectorColumn), text, id};
        for (const QString& column : others)
            expressions << quoted(column);
        QStringList capped;
        for (const QString& expression : expressions)
            capped << cappedColumn(expression);
        const QString selected = capped.join(QStringLiteral(", "));
        query.setForwardOnly(true);
        if (!query.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY rowid")
                            .arg(selected, quoted(options.table))) &&
            !query.exec(QStringLiteral("SELECT %1 FROM %2").arg(selected, quoted(options.table))))
            throw InputError({path, std::nullopt, options.table, {}, query.lastError().text()},
                             tr("cannot read table %1").arg(options.table));
        while (query.next()) {
            ++rows;
            for (int c = 0; c < int(names.size()); ++c)
                requireRowSize(path, query.value(2 * c + 1).toLongLong(), rows, names[c]);
            const std::vector<float> row =
                cellValues(query.value(0), path, rows, options.vectorColumn);
            if (dim < 0) {
                requireDimension(path, qint64(row.size()), rows, options.vectorColumn);
                dim = qint64(row.size());
            }
            if (qint64(row.size()) != dim)
                throw InputError({path, rows, options.vectorColumn,
                                  tr("%1 values (as in row 1)").arg(dim),
                                  QString::number(row.size())},
                                 tr("the vector has a different length than in row 1"));
            values.insert(values.end(), row.begin(), row.end());
            // NULL counts as absent, as in JSON Lines.
            if (!options.textColumn.isEmpty()) set.texts << query.value(2).toString();
            if (!options.idColumn.isEmpty()) set.ids << query.value(4).toString();
            QJsonObject metadata;
            for (int c = 0; c < int(others.size()); ++c)
                if (const QJsonValue value = metadataValue(query.value(2 * (3 + c)));
                    !value.isNull())
                    metadata.insert(others[c], value);
            set.metadata << metadataText(metadata);
            anyMetadata = anyMetadata || !metadata.isEmpty();
        }
    }
    if (!anyMetadata) set.metadata.clear();
    set.sourcePath = path;
    set.vectors = FloatMatrix::owned(std::move(values), rows, std::max<qint64>(dim, 0));
    return set;
}

} // namespace unembed
