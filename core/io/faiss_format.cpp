#include "faiss_format.h"

#include "error.h"
#include "half_float.h"

#include <QHash>
#include <QtEndian>

#include <algorithm>
#include <limits>

namespace unembed {

namespace {

using Kind = FaissIndex::Kind;

// An IDMap around a refine around an HNSW ... is three deep; junk nesting past this is refused
// before it can exhaust the stack.
constexpr int kMaxNesting = 8;
// Neighbour slots per node over all levels (M 32 over 64 levels is 2,080).
constexpr qint64 kMaxHnswNeighbours = 1 << 20;
constexpr int kDirectMapTypes = 3; // none, array, hash table

QString bytesCount(qint64 n) {
    return FaissFormat::tr("%1 bytes").arg(n);
}

// Reads the file front to back; every count is checked against the bytes left before use.
class Cursor {
public:
    Cursor(QByteArrayView bytes, const QString& path) : bytes_(bytes), path_(path) {}

    qint64 offset() const { return at_; }
    qint64 left() const { return bytes_.size() - at_; }

    [[noreturn]] void fail(const QString& field, const QString& expected, const QString& found,
                           const QString& problem) const {
        throw InputError({path_, std::nullopt, field, expected, found},
                         FaissFormat::tr("%1 (at byte %2)").arg(problem).arg(last_));
    }

    // `count` elements of `size` bytes each, or a refusal when the file holds fewer.
    const uchar* take(qint64 count, qint64 size, const QString& field) {
        last_ = at_;
        if (count < 0 || count > left() / size)
            fail(field,
                 FaissFormat::tr("%1 elements of %2 within the %3 left")
                     .arg(count)
                     .arg(bytesCount(size), bytesCount(left())),
                 QString::number(count),
                 FaissFormat::tr("the file ends before this part (is it truncated, or the count "
                                 "wrong?)"));
        const uchar* start = reinterpret_cast<const uchar*>(bytes_.data()) + at_;
        at_ += count * size;
        return start;
    }

    template <typename T> T read(const QString& field) {
        return qFromLittleEndian<T>(take(1, sizeof(T), field));
    }
    float readFloat(const QString& field) {
        float value = 0;
        convertToFloat32(FloatFormat::F32, reinterpret_cast<const char*>(take(1, 4, field)), 1,
                         &value);
        return value;
    }
    bool readBool(const QString& field) {
        const quint8 value = read<quint8>(field);
        if (value > 1)
            fail(field, FaissFormat::tr("0 or 1"), QString::number(value),
                 FaissFormat::tr("a flag is neither true nor false"));
        return value == 1;
    }
    // A count the file stores as uint64; refused past qint64's range.
    qint64 readCount(const QString& field) {
        const quint64 value = read<quint64>(field);
        if (value > quint64(std::numeric_limits<qint64>::max()))
            fail(field, FaissFormat::tr("a count"), QString::number(value),
                 FaissFormat::tr("the count is absurd"));
        return qint64(value);
    }
    // A std::vector as FAISS writes it: a uint64 count, then its elements.
    std::pair<qint64, const uchar*> vector(qint64 size, const QString& field) {
        const qint64 count = readCount(field);
        return {count, take(count, size, field)};
    }
    QByteArrayView fourcc(const QString& field) {
        return QByteArrayView(reinterpret_cast<const char*>(take(1, 4, field)), 4);
    }

private:
    QByteArrayView bytes_;
    const QString& path_;
    qint64 at_ = 0;
    qint64 last_ = 0; // where the part read last begins, for messages
};

template <typename T> T element(const uchar* array, qint64 i) {
    return qFromLittleEndian<T>(array + i * qint64(sizeof(T)));
}

std::vector<float> floats(const uchar* bytes, qint64 count) {
    std::vector<float> values(static_cast<size_t>(count));
    convertToFloat32(FloatFormat::F32, reinterpret_cast<const char*>(bytes), count, values.data());
    return values;
}

class Parser {
public:
    explicit Parser(Cursor& in) : in_(in) {}

