// The case file: one SQLite database per investigation (*.unembed). Opening checks that the file
// really is a case (SQLite header, application id) and that this build understands its schema
// version before anything is written, then brings older schemas up to date. Each CaseFile owns its
// own connection, so the GUI thread and the inference worker each open their own.
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <functional>
#include <vector>

namespace unembed {

// One forward-only schema step, applied inside a transaction with user_version bumped with it.
struct Migration {
    int version; // the user_version after this step
    std::function<void(QSqlDatabase&)> apply;
};

class CaseFile {
public:
    enum class OpenMode { ExistingOnly, CreateIfMissing };

    // Throws InputError naming the file: not a case, newer schema, read-only when writing is
    // needed, locked by another process, unreadable.
    explicit CaseFile(const QString& path, OpenMode mode = OpenMode::ExistingOnly);
    // For tests of the migration mechanism: migrations other than the built-in ones.
    CaseFile(const QString& path, OpenMode mode, const std::vector<Migration>& migrations);
    ~CaseFile();
    CaseFile(const CaseFile&) = delete;
    CaseFile& operator=(const CaseFile&) = delete;

    const QString& path() const { return path_; }
    QSqlDatabase& db() { return db_; }
    int schemaVersion() const;
    bool isReadOnly() const { return readOnly_; }
    // Throws InputError when the case cannot be written (read-only file or folder).
    void requireWritable() const;

    // Runs `work` in one IMMEDIATE transaction: committed when it returns, rolled back when it
    // throws (the exception propagates). A crash in the middle leaves the case as it was before.
    void transaction(const std::function<void()>& work);

    static int latestSchemaVersion();
    static const std::vector<Migration>& builtinMigrations();
    // The schema version of the case at `path`, read without writing or migrating it; -1 when it
    // cannot be read or is not a case (opening it says why). Lets a caller run an upgrade, which
    // rewrites a large old case for minutes, where the user can follow it.
    static int storedSchemaVersion(const QString& path);

private:
    void open(OpenMode mode, const std::vector<Migration>& migrations);
    void migrate(const std::vector<Migration>& migrations);
    qint64 pragmaValue(const QString& name) const;

    QString path_;
    QString connectionName_;
    QSqlDatabase db_;
    bool readOnly_ = false;
};

// Runs a prepared query, or one SQL statement, throwing InputError with the case path and
// SQLite's message (a locked case named as such) on failure.
void execOrThrow(QSqlQuery& query, const QString& casePath);
QSqlQuery execOrThrow(QSqlDatabase& db, const QString& sql, const QString& casePath);

} // namespace unembed
