// FAISS index files written here by libfaiss itself, read back by Unembed's own parser through
// the reader registry: every supported type gives exactly what libfaiss's reconstruct_n gives
// (the kept vectors, or the quantised codes decoded), quantised ones said to be approximate with
// a human name; the ids of an IDMap or of an IVF index filled with add_with_ids; and the hostile
// files of issue 48 refused naming the file: on-disk inverted lists (their file never opened,
// as inotify shows), raised vector counts, absurd PQ bits, types Unembed does not read.
// Debian's FAISS 1.7.3 headers use uint8_t without including <cstdint>, which g++ 13's library
// no longer brings in through the standard headers they do include.
#include <cstdint>

#include <faiss/IVFlib.h>
#include <faiss/IndexFlat.h>
#include <faiss/IndexHNSW.h>
#include <faiss/IndexIDMap.h>
#include <faiss/IndexIVFFlat.h>
#include <faiss/IndexIVFPQ.h>
#include <faiss/IndexLSH.h>
#include <faiss/IndexPQ.h>
#include <faiss/IndexPreTransform.h>
#include <faiss/IndexRefine.h>
#include <faiss/IndexScalarQuantizer.h>
#include <faiss/VectorTransform.h>
#include <faiss/index_io.h>
#include <faiss/invlists/OnDiskInvertedLists.h>

#include "error.h"
#include "io/embedding_reader.h"
#include "test_support.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <functional>
#include <memory>
#include <random>

using namespace unembed;
using unembed::test::expectError;

