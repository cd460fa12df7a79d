// An SQLite database opened read-only under a connection name of its own (so readers on several
// threads never share one), closed and removed on destruction. The file is never changed.
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace unembed {

class ReadOnlyDatabase {
public:
    // Throws InputError naming `path` when SQLite cannot open it.
    explicit ReadOnlyDatabase(const QString& path);
    ~ReadOnlyDatabase();
    ReadOnlyDatabase(const ReadOnlyDatabase&) = delete;
    ReadOnlyDatabase& operator=(const ReadOnlyDatabase&) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(name_, false); }
    // The names of the database's tables and (with `views`) views, sorted. Reading the schema is
    // the first read, so a file that is not a database fails here with an InputError.
    QStringList tables(bool views = true) const;

private:
    QString path_;
    QString name_;
};

} // namespace unembed
