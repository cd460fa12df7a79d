// Reading embedding files: one reader class per format behind one interface, one registry that
// picks the reader by file suffix, and the validation every file gets (finite values, at least one
// row, texts that match the rows).
#pragma once

#include "embedding_set.h"

#include <memory>
#include <vector>

namespace unembed {

struct ReadOptions {
    // .npz member or .safetensors tensor to read; empty picks the format's default.
    QString arrayName;
    // Optional sidecar file with one text per row (UTF-8, one line each).
    QString textsPath;
    // SQLite databases: the table and its vector column (required), text and id columns (optional).
    QString table;
    QString vectorColumn;
    QString textColumn;
    QString idColumn;
};

class EmbeddingReader {
public:
    virtual ~EmbeddingReader() = default;
    virtual QString formatName() const = 0;
    // Lower-case suffixes without the dot, e.g. {"npy"}.
    virtual QStringList suffixes() const = 0;
    // Reads the file; throws InputError naming the file (and row/field) on malformed input.
    virtual EmbeddingSet read(const QString& path, const ReadOptions& options) const = 0;
};

const std::vector<std::unique_ptr<EmbeddingReader>>& embeddingReaders();

// Suffix patterns for file dialogs, e.g. "*.npy *.npz ...".
QStringList embeddingFilePatterns();

// Picks the reader by suffix, reads, attaches sidecar texts and validates. Throws InputError.
EmbeddingSet readEmbeddings(const QString& path, const ReadOptions& options = {});

// Throws the InputError of a texts file whose line count is not the embedding file's row count.
void requireTextLines(const QString& textsPath, qint64 lines, qint64 rows);

} // namespace unembed