namespace {

constexpr int kDim = 16;
constexpr int kRows = 300;
// Where the vector count and the PQ's bits lie in a top-level IndexFlat, IndexPQ, ...: after the
// four-letter code and the int32 dimension; the PQ after the 33-byte header.
constexpr int kNtotalOffset = 8;
constexpr int kPqBitsOffset = 4 + 33 + 16;

std::vector<float> randomVectors(int rows = kRows, unsigned seed = 7) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal;
    std::vector<float> values(size_t(kDim * rows));
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

// What libfaiss itself reconstructs from `index`: the reference the reader must match.
std::vector<float> libfaissVectors(faiss::Index& index) {
    faiss::Index* vectors = &index;
    if (auto* map = dynamic_cast<faiss::IndexIDMap*>(vectors)) vectors = map->index;
    if (faiss::IndexIVF* ivf = faiss::ivflib::try_extract_index_ivf(vectors))
        ivf->make_direct_map(true);
    std::vector<float> values(size_t(vectors->ntotal * vectors->d));
    vectors->reconstruct_n(0, vectors->ntotal, values.data());
    return values;
}

// Trains (on its own sample) and fills `index` with the test vectors; an IDMap gives them the
// ids 10, 11, ...
void fill(faiss::Index& index, const std::vector<float>& values) {
    const std::vector<float> training = randomVectors(1100, 3);
    if (!index.is_trained) index.train(1100, training.data());
    if (!dynamic_cast<faiss::IndexIDMap*>(&index)) return index.add(kRows, values.data());
    std::vector<faiss::Index::idx_t> ids(kRows);
    for (int i = 0; i < kRows; ++i)
        ids[size_t(i)] = 10 + i;
    index.add_with_ids(kRows, values.data(), ids.data());
}

void writeInteger(QByteArray& bytes, qsizetype offset, quint64 value, int size = 8) {
    for (int i = 0; i < size; ++i)
        bytes[offset + i] = char((value >> (8 * i)) & 0xff);
}

quint64 readInteger(const QByteArray& bytes, qsizetype offset) {
    quint64 value = 0;
    for (int i = 0; i < 8; ++i)
        value |= quint64(uchar(bytes[offset + i])) << (8 * i);
    return value;
}

// One index under test: how to make it, and whether its vectors come back exactly.
struct Case {
    const char* name;
    std::function<std::unique_ptr<faiss::Index>()> make;
    bool exact;
};

std::vector<Case> supportedIndexes() {
    using faiss::ScalarQuantizer;
    const auto flat = [] { return std::make_unique<faiss::IndexFlatL2>(kDim); };
    const auto ivf = [](auto make) {
        return [make] {
            auto index = make(new faiss::IndexFlatL2(kDim));
            index->own_fields = true;
            return std::unique_ptr<faiss::Index>(std::move(index));
        };
    };
    const auto sq = [](ScalarQuantizer::QuantizerType type) {
        return [type] { return std::make_unique<faiss::IndexScalarQuantizer>(kDim, type); };
    };
    std::vector<Case> cases = {
        {"flat-ip", [] { return std::make_unique<faiss::IndexFlatIP>(kDim); }, true},
        {"flat-l2", flat, true},
        {"flat-l1", [] { return std::make_unique<faiss::IndexFlat>(kDim, faiss::METRIC_L1); },
         true},
        {"pq-8", [] { return std::make_unique<faiss::IndexPQ>(kDim, 4, 8); }, false},
        {"pq-5", [] { return std::make_unique<faiss::IndexPQ>(kDim, 4, 5); }, false},
        {"pq-10", [] { return std::make_unique<faiss::IndexPQ>(kDim, 2, 10); }, false},
        {"ivf-flat",
         ivf([](faiss::Index* q) { return std::make_unique<faiss::IndexIVFFlat>(q, kDim, 8); }),
         true},
        {"ivf-sq8", ivf([](faiss::Index* q) {
             return std::make_unique<faiss::IndexIVFScalarQuantizer>(q, kDim, 4,
                                                                     ScalarQuantizer::QT_8bit);
         }),
         false},
        {"ivf-pq",
         ivf([](faiss::Index* q) { return std::make_unique<faiss::IndexIVFPQ>(q, kDim, 4, 4, 6); }),
         false},
        {"ivf-pq-not-residual", ivf([](faiss::Index* q) {
             auto index = std::make_unique<faiss::IndexIVFPQ>(q, kDim, 4, 4, 6);
             index->by_residual = false;
             return index;
         }),
         false},
        {"hnsw-flat", [] { return std::make_unique<faiss::IndexHNSWFlat>(kDim, 8); }, true},
        {"hnsw-sq",
         [] { return std::make_unique<faiss::IndexHNSWSQ>(kDim, ScalarQuantizer::QT_4bit, 8); },
         false},
        {"hnsw-pq", [] { return std::make_unique<faiss::IndexHNSWPQ>(kDim, 4, 8); }, false},
        {"refine-flat",
         [] {
             auto index = std::make_unique<faiss::IndexRefineFlat>(new faiss::IndexPQ(kDim, 4, 4));
             index->own_fields = true;
             return index;
         },
         true},
        {"idmap2-hnsw-sq",
         [] {
             auto index = std::make_unique<faiss::IndexIDMap2>(
                 new faiss::IndexHNSWSQ(kDim, ScalarQuantizer::QT_8bit_uniform, 8));
             index->own_fields = true;
             return index;
         },
         false},
    };
    for (const auto& [name, type] :
         {std::pair{"sq-8", ScalarQuantizer::QT_8bit}, std::pair{"sq-4", ScalarQuantizer::QT_4bit},
          std::pair{"sq-8-uniform", ScalarQuantizer::QT_8bit_uniform},
          std::pair{"sq-4-uniform", ScalarQuantizer::QT_4bit_uniform},
          std::pair{"sq-fp16", ScalarQuantizer::QT_fp16},
          std::pair{"sq-8-direct", ScalarQuantizer::QT_8bit_direct},
          std::pair{"sq-6", ScalarQuantizer::QT_6bit}})
        cases.push_back({name, sq(type), false});
    return cases;
}

} // namespace

