#include "faiss_index_embeddings.h"

#include "error.h"

#include <QFile>

#include <faiss/IVFlib.h>
#include <faiss/IndexFlat.h>
#include <faiss/IndexHNSW.h>
#include <faiss/IndexIDMap.h>
#include <faiss/IndexIVF.h>
#include <faiss/IndexIVFFlat.h>
#include <faiss/IndexIVFPQ.h>
#include <faiss/IndexPQ.h>
#include <faiss/IndexScalarQuantizer.h>
#include <faiss/impl/FaissException.h>
#include <faiss/index_io.h>

#include <memory>

namespace unembed {

namespace {

using Reader = FaissIndexReader;

// What a quantised index keeps instead of the vectors, for the caveat.
QString quantiser(const faiss::Index* index) {
    if (dynamic_cast<const faiss::IndexIVFPQ*>(index))
        return Reader::tr("IVF with a product quantiser (IVF-PQ)");
    if (dynamic_cast<const faiss::IndexIVFScalarQuantizer*>(index))
        return Reader::tr("IVF with a scalar quantiser (IVF-SQ)");
    if (dynamic_cast<const faiss::IndexPQ*>(index)) return Reader::tr("a product quantiser (PQ)");
    if (dynamic_cast<const faiss::IndexScalarQuantizer*>(index))
        return Reader::tr("a scalar quantiser (SQ)");
    if (const auto* hnsw = dynamic_cast<const faiss::IndexHNSW*>(index))
        return Reader::tr("HNSW over %1").arg(quantiser(hnsw->storage));
    return Reader::tr("an index of type %1").arg(QString::fromLatin1(typeid(*index).name()));
}

// True when the index keeps the vectors themselves, so reconstruction gives them back exactly.
bool keepsVectors(const faiss::Index* index) {
    if (dynamic_cast<const faiss::IndexFlat*>(index)) return true;
    if (dynamic_cast<const faiss::IndexIVFFlat*>(index)) return true;
    if (const auto* hnsw = dynamic_cast<const faiss::IndexHNSW*>(index))
        return keepsVectors(hnsw->storage);
    return false;
}

} // namespace

EmbeddingSet FaissIndexReader::read(const QString& path, const ReadOptions&) const {
    std::unique_ptr<faiss::Index> index;
    try {
        index.reset(faiss::read_index(QFile::encodeName(path).constData()));
    } catch (const std::exception& e) {
        throw InputError({path,
                          std::nullopt,
                          {},
                          tr("a FAISS index written by write_index"),
                          QString::fromLocal8Bit(e.what()).section(QLatin1Char('\n'), 0, 0)},
                         tr("cannot read the FAISS index"));
    }
    faiss::Index* vectors = index.get();
    EmbeddingSet set;
    set.sourcePath = path;
    if (auto* idMap = dynamic_cast<faiss::IndexIDMap*>(index.get())) {
        vectors = idMap->index;
        for (const auto id : idMap->id_map)
            set.ids << QString::number(id);
    }
    const qint64 rows = vectors->ntotal, dim = vectors->d;
    std::vector<float> values(size_t(rows * dim));
    try {
        if (faiss::IndexIVF* ivf = faiss::ivflib::try_extract_index_ivf(vectors))
            ivf->make_direct_map(true);
        if (rows > 0) vectors->reconstruct_n(0, rows, values.data());
    } catch (const std::exception& e) {
        throw InputError({path,
                          std::nullopt,
                          {},
                          tr("an index that can reconstruct its vectors"),
                          QString::fromLocal8Bit(e.what()).section(QLatin1Char('\n'), 0, 0)},
                         tr("the FAISS index cannot give its vectors back"));
    }
    if (!keepsVectors(vectors))
        set.caveat = tr("approximate vectors: reconstructed from the codes of %1, not the "
                        "vectors that were indexed")
                         .arg(quantiser(vectors));
    set.vectors = FloatMatrix::owned(std::move(values), rows, dim);
    return set;
}

} // namespace unembed
