// The vector-store readers under hostile input (issue 48): at least a thousand mutated inputs for
// each of Chroma's database, its pickled id map (read as data only) and its HNSW segment files,
// and for SQLite tables (the file's bytes mangled, and its cells rewritten with wrong types,
// ragged, huge or non-finite vectors), made from stores that the real Chroma and SQLite wrote
// (tests/fixtures/chroma, tests/fixtures/fuzz/table.sqlite). Every input must either read or be
// refused with an InputError naming the store; nothing may crash, hang or allocate without bound.
#include "fuzz_inputs.h"
#include "io/embedding_reader.h"
#include "io/pickle_data.h"
#include "io/reader_limits.h"
#include "test_support.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <unistd.h>

#include <random>

using namespace unembed;
using namespace unembed::test;

namespace {

// Runs `statements` on the SQLite file at `path` through a connection of its own; false when
// SQLite refuses one (a mutation that does not apply is skipped).
bool execOn(const QString& path, const QStringList& statements) {
    const QString name = QUuid::createUuid().toString(QUuid::Id128);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString& sql : statements)
            ok = ok && q.exec(sql);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// The id of collection `collection`'s HNSW segment in a Chroma store.
QString vectorSegment(const QString& store, const QString& collection) {
    const QString name = QUuid::createUuid().toString(QUuid::Id128);
    QString segment;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(store + QStringLiteral("/chroma.sqlite3"));
        db.open();
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT s.id FROM segments s JOIN collections c ON s.collection = "
                                 "c.id WHERE c.name = ? AND s.scope = 'VECTOR'"));
        q.addBindValue(collection);
        if (q.exec() && q.next()) segment = q.value(0).toString();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return segment;
}

// A writable copy of a fixture Chroma store (`dir`/s) and its `notes` collection.
struct ChromaCopy {
    QString store;
    QString segment; // the collection's HNSW segment folder, relative to `dir`
    ReadOptions notes;
};

ChromaCopy copyChroma(const QTemporaryDir& dir, const QString& version) {
    ChromaCopy copy;
    copy.store =
        copyFolder(fixture(QStringLiteral("chroma/") + version), dir.filePath(QStringLiteral("s")));
    copy.segment = QStringLiteral("s/") + vectorSegment(copy.store, QStringLiteral("notes"));
    copy.notes.arrayName = QStringLiteral("notes");
    return copy;
}

// One cell rewrite of the seed table: a vector of the wrong type, length or value, a text that
// is not UTF-8, a row that is all NULL, a table that is empty, a cell past the row cap.
QString sqlMutation(std::mt19937& random) {
    const int row = 1 + int(random() % 3);
    static const char* const vectors[] = {"x''",
                                          "x'0000803f00'",
                                          "x'0000c07f0000803f0000803f'",
                                          "'[1,2'",
                                          "'[1,\"x\",3]'",
                                          "'[]'",
                                          "'[1e999,0,0]'",
                                          "'{\"a\":1}'",
                                          "NULL",
                                          "42",
                                          "randomblob(12)",
                                          "zeroblob(400)",
                                          "'[1,2,3,4]'",
                                          "randomblob(13)",
                                          "'[0,0,0]' || char(0)",
                                          "-1"};
    const QString vector = QLatin1String(vectors[random() % std::size(vectors)]);
    // Rarely, as each writes 16 MB: a cell just past the row cap, in one column or another.
    if (random() % 50 == 0)
        return QStringLiteral("UPDATE items SET %1 = zeroblob(%2) WHERE rowid = %3")
            .arg(random() % 2 ? QStringLiteral("vec") : QStringLiteral("source"))
            .arg(limits::kMaxRowBytes + 1)
            .arg(row);
    switch (random() % 5) {
    case 0:
        return QStringLiteral("UPDATE items SET vec = %1 WHERE rowid = %2").arg(vector).arg(row);
    case 1:
        return QStringLiteral("UPDATE items SET json_vec = %1 WHERE rowid = %2")
            .arg(vector)
            .arg(row);
    case 2:
        return QStringLiteral(
                   "UPDATE items SET body = x'c328ff', id = zeroblob(3) WHERE rowid = %1")
            .arg(row);
    case 3:
        return QStringLiteral("UPDATE items SET source = %1 WHERE rowid = %2").arg(vector).arg(row);
    default:
        return random() % 2 ? QStringLiteral("DELETE FROM items")
                            : QStringLiteral("INSERT INTO items (vec, json_vec) VALUES (%1, %1)")
                                  .arg(vector);
    }
}

} // namespace

class TestStoreFuzz : public QObject {
    Q_OBJECT

    std::vector<FuzzTally> tallies_;

private Q_SLOTS:
    void initTestCase() {
        capAddressSpace(qint64(2) << 30);
        alarm(300);
    }

    void cleanupTestCase() { reportTallies(tallies_); }

