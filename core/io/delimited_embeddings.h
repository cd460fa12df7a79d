// CSV and TSV embedding files (RFC 4180 quoting): numeric columns, plus optional `text` and `id`
// columns when the first record is a header. A first record with any non-numeric cell is a header.
#pragma once

#include "embedding_reader.h"

#include <QCoreApplication>

namespace unembed {

class DelimitedEmbeddingReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(DelimitedEmbeddingReader)

public:
    enum class Dialect { Csv, Tsv };
    explicit DelimitedEmbeddingReader(Dialect dialect) : dialect_(dialect) {}

    QString formatName() const override;
    QStringList suffixes() const override;
    // Errors name the file line a record starts on and the column by its header name (or
    // "column N" without a header).
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;

private:
    Dialect dialect_;
};

} // namespace unembed
