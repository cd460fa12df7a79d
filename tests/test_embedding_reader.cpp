// readEmbeddings: the registry picks the reader by suffix, and every file is validated the same
// way (something to read, finite values, sidecar texts matching the rows), whatever its format.
#include "io/embedding_reader.h"
#include "test_support.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

class TestEmbeddingReader : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    QString copyOf(const QString& fixtureName, const QString& name) {
        return writeFile(dir_, name, fixtureBytes(fixtureName));
    }

private slots:
    void registryListsEveryFormat() {
        QCOMPARE(embeddingFilePatterns(),
                 (QStringList{"*.npy", "*.npz", "*.safetensors", "*.jsonl", "*.csv", "*.tsv",
                              "*.faiss", "*.index", "*.sql", "*.sqlite", "*.sqlite3", "*.db"}));
        QStringList names;
        for (const auto& reader : embeddingReaders())
            names << reader->formatName();
        QCOMPARE(names.size(), 10);
        QCOMPARE(names.removeDuplicates(), 0);
    }

    void readsEveryFormatBySuffix_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("name");
        QTest::newRow(".npy") << "f4.npy"
                              << "a.npy";
        QTest::newRow(".NPY in upper case") << "f4.npy"
                                            << "b.NPY";
        QTest::newRow(".npz") << "deflated.npz"
                              << "c.npz";
        QTest::newRow(".safetensors") << "embeddings.safetensors"
                                      << "d.safetensors";
        QTest::newRow(".jsonl") << "twin.jsonl"
                                << "e.jsonl";
        QTest::newRow(".csv") << "twin.csv"
                              << "f.csv";
        QTest::newRow(".tsv") << "twin.tsv"
                              << "g.Tsv";
    }

    void readsEveryFormatBySuffix() {
        QFETCH(QString, file);
        QFETCH(QString, name);
        const QString path = copyOf(file, name);
        const EmbeddingSet set = readEmbeddings(path);
        QCOMPARE(set.sourcePath, path);
        QCOMPARE(set.vectors.rows(), qint64(3));
        QCOMPARE(set.vectors.dim(), qint64(4));
        for (qint64 r = 0; r < 3; ++r)
            for (qint64 c = 0; c < 4; ++c)
                QCOMPARE(set.vectors.row(r)[c], expected(r, c));
    }

    void passesTheArrayName() {
        ReadOptions options;
        options.arrayName = QStringLiteral("half");
        const EmbeddingSet set = readEmbeddings(fixture("embeddings.safetensors"), options);
        QCOMPARE(set.vectors.rows(), qint64(2));
        QCOMPARE(set.vectors.dim(), qint64(3));
        QCOMPARE(set.vectors.row(1)[2], 0.75f);
    }

    void refusesUnknownSuffix() {
        const QString path = writeFile(dir_, QStringLiteral("vectors.txt"), "1,2\n");
        expectError([&] { readEmbeddings(path); },
                    {QStringLiteral("vectors.txt"), QStringLiteral("unknown embedding file format"),
                     QStringLiteral("expected one of .npy, .npz, .safetensors, .jsonl, .csv, .tsv, "
                                    ".faiss, .index, .sql, .sqlite, .sqlite3, .db, found .txt")});
        const QString bare = writeFile(dir_, QStringLiteral("vectors"), "1,2\n");
        expectError([&] { readEmbeddings(bare); }, {QStringLiteral("found no suffix")});
    }

    void refusesMissingEmptyAndFolder() {
        const QString missing = dir_.filePath(QStringLiteral("missing.npy"));
        expectError([&] { readEmbeddings(missing); },
                    {QStringLiteral("missing.npy"), QStringLiteral("does not exist")});
        const QString empty = writeFile(dir_, QStringLiteral("empty.safetensors"), {});
        expectError([&] { readEmbeddings(empty); },
                    {QStringLiteral("empty.safetensors: the file is empty")});
        const QString folder = dir_.filePath(QStringLiteral("folder.npy"));
        QVERIFY(QDir().mkpath(folder));
        expectError(
            [&] { readEmbeddings(folder); },
            {QStringLiteral("folder.npy"), QStringLiteral("expected a file, found a folder")});
    }

    void refusesNothingToRead() {
        const QByteArray dict("{'descr': '<f4', 'fortran_order': False, 'shape': (0, 4), }\n");
        QByteArray npy("\x93NUMPY\x01\x00", 8);
        npy.append(char(dict.size())).append('\0').append(dict);
        const QString noRows = writeFile(dir_, QStringLiteral("no_rows.npy"), npy);
        expectError([&] { readEmbeddings(noRows); },
                    {QStringLiteral("no_rows.npy"), QStringLiteral("holds no embeddings"),
                     QStringLiteral("expected at least one row, found 0 rows")});
        const QString noValues = writeFile(dir_, QStringLiteral("no_values.jsonl"),
                                           "{\"embedding\": []}\n{\"embedding\": []}\n");
        expectError([&] { readEmbeddings(noValues); },
                    {QStringLiteral("no_values.jsonl"), QStringLiteral("have no values"),
                     QStringLiteral("expected at least one value per row, found 0 values")});
        const QString blank = writeFile(dir_, QStringLiteral("blank.csv"), "\n\r\n\n");
        expectError([&] { readEmbeddings(blank); },
                    {QStringLiteral("blank.csv"), QStringLiteral("holds no embeddings")});
    }

    void refusesValuesThatAreNotFinite_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("NaN") << fixture("nan_f4.npy")
                             << QStringList{"nan_f4.npy", "row 2", "field 'column 3'",
                                            "expected a finite number, found NaN"};
        QTest::newRow("-inf") << fixture("inf_f4.npy")
                              << QStringList{"inf_f4.npy", "row 3", "field 'column 1'",
                                             "expected a finite number, found -inf"};
        QTest::newRow("beyond float32 in CSV")
            << writeFile(dir_, QStringLiteral("huge.csv"), "1,2\n3,4\n5,1e39\n")
            << QStringList{"huge.csv", "row 3", "field 'column 2'",
                           "expected a finite number, found inf"};
    }

    void refusesValuesThatAreNotFinite() {
        QFETCH(QString, file);
        QFETCH(QStringList, pieces);
        expectError([&] { readEmbeddings(file); }, pieces);
    }

    void attachesSidecarTexts() {
        ReadOptions options;
        options.textsPath = fixture(QStringLiteral("texts.txt"));
        const EmbeddingSet npy = readEmbeddings(fixture(QStringLiteral("f4.npy")), options);
        QCOMPARE(npy.texts,
                 (QStringList{QStringLiteral("first text"), QStringLiteral("second text"),
                              QStringLiteral("third — ünïcode")}));
        // The sidecar replaces the texts inside the file; the ids stay.
        const EmbeddingSet jsonl = readEmbeddings(fixture(QStringLiteral("twin.jsonl")), options);
        QCOMPARE(jsonl.texts.front(), QStringLiteral("first text"));
        QCOMPARE(jsonl.ids.front(), QStringLiteral("a1"));
    }

    void refusesSidecarWithOtherRowCount() {
        ReadOptions options;
        options.textsPath = writeFile(dir_, QStringLiteral("two_texts.txt"), "one\ntwo\n");
        expectError([&] { readEmbeddings(fixture(QStringLiteral("f4.npy")), options); },
                    {QStringLiteral("two_texts.txt"),
                     QStringLiteral("expected 3 rows (as in the embedding file), found 2")});
        options.textsPath = dir_.filePath(QStringLiteral("no_texts.txt"));
        expectError([&] { readEmbeddings(fixture(QStringLiteral("f4.npy")), options); },
                    {QStringLiteral("no_texts.txt"), QStringLiteral("does not exist")});
    }
};

QTEST_GUILESS_MAIN(TestEmbeddingReader)
#include "test_embedding_reader.moc"
