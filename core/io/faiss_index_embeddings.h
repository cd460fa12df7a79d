// Vectors from a FAISS index file (faiss::write_index, as FAISS, LangChain's FAISS store and most
// RAG tools save them), read with Debian's libfaiss: flat indexes exactly, IVF-flat and HNSW-flat
// through their stored vectors (exact too), and quantised indexes (PQ, SQ, IVF-PQ, ...)
// reconstructed from their codes, which the set's caveat says with the quantiser's name. An
// IndexIDMap's ids become the rows' ids. FAISS keeps no texts: give them with --texts (a
// LangChain docstore is a Python pickle, which Unembed never loads).
#pragma once

#include "embedding_reader.h"

#include <QCoreApplication>

namespace unembed {

class FaissIndexReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(FaissIndexReader)

public:
    QString formatName() const override { return tr("FAISS index"); }
    QStringList suffixes() const override {
        return {QStringLiteral("faiss"), QStringLiteral("index")};
    }
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

} // namespace unembed
