// The .npz reader: stored and deflated archives, the default array choice, arrays picked by name,
// and damaged archives refused with a message instead of a crash.
#include "io/npz.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace unembed;
using namespace unembed::test;

class TestNpz : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    EmbeddingSet read(const QString& path, const QString& arrayName = {}) {
        ReadOptions options;
        options.arrayName = arrayName;
        return NpzReader().read(path, options);
    }

    QString damagedCopy(const QString& name, const std::function<void(QByteArray&)>& damage) {
        QByteArray bytes = fixtureBytes(QStringLiteral("stored.npz"));
        damage(bytes);
        return writeFile(dir_, name, bytes);
    }

private slots:
    void readsFirstMatrixByDefault_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("np.savez, stored") << "stored.npz";
        QTest::newRow("np.savez_compressed, deflated") << "deflated.npz";
    }

    void readsFirstMatrixByDefault() {
        QFETCH(QString, file);
        // The 1-D "ids" member comes first in the archive; the 2-D "vectors" is the default.
        const EmbeddingSet set = read(fixture(file));
        QCOMPARE(set.vectors.rows(), qint64(3));
        QCOMPARE(set.vectors.dim(), qint64(4));
        QVERIFY(!set.vectors.isBorrowed());
        for (qint64 r = 0; r < 3; ++r)
            for (qint64 c = 0; c < 4; ++c)
                QCOMPARE(set.vectors.row(r)[c], expected(r, c));
    }

    void listsArraysInArchiveOrder() {
        QCOMPARE(npzArrayNames(fixture(QStringLiteral("deflated.npz"))),
                 (QStringList{QStringLiteral("ids"), QStringLiteral("vectors")}));
    }

    void readsArrayByName_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("NumPy's key") << "ids";
        QTest::newRow("member file name") << "ids.npy";
    }

    void readsArrayByName() {
        QFETCH(QString, name);
        const EmbeddingSet set = read(fixture(QStringLiteral("deflated.npz")), name);
        QCOMPARE(set.vectors.rows(), qint64(1));
        QCOMPARE(set.vectors.dim(), qint64(3));
        QCOMPARE(set.vectors.row(0)[2], 2.0f);
    }

    void fallsBackToFirstVector() {
        const EmbeddingSet set = read(fixture(QStringLiteral("vector_only.npz")));
        QCOMPARE(set.vectors.rows(), qint64(1));
        QCOMPARE(set.vectors.dim(), qint64(5));
        QCOMPARE(set.vectors.row(0)[4], 2.0f);
    }

    void refusesMissingArray() {
        expectError([&] { read(fixture(QStringLiteral("stored.npz")), QStringLiteral("texts")); },
                    {QStringLiteral("stored.npz"), QStringLiteral("no array named 'texts'"),
                     QStringLiteral("expected one of ids, vectors, found 'texts'")});
    }

    void refusesArchiveWithoutMatrixOrVector() {
        expectError([&] { read(fixture(QStringLiteral("three_d.npz"))); },
                    {QStringLiteral("three_d.npz"), QStringLiteral("no 1-D or 2-D array"),
                     QStringLiteral("found cube (2, 2, 2)")});
        expectError([&] { read(fixture(QStringLiteral("three_d.npz")), QStringLiteral("cube")); },
                    {QStringLiteral("three_d.npz"), QStringLiteral("array 'cube'"),
                     QStringLiteral("expected a 1-D or 2-D array, found shape (2, 2, 2)")});
    }

    void refusesDamagedArchives() {
        const QString cut =
            damagedCopy(QStringLiteral("cut.npz"), [](QByteArray& bytes) { bytes.chop(40); });
        expectError([&] { read(cut); },
                    {QStringLiteral("cut.npz"), QStringLiteral("cannot open the .npz archive")});

        const QString notZip = damagedCopy(QStringLiteral("not_zip.npz"), [](QByteArray& bytes) {
            bytes = "just text, not an archive\n";
        });
        expectError([&] { read(notZip); },
                    {QStringLiteral("not_zip.npz"), QStringLiteral("cannot open the .npz archive"),
                     QStringLiteral("expected a zip archive of .npy arrays")});

        // Flip one value byte of the stored "vectors" member: its CRC no longer matches.
        const QString corrupt = damagedCopy(QStringLiteral("corrupt.npz"), [](QByteArray& bytes) {
            const qsizetype member = bytes.indexOf("\x93NUMPY", bytes.indexOf("vectors.npy"));
            bytes[member + 128 + 20] = char(bytes[member + 128 + 20] ^ 0x40);
        });
        expectError([&] { read(corrupt); },
                    {QStringLiteral("corrupt.npz"),
                     QStringLiteral("cannot read array 'vectors' from the archive")});
    }

    void namesTheArrayInNpyErrors() {
        expectError([&] { read(fixture(QStringLiteral("big_endian.npz"))); },
                    {QStringLiteral("big_endian.npz"), QStringLiteral("array 'vectors'"),
                     QStringLiteral("unsupported dtype"), QStringLiteral("found '>f4'")});
    }
};

QTEST_GUILESS_MAIN(TestNpz)
#include "test_npz.moc"
