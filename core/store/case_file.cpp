#include "case_file.h"

#include "error.h"
#include "run_recovery.h"
#include "runtime/sqlite_locks.h"
#include "schema.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QStringList>
#include <QThread>
#include <QUrl>
#include <QUuid>

namespace unembed {

namespace {

// Only SQLite ever opens the case file: a descriptor opened and closed beside it (a QFile to
// check the magic, say) would drop every POSIX lock this process holds on it, those of another
// open connection to the case included (SQLite's documented pitfall), and another process could
// then checkpoint and delete the WAL under it. Opening also runs quick_check, so a damaged case is
// refused naming its damaged tables before anything reads or writes it.

// "UNEM" in ASCII: marks an SQLite file as an Unembed case (PRAGMA application_id).
constexpr quint32 kApplicationId = 0x554E454D;
constexpr int kBusyTimeoutMs = 2000;
// The WAL is cut back to this size after each checkpoint (and at open, when a killed job left
// more).
constexpr qint64 kWalSizeLimit = 16 * 1024 * 1024;
// Pages this large hold a row of any common embedding width (384 to 3072 float32 values) with
// little slack, so a case stores its vectors at 1.03-1.08x their raw size; the small tables cost
// one page each, about a megabyte in all.
constexpr int kPageSize = 65536;
// The schema version whose migration rebuilt the vector table for these pages.
constexpr int kCompactVectorsVersion = 7;

InputError caseError(const QString& path, const QString& problem, const QString& expected = {},
                     const QString& found = {}) {
    return InputError({path, std::nullopt, {}, expected, found}, problem);
}

bool isLockedError(const QSqlError& error) {
    // SQLITE_BUSY (5) and SQLITE_LOCKED (6), possibly extended.
    const int code = error.nativeErrorCode().toInt() & 0xff;
    return code == 5 || code == 6;
}

// SQLITE_NOTADB: the file is not an SQLite database (no magic, or an encrypted/damaged header).
bool isNotADatabase(const QSqlError& error) {
    return (error.nativeErrorCode().toInt() & 0xff) == 26;
}

bool isCorruptError(const QSqlError& error) {
    return (error.nativeErrorCode().toInt() & 0xff) == 11; // SQLITE_CORRUPT
}

// A failed read of the case's marks, as the user should read it.
[[noreturn]] void throwReadError(const QSqlError& error, const QString& path, const QString& what) {
    if (isLockedError(error))
        throw caseError(path, QStringLiteral("the case file is locked by another process"));
    if (isNotADatabase(error))
        throw caseError(path, QStringLiteral("not an Unembed case file (not an SQLite database)"));
    if (isCorruptError(error))
        throw caseError(path,
                        QStringLiteral("the case file is damaged: %1").arg(error.databaseText()));
    throw caseError(path,
                    QStringLiteral("cannot read the case file (%1): %2").arg(what, error.text()));
}

struct CaseMarks {
    bool ours = false;  // Unembed's application id
    bool blank = false; // no application id, no schema version and no table: just created
};

// Read in one statement, so from one snapshot: another process creating the case may commit its
// first migration between two separate reads, and a blank file would then look like another
// application's database.
CaseMarks caseMarks(QSqlDatabase& db, const QString& path) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT (SELECT application_id FROM pragma_application_id), "
                               "(SELECT user_version FROM pragma_user_version) = 0 AND "
                               "(SELECT COUNT(*) FROM sqlite_schema) = 0")) ||
        !q.next())
        throwReadError(q.lastError(), path, QStringLiteral("application_id"));
    return {quint32(q.value(0).toLongLong()) == kApplicationId,
            q.value(0).toLongLong() == 0 && q.value(1).toBool()};
}

// PRAGMA quick_check; throws InputError naming the damaged tables.
void requireIntact(QSqlDatabase& db, const QString& path) {
    QSqlQuery check(db);
    QStringList problems;
    if (!check.exec(QStringLiteral("PRAGMA quick_check"))) {
        if (isLockedError(check.lastError()))
            throw caseError(path, QStringLiteral("the case file is locked by another process"));
        problems << check.lastError().databaseText();
    }
    while (check.next())
        if (check.value(0).toString() != QLatin1String("ok")) problems << check.value(0).toString();
    if (problems.isEmpty()) return;
    check.finish();
    // Which tables: quick_check restricted to one table at a time names them.
    QStringList damaged;
    QSqlQuery tables(db);
    if (tables.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                                   "name NOT LIKE 'sqlite_%' ORDER BY name")))
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            QSqlQuery one(db);
            if (!one.exec(QStringLiteral("PRAGMA quick_check(\"%1\")").arg(table)) || !one.next() ||
                one.value(0).toString() != QLatin1String("ok"))
                damaged << table;
        }
    const int shown = 3;
    throw caseError(
        path,
        QStringLiteral("the case file is damaged (%1); restore it from a backup, or "
                       "export what still reads with the sqlite3 tool's .recover")
            .arg(problems.mid(0, shown).join(QStringLiteral("; ")) +
                 (problems.size() > shown ? QStringLiteral("; ...") : QString())),
        QStringLiteral("an intact SQLite database"),
        damaged.isEmpty()
            ? QStringLiteral("damaged pages")
            : QStringLiteral("damaged tables: %1").arg(damaged.join(QStringLiteral(", "))));
}

