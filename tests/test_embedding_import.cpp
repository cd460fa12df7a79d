// Importing into a real case: the texts `embed` writes beside its vectors (X.txt beside X.npy)
// are taken when no texts file is given and they have a line per row, and left alone otherwise.
#include "io/embedding_writer.h"
#include "store/dataset_store.h"
#include "store/embedding_import.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

EmbeddingSet threeRows() {
    EmbeddingSet set;
    set.vectors = FloatMatrix::owned({1, 0, 0, 1, 1, 1}, 3, 2);
    return set;
}

} // namespace

class TestEmbeddingImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theSidecarBesideTheVectorsIsTaken() {
        QTemporaryDir dir;
        const QString npy = dir.filePath(QStringLiteral("vectors.npy"));
        EmbeddingSet set = threeRows();
        set.texts = {QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third")};
        writeEmbeddings(npy, set); // writes vectors.txt too, as `embed` does
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("vectors.txt"))));
        CaseFile c(dir.filePath(QStringLiteral("c.unembed")), CaseFile::OpenMode::CreateIfMissing);
        const ImportResult r = importEmbeddings(c, {npy, {}, {}});
        QVERIFY(r.hasTexts);
        QCOMPARE(r.defaultTexts, dir.filePath(QStringLiteral("vectors.txt")));
        QCOMPARE(readVectors(c, r.datasetId).back().text, QStringLiteral("third"));
    }

    void aSidecarOfAnotherLengthIsLeftAlone() {
        QTemporaryDir dir;
        const QString npy = dir.filePath(QStringLiteral("v.npy"));
        writeEmbeddings(npy, threeRows());
        test::writeFile(dir, QStringLiteral("v.txt"), "only one line\n");
        CaseFile c(dir.filePath(QStringLiteral("c.unembed")), CaseFile::OpenMode::CreateIfMissing);
        const ImportResult r = importEmbeddings(c, {npy, {}, {}});
        QVERIFY(!r.hasTexts);
        QVERIFY(r.defaultTexts.isEmpty());
        // A texts file given explicitly wins, and its length is checked as before.
        ReadOptions options;
        options.textsPath = test::writeFile(dir, QStringLiteral("other.txt"), "a\nb\nc\n");
        const ImportResult named = importEmbeddings(c, {npy, options, {}});
        QVERIFY(named.hasTexts);
        QVERIFY(named.defaultTexts.isEmpty());
        QCOMPARE(readVectors(c, named.datasetId).front().text, QStringLiteral("a"));
    }
};

QTEST_GUILESS_MAIN(TestEmbeddingImport)
#include "test_embedding_import.moc"
