#include "case_file.h"

#include "error.h"
#include "schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QUuid>

namespace unembed {

namespace {

// "UNEM" in ASCII: marks an SQLite file as an Unembed case (PRAGMA application_id).
constexpr quint32 kApplicationId = 0x554E454D;
constexpr int kBusyTimeoutMs = 2000;

InputError caseError(const QString& path, const QString& problem, const QString& expected = {},
                     const QString& found = {}) {
    return InputError({path, std::nullopt, {}, expected, found}, problem);
}

bool isLockedError(const QSqlError& error) {
    // SQLITE_BUSY (5) and SQLITE_LOCKED (6), possibly extended.
    const int code = error.nativeErrorCode().toInt() & 0xff;
    return code == 5 || code == 6;
}

// A file that does not start with SQLite's magic is refused before SQLite touches it.
bool hasSqliteMagic(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw caseError(path,
                        QStringLiteral("cannot read the case file: %1").arg(file.errorString()));
    return file.read(16) == QByteArray("SQLite format 3\0", 16);
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

const std::vector<Migration>& CaseFile::builtinMigrations() {
    return caseSchemaMigrations();
}

void CaseFile::open(OpenMode mode, const std::vector<Migration>& migrations) {
    const QFileInfo info(path_);
    const int latest = migrations.empty() ? 0 : migrations.back().version;
    const bool existed = info.exists();
    if (existed) {
        if (!info.isFile()) throw caseError(path_, QStringLiteral("not a file"));
        if (info.size() == 0)
            throw caseError(path_, QStringLiteral("not an Unembed case file: the file is empty"));
        if (!hasSqliteMagic(path_))
            throw caseError(path_,
                            QStringLiteral("not an Unembed case file (not an SQLite database)"));
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

    db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    db_.setDatabaseName(path_);
    if (readOnly_) db_.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db_.open())
        throw caseError(
            path_, QStringLiteral("cannot open the case file: %1").arg(db_.lastError().text()));
    execOrThrow(db_, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs), path_);
    // Read-only checks first: nothing is written to a file that turns out not to be our case.
    if (existed) {
        if (quint32(pragmaValue(QStringLiteral("application_id"))) != kApplicationId)
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
    execOrThrow(db_, QStringLiteral("PRAGMA foreign_keys = ON"), path_);
    if (!readOnly_) {
        execOrThrow(db_, QStringLiteral("PRAGMA journal_mode = WAL"), path_);
        // WAL with NORMAL sync: a killed process never corrupts the case or loses a commit.
        execOrThrow(db_, QStringLiteral("PRAGMA synchronous = NORMAL"), path_);
    }
    if (schemaVersion() < latest) {
        requireWritable();
        migrate(migrations);
    }
}

qint64 CaseFile::pragmaValue(const QString& name) const {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("PRAGMA ") + name) || !query.next()) {
        if (isLockedError(query.lastError()))
            throw caseError(path_, QStringLiteral("the case file is locked by another process"));
        throw caseError(path_, QStringLiteral("cannot read the case file (%1): %2")
                                   .arg(name, query.lastError().text()));
    }
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
    const int current = schemaVersion();
    for (const Migration& step : migrations) {
        if (step.version <= current) continue;
        transaction([&] {
            if (current == 0 && &step == &migrations.front())
                execOrThrow(db_, QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId),
                            path_);
            step.apply(db_);
            execOrThrow(db_, QStringLiteral("PRAGMA user_version = %1").arg(step.version), path_);
        });
    }
}

} // namespace unembed
