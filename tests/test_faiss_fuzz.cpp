// The FAISS reader under hostile input (issue 48): the seed indexes in tests/fixtures/faiss (one a
// type Unembed reads, written by libfaiss: make_seeds.cpp there), each mutated by the shared
// seeded generator (truncations, flipped bytes, inserted junk, ...) and by one that writes huge
// or off-by-some counts over the file's integers, all read under an address-space cap. Every
// file must read or be refused with an InputError naming it; nothing else may escape, and
// nothing may crash, hang or allocate without bound.
#include "fuzz_inputs.h"
#include "io/embedding_reader.h"
#include "test_support.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace unembed;
using namespace unembed::test;

namespace {

constexpr int kMutationsPerSeed = 80;

// An integer field (8 or 4 bytes, at a random place) overwritten with a count that is absurd or
// slightly off: what raised ntotal, nlist, list sizes, levels and offsets look like.
QByteArray withWrongCount(const QByteArray& seed, std::mt19937& random) {
    QByteArray bytes = seed;
    const int width = random() % 2 == 0 ? 8 : 4;
    if (bytes.size() < width) return bytes;
    const qsizetype at = qsizetype(random() % quint32(bytes.size() - width + 1));
    quint64 old = 0;
    for (int i = 0; i < width; ++i)
        old |= quint64(uchar(bytes[at + i])) << (8 * i);
    const quint64 counts[] = {old + 1,
                              old - 1,
                              old + 16,
                              old + 2000,
                              old * 1000,
                              quint64(1) << 31,
                              quint64(1) << 40,
                              0xffffffffULL,
                              0x7fffffffffffffffULL,
                              0};
    const quint64 value = counts[random() % (sizeof counts / sizeof counts[0])];
    for (int i = 0; i < width; ++i)
        bytes[at + i] = char((value >> (8 * i)) & 0xff);
    return bytes;
}

} // namespace

class TestFaissFuzz : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { capAddressSpace(qint64(2) << 30); }

    void malformedIndexesAreReadOrRefusedNamingTheFile() {
        const QStringList seeds = QDir(fixture(QStringLiteral("faiss")))
                                      .entryList({QStringLiteral("*.faiss")}, QDir::Files);
        QVERIFY(seeds.size() >= 12);
        QTemporaryDir dir;
        std::mt19937 random(48);
        int files = 0, read = 0, refused = 0;
        QElapsedTimer timer;
        timer.start();
        for (const QString& seedName : seeds) {
            const QByteArray seed = fixtureBytes(QStringLiteral("faiss/") + seedName);
            QVERIFY2(readEmbeddings(fixture(QStringLiteral("faiss/") + seedName)).vectors.rows() >
                         0,
                     qPrintable(seedName));
            for (int i = 0; i < kMutationsPerSeed; ++i, ++files) {
                const QString name = QStringLiteral("%1_%2.faiss").arg(seedName.chopped(6)).arg(i);
                const QByteArray bytes =
                    i % 2 == 0 ? mutateBytes(seed, random) : withWrongCount(seed, random);
                const QString path = writeFile(dir, name, bytes);
                try {
                    readEmbeddings(path);
                    ++read;
                } catch (const InputError& e) {
                    QVERIFY2(e.message().contains(path), qPrintable(e.message()));
                    ++refused;
                } catch (const std::exception& e) {
                    QFAIL(qPrintable(
                        QStringLiteral("%1: untyped exception: %2").arg(name, e.what())));
                }
            }
        }
        qInfo("%d FAISS files: %d read, %d refused, in %lld ms", files, read, refused,
              timer.elapsed());
        QVERIFY(files >= 1000);
        QVERIFY(refused > files / 2);
        QVERIFY2(timer.elapsed() < 60000, "the fuzz run must take seconds");
    }
};

QTEST_GUILESS_MAIN(TestFaissFuzz)
#include "test_faiss_fuzz.moc"
