// The FAISS index file format (faiss::write_index's layout, FAISS 1.7 and later) read by
// Unembed's own bounds-checked parser instead of libfaiss's read_index, which trusts the counts
// in a file and follows inverted lists stored in other files named inside it. It knows the
// index types Unembed imports: flat (IP, L2, other metrics), IVF-flat, IVF-SQ, IVF-PQ, HNSW over
// flat, SQ or PQ storage, SQ, PQ, IDMap/IDMap2 around any of them and IndexRefine; every other
// type is refused by its four-letter code. Every count is checked against the bytes left before
// anything is sized by it, and no path named inside a file is ever opened.
#pragma once

#include "faiss_quantisers.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

#include <memory>
#include <vector>

namespace unembed {

// Sanity caps that no real index reaches; a file past them is refused before any allocation.
constexpr qint64 kFaissMaxDimension = 65536;
constexpr qint64 kFaissMaxProductQuantiserBits = 16;
constexpr qint64 kFaissMaxHnswLevels = 64;

// faiss::MetricType values that the parser names.
constexpr qint32 kFaissInnerProduct = 0;
constexpr qint32 kFaissL2 = 1;

struct FaissIndex {
    enum class Kind {
        Flat,                // IxFI, IxF2, IxFl: the vectors as float32
        ScalarQuantiser,     // IxSQ
        ProductQuantiser,    // IxPq (and the older IxPQ, IxPo)
        IvfFlat,             // IwFl
        IvfScalarQuantiser,  // IwSQ, IwSq
        IvfProductQuantiser, // IwPQ
        Hnsw,                // IHNf, IHNs, IHNp: a graph over `inner` (the storage)
        IdMap,               // IxMp, IxM2: `inner` with an id per row
        Refine,              // IxRF: `inner` (the base) refined by `refine`
    };

    // One inverted list of an IVF index: `size` codes, then their ids (int64 each).
    struct InvertedList {
        qint64 list = 0;
        qint64 size = 0;
        const uchar* codes = nullptr;
        const uchar* ids = nullptr;
    };

    // An HNSW graph as faiss::HNSW keeps it, checked: levels[i] in [1, maxLevel + 1], offsets
    // [i + 1] - offsets[i] = cumulativeNeighbours[levels[i]], every neighbour in [-1, rows).
    struct Graph {
        std::vector<qint32> cumulativeNeighbours;
        const uchar* levels = nullptr;     // rows x int32
        const uchar* offsets = nullptr;    // (rows + 1) x uint64
        const uchar* neighbours = nullptr; // offsets[rows] x int32
        qint32 entryPoint = -1;
        qint32 maxLevel = -1;
    };

    Kind kind = Kind::Flat;
    QByteArray code; // the four-letter code as stored, "IxF2"
    qint64 dim = 0;
    qint64 rows = 0;
    qint32 metric = kFaissL2;

    // Flat, ScalarQuantiser, ProductQuantiser: rows x codeSize bytes. IVF kinds: codeSize is
    // that of one code in the lists.
    const uchar* codes = nullptr;
    qint64 codeSize = 0;
    FaissScalarQuantiser scalar;   // ScalarQuantiser, IvfScalarQuantiser
    FaissProductQuantiser product; // ProductQuantiser, IvfProductQuantiser

    // IVF kinds: the non-empty lists in list order, and whether codes are residuals from their
    // list's centroid (the coarse quantiser's row).
    std::vector<InvertedList> lists;
    qint64 listCount = 0;
    bool byResidual = false;
    std::unique_ptr<FaissIndex> coarse;

    Graph graph;                        // Hnsw
    const uchar* ids = nullptr;         // IdMap: rows x int64
    std::unique_ptr<FaissIndex> inner;  // Hnsw's storage, IdMap's index, Refine's base
    std::unique_ptr<FaissIndex> refine; // Refine: the index that gives the vectors

    // True when the vectors come back as they were indexed (no quantiser on their way).
    bool keepsVectors() const;
    // What a quantised index keeps instead of the vectors, in words: "a product quantiser
    // (PQ)", "HNSW over a scalar quantiser (SQ, 8-bit)".
    QString quantiserName() const;
};

class FaissFormat {
    Q_DECLARE_TR_FUNCTIONS(FaissFormat)

public:
    // Parses and checks the index that fills `bytes` (the whole file at `path`, which errors
    // name). The index points into `bytes`, which must outlive it. Throws InputError.
    static FaissIndex parse(QByteArrayView bytes, const QString& path);

    // "'IxPT' (IndexPreTransform)": a four-letter code as a message shows it, with the FAISS
    // class it stands for where known; bytes that are no printable ASCII as \xNN.
    static QString describeCode(QByteArrayView code);
};

} // namespace unembed
