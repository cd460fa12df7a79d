#include "faiss_index_embeddings.h"

#include "error.h"
#include "faiss_format.h"
#include "half_float.h"
#include "mapped_file.h"

#include <QtEndian>

#include <algorithm>
#include <new>
#include <numeric>

namespace unembed {

namespace {

using Kind = FaissIndex::Kind;

// More values than this (16 GiB of float32) are refused before they are allocated: a quantised
// index expands its codes, so a small file can claim a vast matrix.
constexpr qint64 kMaxValues = qint64(1) << 32;

// An index's vectors in its order, with the ids it keeps (empty: the row numbers).
struct Rows {
    std::vector<float> values;
    std::vector<qint64> ids;
};

class Reconstruction {
public:
    explicit Reconstruction(const QString& path) : path_(path) {}

    Rows rows(const FaissIndex& index) const {
        switch (index.kind) {
        case Kind::Flat:
        case Kind::ScalarQuantiser:
        case Kind::ProductQuantiser: {
            Rows result{allocate(index), {}};
            for (qint64 r = 0; r < index.rows; ++r)
                decode(index, index.codes + r * index.codeSize,
                       result.values.data() + r * index.dim);
            return result;
        }
        case Kind::IvfFlat:
        case Kind::IvfScalarQuantiser:
        case Kind::IvfProductQuantiser:
            return invertedLists(index);
        case Kind::Hnsw:
            return rows(*index.inner);
        case Kind::Refine:
            return rows(*index.refine);
        case Kind::IdMap: {
            Rows result = rows(*index.inner);
            if (!result.ids.empty())
                throw InputError({path_, std::nullopt, {}, {}, {}},
                                 FaissIndexReader::tr("an IDMap holds an index with ids of its "
                                                      "own; Unembed cannot tell which to use"));
            result.ids.resize(size_t(index.rows));
            for (qint64 r = 0; r < index.rows; ++r)
                result.ids[size_t(r)] = qFromLittleEndian<qint64>(index.ids + 8 * r);
            return result;
        }
        }
        return {};
    }

private:
    std::vector<float> allocate(const FaissIndex& index) const {
        if (index.rows > kMaxValues / index.dim)
            throw InputError(
                {path_,
                 std::nullopt,
                 {},
                 FaissIndexReader::tr("at most %1 values").arg(kMaxValues),
                 FaissIndexReader::tr("%1 vectors of %2").arg(index.rows).arg(index.dim)},
                FaissIndexReader::tr("the index is too large to read"));
        return std::vector<float>(size_t(index.rows * index.dim));
    }

    static void decode(const FaissIndex& index, const uchar* code, float* out) {
        switch (index.kind) {
        case Kind::ScalarQuantiser:
        case Kind::IvfScalarQuantiser:
            index.scalar.decode(code, out);
            return;
        case Kind::ProductQuantiser:
        case Kind::IvfProductQuantiser:
            index.product.decode(code, out);
            return;
        default:
            convertToFloat32(FloatFormat::F32, reinterpret_cast<const char*>(code), index.dim, out);
            return;
        }
    }

    // Rows in the order of their ids: by id alone when the ids are the row numbers (as add()
    // gives them), else sorted by id and kept (add_with_ids).
    Rows invertedLists(const FaissIndex& index) const {
        std::vector<qint64> listed; // the ids in list order
        listed.reserve(size_t(index.rows));
        for (const FaissIndex::InvertedList& list : index.lists)
            for (qint64 i = 0; i < list.size; ++i)
                listed.push_back(qFromLittleEndian<qint64>(list.ids + 8 * i));
        std::vector<qint64> order(listed.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](qint64 a, qint64 b) { return listed[size_t(a)] < listed[size_t(b)]; });
        std::vector<qint64> rowOf(order.size());
        bool rowNumbers = true;
        Rows result{{}, std::vector<qint64>(order.size())};
        for (size_t r = 0; r < order.size(); ++r) {
            rowOf[size_t(order[r])] = qint64(r);
            result.ids[r] = listed[size_t(order[r])];
            rowNumbers = rowNumbers && result.ids[r] == qint64(r);
        }
        if (rowNumbers) result.ids.clear();

        std::vector<float> centroids;
        if (index.byResidual) centroids = rows(*index.coarse).values;
        result.values = allocate(index);
        qint64 position = 0;
        for (const FaissIndex::InvertedList& list : index.lists)
            for (qint64 i = 0; i < list.size; ++i, ++position) {
                float* out = result.values.data() + rowOf[size_t(position)] * index.dim;
                decode(index, list.codes + i * index.codeSize, out);
                if (index.byResidual)
                    for (qint64 c = 0; c < index.dim; ++c)
                        out[c] += centroids[size_t(list.list * index.dim + c)];
            }
        return result;
    }

    const QString& path_;
};

} // namespace

EmbeddingSet FaissIndexReader::read(const QString& path, const ReadOptions&) const {
    const std::shared_ptr<const MappedFile> file = MappedFile::open(path);
    const FaissIndex index = FaissFormat::parse(file->bytes(), path);
    Rows rows;
    try {
        rows = Reconstruction(path).rows(index);
    } catch (const std::bad_alloc&) {
        throw InputError(
            {path, std::nullopt, {}, {}, tr("%1 vectors of %2").arg(index.rows).arg(index.dim)},
            tr("not enough memory to read the index"));
    }
    EmbeddingSet set;
    set.sourcePath = path;
    for (const qint64 id : rows.ids)
        set.ids << QString::number(id);
    if (!index.keepsVectors())
        set.caveat = tr("approximate vectors: reconstructed from the codes of %1, not the "
                        "vectors that were indexed")
                         .arg(index.quantiserName());
    set.vectors = FloatMatrix::owned(std::move(rows.values), index.rows, index.dim);
    return set;
}

} // namespace unembed
