// Approximate nearest neighbours for large datasets: the HNSW search agrees with exact search,
// reports the recall it measured, is cached beside the case and loaded from there, and a damaged
// or mismatched cache (another dataset's, a changed byte, a neighbour out of range, the wrong
// metric, no trailer) is rebuilt rather than trusted.
#include <torch/torch.h>

#include <cstdint> // Debian's FAISS 1.7.3 headers use uint8_t without including it (g++ 13)

#include <faiss/IndexHNSW.h>

#include "eval/ann_index.h"
#include "eval/ann_index_cache.h"
#include "eval/nearest_neighbours.h"
#include "store/case_file.h"
#include "store/dataset_store.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <random>

using namespace unembed;

namespace {

constexpr qint64 kRows = kExactNeighbourLimit + 500;
constexpr qint64 kDim = 16;

std::vector<float> randomVectors(quint64 seed) {
    std::mt19937_64 random(seed);
    std::normal_distribution<float> normal;
    std::vector<float> values(size_t(kRows * kDim));
    for (float& v : values)
        v = normal(random);
    return values;
}

// The exact nearest other row of `row` by cosine.
qint64 exactNeighbour(const std::vector<float>& values, qint64 row) {
    auto norm = [&](qint64 r) {
        double sum = 0;
        for (qint64 c = 0; c < kDim; ++c)
            sum += double(values[size_t(r * kDim + c)]) * values[size_t(r * kDim + c)];
        return std::sqrt(sum);
    };
    const double own = norm(row);
    qint64 best = -1;
    double bestCosine = -2;
    for (qint64 r = 0; r < kRows; ++r) {
        if (r == row) continue;
        double dot = 0;
        for (qint64 c = 0; c < kDim; ++c)
            dot += double(values[size_t(row * kDim + c)]) * values[size_t(r * kDim + c)];
        const double cosine = dot / (own * norm(r));
        if (cosine > bestCosine) {
            bestCosine = cosine;
            best = r;
        }
    }
    return best;
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// Where the neighbour array of a saved IndexHNSWFlat over inner product begins: after the code,
// the 33-byte header and four arrays (each a uint64 count, then its elements).
qsizetype neighboursOffset(const QByteArray& index) {
    qsizetype at = 4 + 33;
    for (const int size : {8, 4, 4, 8}) {
        quint64 count = 0;
        std::memcpy(&count, index.constData() + at, 8);
        at += 8 + qsizetype(count) * size;
    }
    return at + 8;
}

// `index` as a cache for `dataset`, with a trailer that matches.
QByteArray signedCache(const QByteArray& index, const DatasetInfo& dataset) {
    return index + neighbourGraphDigest(dataset, index) + QByteArray(kNeighbourGraphMarker);
}

} // namespace

class TestAnnIndex : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void largeDatasetsGetTheApproximateSearchAndItsRecall() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.unembed"));
        std::vector<float> values = randomVectors(5);
        qint64 datasetId = 0;
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            EmbeddingSet set;
            set.sourcePath = QStringLiteral("big.npy");
            set.vectors = FloatMatrix::owned(values, kRows, kDim);
            datasetId = insertDataset(
                c, set, {QStringLiteral("big"), QStringLiteral("npy"), QStringLiteral("feedface")});
        }
        CaseFile c(path);
        AnnReport report;
        const std::vector<NearestNeighbour> found =
            nearestNeighbours(c, datasetId, nullptr, {}, &report);
        QCOMPARE(qint64(found.size()), kRows);
        QVERIFY(report.method.startsWith(QStringLiteral("HNSW")));
        QVERIFY(!report.loadedFromCache);
        QCOMPARE(report.recallQueries, qint64(200));
        QVERIFY2(report.recallAt10 > 0.9, qPrintable(QString::number(report.recallAt10)));
        QVERIFY(QFileInfo(report.indexPath).isFile());
        QVERIFY(report.indexPath.startsWith(path + QStringLiteral(".ann/")));

        // Against exact search on rows spread over the dataset.
        int agree = 0;
        for (qint64 row = 0; row < kRows; row += kRows / 50) {
            QCOMPARE(found[size_t(row)].row, row);
            QVERIFY(found[size_t(row)].neighbourRow != row);
            agree += found[size_t(row)].neighbourRow == exactNeighbour(values, row);
        }
        QVERIFY2(agree >= 45, qPrintable(QString::number(agree)));

        // The second search loads the graph and finds the same.
        AnnReport again;
        const std::vector<NearestNeighbour> cached =
            approximateNearestNeighbours(c, datasetId, &again);
        QVERIFY(again.loadedFromCache);
        QCOMPARE(again.buildSeconds, 0.0);
        for (size_t i = 0; i < found.size(); i += 997)
            QCOMPARE(cached[i].neighbourRow, found[i].neighbourRow);

        // A damaged cache is built again, not trusted.
        {
            QFile damaged(report.indexPath);
            QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
            damaged.write("not an index");
        }
        AnnReport rebuilt;
        approximateNearestNeighbours(c, datasetId, &rebuilt);
        QVERIFY(!rebuilt.loadedFromCache);
        QVERIFY(rebuilt.recallAt10 > 0.9);
    }

    // Issue 48: the cache is parsed by Unembed's FAISS reader and tied to its dataset before
    // libfaiss sees it; each check alone turns a cache away.
    void cachedGraphsAreCheckedBeforeTheyAreTrusted() {
        QTemporaryDir dir;
        constexpr int rows = 400, dim = 8;
        std::mt19937_64 random(3);
        std::normal_distribution<float> normal;
        std::vector<float> values(size_t(rows * dim));
        for (float& v : values)
            v = normal(random);
        faiss::IndexHNSWFlat graph(dim, 8, faiss::METRIC_INNER_PRODUCT);
        graph.add(rows, values.data());
        DatasetInfo dataset;
        dataset.count = rows;
        dataset.dim = dim;
        dataset.checksum = QStringLiteral("cafe");
        const QString path = dir.filePath(QStringLiteral("graph.faiss"));
        QVERIFY(saveNeighbourGraph(graph, path, dataset));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral(".partial")));
        const std::unique_ptr<faiss::IndexHNSWFlat> loaded = loadNeighbourGraph(path, dataset);
        QVERIFY(loaded);
        QCOMPARE(loaded->ntotal, faiss::Index::idx_t(rows));
        QCOMPARE(loaded->hnsw.neighbors, graph.hnsw.neighbors);

        const QByteArray saved = readAll(path);
        const QByteArray index = saved.chopped(kNeighbourGraphTrailer);
        QCOMPARE(saved, signedCache(index, dataset));
        int written = 0;
        const auto loads = [&](const QByteArray& bytes, const DatasetInfo& info) {
            const QString copy = dir.filePath(QStringLiteral("copy-%1.faiss").arg(++written));
            QFile file(copy);
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
                qFatal("cannot write %s", qPrintable(copy));
            file.close();
            return loadNeighbourGraph(copy, info) != nullptr;
        };
        QVERIFY(loads(saved, dataset));
        // Another dataset's: its checksum, its rows, its dimension.
        DatasetInfo other = dataset;
        other.checksum = QStringLiteral("beef");
        QVERIFY(!loads(saved, other));
        other = dataset;
        other.count = rows + 1;
        QVERIFY(!loads(signedCache(index, other), other));
        other = dataset;
        other.dim = dim * 2;
        QVERIFY(!loads(signedCache(index, other), other));
        // A changed byte; a cache from before the trailer.
        QByteArray changed = saved;
        changed[100] = char(changed[100] ^ 1);
        QVERIFY(!loads(changed, dataset));
        QVERIFY(!loads(index, dataset));
        // A neighbour out of range, signed as the program would: the parser turns it away
        // (libfaiss would search past its arrays); the same neighbour in range loads.
        QByteArray wrong = index;
        const qint32 past = rows, last = rows - 1;
        std::memcpy(wrong.data() + neighboursOffset(index), &past, 4);
        QVERIFY(!loads(signedCache(wrong, dataset), dataset));
        std::memcpy(wrong.data() + neighboursOffset(index), &last, 4);
        QVERIFY(loads(signedCache(wrong, dataset), dataset));
        // A graph over L2 distances is not the cosine graph.
        faiss::IndexHNSWFlat l2(dim, 8);
        l2.add(rows, values.data());
        QVERIFY(saveNeighbourGraph(l2, path, dataset));
        QVERIFY(!loadNeighbourGraph(path, dataset));
    }

    void smallDatasetsStayExact() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("small.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        EmbeddingSet set;
        set.sourcePath = QStringLiteral("small.npy");
        set.vectors = FloatMatrix::owned({1, 0, 0, 1, 0.9f, 0.1f}, 3, 2);
        const qint64 id = insertDataset(
            c, set, {QStringLiteral("small"), QStringLiteral("npy"), QStringLiteral("beef")});
        AnnReport report;
        const std::vector<NearestNeighbour> found = nearestNeighbours(c, id, nullptr, {}, &report);
        QVERIFY(report.method.isEmpty());
        QCOMPARE(found[0].neighbourRow, qint64(2));
        QVERIFY(!QFileInfo::exists(c.path() + QStringLiteral(".ann")));
    }
};

QTEST_GUILESS_MAIN(TestAnnIndex)
#include "test_ann_index.moc"