// A case written with smaller pages is rebuilt with kPageSize ones. SQLite changes the page size
// only by VACUUM outside WAL mode, which needs the case to itself: while another connection has it
// open the case keeps its pages (it reads and writes the same, only larger on disk).
void repackPages(QSqlDatabase& db) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")) || !q.next() ||
        q.value(0).toString() != QLatin1String("delete"))
        return;
    q.finish();
    q.exec(QStringLiteral("PRAGMA page_size = %1").arg(kPageSize));
    q.exec(QStringLiteral("VACUUM"));
    q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
}

void checkpointLeftoverWal(QSqlDatabase& db, const QString& path) {
    // A WAL this large was left by a job killed in the middle of a big write (the last connection
    // to close normally checkpoints and deletes it): copy it back and truncate it now. Stat only;
    // the file is never opened outside SQLite.
    const QFileInfo wal(path + QStringLiteral("-wal"));
    if (!wal.exists() || wal.size() <= kWalSizeLimit) return;
    QSqlQuery checkpoint(db);
    checkpoint.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

} // namespace

void execOrThrow(QSqlQuery& query, const QString& casePath) {
    if (query.exec()) return;
    const QSqlError error = query.lastError();
    if (isLockedError(error))
        throw caseError(casePath,
                        QStringLiteral("the case file is locked by another process; close "
                                       "it there or wait for its job to finish"));
    throw caseError(casePath, QStringLiteral("database error: %1").arg(error.text()));
}

QSqlQuery execOrThrow(QSqlDatabase& db, const QString& sql, const QString& casePath) {
    QSqlQuery query(db);
    if (!query.prepare(sql))
        throw caseError(casePath,
                        QStringLiteral("database error: %1").arg(query.lastError().text()));
    execOrThrow(query, casePath);
    return query;
}

CaseFile::CaseFile(const QString& path, OpenMode mode)
    : CaseFile(path, mode, builtinMigrations()) {}

CaseFile::CaseFile(const QString& path, OpenMode mode, const std::vector<Migration>& migrations)
    : path_(QFileInfo(path).absoluteFilePath()),
      connectionName_(QStringLiteral("case-") + QUuid::createUuid().toString(QUuid::Id128)) {
    try {
        open(mode, migrations);
    } catch (...) {
        db_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(connectionName_);
        throw;
    }
}

CaseFile::~CaseFile() {
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connectionName_);
}

int CaseFile::latestSchemaVersion() {
    return builtinMigrations().back().version;
}

int CaseFile::storedSchemaVersion(const QString& path) {
    if (!QFileInfo(path).isFile()) return -1;
    const QString name = QStringLiteral("case-probe-") + QUuid::createUuid().toString(QUuid::Id128);
    int version = -1;
    keepSqliteLocksAcrossCloses();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA application_id")) && q.next() &&
                quint32(q.value(0).toLongLong()) == kApplicationId &&
                q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                version = q.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return version;
}

const std::vector<Migration>& CaseFile::builtinMigrations() {
    return caseSchemaMigrations();
}

