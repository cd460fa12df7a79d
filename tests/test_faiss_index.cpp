// FAISS index files written here by libfaiss itself (flat, flat with ids, IVF-flat, HNSW-flat,
// PQ and IVF-PQ) read back through the reader registry: the kept vectors exactly, quantised ones
// approximately and said so; a file that is no index refused by name; and the CLI's warning.
// Debian's FAISS 1.7.3 headers use uint8_t without including <cstdint>, which g++ 13's library
// no longer brings in through the standard headers they do include.
#include <cstdint>

#include <faiss/IndexFlat.h>
#include <faiss/IndexHNSW.h>
#include <faiss/IndexIDMap.h>
#include <faiss/IndexIVFFlat.h>
#include <faiss/IndexIVFPQ.h>
#include <faiss/IndexPQ.h>
#include <faiss/index_io.h>

#include "error.h"
#include "io/embedding_reader.h"
#include "test_support.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

using namespace unembed;
using unembed::test::expectError;

namespace {

constexpr int kDim = 16;
constexpr int kRows = 300;

std::vector<float> randomVectors() {
    std::mt19937 rng(7);
    std::normal_distribution<float> normal;
    std::vector<float> values(size_t(kDim * kRows));
    for (float& v : values)
        v = normal(rng);
    return values;
}

QString save(const QTemporaryDir& dir, const QString& name, faiss::Index& index) {
    const QString path = dir.filePath(name);
    faiss::write_index(&index, QFile::encodeName(path).constData());
    return path;
}

double maxDifference(const EmbeddingSet& set, const std::vector<float>& values) {
    double worst = 0;
    for (qint64 i = 0; i < qint64(values.size()); ++i)
        worst = std::max(worst, double(std::abs(set.vectors.data()[i] - values[size_t(i)])));
    return worst;
}

} // namespace

class TestFaissIndex : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void indexesThatKeepTheVectorsGiveThemBackExactly() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        faiss::IndexFlatIP flat(kDim);
        flat.add(kRows, values.data());
        faiss::IndexFlatL2 quantizer(kDim);
        faiss::IndexIVFFlat ivf(&quantizer, kDim, 8);
        ivf.train(kRows, values.data());
        ivf.add(kRows, values.data());
        faiss::IndexHNSWFlat hnsw(kDim, 8);
        hnsw.add(kRows, values.data());
        for (auto [name, index] : {std::pair{"flat.faiss", static_cast<faiss::Index*>(&flat)},
                                   std::pair{"ivf.index", static_cast<faiss::Index*>(&ivf)},
                                   std::pair{"hnsw.faiss", static_cast<faiss::Index*>(&hnsw)}}) {
            const EmbeddingSet set = readEmbeddings(save(dir, QLatin1String(name), *index));
            QCOMPARE(set.vectors.rows(), qint64(kRows));
            QCOMPARE(set.vectors.dim(), qint64(kDim));
            QCOMPARE(maxDifference(set, values), 0.0);
            QVERIFY2(set.caveat.isEmpty(), name);
        }
    }

    void anIdMapGivesTheIds() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        faiss::IndexFlatL2 flat(kDim);
        faiss::IndexIDMap map(&flat);
        std::vector<faiss::Index::idx_t> ids(kRows);
        for (int i = 0; i < kRows; ++i)
            ids[size_t(i)] = 1000 + 3 * i;
        map.add_with_ids(kRows, values.data(), ids.data());
        const EmbeddingSet set = readEmbeddings(save(dir, QStringLiteral("ids.faiss"), map));
        QCOMPARE(set.ids.size(), kRows);
        QCOMPARE(set.ids[2], QStringLiteral("1006"));
        QCOMPARE(maxDifference(set, values), 0.0);
    }

    void quantisedIndexesAreApproximateAndSaySo() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        faiss::IndexPQ pq(kDim, 4, 6);
        pq.train(kRows, values.data());
        pq.add(kRows, values.data());
        const EmbeddingSet set = readEmbeddings(save(dir, QStringLiteral("pq.faiss"), pq));
        QVERIFY(set.caveat.contains(QStringLiteral("approximate")));
        QVERIFY(set.caveat.contains(QStringLiteral("product quantiser (PQ)")));
        // Reconstructed, not random: far closer to the vectors than their own spread.
        const double difference = maxDifference(set, values);
        QVERIFY(difference > 0);
        double error = 0, spread = 0;
        for (size_t i = 0; i < values.size(); ++i) {
            error += std::pow(set.vectors.data()[i] - values[i], 2);
            spread += std::pow(values[i], 2);
        }
        QVERIFY(error < 0.5 * spread);

        faiss::IndexFlatL2 quantizer(kDim);
        faiss::IndexIVFPQ ivfpq(&quantizer, kDim, 4, 4, 6);
        ivfpq.train(kRows, values.data());
        ivfpq.add(kRows, values.data());
        const QString path = save(dir, QStringLiteral("ivfpq.faiss"), ivfpq);
        QVERIFY(readEmbeddings(path).caveat.contains(QStringLiteral("IVF-PQ")));

        // The CLI stores it with the caveat and warns.
        QProcess cli;
        cli.start(QStringLiteral(UNEMBED_CLI),
                  {QStringLiteral("import"), path, QStringLiteral("--case"),
                   dir.filePath(QStringLiteral("c.unembed"))});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY(cli.readAllStandardOutput().contains("warning: approximate vectors"));
    }

    void aFileThatIsNoIndexIsRefused() {
        QTemporaryDir dir;
        const QString path =
            test::writeFile(dir, QStringLiteral("broken.faiss"), "IxF2 this is not an index");
        expectError([&] { readEmbeddings(path); }, {QStringLiteral("broken.faiss"),
                                                    QStringLiteral("cannot read the FAISS index")});
    }
};

QTEST_GUILESS_MAIN(TestFaissIndex)
#include "test_faiss_index.moc"
