#include "schema.h"

namespace unembed {

namespace {

void execAll(QSqlDatabase& db, const QStringList& statements) {
    for (const QString& sql : statements)
        execOrThrow(db, sql, db.databaseName());
}

// Version 1: imported embeddings, registered models and the runs made with them.
void createCoreTables(QSqlDatabase& db) {
    execAll(db, {
                    QStringLiteral("CREATE TABLE dataset ("
                                   " id INTEGER PRIMARY KEY,"
                                   " name TEXT NOT NULL,"
                                   " source_path TEXT NOT NULL,"
                                   " checksum TEXT NOT NULL," // SHA-256 of the source file
                                   " format TEXT NOT NULL,"
                                   " dim INTEGER NOT NULL CHECK (dim > 0),"
                                   " count INTEGER NOT NULL CHECK (count > 0),"
                                   " has_texts INTEGER NOT NULL,"
                                   " created_at TEXT NOT NULL)"),
                    // Embeddings as little-endian float32 blobs of `dim` values.
                    QStringLiteral(
                        "CREATE TABLE vector ("
                        " dataset_id INTEGER NOT NULL REFERENCES dataset(id) ON DELETE CASCADE,"
                        " row INTEGER NOT NULL,"
                        " external_id TEXT,"
                        " text TEXT,"
                        " embedding BLOB NOT NULL,"
                        " PRIMARY KEY (dataset_id, row)) WITHOUT ROWID"),
                    QStringLiteral("CREATE TABLE model ("
                                   " id INTEGER PRIMARY KEY,"
                                   " name TEXT NOT NULL,"
                                   " folder TEXT NOT NULL,"
                                   " family TEXT NOT NULL,"
                                   " checksum TEXT NOT NULL,"
                                   " victim_name TEXT,"
                                   " victim_dim INTEGER,"
                                   " registered_at TEXT NOT NULL)"),
                    QStringLiteral("CREATE TABLE run ("
                                   " id INTEGER PRIMARY KEY,"
                                   " attack TEXT NOT NULL,"
                                   " model_id INTEGER REFERENCES model(id),"
                                   " dataset_id INTEGER REFERENCES dataset(id),"
                                   " params_json TEXT NOT NULL DEFAULT '{}',"
                                   " device TEXT NOT NULL,"
                                   " started_at TEXT NOT NULL,"
                                   " finished_at TEXT,"
                                   " status TEXT NOT NULL CHECK (status IN"
                                   "  ('running', 'finished', 'cancelled', 'failed')))"),
                });
}

// Version 2: what a run produced for each vector, and Vec2Text's correction rounds.
void createRunOutputTables(QSqlDatabase& db) {
    execAll(db,
            {
                QStringLiteral("CREATE TABLE run_sample ("
                               " id INTEGER PRIMARY KEY,"
                               " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                               " row INTEGER NOT NULL," // the vector's row in the run's dataset
                               " final_text TEXT,"
                               " final_cosine REAL,"
                               " UNIQUE (run_id, row))"),
                QStringLiteral(
                    "CREATE TABLE round ("
                    " run_sample_id INTEGER NOT NULL REFERENCES run_sample(id) ON DELETE CASCADE,"
                    " round INTEGER NOT NULL,"
                    " hypothesis TEXT NOT NULL,"
                    " cosine REAL NOT NULL,"
                    " candidates_json TEXT NOT NULL DEFAULT '[]',"
                    " PRIMARY KEY (run_sample_id, round)) WITHOUT ROWID"),
            });
}

} // namespace

const std::vector<Migration>& caseSchemaMigrations() {
    static const std::vector<Migration> migrations = {
        {1, createCoreTables},
        {2, createRunOutputTables},
    };
    return migrations;
}

} // namespace unembed