void CaseFile::open(OpenMode mode, const std::vector<Migration>& migrations) {
    const QFileInfo info(path_);
    const int latest = migrations.empty() ? 0 : migrations.back().version;
    const bool existed = info.exists();
    if (existed) {
        if (!info.isFile()) throw caseError(path_, QStringLiteral("not a file"));
        // Another process creating the case has made the file but not written it yet.
        if (mode == OpenMode::CreateIfMissing && info.size() == 0)
            for (int waited = 0; waited < kBusyTimeoutMs && QFileInfo(path_).size() == 0;
                 waited += 50)
                QThread::msleep(50);
        if (QFileInfo(path_).size() == 0)
            throw caseError(path_, QStringLiteral("not an Unembed case file: the file is empty"));
        // The SQLite magic is checked by SQLite itself (SQLITE_NOTADB on the first read below):
        // opening and closing the file here would drop every POSIX lock this process holds on
        // it, those of another open connection to the case included (SQLite's documented
        // pitfall), and another process could then checkpoint and delete the WAL under it.
        // Permission bits count even for root, who may write anyway: a file nobody may write
        // is one its owner means to keep as it is.
        const auto writeBits =
            QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther;
        readOnly_ = !info.isWritable() || !(info.permissions() & writeBits) ||
                    !QFileInfo(info.absolutePath()).isWritable();
    } else if (mode == OpenMode::ExistingOnly) {
        throw caseError(path_, QStringLiteral("no such case file"));
    } else if (!QFileInfo(info.absolutePath()).isWritable()) {
        throw caseError(path_, QStringLiteral("cannot create the case file: the folder %1 is not "
                                              "writable")
                                   .arg(QDir::toNativeSeparators(info.absolutePath())));
    }

    keepSqliteLocksAcrossCloses();
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    db_.setDatabaseName(path_);
    if (readOnly_) db_.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    // In a folder nobody can write (a read-only file system), SQLite cannot create the WAL index
    // a WAL-mode case needs even for reading; with no WAL left over, nothing can change the file
    // while it is open, which is what SQLite's immutable flag declares.
    if (readOnly_ && !QFileInfo(info.absolutePath()).isWritable() &&
        !QFileInfo::exists(path_ + QStringLiteral("-wal"))) {
        db_.setDatabaseName(QStringLiteral("file:") +
                            QString::fromLatin1(QUrl::toPercentEncoding(path_, "/")) +
                            QStringLiteral("?immutable=1"));
        db_.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    }
    if (!db_.open())
        throw caseError(
            path_, QStringLiteral("cannot open the case file: %1").arg(db_.lastError().text()));
    execOrThrow(db_, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs), path_);
    // Read-only checks first: nothing is written to a file that turns out not to be our case.
    if (existed) {
        // A database with no table and no marks yet is one another process is creating: its
        // first migration (re-read under the write lock) makes it a case.
        const CaseMarks marks = caseMarks(db_, path_);
        if (!marks.ours && !(mode == OpenMode::CreateIfMissing && marks.blank))
            throw caseError(path_, QStringLiteral("not an Unembed case file: an SQLite database of "
                                                  "another application"));
        const int version = schemaVersion();
        if (version > latest)
            throw caseError(path_,
                            QStringLiteral("this case was written by a newer version of Unembed; "
                                           "update Unembed to open it"),
                            QStringLiteral("schema version %1 or older").arg(latest),
                            QStringLiteral("schema version %1").arg(version));
    }
    if (existed) requireIntact(db_, path_);
    if (!readOnly_) {
        // Takes effect only in a file that has no page yet (a new case).
        execOrThrow(db_, QStringLiteral("PRAGMA page_size = %1").arg(kPageSize), path_);
        execOrThrow(db_, QStringLiteral("PRAGMA journal_mode = WAL"), path_);
        // WAL with NORMAL sync: a killed process never corrupts the case or loses a commit.
        execOrThrow(db_, QStringLiteral("PRAGMA synchronous = NORMAL"), path_);
        // A WAL left large by a killed import is cut back after the next checkpoint.
        execOrThrow(db_, QStringLiteral("PRAGMA journal_size_limit = %1").arg(kWalSizeLimit),
                    path_);
    }
    // Migrations run with foreign keys off, as SQLite's table-rebuilding procedure requires
    // (a rebuilt table's DROP must not cascade to the rows that refer to it).
    const int versionBefore = schemaVersion();
    if (versionBefore < latest) {
        requireWritable();
        migrate(migrations);
        if (&migrations == &builtinMigrations() && versionBefore > 0 &&
            versionBefore < kCompactVectorsVersion &&
            pragmaValue(QStringLiteral("page_size")) < kPageSize)
            repackPages(db_);
    }
    execOrThrow(db_, QStringLiteral("PRAGMA foreign_keys = ON"), path_);
    if (!readOnly_) {
        checkpointLeftoverWal(db_, path_);
        // With the built-in schema: runs whose process died are marked interrupted. A case
        // another process is writing to is left for the next open.
        if (&migrations == &builtinMigrations()) try {
                recoverInterruptedRuns(*this);
            } catch (const InputError&) {
            }
    }
}

qint64 CaseFile::pragmaValue(const QString& name) const {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("PRAGMA ") + name) || !query.next())
        throwReadError(query.lastError(), path_, name);
    return query.value(0).toLongLong();
}

int CaseFile::schemaVersion() const {
    return int(pragmaValue(QStringLiteral("user_version")));
}

void CaseFile::requireWritable() const {
    if (readOnly_)
        throw caseError(path_, QStringLiteral("the case file is read-only; copy it or change its "
                                              "permissions to write to it"));
}

void CaseFile::transaction(const std::function<void()>& work) {
    requireWritable();
    execOrThrow(db_, QStringLiteral("BEGIN IMMEDIATE"), path_);
    try {
        work();
        execOrThrow(db_, QStringLiteral("COMMIT"), path_);
    } catch (...) {
        QSqlQuery rollback(db_);
        rollback.exec(QStringLiteral("ROLLBACK"));
        throw;
    }
}

void CaseFile::migrate(const std::vector<Migration>& migrations) {
    for (const Migration& step : migrations) {
        // Read inside the transaction: another process creating or upgrading the same case at
        // the same time may have applied this step while this one waited for the lock.
        transaction([&] {
            const int current = schemaVersion();
            if (step.version <= current) return;
            if (current == 0 && &step == &migrations.front())
                execOrThrow(db_, QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId),
                            path_);
            step.apply(db_);
            execOrThrow(db_, QStringLiteral("PRAGMA user_version = %1").arg(step.version), path_);
        });
    }
}

} // namespace unembed
