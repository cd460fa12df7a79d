// Vectors from a PostgreSQL plain-text dump (`pg_dump` without -Fc): the rows of a table's
// `COPY ... FROM stdin;` block, whose vector column holds pgvector's text form `[x,y,...]` or a
// real[]/float8[] array `{x,y,...}`. The table is the one with a vector column (or the one named
// with ReadOptions::arrayName, with or without its schema); its texts come from the first column
// named text, content, document, page_content, chunk or body, its ids from a column named id.
// COPY's text escapes (\N, \t, \n, \\, octal, \x) are decoded. Errors name the dump's line.
#pragma once

#include "embedding_reader.h"

#include <QCoreApplication>

namespace unembed {

class PgDumpEmbeddingReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(PgDumpEmbeddingReader)

public:
    QString formatName() const override { return tr("PostgreSQL dump (pgvector)"); }
    QStringList suffixes() const override { return {QStringLiteral("sql")}; }
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

} // namespace unembed
