// Vectors from a PostgreSQL plain-text dump: a real pg_dump file (tests/fixtures/pg_dump) read
// through the reader registry, COPY's escapes decoded, and malformed dumps (made here) refused by
// line and column.
#include "error.h"
#include "io/embedding_reader.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using unembed::test::expectError;
using unembed::test::writeFile;

namespace {

const QString kStore = QStringLiteral(UNEMBED_FIXTURES "/pg_dump/store.sql");

QByteArray dump(const QByteArray& rows, const QByteArray& columns = "id, content, embedding") {
    return "--\n-- PostgreSQL database dump\n--\n\nCOPY public.items (" + columns +
           ") FROM stdin;\n" + rows + "\\.\n\n";
}

} // namespace

class TestPgDump : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aRealDumpIsReadByTable() {
        ReadOptions options;
        options.arrayName = QStringLiteral("items");
        const EmbeddingSet set = readEmbeddings(kStore, options);
        QCOMPARE(set.vectors.rows(), qint64(4));
        QCOMPARE(set.vectors.dim(), qint64(3));
        QCOMPARE(set.vectors.row(0)[1], -1.5f);
        QCOMPARE(set.vectors.row(1)[0], 1e-3f);
        QCOMPARE(set.texts,
                 (QStringList{QStringLiteral("my sister Priya is visiting"),
                              QStringLiteral("tab\there and a\nnewline"),
                              QStringLiteral("back\\slash and ünïcödé 한국어"), QString()}));
        QCOMPARE(set.ids, (QStringList{QStringLiteral("1"), QStringLiteral("2"),
                                       QStringLiteral("3"), QStringLiteral("4")}));
        // The other column (a jsonb) is each row's metadata; a NULL leaves the row without.
        QCOMPARE(set.metadata, (QStringList{QStringLiteral("{\"metadata\":{\"user\":7}}"),
                                            QStringLiteral("{\"metadata\":{\"user\":8}}"),
                                            QString(), QStringLiteral("{\"metadata\":{}}")}));
        // A real[] column, texts from "body", the schema-qualified name.
        options.arrayName = QStringLiteral("public.notes");
        const EmbeddingSet notes = readEmbeddings(kStore, options);
        QCOMPARE(notes.vectors.rows(), qint64(2));
        QCOMPARE(notes.vectors.dim(), qint64(2));
        QCOMPARE(notes.vectors.row(1)[0], -1.0f);
        QCOMPARE(notes.texts.last(), QStringLiteral("second note"));
        QVERIFY(notes.metadata.isEmpty());
    }

    void aDumpOfSeveralVectorTablesNeedsAName() {
        expectError([] { readEmbeddings(kStore); },
                    {QStringLiteral("store.sql"), QStringLiteral("several tables of vectors"),
                     QStringLiteral("public.items, public.notes"), QStringLiteral("--array")});
        ReadOptions options;
        options.arrayName = QStringLiteral("other");
        expectError([&] { readEmbeddings(kStore, options); },
                    {QStringLiteral("store.sql"), QStringLiteral("no table of vectors"),
                     QStringLiteral("table other")});
    }

    void escapesAreDecoded() {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, QStringLiteral("e.sql"),
                      dump("1\toctal \\101 hex \\x42 cr\\r end\\\\\t[1,2]\n2\t\\N\t{3,4}\n"));
        const EmbeddingSet set = readEmbeddings(path);
        QCOMPARE(set.texts, (QStringList{QStringLiteral("octal A hex B cr\r end\\"), QString()}));
        QCOMPARE(set.vectors.row(1)[1], 4.0f);
    }

    void malformedDumpsAreRefusedByLine() {
        QTemporaryDir dir;
        // The header takes lines 1 to 5; the first row is line 6.
        expectError(
            [&] {
                readEmbeddings(
                    writeFile(dir, QStringLiteral("a.sql"), dump("1\ta\t[1,2]\n2\tb\t[1,2,3]\n")));
            },
            {QStringLiteral("a.sql"), QStringLiteral("row 7"),
             QStringLiteral("different length than on line 6")});
        expectError(
            [&] {
                readEmbeddings(
                    writeFile(dir, QStringLiteral("b.sql"), dump("1\ta\t[1,2]\n2\t[1,2]\n")));
            },
            {QStringLiteral("b.sql"), QStringLiteral("row 7"),
             QStringLiteral("wrong number of fields")});
        expectError(
            [&] {
                readEmbeddings(
                    writeFile(dir, QStringLiteral("c.sql"), dump("1\ta\t[1,2]\n2\tb\t\\N\n")));
            },
            {QStringLiteral("c.sql"), QStringLiteral("row 7"), QStringLiteral("no vector")});
        expectError(
            [&] {
                readEmbeddings(
                    writeFile(dir, QStringLiteral("d.sql"), dump("1\t\xff\xfe\t[1,2]\n")));
            },
            {QStringLiteral("d.sql"), QStringLiteral("row 6"), QStringLiteral("content"),
             QStringLiteral("UTF-8")});
        // Issue 48, items 7 and 10: a NaN and a value that is not a number are named by their
        // line in the dump, not by their row among the vectors.
        expectError(
            [&] {
                readEmbeddings(
                    writeFile(dir, QStringLiteral("e.sql"), dump("1\ta\t[1,2]\n2\tb\t[1,NaN]\n")));
            },
            {QStringLiteral("e.sql"), QStringLiteral("row 7"), QStringLiteral("embedding[2]"),
             QStringLiteral("the vector on line 7 holds a value that is not finite"),
             QStringLiteral("found nan")});
        expectError(
            [&] {
                readEmbeddings(
                    writeFile(dir, QStringLiteral("v.sql"), dump("1\ta\t[1,2]\n2\tb\t[1,two]\n")));
            },
            {QStringLiteral("v.sql"), QStringLiteral("row 7"),
             QStringLiteral("the value on line 7 is not a vector"),
             QStringLiteral("found [1,two]")});
        QByteArray cut = dump("1\ta\t[1,2]\n");
        cut.chop(4); // the "\." line and what follows
        expectError([&] { readEmbeddings(writeFile(dir, QStringLiteral("f.sql"), cut)); },
                    {QStringLiteral("f.sql"), QStringLiteral("never ends"),
                     QStringLiteral("public.items")});
        expectError(
            [&] {
                readEmbeddings(
                    writeFile(dir, QStringLiteral("g.sql"), "CREATE TABLE t (x int);\n"));
            },
            {QStringLiteral("g.sql"), QStringLiteral("no table of vectors"),
             QStringLiteral("no COPY block")});
    }
};

QTEST_GUILESS_MAIN(TestPgDump)
#include "test_pg_dump.moc"
