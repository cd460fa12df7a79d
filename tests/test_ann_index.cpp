// Approximate nearest neighbours for large datasets: the HNSW search agrees with exact search,
// reports the recall it measured, is cached beside the case and loaded from there, and a damaged
// cache is rebuilt rather than trusted.
#include <torch/torch.h>

#include "eval/ann_index.h"
#include "eval/nearest_neighbours.h"
#include "store/case_file.h"
#include "store/dataset_store.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
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