    std::unique_ptr<FaissIndex> readIndex(int depth) {
        const QByteArrayView code = in_.fourcc(FaissFormat::tr("index type"));
        if (depth > kMaxNesting)
            in_.fail(FaissFormat::tr("index type"),
                     FaissFormat::tr("at most %1 nested indexes").arg(kMaxNesting),
                     FaissFormat::describeCode(code),
                     FaissFormat::tr("the indexes are nested too deeply"));
        auto index = std::make_unique<FaissIndex>();
        index->code = code.toByteArray();
        if (code == "IxFI" || code == "IxF2" || code == "IxFl") {
            flat(*index);
        } else if (code == "IxSQ") {
            header(*index, Kind::ScalarQuantiser);
            scalarQuantiser(*index);
            codes(*index, index->scalar.codeSize());
        } else if (code == "IxPq" || code == "IxPQ" || code == "IxPo") {
            header(*index, Kind::ProductQuantiser);
            productQuantiser(*index);
            codes(*index, index->product.codeSize());
            // search_type, encode_signs, polysemous_ht: how to search it, not needed here.
            if (code != "IxPQ") in_.take(1, 4 + 1 + 4, field(*index, "search_type"));
        } else if (code == "IwFl") {
            ivfHeader(*index, Kind::IvfFlat, depth);
            invertedLists(*index, index->dim * 4);
        } else if (code == "IwSQ" || code == "IwSq") {
            ivfHeader(*index, Kind::IvfScalarQuantiser, depth);
            scalarQuantiser(*index);
            storedCodeSize(*index, index->scalar.codeSize());
            index->byResidual = code == "IwSQ" || in_.readBool(field(*index, "by_residual"));
            invertedLists(*index, index->scalar.codeSize());
        } else if (code == "IwPQ") {
            ivfHeader(*index, Kind::IvfProductQuantiser, depth);
            index->byResidual = in_.readBool(field(*index, "by_residual"));
            const qint64 stored = in_.readCount(field(*index, "code_size"));
            productQuantiser(*index);
            if (stored != index->product.codeSize()) wrongCodeSize(*index, stored);
            invertedLists(*index, index->product.codeSize());
        } else if (code == "IHNf" || code == "IHNs" || code == "IHNp") {
            header(*index, Kind::Hnsw);
            graph(*index);
            index->inner = readIndex(depth + 1);
            const Kind storage = code == "IHNf"   ? Kind::Flat
                                 : code == "IHNs" ? Kind::ScalarQuantiser
                                                  : Kind::ProductQuantiser;
            requirePart(*index, *index->inner, {storage}, "storage");
        } else if (code == "IxMp" || code == "IxM2") {
            header(*index, Kind::IdMap);
            index->inner = readIndex(depth + 1);
            requirePart(*index, *index->inner, vectorIndexes(), "index");
            const auto [count, ids] = in_.vector(8, field(*index, "id_map"));
            requireCount(*index, "id_map", count, index->rows);
            index->ids = ids;
        } else if (code == "IxRF") {
            header(*index, Kind::Refine);
            index->inner = readIndex(depth + 1);
            requirePart(*index, *index->inner, vectorIndexes(), "base_index");
            index->refine = readIndex(depth + 1);
            requirePart(*index, *index->refine, vectorIndexes(), "refine_index");
            in_.readFloat(field(*index, "k_factor"));
        } else {
            unsupported(code);
        }
        return index;
    }

private:
    // What a refine's parts and an IDMap's index may be.
    static const std::vector<Kind>& vectorIndexes() {
        static const std::vector<Kind> kinds{Kind::Flat,
                                             Kind::ScalarQuantiser,
                                             Kind::ProductQuantiser,
                                             Kind::IvfFlat,
                                             Kind::IvfScalarQuantiser,
                                             Kind::IvfProductQuantiser,
                                             Kind::Hnsw,
                                             Kind::Refine};
        return kinds;
    }

    static QString field(const FaissIndex& index, const char* name) {
        return QStringLiteral("%1.%2").arg(QString::fromLatin1(index.code),
                                           QString::fromLatin1(name));
    }

    [[noreturn]] void unsupported(QByteArrayView code) {
        in_.fail(FaissFormat::tr("index type"), {}, {},
                 FaissFormat::tr("index type %1 is not supported; Unembed reads flat, IVF-flat, "
                                 "IVF-SQ, IVF-PQ, HNSW, SQ, PQ, IDMap and IndexRefine indexes")
                     .arg(FaissFormat::describeCode(code)));
    }

    void requireCount(const FaissIndex& index, const char* name, qint64 count, qint64 expected) {
        if (count != expected)
            in_.fail(field(index, name), QString::number(expected), QString::number(count),
                     FaissFormat::tr("the stored count does not match the index"));
    }

