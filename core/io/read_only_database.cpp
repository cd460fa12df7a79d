#include "read_only_database.h"

#include "error.h"
#include "runtime/sqlite_locks.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace unembed {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("ReadOnlyDatabase", text);
}

} // namespace

ReadOnlyDatabase::ReadOnlyDatabase(const QString& path)
    : path_(path),
      name_(QStringLiteral("read-only-") + QUuid::createUuid().toString(QUuid::Id128)) {
    keepSqliteLocksAcrossCloses();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open()) {
        const QString why = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name_);
        throw InputError({path, std::nullopt, {}, tr("an SQLite database"), why},
                         tr("cannot open the database"));
    }
}

ReadOnlyDatabase::~ReadOnlyDatabase() {
    { QSqlDatabase::database(name_, false).close(); }
    QSqlDatabase::removeDatabase(name_);
}

QStringList ReadOnlyDatabase::tables(bool views) const {
    QSqlQuery query(db());
    if (!query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type IN ('table'%1) "
                                   "ORDER BY name")
                        .arg(views ? QStringLiteral(", 'view'") : QString())))
        throw InputError(
            {path_, std::nullopt, {}, tr("an SQLite database"), query.lastError().text()},
            tr("cannot read the database"));
    QStringList names;
    while (query.next())
        names << query.value(0).toString();
    return names;
}

} // namespace unembed