    // Chroma's database itself, from the stores Chroma 1.0.8 and 1.3.4 wrote: its pages mangled.
    void chromaDatabasesAreReadOrRefused() {
        std::mt19937 random(1);
        FuzzTally tally{QStringLiteral("Chroma chroma.sqlite3")};
        for (const QString& version :
             {QStringLiteral("chroma-1.0.8"), QStringLiteral("chroma-1.3.4")}) {
            QTemporaryDir dir;
            const ChromaCopy chroma = copyChroma(dir, version);
            const QString relative = QStringLiteral("s/chroma.sqlite3");
            const QByteArray seed = readFile(dir.filePath(relative));
            readEmbeddings(chroma.store, chroma.notes);
            fuzzReader(
                kInputsPerReader / 2,
                [&](int) {
                    replaceFile(dir, relative, mutateBytes(seed, random));
                    return chroma.store;
                },
                [&] { readEmbeddings(chroma.store, chroma.notes); }, tally);
        }
        QVERIFY(tally.refused > tally.inputs / 10);
        tallies_.push_back(tally);
    }

    // The HNSW segment's id map, a pickle read as plain data: alone, and inside its store.
    void chromaIdMapsAreReadOrRefused() {
        std::mt19937 random(2);
        QTemporaryDir dir;
        const ChromaCopy chroma = copyChroma(dir, QStringLiteral("chroma-1.3.4"));
        const QString relative = chroma.segment + QStringLiteral("/index_metadata.pickle");
        const QByteArray seed = readFile(dir.filePath(relative));
        QString idMap;
        FuzzTally alone{QStringLiteral("Chroma pickle (alone)")};
        fuzzReader(
            kInputsPerReader,
            [&](int) { return idMap = replaceFile(dir, relative, mutateBytes(seed, random)); },
            [&] { readDataPickle(readFile(idMap), idMap); }, alone);
        FuzzTally inStore{QStringLiteral("Chroma pickle (store)")};
        fuzzReader(
            kInputsPerReader / 4,
            [&](int) {
                replaceFile(dir, relative, mutateBytes(seed, random));
                return chroma.store;
            },
            [&] { readEmbeddings(chroma.store, chroma.notes); }, inStore);
        QVERIFY(alone.refused > alone.inputs / 10);
        tallies_.push_back(alone);
        tallies_.push_back(inStore);
    }

    // The HNSW files: the header's counts and offsets, the records, the cosine lengths.
    void chromaHnswFilesAreReadOrRefused() {
        std::mt19937 random(3);
        QTemporaryDir dir;
        const ChromaCopy chroma = copyChroma(dir, QStringLiteral("chroma-1.3.4"));
        FuzzTally tally{QStringLiteral("Chroma HNSW files")};
        for (const char* name : {"header.bin", "data_level0.bin", "length.bin"}) {
            const QString relative = chroma.segment + QLatin1Char('/') + QLatin1String(name);
            const QByteArray seed = readFile(dir.filePath(relative));
            fuzzReader((kInputsPerReader + 2) / 3,
                       [&](int) {
                           replaceFile(dir, relative, mutateBytes(seed, random));
                           return chroma.store;
                       },
                       [&] { readEmbeddings(chroma.store, chroma.notes); }, tally);
            replaceFile(dir, relative, seed);
        }
        QVERIFY(tally.inputs >= kInputsPerReader);
        QVERIFY(tally.refused > tally.inputs / 10);
        tallies_.push_back(tally);
    }

    // SQLite tables: the database file's bytes mangled, then its cells rewritten.
    void sqliteTablesAreReadOrRefused() {
        std::mt19937 random(4);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("table.sqlite"));
        const QByteArray seed = fixtureBytes(QStringLiteral("fuzz/table.sqlite"));
        ReadOptions blobs;
        blobs.table = QStringLiteral("items");
        blobs.vectorColumn = QStringLiteral("vec");
        blobs.textColumn = QStringLiteral("body");
        blobs.idColumn = QStringLiteral("id");
        ReadOptions json = blobs;
        json.vectorColumn = QStringLiteral("json_vec");
        const auto write = [&](const QByteArray& bytes) {
            replaceFile(dir, QStringLiteral("table.sqlite"), bytes);
        };
        write(seed);
        QCOMPARE(readEmbeddings(path, blobs).vectors.rows(), qint64(3));
        QCOMPARE(readEmbeddings(path, json).vectors.rows(), qint64(3));
        FuzzTally bytes{QStringLiteral("SQLite table (bytes)")};
        fuzzReader(
            kInputsPerReader / 2,
            [&](int) {
                write(mutateBytes(seed, random));
                return path;
            },
            [&] { readEmbeddings(path, random() % 2 ? blobs : json); }, bytes);
        FuzzTally cells{QStringLiteral("SQLite table (cells)")};
        fuzzReader(
            kInputsPerReader / 2,
            [&](int) {
                write(seed);
                QStringList statements;
                for (int k = 0, n = 1 + int(random() % 3); k < n; ++k)
                    statements << sqlMutation(random);
                execOn(path, statements);
                return path;
            },
            [&] { readEmbeddings(path, random() % 2 ? blobs : json); }, cells);
        QVERIFY(bytes.refused > bytes.inputs / 10);
        QVERIFY(cells.refused > cells.inputs / 10);
        tallies_.push_back(bytes);
        tallies_.push_back(cells);
    }
};

QTEST_GUILESS_MAIN(TestStoreFuzz)
#include "test_store_fuzz.moc"