    // The index's shared header: d, ntotal, two unused words, is_trained, the metric.
    void header(FaissIndex& index, Kind kind) {
        index.kind = kind;
        index.dim = in_.read<qint32>(field(index, "d"));
        if (index.dim < 1 || index.dim > kFaissMaxDimension)
            in_.fail(field(index, "d"), FaissFormat::tr("1 to %1").arg(kFaissMaxDimension),
                     QString::number(index.dim), FaissFormat::tr("the dimension is out of range"));
        index.rows = in_.read<qint64>(field(index, "ntotal"));
        if (index.rows < 0)
            in_.fail(field(index, "ntotal"), FaissFormat::tr("a count of vectors"),
                     QString::number(index.rows), FaissFormat::tr("the vector count is negative"));
        in_.take(2, 8, field(index, "header"));
        in_.readBool(field(index, "is_trained"));
        index.metric = in_.read<qint32>(field(index, "metric_type"));
        if (index.metric < 0)
            in_.fail(field(index, "metric_type"), FaissFormat::tr("a FAISS metric"),
                     QString::number(index.metric), FaissFormat::tr("unknown metric"));
        if (index.metric > kFaissL2) in_.readFloat(field(index, "metric_arg"));
    }

    void flat(FaissIndex& index) {
        header(index, Kind::Flat);
        index.codeSize = index.dim * 4;
        // Stored as a count of floats, then the floats.
        const qint64 count = in_.readCount(field(index, "codes"));
        index.codes = in_.take(count, 4, field(index, "codes"));
        if (index.rows > count / index.dim || count != index.rows * index.dim)
            in_.fail(field(index, "codes"),
                     FaissFormat::tr("%1 vectors of %2 floats").arg(index.rows).arg(index.dim),
                     FaissFormat::tr("%1 floats").arg(count),
                     FaissFormat::tr("the stored vectors do not match the vector count"));
    }

    // Flat-code indexes (SQ, PQ): ntotal codes of `codeSize` bytes.
    void codes(FaissIndex& index, qint64 codeSize) {
        index.codeSize = codeSize;
        const auto [count, codes] = in_.vector(1, field(index, "codes"));
        if (index.rows > count / codeSize || count != index.rows * codeSize)
            in_.fail(field(index, "codes"),
                     FaissFormat::tr("%1 codes of %2").arg(index.rows).arg(bytesCount(codeSize)),
                     bytesCount(count),
                     FaissFormat::tr("the stored codes do not match the vector count"));
        index.codes = codes;
    }

    void storedCodeSize(const FaissIndex& index, qint64 expected) {
        const qint64 stored = in_.readCount(field(index, "code_size"));
        if (stored != expected) wrongCodeSize(index, stored);
    }
    [[noreturn]] void wrongCodeSize(const FaissIndex& index, qint64 stored) {
        const qint64 expected = index.kind == Kind::IvfProductQuantiser ? index.product.codeSize()
                                                                        : index.scalar.codeSize();
        in_.fail(field(index, "code_size"), bytesCount(expected), bytesCount(stored),
                 FaissFormat::tr("the code size does not match the quantiser"));
    }

    void scalarQuantiser(FaissIndex& index) {
        FaissScalarQuantiser& sq = index.scalar;
        const qint32 type = in_.read<qint32>(field(index, "qtype"));
        if (type < 0 || type >= FaissScalarQuantiser::kTypeCount)
            in_.fail(field(index, "qtype"),
                     FaissFormat::tr("a scalar quantiser type from 0 to %1")
                         .arg(FaissScalarQuantiser::kTypeCount - 1),
                     QString::number(type),
                     FaissFormat::tr("the scalar quantiser type is not supported"));
        sq.type = FaissScalarQuantiser::Type(type);
        in_.take(1, 4 + 4, field(index, "rangestat")); // how it was trained: not needed
        sq.dim = in_.readCount(field(index, "sq.d"));
        requireCount(index, "sq.d", sq.dim, index.dim);
        storedCodeSize(index, sq.codeSize());
        const auto [count, trained] = in_.vector(4, field(index, "sq.trained"));
        requireCount(index, "sq.trained", count,
                     FaissScalarQuantiser::trainedSize(sq.type, sq.dim));
        sq.trained = floats(trained, count);
    }

