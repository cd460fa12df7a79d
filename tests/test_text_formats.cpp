// The text formats: JSONL and CSV/TSV twins of the .npy fixture read to the same numbers, texts
// and ids; sidecar text files; and each malformed line or cell named by row and field.
#include "io/delimited_embeddings.h"
#include "io/jsonl_embeddings.h"
#include "io/npy.h"
#include "io/sidecar_texts.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace unembed;
using namespace unembed::test;

namespace {

const QStringList kTwinTexts{QStringLiteral("alpha, beta"), QStringLiteral("say \"hi\""),
                             QStringLiteral("two\nlines")};
const QStringList kTwinIds{QStringLiteral("a1"), QStringLiteral("7"), QStringLiteral("c3")};

} // namespace

class TestTextFormats : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    EmbeddingSet readJsonl(const QByteArray& bytes) {
        return JsonlEmbeddingReader().read(writeFile(dir_, QStringLiteral("lines.jsonl"), bytes),
                                           {});
    }
    EmbeddingSet readCsv(const QByteArray& bytes) {
        return DelimitedEmbeddingReader(DelimitedEmbeddingReader::Dialect::Csv)
            .read(writeFile(dir_, QStringLiteral("table.csv"), bytes), {});
    }
    void expectJsonlError(const QByteArray& bytes, QStringList pieces) {
        pieces << QStringLiteral("lines.jsonl");
        expectError([&] { readJsonl(bytes); }, pieces);
    }
    void expectCsvError(const QByteArray& bytes, QStringList pieces) {
        pieces << QStringLiteral("table.csv");
        expectError([&] { readCsv(bytes); }, pieces);
    }

