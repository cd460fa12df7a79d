// Vectors from a Chroma persistent folder (`chroma.sqlite3` and one folder per HNSW segment), as
// Chroma 1.0 to 1.3 write it (the Rust core behind `chroma run`, and the Python and JavaScript
// clients' local mode). Read with SQLite and plain file reads, never changed:
// - the collection's ids and documents from its metadata segment (`embeddings`, and the
//   `chroma:document` rows of `embedding_metadata`), in the order Chroma returns them;
// - the vectors flushed to its HNSW segment from `data_level0.bin` (hnswlib's layout, after the
//   100-byte header of Chroma's fork), the ids of their labels from `index_metadata.pickle` (read
//   as plain data, never run); a cosine index keeps unit vectors and their lengths in
//   `length.bin`, multiplied back as Chroma's own `get` does;
// - the writes not yet flushed from `embeddings_queue` (add, update, upsert, delete), replayed in
//   order after each segment's `max_seq_id`.
// The collection is ReadOptions::arrayName, or the only one. Any other layout (Chroma 0.x, a later
// schema) is refused, naming the migrations it has.
#pragma once

#include "embedding_reader.h"

#include <QCoreApplication>

#include <vector>

namespace unembed {

class ChromaStoreReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(ChromaStoreReader)

public:
    QString formatName() const override { return tr("Chroma persistent folder"); }
    // Chosen by its database's name (`chroma.sqlite3`) or its folder, not by a suffix.
    QStringList suffixes() const override { return {}; }
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

// The `chroma.sqlite3` of `path` when it is a Chroma folder or that database itself; else empty.
QString chromaDatabaseOf(const QString& path);

struct ChromaCollection {
    QString name; // unique within its Chroma database, not always within the store
    QString id;
};

// The collections in the Chroma store at `path` (its folder or its database), sorted by name.
// Throws InputError as reading one would when the store is not one this version reads.
std::vector<ChromaCollection> chromaCollections(const QString& path);

} // namespace unembed