    void productQuantiser(FaissIndex& index) {
        FaissProductQuantiser& pq = index.product;
        pq.dim = in_.readCount(field(index, "pq.d"));
        requireCount(index, "pq.d", pq.dim, index.dim);
        pq.subquantisers = in_.readCount(field(index, "pq.M"));
        if (pq.subquantisers < 1 || pq.subquantisers > pq.dim || pq.dim % pq.subquantisers != 0)
            in_.fail(field(index, "pq.M"),
                     FaissFormat::tr("a divisor of the dimension %1").arg(pq.dim),
                     QString::number(pq.subquantisers),
                     FaissFormat::tr("the product quantiser's parts do not divide the vector"));
        pq.bits = in_.readCount(field(index, "pq.nbits"));
        if (pq.bits < 1 || pq.bits > kFaissMaxProductQuantiserBits)
            in_.fail(field(index, "pq.nbits"),
                     FaissFormat::tr("1 to %1").arg(kFaissMaxProductQuantiserBits),
                     QString::number(pq.bits),
                     FaissFormat::tr("the product quantiser's bits per part are out of range"));
        const auto [count, centroids] = in_.vector(4, field(index, "pq.centroids"));
        requireCount(index, "pq.centroids", count, pq.dim << pq.bits);
        pq.centroids = floats(centroids, count);
    }

    // IVF's header: the shared one, nlist, nprobe, the coarse quantiser and the direct map.
    void ivfHeader(FaissIndex& index, Kind kind, int depth) {
        header(index, kind);
        index.listCount = in_.readCount(field(index, "nlist"));
        in_.take(1, 8, field(index, "nprobe"));
        index.coarse = readIndex(depth + 1);
        requirePart(index, *index.coarse, {Kind::Flat, Kind::Hnsw}, "quantizer");
        requireCount(index, "nlist", index.listCount, index.coarse->rows);
        const quint8 directMap = in_.read<quint8>(field(index, "direct_map"));
        if (directMap >= kDirectMapTypes)
            in_.fail(field(index, "direct_map"), FaissFormat::tr("0, 1 or 2"),
                     QString::number(directMap), FaissFormat::tr("unknown direct map type"));
        in_.vector(8, field(index, "direct_map"));
        if (directMap == 2) in_.vector(16, field(index, "direct_map"));
    }

    void invertedLists(FaissIndex& index, qint64 codeSize) {
        index.codeSize = codeSize;
        const QString lists = field(index, "invlists");
        const QByteArrayView type = in_.fourcc(lists);
        if (type == "ilod")
            in_.fail(lists, FaissFormat::tr("inverted lists stored in the index (ilar)"),
                     FaissFormat::describeCode(type),
                     FaissFormat::tr("the inverted lists are kept in another file, named inside "
                                     "the index; Unembed never opens a file an index names"));
        if (type == "il00")
            in_.fail(lists, FaissFormat::tr("inverted lists stored in the index (ilar)"),
                     FaissFormat::describeCode(type),
                     FaissFormat::tr("the index was written without its inverted lists"));
        if (type != "ilar")
            in_.fail(lists, FaissFormat::tr("inverted lists stored in the index (ilar)"),
                     FaissFormat::describeCode(type),
                     FaissFormat::tr("inverted lists of type %1 are not supported")
                         .arg(FaissFormat::describeCode(type)));
        requireCount(index, "invlists.nlist", in_.readCount(lists), index.listCount);
        storedCodeSize(index, codeSize);

        // The list sizes: all of them ("full"), or (list, size) pairs of the non-empty ones.
        const QByteArrayView layout = in_.fourcc(lists);
        std::vector<std::pair<qint64, qint64>> sizes;
        if (layout == "full") {
            const auto [count, stored] = in_.vector(8, lists);
            requireCount(index, "invlists.sizes", count, index.listCount);
            for (qint64 list = 0; list < count; ++list)
                if (element<quint64>(stored, list) > 0)
                    sizes.emplace_back(list, qint64(element<quint64>(stored, list)));
        } else if (layout == "sprs") {
            const auto [count, stored] = in_.vector(8, lists);
            if (count % 2 != 0) requireCount(index, "invlists.sizes", count, count + 1);
            for (qint64 i = 0; i < count; i += 2) {
                const quint64 list = element<quint64>(stored, i);
                if (list >= quint64(index.listCount) ||
                    (!sizes.empty() && qint64(list) <= sizes.back().first))
                    in_.fail(
                        lists,
                        FaissFormat::tr("increasing list numbers below %1").arg(index.listCount),
                        QString::number(list), FaissFormat::tr("a list number is wrong"));
                sizes.emplace_back(qint64(list), qint64(element<quint64>(stored, i + 1)));
            }
        } else {
            in_.fail(lists, FaissFormat::tr("'full' or 'sprs'"), FaissFormat::describeCode(layout),
                     FaissFormat::tr("unknown layout of the list sizes"));
        }

        qint64 total = 0;
        for (const auto& [list, size] : sizes) {
            if (size == 0) continue;
            FaissIndex::InvertedList entry{list, size, nullptr, nullptr};
            entry.codes = in_.take(size, codeSize, lists);
            entry.ids = in_.take(size, 8, lists);
            total += size; // each size fits in the file, so the sum cannot overflow
            index.lists.push_back(entry);
        }
        requireCount(index, "ntotal", index.rows, total);
    }

