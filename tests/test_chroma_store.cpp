// Chroma persistent folders written by the real Chroma server (1.0.8 and 1.3.4; see
// fixtures/chroma/README.md): every collection reads as Chroma's own `get` returned it (ids,
// documents, vectors: flushed HNSW records, cosine lengths, queued adds, updates, upserts and
// deletes), the CLI imports one by name, the store is never changed, and broken or unknown stores
// are refused by name. Also the data-only pickle reader, on pickles written by CPython.
#include "error.h"
#include "io/chroma_store.h"
#include "io/embedding_reader.h"
#include "io/file_checksum.h"
#include "io/pickle_data.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "test_support.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace unembed;
using unembed::test::expectError;

namespace {

const QString kFixtures = QStringLiteral(UNEMBED_FIXTURES "/chroma");
const QStringList kVersions{QStringLiteral("chroma-1.0.8"), QStringLiteral("chroma-1.3.4")};

// What Chroma's own `get` returned for each collection of a version's store.
QJsonObject expected(const QString& version) {
    QFile f(kFixtures + QStringLiteral("/expected-%1.json").arg(version.mid(7)));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read expected.json");
    return QJsonDocument::fromJson(f.readAll()).object();
}

ReadOptions collection(const QString& name) {
    ReadOptions options;
    options.arrayName = name;
    return options;
}

// A writable copy of a fixture store, to break.
QString copyStore(const QTemporaryDir& dir, const QString& version) {
    return test::copyFolder(kFixtures + QLatin1Char('/') + version, dir.filePath(version));
}

void execute(const QString& database, const QString& sql) {
    const QString name = QStringLiteral("break-") + sql.left(8);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(database);
        if (!db.open()) qFatal("cannot open %s", qPrintable(database));
        QSqlQuery q(db);
        if (!q.exec(sql)) qFatal("cannot run %s", qPrintable(sql));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// The folder of a collection's HNSW segment in `store`.
QString vectorFolder(const QString& store, const QString& name) {
    const QString connection = QStringLiteral("segment-of-") + name;
    QString segment;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(store + QStringLiteral("/chroma.sqlite3"));
        if (!db.open()) qFatal("cannot open %s", qPrintable(store));
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT s.id FROM segments s JOIN collections c ON s.collection "
                                 "= c.id WHERE c.name = ? AND s.scope = 'VECTOR'"));
        q.addBindValue(name);
        if (!q.exec() || !q.next()) qFatal("no vector segment of %s", qPrintable(name));
        segment = q.value(0).toString();
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return store + QLatin1Char('/') + segment;
}

// A protocol 2 pickle of {"id_to_label": {id: label, ...}}, opcode by opcode.
QByteArray idMapPickle(const QVariantMap& idToLabel) {
    const auto text = [](const QString& s) {
        const QByteArray utf8 = s.toUtf8();
        QByteArray op("X");
        for (int i = 0; i < 4; ++i)
            op += char((utf8.size() >> (8 * i)) & 0xff);
        return op + utf8;
    };
    QByteArray pickle = QByteArray("\x80\x02}", 3) + text(QStringLiteral("id_to_label")) + "}(";
    for (auto it = idToLabel.begin(); it != idToLabel.end(); ++it)
        pickle += text(it.key()) + 'K' + char(it.value().toInt()); // BININT1
    return pickle + "us.";
}

} // namespace

class TestChromaStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyCollectionReadsAsChromasOwnGet_data() {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("name");
        for (const QString& version : kVersions)
            for (const QString& name : expected(version).keys())
                QTest::addRow("%s %s", qPrintable(version), qPrintable(name)) << version << name;
    }
    void everyCollectionReadsAsChromasOwnGet() {
        QFETCH(QString, version);
        QFETCH(QString, name);
        const QJsonObject want = expected(version).value(name).toObject();
        const QString store = kFixtures + QLatin1Char('/') + version;
        const EmbeddingSet set = readEmbeddings(store, collection(name));
        const QJsonArray ids = want.value(QStringLiteral("ids")).toArray();
        const QJsonArray documents = want.value(QStringLiteral("documents")).toArray();
        const QJsonArray vectors = want.value(QStringLiteral("embeddings")).toArray();
        const QJsonArray metadatas = want.value(QStringLiteral("metadatas")).toArray();
        QCOMPARE(set.ids.size(), ids.size());
        QCOMPARE(set.texts.size(), ids.size());
        QCOMPARE(set.vectors.rows(), qint64(ids.size()));
        for (qsizetype r = 0; r < ids.size(); ++r) {
            QCOMPARE(set.ids[r], ids[r].toString());
            QCOMPARE(set.texts[r], documents[r].toString()); // null: no document, ""
            const QJsonObject metadata =
                set.metadata.isEmpty() ? QJsonObject()
                                       : QJsonDocument::fromJson(set.metadata[r].toUtf8()).object();
            QCOMPARE(metadata, metadatas[r].toObject()); // null: none
            const QJsonArray values = vectors[r].toArray();
            QCOMPARE(set.vectors.dim(), qint64(values.size()));
            for (qsizetype c = 0; c < values.size(); ++c)
                QVERIFY2(std::abs(set.vectors.row(r)[c] - values[c].toDouble()) < 1e-6,
                         qPrintable(QStringLiteral("%1 row %2 value %3: %4 vs %5")
                                        .arg(name)
                                        .arg(r)
                                        .arg(c)
                                        .arg(set.vectors.row(r)[c])
                                        .arg(values[c].toDouble())));
        }
        QVERIFY(set.format.contains(name));
        QCOMPARE(set.name, name);
    }

    void theDatabaseFileReadsLikeItsFolder() {
        const QString store = kFixtures + QStringLiteral("/chroma-1.3.4");
        const EmbeddingSet byFile = readEmbeddings(store + QStringLiteral("/chroma.sqlite3"),
                                                   collection(QStringLiteral("plain")));
        QCOMPARE(byFile.ids,
                 (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        QCOMPARE(byFile.format, QStringLiteral("chroma (l2, collection plain)"));
    }

    void theCliImportsACollectionAndLeavesTheStoreAlone() {
        QTemporaryDir dir;
        const QString store = kFixtures + QStringLiteral("/chroma-1.3.4");
        QStringList sums;
        QDirIterator files(store, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext())
            sums << sha256OfFile(files.next());
        const QString casePath = dir.filePath(QStringLiteral("c.unembed"));
        QProcess p;
        p.start(QStringLiteral(UNEMBED_CLI),
                {QStringLiteral("import"), QStringLiteral("--case"), casePath, store,
                 QStringLiteral("--array"), QStringLiteral("notes")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        CaseFile c(casePath);
        const std::vector<DatasetInfo> datasets = listDatasets(c);
        QCOMPARE(datasets.size(), size_t(1));
        QCOMPARE(datasets.front().name, QStringLiteral("notes"));
        QCOMPARE(datasets.front().count, qint64(33));
        QCOMPARE(datasets.front().format, QStringLiteral("chroma (cosine, collection notes)"));
        const std::vector<StoredVector> stored = readVectors(c, datasets.front().id);
        QCOMPARE(stored.front().text, QStringLiteral("note 0: Priya Nair, café — \"quoted\""));
        // The metadata beside each vector is kept with it.
        const auto note8 = std::find_if(stored.begin(), stored.end(), [](const StoredVector& v) {
            return v.externalId == QStringLiteral("note-8");
        });
        QVERIFY(note8 != stored.end());
        QCOMPARE(QJsonDocument::fromJson(note8->metadata.toUtf8()).object(),
                 (QJsonObject{{QStringLiteral("row"), 8},
                              {QStringLiteral("ward"), QStringLiteral("B")},
                              {QStringLiteral("tags"),
                               QJsonArray{QStringLiteral("asthma"), QStringLiteral("follow-up")}},
                              {QStringLiteral("doses"), QJsonArray{2, 1}}}));
        QStringList after;
        QDirIterator again(store, QDir::Files, QDirIterator::Subdirectories);
        while (again.hasNext())
            after << sha256OfFile(again.next());
        QCOMPARE(after, sums);
    }

    void aCollectionMustBeNamedAmongSeveral() {
        const QString store = kFixtures + QStringLiteral("/chroma-1.0.8");
        expectError([&] { readEmbeddings(store); },
                    {QStringLiteral("chroma.sqlite3"), QStringLiteral("3 collections"),
                     QStringLiteral("flushed-l2, notes, plain")});
        expectError([&] { readEmbeddings(store, collection(QStringLiteral("nope"))); },
                    {QStringLiteral("no collection nope"), QStringLiteral("notes")});
    }

    void unknownLayoutsAndBrokenStoresAreRefusedByName() {
        QTemporaryDir dir;
        const QString store = copyStore(dir, QStringLiteral("chroma-1.3.4"));
        const ReadOptions notes = collection(QStringLiteral("notes"));

        // A layout from a later Chroma: named by its migrations.
        const QString later = copyStore(dir, QStringLiteral("chroma-1.0.8"));
        execute(later + QStringLiteral("/chroma.sqlite3"),
                QStringLiteral("INSERT INTO migrations (dir, version, filename, sql, hash) VALUES "
                               "('sysdb', 11, 'x', '', '')"));
        expectError([&] { readEmbeddings(later, notes); },
                    {QStringLiteral("sysdb 11"), QStringLiteral("Chroma 1.0 to 1.3"),
                     QStringLiteral("layout")});

        // The HNSW files: a pickle that would construct an object (pickle.dumps(os.system,
        // protocol=4)), none at all, a truncated data file.
        const QString hnsw = vectorFolder(store, QStringLiteral("notes"));
        {
            QFile f(hnsw + QStringLiteral("/index_metadata.pickle"));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QByteArray::fromHex(
                "80049514000000000000008c05706f736978948c0673797374656d9493942e"));
        }
        expectError([&] { readEmbeddings(store, notes); },
                    {QStringLiteral("index_metadata.pickle"), QStringLiteral("STACK_GLOBAL"),
                     QStringLiteral("never runs")});
        QVERIFY(QFile::remove(hnsw + QStringLiteral("/index_metadata.pickle")));
        expectError([&] { readEmbeddings(store, notes); },
                    {QStringLiteral("index_metadata.pickle"), QStringLiteral("incomplete")});
        QTemporaryDir another;
        const QString truncated = copyStore(another, QStringLiteral("chroma-1.0.8"));
        QVERIFY(QFile::resize(vectorFolder(truncated, QStringLiteral("notes")) +
                                  QStringLiteral("/data_level0.bin"),
                              1000));
        expectError([&] { readEmbeddings(truncated, notes); },
                    {QStringLiteral("data_level0.bin"), QStringLiteral("truncated")});

        // A database called chroma.sqlite3 that is some other program's.
        QTemporaryDir foreign;
        execute(foreign.filePath(QStringLiteral("chroma.sqlite3")),
                QStringLiteral("CREATE TABLE items (v BLOB)"));
        expectError([&] { readEmbeddings(foreign.path()); },
                    {QStringLiteral("chroma.sqlite3"), QStringLiteral("not a Chroma store"),
                     QStringLiteral("migrations")});
    }

    // Issue 48, item 7: an id map that sends every id to one label would give every row the same
    // vector; two ids sharing a label are refused, naming both.
    void idsSharingALabelAreRefused() {
        QTemporaryDir dir;
        const QString store = copyStore(dir, QStringLiteral("chroma-1.3.4"));
        const QString idMap =
            vectorFolder(store, QStringLiteral("notes")) + QStringLiteral("/index_metadata.pickle");
        QFile f(idMap);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVariantMap labels =
            readDataPickle(f.readAll(), idMap).toMap().value(QStringLiteral("id_to_label")).toMap();
        f.close();
        QVERIFY(labels.size() > 2);
        // The map as the reader sees it reads (written back unchanged, the store is whole; rows
        // still queued in the database are not in the map).
        const qint64 rows =
            readEmbeddings(store, collection(QStringLiteral("notes"))).vectors.rows();
        QVERIFY(rows >= qint64(labels.size()));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(idMapPickle(labels));
        f.close();
        QCOMPARE(readEmbeddings(store, collection(QStringLiteral("notes"))).vectors.rows(), rows);
        const QString first = labels.firstKey();
        for (auto it = labels.begin(); it != labels.end(); ++it)
            it.value() = labels.value(first);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(idMapPickle(labels));
        f.close();
        expectError([&] { readEmbeddings(store, collection(QStringLiteral("notes"))); },
                    {idMap, QStringLiteral("gives two ids the same vector"),
                     QStringLiteral("as id %1").arg(first)});
    }

    // The metadata segment behind the queue (as when Chroma stopped before flushing it): the
    // writes after its max_seq_id are replayed (adds of rows it has ignored, a delete of a row it
    // lacks), a row it lacks comes back from its queued add, and the result is still what
    // Chroma's own get returned.
    void queuedMetadataWritesAreReplayed() {
        QTemporaryDir dir;
        const QString store = copyStore(dir, QStringLiteral("chroma-1.3.4"));
        const QString db = store + QStringLiteral("/chroma.sqlite3");
        const QString segment =
            QStringLiteral("(SELECT s.id FROM segments s JOIN collections c ON s.collection = "
                           "c.id WHERE c.name = 'notes' AND s.scope = 'METADATA')");
        const QString note49 =
            QStringLiteral("(SELECT id FROM embeddings WHERE embedding_id = 'note-49' AND "
                           "segment_id = %1)")
                .arg(segment);
        execute(db, QStringLiteral("DELETE FROM embedding_metadata WHERE id = %1").arg(note49));
        execute(db, QStringLiteral("DELETE FROM embeddings WHERE id = %1").arg(note49));
        execute(db, QStringLiteral("UPDATE max_seq_id SET seq_id = (SELECT MIN(seq_id) - 1 FROM "
                                   "embeddings_queue) WHERE segment_id = %1")
                        .arg(segment));
        const EmbeddingSet set = readEmbeddings(store, collection(QStringLiteral("notes")));
        const QJsonObject want =
            expected(QStringLiteral("chroma-1.3.4")).value(QStringLiteral("notes")).toObject();
        const QJsonArray ids = want.value(QStringLiteral("ids")).toArray();
        const QJsonArray documents = want.value(QStringLiteral("documents")).toArray();
        const QJsonArray metadatas = want.value(QStringLiteral("metadatas")).toArray();
        QCOMPARE(set.ids.size(), ids.size());
        QCOMPARE(set.ids.last(), QStringLiteral("note-49"));
        for (qsizetype r = 0; r < ids.size(); ++r) {
            QCOMPARE(set.ids[r], ids[r].toString());
            QCOMPARE(set.texts[r], documents[r].toString());
            QCOMPARE(set.metadata[r].isEmpty()
                         ? QJsonObject()
                         : QJsonDocument::fromJson(set.metadata[r].toUtf8()).object(),
                     metadatas[r].toObject());
        }
    }

    // Hostile stores: a view where Chroma has a table (a view could compute rows without end), and
    // a segment file that is a FIFO (a read would block for ever).
    void viewsAndSpecialFilesAreRefused() {
        QTemporaryDir dir;
        const QString store = copyStore(dir, QStringLiteral("chroma-1.0.8"));
        const QString db = store + QStringLiteral("/chroma.sqlite3");
        execute(db, QStringLiteral("ALTER TABLE embeddings_queue RENAME TO queue_table"));
        execute(db, QStringLiteral("CREATE VIEW embeddings_queue AS WITH RECURSIVE n(x) AS "
                                   "(SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x AS seq_id, "
                                   "0 AS operation, '' AS topic, '' AS id, NULL AS vector, '' AS "
                                   "encoding, '' AS metadata FROM n"));
        expectError([&] { readEmbeddings(store, collection(QStringLiteral("notes"))); },
                    {QStringLiteral("not a Chroma store"), QStringLiteral("embeddings_queue")});

        QTemporaryDir other;
        const QString fifoStore = copyStore(other, QStringLiteral("chroma-1.3.4"));
        const QString header =
            vectorFolder(fifoStore, QStringLiteral("notes")) + QStringLiteral("/header.bin");
        QVERIFY(QFile::remove(header));
        QCOMPARE(mkfifo(QFile::encodeName(header).constData(), 0600), 0);
        expectError([&] { readEmbeddings(fifoStore, collection(QStringLiteral("notes"))); },
                    {QStringLiteral("header.bin"), QStringLiteral("FIFO")});
    }

    void dataPicklesReadAndCodeIsRefused() {
        // pickle.dumps({"ids": ["a", "é"], "n": [0, -1, 255, 65535, -2**31, 2**40, -2**63],
        // "f": 0.25, "t": (1, True, None), "b": b"\x00\x01", "no": False, "nested": {7: "seven"}},
        // protocol=P) by CPython 3.11, protocols 3, 4 and 5.
        const QList<QByteArray> pickles{
            "80037d710028580300000069647371015d71022858010000006171035802000000c3a971046558010000"
            "006e71055d7106284b004affffffff4bff4dffff4a000000808a060000000000018a0800000000000000"
            "80655801000000667107473fd000000000000058010000007471084b01884e877109580100000062710a"
            "43020001710b58020000006e6f710c8958060000006e6573746564710d7d710e4b075805000000736576"
            "656e710f73752e",
            "8004957f000000000000007d94288c03696473945d94288c0161948c02c3a994658c016e945d94284b00"
            "4affffffff4bff4dffff4a000000808a060000000000018a080000000000000080658c016694473fd000"
            "00000000008c0174944b01884e87948c01629443020001948c026e6f94898c066e6573746564947d944b"
            "078c05736576656e9473752e",
            "8005957f000000000000007d94288c03696473945d94288c0161948c02c3a994658c016e945d94284b00"
            "4affffffff4bff4dffff4a000000808a060000000000018a080000000000000080658c016694473fd000"
            "00000000008c0174944b01884e87948c01629443020001948c026e6f94898c066e6573746564947d944b"
            "078c05736576656e9473752e"};
        for (const QByteArray& hex : pickles) {
            const QVariantMap v =
                readDataPickle(QByteArray::fromHex(hex), QStringLiteral("p")).toMap();
            QCOMPARE(v.value(QStringLiteral("ids")).toList(),
                     (QVariantList{QStringLiteral("a"), QStringLiteral("é")}));
            QCOMPARE(v.value(QStringLiteral("n")).toList(),
                     (QVariantList{0LL, -1LL, 255LL, 65535LL, -2147483648LL, 1099511627776LL,
                                   std::numeric_limits<qlonglong>::min()}));
            QCOMPARE(v.value(QStringLiteral("f")).toDouble(), 0.25);
            const QVariantList t = v.value(QStringLiteral("t")).toList();
            QCOMPARE(t.size(), 3);
            QCOMPARE(t[1].toBool(), true);
            QVERIFY(t[2].isNull());
            QCOMPARE(v.value(QStringLiteral("b")).toByteArray(), QByteArray("\x00\x01", 2));
            QCOMPARE(v.value(QStringLiteral("no")).toBool(), false);
            QCOMPARE(
                v.value(QStringLiteral("nested")).toMap().value(QStringLiteral("7")).toString(),
                QStringLiteral("seven"));
        }
        // Protocol 2 writes the same bytes through a call to _codecs.encode: refused, not run.
        expectError(
            [] {
                readDataPickle(
                    QByteArray::fromHex(
                        "80027d710028580300000069647371015d71022858010000006171035802000000c3a971"
                        "046558010000006e71055d7106284b004affffffff4bff4dffff4a000000808a06000000"
                        "0000018a080000000000000080655801000000667107473fd00000000000005801000000"
                        "7471084b01884e877109580100000062710a635f636f646563730a656e636f64650a710b"
                        "58020000000001710c58060000006c6174696e31710d86710e52710f58020000006e6f71"
                        "108958060000006e657374656471117d71124b075805000000736576656e711373752e"),
                    QStringLiteral("p2.pickle"));
            },
            {QStringLiteral("p2.pickle"), QStringLiteral("GLOBAL"), QStringLiteral("never runs")});
        // pickle.dumps([x, x]) for x = [1]: a shared list is not copied wrongly but refused.
        expectError(
            [] {
                readDataPickle(QByteArray::fromHex("80025d7100285d71014b01616801652e"),
                               QStringLiteral("shared"));
            },
            {QStringLiteral("shares a dict or list")});
        expectError([] { readDataPickle(QByteArray::fromHex("80037d7100285803000000"), {}); },
                    {QStringLiteral("ends early")});
        // Hostile shapes: lists nested 100 deep (freeing them would recurse per level), a
        // duplicated list, and a list remembered once then appended to 100,000 times (read in
        // linear time: the memo keeps no copy that each append would have to duplicate).
        expectError(
            [] {
                readDataPickle(QByteArray("\x80\x04") + QByteArray(100, ']') + QByteArray(99, 'a') +
                                   QByteArray("."),
                               QStringLiteral("deep"));
            },
            {QStringLiteral("deep"), QStringLiteral("nests too deep")});
        expectError([] { readDataPickle(QByteArray("\x80\x02]2."), QStringLiteral("dup")); },
                    {QStringLiteral("dup"), QStringLiteral("dict or list")});
        QByteArray appends("\x80\x02]q\x00", 5);
        for (int i = 0; i < 100000; ++i)
            appends += QByteArray("K\x01"
                                  "a",
                                  3);
        appends += '.';
        QCOMPARE(readDataPickle(appends, QStringLiteral("appends")).toList().size(), 100000);
    }
};

QTEST_GUILESS_MAIN(TestChromaStore)
#include "test_chroma_store.moc"