private slots:
    void twinsEqualTheNpyValues_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("JSONL") << "twin.jsonl";
        QTest::newRow("CSV, CRLF records") << "twin.csv";
        QTest::newRow("TSV, LF records") << "twin.tsv";
    }

    void twinsEqualTheNpyValues() {
        QFETCH(QString, file);
        const EmbeddingSet npy = NpyReader().read(fixture(QStringLiteral("f4.npy")), {});
        EmbeddingSet set;
        if (file.endsWith(QStringLiteral(".jsonl")))
            set = JsonlEmbeddingReader().read(fixture(file), {});
        else
            set = DelimitedEmbeddingReader(file.endsWith(QStringLiteral(".csv"))
                                               ? DelimitedEmbeddingReader::Dialect::Csv
                                               : DelimitedEmbeddingReader::Dialect::Tsv)
                      .read(fixture(file), {});
        QCOMPARE(set.vectors.rows(), npy.vectors.rows());
        QCOMPARE(set.vectors.dim(), npy.vectors.dim());
        QVERIFY(std::memcmp(set.vectors.data(), npy.vectors.data(),
                            size_t(npy.vectors.rows() * npy.vectors.dim()) * sizeof(float)) == 0);
        QCOMPARE(set.texts, kTwinTexts);
        QCOMPARE(set.ids, kTwinIds);
    }

    void jsonlOptionalFields() {
        const EmbeddingSet set = readJsonl("{\"embedding\": [1, 2]}\n"
                                           "\n"
                                           "  \r\n"
                                           "{\"embedding\": [3, 4.5], \"text\": \"only here\", "
                                           "\"id\": 2.5}\r\n"
                                           "{\"embedding\": [5, 6], \"text\": null, \"id\": 12, "
                                           "\"source\": {\"user\": 7}, \"page\": 3}");
        QCOMPARE(set.vectors.rows(), qint64(3));
        QCOMPARE(set.vectors.row(1)[1], 4.5f);
        QCOMPARE(set.texts, (QStringList{QString(), QStringLiteral("only here"), QString()}));
        QCOMPARE(set.ids, (QStringList{QString(), QStringLiteral("2.5"), QStringLiteral("12")}));
        // Any other key is the row's metadata.
        QCOMPARE(set.metadata,
                 (QStringList{QString(), QString(),
                              QStringLiteral("{\"page\":3,\"source\":{\"user\":7}}")}));

        const EmbeddingSet bare = readJsonl("{\"embedding\": [1]}\n{\"embedding\": [2]}\n");
        QVERIFY(bare.texts.isEmpty());
        QVERIFY(bare.ids.isEmpty());
        QVERIFY(bare.metadata.isEmpty());
    }

    void jsonlErrorsNameTheLine_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("invalid JSON")
            << QByteArray("{\"embedding\": [1, 2]}\n\n{\"embedding\": [1, 2\n")
            << QStringList{"row 3", "invalid JSON on line 3", "expected a JSON object, found"};
        QTest::newRow("not an object")
            << QByteArray("[1, 2]\n") << QStringList{"row 1", "not a JSON object"};
        QTest::newRow("missing embedding")
            << QByteArray("{\"embedding\": [1]}\n{\"vector\": [1]}\n")
            << QStringList{"row 2", "field 'embedding'", "no \"embedding\" array",
                           "expected an array of numbers, found nothing"};
        QTest::newRow("embedding not an array")
            << QByteArray("{\"embedding\": \"0.5 0.25\"}\n")
            << QStringList{"row 1", "field 'embedding'", "found \"0.5 0.25\""};
        QTest::newRow("non-numeric element")
            << QByteArray("{\"embedding\": [1, 2, 3]}\n{\"embedding\": [1, 2, \"x\"]}\n")
            << QStringList{"row 2", "field 'embedding[2]'", "element 2",
                           "expected a number, found \"x\""};
        QTest::newRow("ragged rows")
            << QByteArray("{\"embedding\": [1, 2, 3]}\n{\"embedding\": [1, 2, 3]}\n"
                          "{\"embedding\": [1, 2]}\n")
            << QStringList{"row 3", "field 'embedding'",
                           "expected 3 values (as on line 1), found 2"};
        QTest::newRow("text not a string")
            << QByteArray("{\"embedding\": [1], \"text\": 5}\n")
            << QStringList{"row 1", "field 'text'", "expected a string, found 5"};
        QTest::newRow("id neither string nor number")
            << QByteArray("{\"embedding\": [1], \"id\": [1]}\n")
            << QStringList{"row 1", "field 'id'", "expected a string or a number, found an array"};
    }

    void jsonlErrorsNameTheLine() {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, pieces);
        expectJsonlError(bytes, pieces);
    }

    void csvWithoutHeader() {
        const EmbeddingSet set = readCsv("1,2.5,-3\n\n4,5e-1,\"6\"\n");
        QCOMPARE(set.vectors.rows(), qint64(2));
        QCOMPARE(set.vectors.dim(), qint64(3));
        QCOMPARE(set.vectors.row(0)[1], 2.5f);
        QCOMPARE(set.vectors.row(1)[1], 0.5f);
        QCOMPARE(set.vectors.row(1)[2], 6.0f);
        QVERIFY(set.texts.isEmpty());
        QVERIFY(set.ids.isEmpty());
    }

    void csvNumbersAnyCaseAndRange() {
        // NaN or an overflowing number in the first row must not make it pass for a header.
        const EmbeddingSet set = readCsv("NaN,1e400,-INF\n+2, 1e-400 ,-0.5\n");
        QCOMPARE(set.vectors.rows(), qint64(2));
        QVERIFY(std::isnan(set.vectors.row(0)[0]));
        QCOMPARE(set.vectors.row(0)[1], std::numeric_limits<float>::infinity());
        QCOMPARE(set.vectors.row(0)[2], -std::numeric_limits<float>::infinity());
        QCOMPARE(set.vectors.row(1)[0], 2.0f);
        QCOMPARE(set.vectors.row(1)[1], 0.0f);
        QCOMPARE(set.vectors.row(1)[2], -0.5f);
    }

    void csvHeaderNamesTextAndId() {
        const EmbeddingSet set = readCsv("\xEF\xBB\xBF"
                                         "a,TEXT,b,Id\n"
                                         "1,\"x, \"\"quoted\"\"\",2,7\n"
                                         "3,,4,8\n");
        QCOMPARE(set.vectors.dim(), qint64(2));
        QCOMPARE(set.vectors.row(1)[0], 3.0f);
        QCOMPARE(set.vectors.row(1)[1], 4.0f);
        QCOMPARE(set.texts, (QStringList{QStringLiteral("x, \"quoted\""), QString()}));
        QCOMPARE(set.ids, (QStringList{QStringLiteral("7"), QStringLiteral("8")}));
    }

    void csvErrorsNameRowAndColumn_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("non-numeric cell under a header")
            << QByteArray("x0,x1,text\n1,2,a\n3,abc,b\n")
            << QStringList{"row 3", "field 'x1'", "not a number", "expected a number, found 'abc'"};
        QTest::newRow("non-numeric cell without a header")
            << QByteArray("1,2\n3,4\n5,six\n")
            << QStringList{"row 3", "field 'column 2'", "expected a number, found 'six'"};
        QTest::newRow("sign twice")
            << QByteArray("1,2\n3,+-4\n")
            << QStringList{"row 2", "field 'column 2'", "expected a number, found '+-4'"};
        QTest::newRow("decimal comma")
            << QByteArray("x\n\"1,5\"\n")
            << QStringList{"row 2", "field 'x'", "expected a number, found '1,5'"};
        QTest::newRow("empty cell")
            << QByteArray("1,2\n3,\n")
            << QStringList{"row 2", "field 'column 2'", "expected a number, found an empty cell"};
        QTest::newRow("ragged record")
            << QByteArray("1,2,3\n4,5\n")
            << QStringList{"row 2", "expected 3 fields (as on line 1), found 2"};
        QTest::newRow("line numbers count quoted line breaks")
            << QByteArray("text,x\n\"one\ntwo\nthree\",1\nfour,x\n")
            << QStringList{"row 5", "field 'x'", "found 'x'"};
        QTest::newRow("unterminated quote")
            << QByteArray("text,x\n\"open,1\n")
            << QStringList{"row 2", "opened on line 2 never closes",
                           "expected a closing quote, found the end of the file"};
        QTest::newRow("text after a closing quote")
            << QByteArray("text,x\n\"a\"b,1\n")
            << QStringList{"row 2", "text follows a closing quote", "found 'b'"};
        QTest::newRow("only text columns")
            << QByteArray("text,id\na,b\n") << QStringList{"row 1", "no embedding columns"};
        QTest::newRow("two text columns")
            << QByteArray("text,x,Text\na,1,b\n")
            << QStringList{"row 1", "field 'Text'", "found columns 1 and 3"};
    }

    void csvErrorsNameRowAndColumn() {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, pieces);
        expectCsvError(bytes, pieces);
    }

    void sidecarTexts() {
        QCOMPARE(readSidecarTexts(fixture(QStringLiteral("texts.txt"))),
                 (QStringList{QStringLiteral("first text"), QStringLiteral("second text"),
                              QStringLiteral("third — ünïcode")}));
        QCOMPARE(readSidecarTexts(writeFile(dir_, QStringLiteral("gap.txt"), "a\n\nb")),
                 (QStringList{QStringLiteral("a"), QString(), QStringLiteral("b")}));
        QCOMPARE(readSidecarTexts(writeFile(dir_, QStringLiteral("blank_end.txt"), "a\n\n")),
                 (QStringList{QStringLiteral("a"), QString()}));
        QVERIFY(readSidecarTexts(writeFile(dir_, QStringLiteral("none.txt"), {})).isEmpty());
        const QString invalid = writeFile(dir_, QStringLiteral("latin1.txt"), "ok\ncaf\xe9\n");
        expectError([&] { readSidecarTexts(invalid); },
                    {QStringLiteral("latin1.txt"), QStringLiteral("row 2"),
                     QStringLiteral("not valid UTF-8")});
    }
};

QTEST_GUILESS_MAIN(TestTextFormats)
#include "test_text_formats.moc"