    void graph(FaissIndex& index) {
        FaissIndex::Graph& graph = index.graph;
        const QString name = field(index, "hnsw");
        in_.vector(8, name); // assign_probas: only used to add vectors
        const auto [levelCount, cumulative] = in_.vector(4, name);
        if (levelCount < 2 || levelCount > kFaissMaxHnswLevels + 1)
            in_.fail(name, FaissFormat::tr("2 to %1 levels").arg(kFaissMaxHnswLevels + 1),
                     QString::number(levelCount), FaissFormat::tr("the level count is wrong"));
        for (qint64 i = 0; i < levelCount; ++i) {
            const qint32 value = element<qint32>(cumulative, i);
            if ((i == 0 && value != 0) || (i > 0 && (value < graph.cumulativeNeighbours.back() ||
                                                     value > kMaxHnswNeighbours)))
                in_.fail(name, FaissFormat::tr("neighbour counts from 0, increasing"),
                         QString::number(value), FaissFormat::tr("the neighbour counts are wrong"));
            graph.cumulativeNeighbours.push_back(value);
        }
        const auto [rows, levels] = in_.vector(4, name);
        requireCount(index, "hnsw.levels", rows, index.rows);
        const auto [offsetCount, offsets] = in_.vector(8, name);
        requireCount(index, "hnsw.offsets", offsetCount, index.rows + 1);
        const auto [neighbourCount, neighbours] = in_.vector(4, name);
        graph.levels = levels;
        graph.offsets = offsets;
        graph.neighbours = neighbours;
        graph.entryPoint = in_.read<qint32>(name);
        graph.maxLevel = in_.read<qint32>(name);
        const qint32 efConstruction = in_.read<qint32>(name);
        const qint32 efSearch = in_.read<qint32>(name);
        in_.read<qint32>(name); // upper_beam, unused
        if (efConstruction < 1 || efSearch < 1)
            in_.fail(name, FaissFormat::tr("positive search depths"),
                     QStringLiteral("%1, %2").arg(efConstruction).arg(efSearch),
                     FaissFormat::tr("the graph's search depths are wrong"));

        const auto broken = [&](qint64 node, const QString& problem) {
            in_.fail(name, FaissFormat::tr("a consistent HNSW graph"),
                     FaissFormat::tr("node %1").arg(node), problem);
        };
        if (element<quint64>(offsets, 0) != 0) broken(0, FaissFormat::tr("offsets start at 0"));
        // The search starts at the entry point on the top level, which every node lies under.
        const bool entryInRange = graph.entryPoint >= 0 && graph.entryPoint < index.rows;
        const qint32 topLevels = entryInRange ? element<qint32>(levels, graph.entryPoint) : 0;
        if (index.rows == 0 ? graph.entryPoint != -1 || graph.maxLevel != -1
                            : !entryInRange || graph.maxLevel != topLevels - 1)
            broken(graph.entryPoint, FaissFormat::tr("the entry point is wrong"));
        for (qint64 node = 0; node < index.rows; ++node) {
            const qint32 level = element<qint32>(levels, node);
            if (level < 1 || level >= levelCount || level > topLevels)
                broken(node, FaissFormat::tr("a level is out of range"));
            if (element<quint64>(offsets, node + 1) - element<quint64>(offsets, node) !=
                quint64(graph.cumulativeNeighbours[size_t(level)]))
                broken(node, FaissFormat::tr("an offset does not match its level"));
        }
        requireCount(index, "hnsw.neighbors", neighbourCount,
                     qint64(element<quint64>(offsets, index.rows)));
        for (qint64 i = 0; i < neighbourCount; ++i) {
            const qint32 neighbour = element<qint32>(neighbours, i);
            if (neighbour < -1 || neighbour >= index.rows)
                broken(neighbour, FaissFormat::tr("a neighbour is out of range"));
        }
    }

