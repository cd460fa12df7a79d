// Vectors from a FAISS index file (faiss::write_index, as FAISS, LangChain's FAISS store and most
// RAG tools save them), parsed by Unembed's own reader (faiss_format.h), never by libfaiss: flat
// indexes exactly, IVF-flat and HNSW-flat through their stored vectors (exact too), quantised
// indexes (SQ, PQ, IVF-SQ, IVF-PQ, HNSW over them) decoded from their codes, which the set's
// caveat says with the quantiser's name, and IndexRefine through its refine index. The ids of an
// IndexIDMap, or of an IVF index filled with add_with_ids, become the rows' ids. FAISS keeps no
// texts: give them with --texts (a LangChain docstore is a Python pickle, which Unembed never
// loads).
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
