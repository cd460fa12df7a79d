// Vectors from any SQLite table (sqlite-vec's tables, an application's own store): one row per
// vector, the vector column holding little-endian float32 BLOBs (sqlite-vec's format) or JSON
// arrays of numbers as text, with optional text and id columns, read in rowid order. The database
// is opened read-only and never changed. Errors name the table, the column and the row.
#pragma once

#include "embedding_reader.h"

#include <QCoreApplication>

namespace unembed {

class SqliteTableReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(SqliteTableReader)

public:
    QString formatName() const override { return tr("SQLite table"); }
    QStringList suffixes() const override {
        return {QStringLiteral("sqlite"), QStringLiteral("sqlite3"), QStringLiteral("db")};
    }
    // Needs ReadOptions::table and ::vectorColumn.
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

} // namespace unembed
