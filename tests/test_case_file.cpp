// The case file: creation, reopening, typed round trips, migrations, and refusing files that are
// not cases, newer schemas, read-only and locked cases without changing them.
#include "error.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/schema.h"
#include "test_support.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace unembed;
using namespace unembed::test;

namespace {

QByteArray fileHash(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

EmbeddingSet sampleSet(qint64 rows, qint64 dim, bool withTexts) {
    std::vector<float> values(size_t(rows * dim));
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = float(i) * 0.25f - 3.0f;
    EmbeddingSet set;
    set.sourcePath = QStringLiteral("/data/sample.npy");
    set.vectors = FloatMatrix::owned(std::move(values), rows, dim);
    if (withTexts)
        for (qint64 r = 0; r < rows; ++r) {
            set.texts << QStringLiteral("sentence %1 — ünïcödé").arg(r);
            set.ids << QStringLiteral("id-%1").arg(r);
        }
    return set;
}

const NewDataset kMeta{QStringLiteral("sample"), QStringLiteral("npy"), QStringLiteral("0123abcd")};

// Opens the file through a plain SQLite connection, outside CaseFile.
struct RawConnection {
    explicit RawConnection(const QString& path) {
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        db.open();
    }
    ~RawConnection() {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    }
    bool exec(const QString& sql) {
        QSqlQuery q(db);
        return q.exec(sql);
    }
    QSqlDatabase db;
};

} // namespace

class TestCaseFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void createsAtLatestVersionAndReopens() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.unembed"));
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            QCOMPARE(c.schemaVersion(), CaseFile::latestSchemaVersion());
            QVERIFY(!c.isReadOnly());
            QSqlQuery q(c.db());
            QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        }
        CaseFile reopened(path);
        QCOMPARE(reopened.schemaVersion(), CaseFile::latestSchemaVersion());
        QVERIFY(listDatasets(reopened).empty());
    }

    // Deleting a run cascades to its samples' figures and spans one sample at a time: each of
    // those lookups goes through an index, in a new case and in one migrated from version 9.
    void deletingARunSearchesItsSamplesByIndex() {
        QTemporaryDir dir;
        const auto plan = [](CaseFile& c, const QString& table) {
            QSqlQuery q(c.db());
            if (!q.exec(QStringLiteral("EXPLAIN QUERY PLAN SELECT * FROM %1 WHERE run_sample_id "
                                       "= 1")
                            .arg(table)))
                return QString();
            QStringList steps;
            while (q.next())
                steps << q.value(3).toString();
            return steps.join(QLatin1Char(' '));
        };
        const QString path = dir.filePath(QStringLiteral("plan.unembed"));
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            QCOMPARE(plan(c, QStringLiteral("metric")),
                     QStringLiteral("SEARCH metric USING INDEX metric_sample (run_sample_id=?)"));
            QCOMPARE(plan(c, QStringLiteral("span")),
                     QStringLiteral("SEARCH span USING INDEX span_sample (run_sample_id=?)"));
        }
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("DROP INDEX metric_sample")));
            QVERIFY(raw.exec(QStringLiteral("DROP INDEX span_sample")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 9")));
        }
        CaseFile migrated(path);
        QCOMPARE(migrated.schemaVersion(), CaseFile::latestSchemaVersion());
        QVERIFY(plan(migrated, QStringLiteral("metric")).contains(QStringLiteral("metric_sample")));
        QVERIFY(plan(migrated, QStringLiteral("span")).contains(QStringLiteral("span_sample")));
    }

    void missingCaseIsNotCreatedUnlessAsked() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("absent.unembed"));
        const QString message = errorMessage([&] { CaseFile c(path); });
        QVERIFY2(message.contains(QStringLiteral("no such case file")), qPrintable(message));
        QVERIFY(!QFile::exists(path));
    }

    void datasetRoundTripsExactly() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rt.unembed"));
        const EmbeddingSet set = sampleSet(7, 5, true);
        qint64 id = 0;
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            std::vector<Progress> reports;
            id = insertDataset(
                c, set, {QStringLiteral("sample"), QStringLiteral("npy"), QStringLiteral("abc")},
                nullptr, [&](const Progress& p) { reports.push_back(p); });
            QVERIFY(!reports.empty());
            QCOMPARE(reports.back().done, 7);
            QCOMPARE(reports.back().total, 7);
        }
        CaseFile c(path);
        const auto info = findDataset(c, id);
        QVERIFY(info.has_value());
        QCOMPARE(info->name, QStringLiteral("sample"));
        QCOMPARE(info->count, 7);
        QCOMPARE(info->dim, 5);
        QVERIFY(info->hasTexts);
        QCOMPARE(info->sourcePath, QStringLiteral("/data/sample.npy"));
        const auto rows = readVectors(c, id);
        QCOMPARE(rows.size(), size_t(7));
        for (qint64 r = 0; r < 7; ++r) {
            QCOMPARE(rows[size_t(r)].row, r);
            QCOMPARE(rows[size_t(r)].text, set.texts[r]);
            QCOMPARE(rows[size_t(r)].externalId, set.ids[r]);
            QVERIFY(std::memcmp(rows[size_t(r)].values.data(), set.vectors.row(r),
                                5 * sizeof(float)) == 0);
        }
        const auto page = readVectors(c, id, 5, 10);
        QCOMPARE(page.size(), size_t(2));
        QCOMPARE(page.front().row, 5);
    }

    // Appending continues the rows; vectors of another dimension, or without the texts the
    // dataset keeps, are refused with nothing written; runs read rows by number, in order.
    void appendedRowsFollowTheDataset() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("append.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        const qint64 id = insertDataset(c, sampleSet(3, 4, true), kMeta);
        const EmbeddingSet more = sampleSet(2, 4, true);
        QCOMPARE(appendVectors(c, id, more), qint64(3));
        QCOMPARE(requireDataset(c, id).count, qint64(5));
        const std::vector<StoredVector> rows = readVectors(c, id, 3, 2);
        QCOMPARE(rows.size(), size_t(2));
        QCOMPARE(rows[1].row, qint64(4));
        QCOMPARE(rows[1].text, more.texts[1]);
        QVERIFY(std::memcmp(rows[1].values.data(), more.vectors.row(1), 4 * sizeof(float)) == 0);

        const auto refused = [&](const EmbeddingSet& set, const QString& words) {
            try {
                appendVectors(c, id, set);
                QFAIL("the append was accepted");
            } catch (const InputError& e) {
                QVERIFY2(e.message().contains(words), qPrintable(e.message()));
            }
        };
        refused(sampleSet(1, 3, true), QStringLiteral("another dimension"));
        refused(sampleSet(1, 4, false), QStringLiteral("keeps the text"));
        QCOMPARE(requireDataset(c, id).count, qint64(5));

        const DatasetInfo info = requireDataset(c, id);
        const std::vector<StoredVector> chosen = readRunVectors(c, info, 0, {4, 0});
        QCOMPARE(chosen.size(), size_t(2));
        QCOMPARE(chosen[0].row, qint64(4));
        QCOMPARE(chosen[1].row, qint64(0));
        QCOMPARE(readRunVectors(c, info, 2, {}).size(), size_t(2));
        try {
            readRunVectors(c, info, 0, {5});
            QFAIL("a row the dataset lacks was read");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("no such row")), qPrintable(e.message()));
        }
    }

    void cancelledInsertLeavesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cancel.unembed"));
        CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
        CancelToken cancel;
        bool cancelled = false;
        try {
            insertDataset(c, sampleSet(500, 3, false), kMeta, &cancel, [&](const Progress& p) {
                if (p.done >= 200) cancel.cancel();
            });
        } catch (const Cancelled&) {
            cancelled = true;
        }
        QVERIFY(cancelled);
        QVERIFY(listDatasets(c).empty());
        QSqlQuery q(c.db());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM vector")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void refusesFilesThatAreNotCases_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("text") << QByteArray("row,text\n1,hello\n")
                              << QStringLiteral("not an SQLite database");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("the file is empty");
    }
    void refusesFilesThatAreNotCases() {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("notes.unembed"), content);
        const QString message =
            errorMessage([&] { CaseFile c(path, CaseFile::OpenMode::CreateIfMissing); });
        QVERIFY2(message.contains(expected), qPrintable(message));
        QVERIFY2(message.contains(path), qPrintable(message));
        QFile back(path);
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll(), content);
    }

    void refusesAnotherApplicationsDatabase() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.db"));
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE notes (body TEXT)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO notes VALUES ('keep me')")));
        }
        const QByteArray before = fileHash(path);
        const QString message = errorMessage([&] { CaseFile c(path); });
        QVERIFY2(message.contains(QStringLiteral("another application")), qPrintable(message));
        QCOMPARE(fileHash(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void refusesNewerSchemaUnchanged() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.unembed"));
        { CaseFile c(path, CaseFile::OpenMode::CreateIfMissing); }
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 99")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        }
        const QByteArray before = fileHash(path);
        const QString message = errorMessage([&] { CaseFile c(path); });
        QVERIFY2(message.contains(QStringLiteral("newer version of Unembed")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("found schema version 99")), qPrintable(message));
        QCOMPARE(fileHash(path), before);
    }

    void migrationsApplyInOrderAndRollBackAFailedStep() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("migrate.unembed"));
        const Migration v1{1, [](QSqlDatabase& db) {
                               execOrThrow(db, QStringLiteral("CREATE TABLE a (x INTEGER)"), {});
                               execOrThrow(db, QStringLiteral("INSERT INTO a VALUES (42)"), {});
                           }};
        const Migration brokenV2{2, [](QSqlDatabase& db) {
                                     execOrThrow(db, QStringLiteral("CREATE TABLE b (y)"), {});
                                     execOrThrow(
                                         db, QStringLiteral("INSERT INTO nowhere VALUES (1)"), {});
                                 }};
        const Migration v2{2, [](QSqlDatabase& db) {
                               execOrThrow(db, QStringLiteral("ALTER TABLE a ADD COLUMN z TEXT"),
                                           {});
                               execOrThrow(db, QStringLiteral("UPDATE a SET z = 'upgraded'"), {});
                           }};
        { CaseFile c(path, CaseFile::OpenMode::CreateIfMissing, {v1}); }
        const QString message = errorMessage([&] {
            CaseFile c(path, CaseFile::OpenMode::ExistingOnly, {v1, brokenV2});
        });
        QVERIFY2(message.contains(QStringLiteral("nowhere")), qPrintable(message));
        {
            CaseFile c(path, CaseFile::OpenMode::ExistingOnly, {v1});
            QCOMPARE(c.schemaVersion(), 1);
            QSqlQuery q(c.db());
            QVERIFY(!q.exec(QStringLiteral("SELECT * FROM b"))); // rolled back with its step
        }
        CaseFile c(path, CaseFile::OpenMode::ExistingOnly, {v1, v2});
        QCOMPARE(c.schemaVersion(), 2);
        QSqlQuery q(c.db());
        QVERIFY(q.exec(QStringLiteral("SELECT x, z FROM a")) && q.next());
        QCOMPARE(q.value(0).toInt(), 42);
        QCOMPARE(q.value(1).toString(), QStringLiteral("upgraded"));
    }

    // Issue 48, item 10: a case whose user_version says an older schema than its tables holds
    // (set back by a tool, or a file pieced together) is upgraded by what it lacks, not by
    // creating its tables again ("table query_cache already exists"), and keeps every row.
    void olderUserVersionThanTheTablesUpgradesByWhatExists_data() {
        QTest::addColumn<int>("version");
        for (int version = 1; version < CaseFile::latestSchemaVersion(); ++version)
            QTest::newRow(qPrintable(QStringLiteral("user_version %1").arg(version))) << version;
    }
    void olderUserVersionThanTheTablesUpgradesByWhatExists() {
        QFETCH(int, version);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("set-back.unembed"));
        EmbeddingSet set = sampleSet(3, 4, true);
        set.metadata = QStringList{QStringLiteral("{\"k\":1}"), QString(), QString()};
        qint64 id = 0;
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            id = insertDataset(c, set, kMeta);
            QSqlQuery q(c.db());
            QVERIFY(q.exec(QStringLiteral("INSERT INTO query_cache VALUES ('http://e', 'm', 0, "
                                          "'a text', x'0000803f', '')")));
        }
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        }
        CaseFile c(path);
        QCOMPARE(c.schemaVersion(), CaseFile::latestSchemaVersion());
        const auto rows = readVectors(c, id);
        QCOMPARE(rows.size(), size_t(3));
        QCOMPARE(rows[0].text, set.texts[0]);
        QCOMPARE(rows[0].metadata, QStringLiteral("{\"k\":1}"));
        QSqlQuery q(c.db());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM query_cache")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }

    void version6KeepsTheCurvesAndTakesDefenceCurves() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v5.unembed"));
        const std::vector<Migration> upToV5(caseSchemaMigrations().begin(),
                                            caseSchemaMigrations().begin() + 5);
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing, upToV5);
            QCOMPARE(c.schemaVersion(), 5);
            CurveInfo noise;
            noise.kind = QStringLiteral("noise");
            noise.title = QStringLiteral("Noise defence");
            noise.logX = true;
            noise.paramsJson = QStringLiteral("{\"lambdas\":[0,1]}");
            saveCurve(c, noise,
                      {{QStringLiteral("BLEU"), 2, 0.0, 40.0, QStringLiteral("clean")},
                       {QStringLiteral("BLEU"), 2, 1.0, 4.0, QString()}});
            QSqlQuery q(c.db());
            QVERIFY(!q.exec(QStringLiteral("INSERT INTO curve (kind, title, x_label, y_label, "
                                           "created_at) VALUES ('defence', 't', 'x', 'y', '')")));
        }
        CaseFile c(path);
        QCOMPARE(c.schemaVersion(), CaseFile::latestSchemaVersion());
        const std::vector<CurveInfo> curves = listCurves(c);
        QCOMPARE(curves.size(), size_t(1));
        QCOMPARE(curves[0].kind, QStringLiteral("noise"));
        QVERIFY(curves[0].logX);
        QCOMPARE(curves[0].paramsJson, QStringLiteral("{\"lambdas\":[0,1]}"));
        const std::vector<CurvePoint> points = curvePoints(c, curves[0].id);
        QCOMPARE(points.size(), size_t(2));
        QCOMPARE(points[0].label, QStringLiteral("clean"));
        QCOMPARE(points[1].y, 4.0);
        for (const QString& kind : {QStringLiteral("defence"), QStringLiteral("defences")}) {
            CurveInfo curve;
            curve.kind = kind;
            curve.title = kind;
            QVERIFY(saveCurve(c, curve, {{QStringLiteral("s"), 1, 0.5, 1.0, QString()}}) > 0);
        }
        // Deleting the old curve still takes its points with it.
        deleteCurve(c, curves[0].id);
        QSqlQuery q(c.db());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM curve_point WHERE curve_id = %1")
                           .arg(curves[0].id)) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void version7StoresVectorsCompactlyAndRepacksOldPages() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v6.unembed"));
        // A case as version 6 wrote it: 4 KB pages, vectors WITHOUT ROWID.
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("PRAGMA page_size = 4096")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE t (x)")));
            QVERIFY(raw.exec(QStringLiteral("DROP TABLE t")));
        }
        const std::vector<Migration> upToV6(caseSchemaMigrations().begin(),
                                            caseSchemaMigrations().begin() + 6);
        const EmbeddingSet set = sampleSet(40, 384, true);
        qint64 datasetId = 0;
        auto schemaSql = [](CaseFile& c) {
            QSqlQuery q(c.db());
            q.exec(QStringLiteral("SELECT sql FROM sqlite_schema WHERE name = 'vector'"));
            return q.next() ? q.value(0).toString() : QString();
        };
        auto pragma = [](CaseFile& c, const QString& name) {
            QSqlQuery q(c.db());
            q.exec(QStringLiteral("PRAGMA ") + name);
            return q.next() ? q.value(0).toString() : QString();
        };
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing, upToV6);
            QCOMPARE(pragma(c, QStringLiteral("page_size")), QStringLiteral("4096"));
            QVERIFY(schemaSql(c).contains(QStringLiteral("WITHOUT ROWID")));
            datasetId = insertDataset(c, set, kMeta);
            insertDataset(c, sampleSet(5, 8, false), kMeta);
        }
        CaseFile c(path);
        QCOMPARE(c.schemaVersion(), CaseFile::latestSchemaVersion());
        QVERIFY(!schemaSql(c).contains(QStringLiteral("WITHOUT ROWID")));
        QCOMPARE(pragma(c, QStringLiteral("page_size")), QStringLiteral("65536"));
        QCOMPARE(pragma(c, QStringLiteral("journal_mode")), QStringLiteral("wal"));
        const std::vector<StoredVector> rows = readVectors(c, datasetId);
        QCOMPARE(rows.size(), size_t(40));
        for (qint64 r = 0; r < 40; ++r) {
            QCOMPARE(rows[size_t(r)].row, r);
            QCOMPARE(rows[size_t(r)].text, set.texts[int(r)]);
            QCOMPARE(rows[size_t(r)].externalId, set.ids[int(r)]);
            QVERIFY(std::equal(rows[size_t(r)].values.begin(), rows[size_t(r)].values.end(),
                               set.vectors.row(r)));
        }
        // A page starting deep in the dataset, and the rows appended after the migration.
        QCOMPARE(readVectors(c, datasetId, 37, 10).front().row, qint64(37));
        QCOMPARE(appendVectors(c, datasetId, sampleSet(2, 384, true)), qint64(40));
        QCOMPARE(readVectors(c, datasetId, 41, 10).size(), size_t(1));
        // The foreign key survived the rebuild: a dataset still takes its vectors with it.
        QVERIFY(QSqlQuery(c.db()).exec(
            QStringLiteral("DELETE FROM dataset WHERE id = %1").arg(datasetId)));
        QSqlQuery q(c.db());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM vector")) && q.next());
        QCOMPARE(q.value(0).toInt(), 5);
    }

    // Vectors take little more than their raw size at the common widths (as WITHOUT ROWID rows
    // they took 3x at 384 values on 4 KB pages, and 4.6x at 1024 on 16 KB ones).
    void vectorsAreStoredCompactly() {
        for (const qint64 dim : {qint64(384), qint64(768), qint64(1024), qint64(1536)}) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("size.unembed"));
            const qint64 rows = 3000000 / dim;
            // Every table and index of an empty case takes a page of its own.
            { CaseFile c(path, CaseFile::OpenMode::CreateIfMissing); }
            const qint64 empty = QFileInfo(path).size();
            {
                CaseFile c(path);
                insertDataset(c, sampleSet(rows, dim, false), kMeta);
            } // closing checkpoints the WAL into the file
            QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
            const double ratio =
                double(QFileInfo(path).size() - empty) / double(rows * dim * qint64(sizeof(float)));
            QVERIFY2(ratio < 1.15,
                     qPrintable(QStringLiteral("dimension %1: %2x").arg(dim).arg(ratio)));
        }
    }

    void readOnlyCaseOpensForReadingOnly() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.unembed"));
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            insertDataset(c, sampleSet(3, 2, false), kMeta);
        }
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        const QByteArray before = fileHash(path);
        {
            CaseFile c(path);
            QVERIFY(c.isReadOnly());
            QCOMPARE(listDatasets(c).size(), size_t(1));
            const QString message =
                errorMessage([&] { insertDataset(c, sampleSet(2, 2, false), kMeta); });
            QVERIFY2(message.contains(QStringLiteral("read-only")), qPrintable(message));
            QVERIFY2(message.contains(path), qPrintable(message));
        }
        QCOMPARE(fileHash(path), before);
    }

    void lockedCaseIsReportedAsLocked() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("locked.unembed"));
        { CaseFile c(path, CaseFile::OpenMode::CreateIfMissing); }
        RawConnection other(path);
        QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        CaseFile c(path);
        const QString message =
            errorMessage([&] { insertDataset(c, sampleSet(2, 2, false), kMeta); });
        QVERIFY2(message.contains(QStringLiteral("locked by another process")),
                 qPrintable(message));
        QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
        insertDataset(c, sampleSet(2, 2, false), kMeta);
        QCOMPARE(listDatasets(c).size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestCaseFile)
#include "test_case_file.moc"