class TestFaissIndex : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everySupportedTypeGivesWhatLibfaissReconstructs() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        for (const Case& c : supportedIndexes()) {
            std::unique_ptr<faiss::Index> index = c.make();
            fill(*index, values);
            const QString path = save(dir, QStringLiteral("%1.faiss").arg(c.name), *index);
            const EmbeddingSet set = readEmbeddings(path);
            QCOMPARE(set.vectors.rows(), qint64(kRows));
            QCOMPARE(set.vectors.dim(), qint64(kDim));
            QVERIFY2(maxDifference(set, libfaissVectors(*index)) == 0.0, c.name);
            QVERIFY2(set.caveat.isEmpty() == c.exact, qPrintable(c.name + set.caveat));
            if (c.exact) QVERIFY2(maxDifference(set, values) == 0.0, c.name);
            // The caveat names the quantiser in words, never a C++ type.
            QVERIFY2(!set.caveat.contains(QStringLiteral("faiss")), qPrintable(set.caveat));
        }
    }

    void quantisedIndexesAreApproximateAndSaySo() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        faiss::IndexPQ pq(kDim, 4, 6);
        fill(pq, values);
        const EmbeddingSet set = readEmbeddings(save(dir, QStringLiteral("pq.faiss"), pq));
        QVERIFY(set.caveat.contains(QStringLiteral("approximate")));
        QVERIFY2(set.caveat.contains(QStringLiteral("a product quantiser (PQ, 4 x 6 bits)")),
                 qPrintable(set.caveat));
        // Reconstructed, not random: far closer to the vectors than their own spread.
        QVERIFY(maxDifference(set, values) > 0);
        double error = 0, spread = 0;
        for (size_t i = 0; i < values.size(); ++i) {
            error += std::pow(set.vectors.data()[i] - values[i], 2);
            spread += std::pow(values[i], 2);
        }
        QVERIFY(error < 0.5 * spread);

        faiss::IndexFlatL2 quantizer(kDim);
        faiss::IndexIVFPQ ivfpq(&quantizer, kDim, 4, 4, 6);
        fill(ivfpq, values);
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

    // Refused before (libfaiss's direct map wants ids 0 to n - 1): the rows come in id order,
    // with their ids.
    void anIvfIndexFilledWithIdsGivesItsIds() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        faiss::IndexFlatL2 quantizer(kDim);
        faiss::IndexIVFFlat ivf(&quantizer, kDim, 8);
        ivf.train(kRows, values.data());
        std::vector<faiss::Index::idx_t> ids(kRows);
        for (int i = 0; i < kRows; ++i)
            ids[size_t(i)] = 5000 - 7 * i; // descending: the reader sorts them
        ivf.add_with_ids(kRows, values.data(), ids.data());
        const EmbeddingSet set = readEmbeddings(save(dir, QStringLiteral("ivf-ids.faiss"), ivf));
        QCOMPARE(set.ids.size(), kRows);
        QVERIFY(set.caveat.isEmpty());
        for (int r = 0; r < kRows; ++r) {
            const int added = kRows - 1 - r;
            QCOMPARE(set.ids[r], QString::number(5000 - 7 * added));
            for (int c = 0; c < kDim; ++c)
                QCOMPARE(set.vectors.row(r)[c], values[size_t(added * kDim + c)]);
        }
    }

    // Item 1: inverted lists kept in another file are refused, and that file is never opened.
    void onDiskInvertedListsAreRefusedWithoutOpeningTheirFile() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        const QString target = dir.filePath(QStringLiteral("elsewhere.ivfdata"));
        QString path;
        {
            faiss::IndexFlatL2 quantizer(kDim);
            faiss::IndexIVFFlat ivf(&quantizer, kDim, 8);
            ivf.train(kRows, values.data());
            ivf.replace_invlists(
                new faiss::OnDiskInvertedLists(ivf.nlist, ivf.code_size,
                                               QFile::encodeName(target).constData()),
                true);
            ivf.add(kRows, values.data());
            path = save(dir, QStringLiteral("ondisk.faiss"), ivf);
        }
        QVERIFY(QFileInfo(target).size() > 0);
        QVERIFY(test::readFile(path).contains(QFile::encodeName(target)));

        const int watch = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        QVERIFY(watch >= 0);
        QVERIFY(inotify_add_watch(watch, QFile::encodeName(target).constData(),
                                  IN_OPEN | IN_ACCESS) >= 0);
        expectError([&] { readEmbeddings(path); },
                    {path, QStringLiteral("'ilod' (OnDiskInvertedLists)"),
                     QStringLiteral("never opens a file an index names")});
        char events[4096];
        const ssize_t unread = ::read(watch, events, sizeof events);
        const int error = errno;
        QCOMPARE(unread, ssize_t(-1));
        QCOMPARE(error, EAGAIN);
        // The watch sees an open: the silence above is the reader's, not a deaf watch.
        QFile opened(target);
        QVERIFY(opened.open(QIODevice::ReadOnly));
        opened.close();
        QVERIFY(::read(watch, events, sizeof events) > 0);
        ::close(watch);
    }

    // Item 2: a vector count raised with the codes unchanged crashed the import or stored memory
    // past the codes as vectors; now the stored arrays must match it.
    void raisedVectorCountsAreRefused() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        faiss::IndexPQ pq(kDim, 4, 8);
        faiss::IndexScalarQuantizer sq8(kDim, faiss::ScalarQuantizer::QT_8bit);
        faiss::IndexHNSWFlat hnsw(kDim, 8);
        faiss::IndexFlatL2 quantizer(kDim);
        faiss::IndexIVFFlat ivf(&quantizer, kDim, 8);
        faiss::IndexFlatIP flat(kDim);
        for (auto [name, index] : {std::pair{"pq", static_cast<faiss::Index*>(&pq)},
                                   std::pair{"sq8", static_cast<faiss::Index*>(&sq8)},
                                   std::pair{"hnsw", static_cast<faiss::Index*>(&hnsw)},
                                   std::pair{"ivf", static_cast<faiss::Index*>(&ivf)},
                                   std::pair{"flat", static_cast<faiss::Index*>(&flat)}}) {
            fill(*index, values);
            const QByteArray valid =
                test::readFile(save(dir, QStringLiteral("%1.faiss").arg(name), *index));
            QCOMPARE(readInteger(valid, kNtotalOffset), quint64(kRows));
            // HNSW's storage keeps a count of its own: raise both.
            const qsizetype storage = valid.indexOf("IxF2", 4);
            for (const quint64 raised :
                 {quint64(kRows + 16), quint64(kRows + 2000), quint64(kRows) * 1000}) {
                QByteArray bytes = valid;
                writeInteger(bytes, kNtotalOffset, raised);
                if (QByteArrayView(name) == "hnsw")
                    writeInteger(bytes, storage + kNtotalOffset, raised);
                const QString file = QStringLiteral("%1-%2.faiss").arg(name).arg(raised);
                const QString path = test::writeFile(dir, file, bytes);
                expectError([&] { readEmbeddings(path); }, {path});
            }
        }
    }

    // Item 2: PQ nbits 0 or 64 gave 2,000 identical wrong rows.
    void absurdProductQuantiserBitsAreRefused() {
        QTemporaryDir dir;
        faiss::IndexPQ pq(kDim, 4, 8);
        fill(pq, randomVectors());
        const QByteArray valid = test::readFile(save(dir, QStringLiteral("pq.faiss"), pq));
        QCOMPARE(readInteger(valid, kPqBitsOffset), quint64(8));
        for (const quint64 bits : {quint64(0), quint64(64)}) {
            QByteArray bytes = valid;
            writeInteger(bytes, kPqBitsOffset, bits);
            const QString path =
                test::writeFile(dir, QStringLiteral("pq-%1-bits.faiss").arg(bits), bytes);
            expectError([&] { readEmbeddings(path); }, {path, QStringLiteral("IxPq.pq.nbits"),
                                                        QStringLiteral("found %1").arg(bits)});
        }
    }

    void unsupportedTypesAreRefusedByTheirCode() {
        QTemporaryDir dir;
        const std::vector<float> values = randomVectors();
        auto* pca = new faiss::PCAMatrix(kDim, 8);
        faiss::IndexPreTransform transformed(pca, new faiss::IndexFlatL2(8));
        transformed.own_fields = true;
        fill(transformed, values);
        const QString path = save(dir, QStringLiteral("pca.faiss"), transformed);
        expectError([&] { readEmbeddings(path); },
                    {path, QStringLiteral("index type 'IxPT' (IndexPreTransform) is not "
                                          "supported")});

        // Inside a type it reads, too.
        faiss::IndexLSH lsh(kDim, 32);
        faiss::IndexIDMap map(&lsh);
        std::vector<faiss::Index::idx_t> ids(kRows, 4);
        map.add_with_ids(kRows, values.data(), ids.data());
        const QString nested = save(dir, QStringLiteral("lsh.faiss"), map);
        expectError([&] { readEmbeddings(nested); }, {nested, QStringLiteral("'IxHe' (IndexLSH)")});
    }

    void aFileThatIsNoIndexIsRefused() {
        QTemporaryDir dir;
        const QString path =
            test::writeFile(dir, QStringLiteral("broken.faiss"), "IxF2 this is not an index");
        expectError([&] { readEmbeddings(path); },
                    {path, QStringLiteral("IxF2.d"), QStringLiteral("out of range")});

        // Bytes after a valid index are not ignored.
        faiss::IndexFlatIP flat(kDim);
        fill(flat, randomVectors());
        const QString padded =
            test::writeFile(dir, QStringLiteral("padded.faiss"),
                            test::readFile(save(dir, QStringLiteral("flat.faiss"), flat)) + "junk");
        expectError([&] { readEmbeddings(padded); },
                    {padded, QStringLiteral("4 bytes"), QStringLiteral("follow the index")});
    }
};

QTEST_GUILESS_MAIN(TestFaissIndex)
#include "test_faiss_index.moc"