    // A part (storage, quantiser, wrapped index) of `kinds`, as wide as `index`; the coarse
    // quantiser has a row per list instead of one per vector.
    void requirePart(const FaissIndex& index, const FaissIndex& part,
                     const std::vector<Kind>& kinds, const char* name) {
        if (std::find(kinds.begin(), kinds.end(), part.kind) == kinds.end())
            in_.fail(field(index, name), FaissFormat::tr("another index type"),
                     FaissFormat::describeCode(part.code),
                     FaissFormat::tr("%1 cannot hold an index of type %2")
                         .arg(FaissFormat::describeCode(index.code),
                              FaissFormat::describeCode(part.code)));
        requireCount(index, name, part.dim, index.dim);
        if (index.kind != Kind::IvfFlat && index.kind != Kind::IvfScalarQuantiser &&
            index.kind != Kind::IvfProductQuantiser)
            requireCount(index, name, part.rows, index.rows);
    }

    Cursor& in_;
};

} // namespace

FaissIndex FaissFormat::parse(QByteArrayView bytes, const QString& path) {
    Cursor in(bytes, path);
    Parser parser(in);
    std::unique_ptr<FaissIndex> index = parser.readIndex(0);
    if (in.left() > 0)
        in.fail(tr("end of file"), tr("the end of the index"), bytesCount(in.left()),
                tr("bytes follow the index"));
    return std::move(*index);
}

QString FaissFormat::describeCode(QByteArrayView code) {
    static const QHash<QByteArray, QString> names{
        {"IxFI", QStringLiteral("IndexFlatIP")},
        {"IxF2", QStringLiteral("IndexFlatL2")},
        {"IxFl", QStringLiteral("IndexFlat")},
        {"IxSQ", QStringLiteral("IndexScalarQuantizer")},
        {"IxPq", QStringLiteral("IndexPQ")},
        {"IxPQ", QStringLiteral("IndexPQ")},
        {"IxPo", QStringLiteral("IndexPQ")},
        {"IwFl", QStringLiteral("IndexIVFFlat")},
        {"IwSQ", QStringLiteral("IndexIVFScalarQuantizer")},
        {"IwSq", QStringLiteral("IndexIVFScalarQuantizer")},
        {"IwPQ", QStringLiteral("IndexIVFPQ")},
        {"IHNf", QStringLiteral("IndexHNSWFlat")},
        {"IHNs", QStringLiteral("IndexHNSWSQ")},
        {"IHNp", QStringLiteral("IndexHNSWPQ")},
        {"IxMp", QStringLiteral("IndexIDMap")},
        {"IxM2", QStringLiteral("IndexIDMap2")},
        {"IxRF", QStringLiteral("IndexRefine")},
        {"IxPT", QStringLiteral("IndexPreTransform")},
        {"IxHE", QStringLiteral("IndexLSH")},
        {"IxHe", QStringLiteral("IndexLSH")},
        {"IxRQ", QStringLiteral("IndexResidualQuantizer")},
        {"IxRq", QStringLiteral("IndexResidualQuantizer")},
        {"IxLS", QStringLiteral("IndexLocalSearchQuantizer")},
        {"IxPR", QStringLiteral("IndexProductResidualQuantizer")},
        {"IxPL", QStringLiteral("IndexProductLocalSearchQuantizer")},
        {"ImRQ", QStringLiteral("ResidualCoarseQuantizer")},
        {"IvFl", QStringLiteral("IndexIVFFlat, legacy layout")},
        {"IvFL", QStringLiteral("IndexIVFFlat, legacy layout")},
        {"IvSQ", QStringLiteral("IndexIVFScalarQuantizer, legacy layout")},
        {"IvPQ", QStringLiteral("IndexIVFPQ, legacy layout")},
        {"IvQR", QStringLiteral("IndexIVFPQR")},
        {"IwQR", QStringLiteral("IndexIVFPQR")},
        {"IwFd", QStringLiteral("IndexIVFFlatDedup")},
        {"IwSh", QStringLiteral("IndexIVFSpectralHash")},
        {"IwLS", QStringLiteral("IndexIVFLocalSearchQuantizer")},
        {"IwRQ", QStringLiteral("IndexIVFResidualQuantizer")},
        {"IwPL", QStringLiteral("IndexIVFProductLocalSearchQuantizer")},
        {"IwPR", QStringLiteral("IndexIVFProductResidualQuantizer")},
        {"IwIQ", QStringLiteral("IndexIVFIndependentQuantizer")},
        {"IwPf", QStringLiteral("IndexIVFPQFastScan")},
        {"IPfs", QStringLiteral("IndexPQFastScan")},
        {"IxLa", QStringLiteral("IndexLattice")},
        {"Imiq", QStringLiteral("MultiIndexQuantizer")},
        {"Ix2L", QStringLiteral("Index2Layer")},
        {"IHN2", QStringLiteral("IndexHNSW2Level")},
        {"IHNc", QStringLiteral("IndexHNSWCagra")},
        {"INSf", QStringLiteral("IndexNSGFlat")},
        {"INSp", QStringLiteral("IndexNSGPQ")},
        {"INSs", QStringLiteral("IndexNSGSQ")},
        {"INNf", QStringLiteral("IndexNNDescentFlat")},
        {"IRMf", QStringLiteral("IndexRowwiseMinMax")},
        {"IRMh", QStringLiteral("IndexRowwiseMinMaxFP16")},
        {"IBxF", QStringLiteral("IndexBinaryFlat")},
        {"IBwF", QStringLiteral("IndexBinaryIVF")},
        {"IBHf", QStringLiteral("IndexBinaryHNSW")},
        {"IBMp", QStringLiteral("IndexBinaryIDMap")},
        {"IBM2", QStringLiteral("IndexBinaryIDMap2")},
        {"IBFf", QStringLiteral("IndexBinaryFromFloat")},
        {"IBHh", QStringLiteral("IndexBinaryHash")},
        {"IBHm", QStringLiteral("IndexBinaryMultiHash")},
        {"null", tr("no index")},
        {"ilar", QStringLiteral("ArrayInvertedLists")},
        {"ilod", QStringLiteral("OnDiskInvertedLists")},
        {"il00", tr("no inverted lists")},
    };
    QString printable;
    for (const char c : code)
        printable += c >= 0x20 && c < 0x7f
                         ? QString(QLatin1Char(c))
                         : QStringLiteral("\\x%1").arg(uint(uchar(c)), 2, 16, QLatin1Char('0'));
    const auto known = names.constFind(code.toByteArray());
    return known == names.constEnd() ? QStringLiteral("'%1'").arg(printable)
                                     : QStringLiteral("'%1' (%2)").arg(printable, *known);
}

bool FaissIndex::keepsVectors() const {
    switch (kind) {
    case Kind::Flat:
    case Kind::IvfFlat:
        return true;
    case Kind::Hnsw:
    case Kind::IdMap:
        return inner->keepsVectors();
    case Kind::Refine:
        return refine->keepsVectors();
    default:
        return false;
    }
}

QString FaissIndex::quantiserName() const {
    switch (kind) {
    case Kind::ScalarQuantiser:
        return FaissFormat::tr("a scalar quantiser (SQ, %1)").arg(scalar.typeName());
    case Kind::ProductQuantiser:
        return FaissFormat::tr("a product quantiser (PQ, %1 x %2 bits)")
            .arg(product.subquantisers)
            .arg(product.bits);
    case Kind::IvfScalarQuantiser:
        return FaissFormat::tr("IVF with a scalar quantiser (IVF-SQ, %1)").arg(scalar.typeName());
    case Kind::IvfProductQuantiser:
        return FaissFormat::tr("IVF with a product quantiser (IVF-PQ, %1 x %2 bits)")
            .arg(product.subquantisers)
            .arg(product.bits);
    case Kind::Hnsw:
        return FaissFormat::tr("HNSW over %1").arg(inner->quantiserName());
    case Kind::IdMap:
        return inner->quantiserName();
    case Kind::Refine:
        return refine->quantiserName();
    default:
        return FaissFormat::tr("the vectors themselves");
    }
}

} // namespace unembed
