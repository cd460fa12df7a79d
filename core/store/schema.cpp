#include "schema.h"

#include <QSqlQuery>

namespace unembed {

namespace {

void execAll(QSqlDatabase& db, const QStringList& statements) {
    for (const QString& sql : statements)
        execOrThrow(db, sql, db.databaseName());
}

// The run table as schema `version` (1 or 4) defines it, under `name`.
QString runTableSql(const QString& name, int version) {
    return QStringLiteral("CREATE TABLE %1 ("
                          " id INTEGER PRIMARY KEY,"
                          " attack TEXT NOT NULL,"
                          " model_id INTEGER REFERENCES model(id),"
                          " dataset_id INTEGER REFERENCES dataset(id),"
                          " params_json TEXT NOT NULL DEFAULT '{}',"
                          " device TEXT NOT NULL,"
                          " started_at TEXT NOT NULL,"
                          " finished_at TEXT,"
                          " status TEXT NOT NULL CHECK (status IN"
                          "  ('running', 'finished', 'cancelled', 'failed'%2))%3)")
        .arg(name, version >= 4 ? QStringLiteral(", 'interrupted'") : QString(),
             version >= 4 ? QStringLiteral(", owner TEXT NOT NULL DEFAULT ''") : QString());
}

// The curve table as schema `version` (3, 6 or 8) defines it, under `name`.
QString curveTableSql(const QString& name, int version) {
    return QStringLiteral("CREATE TABLE %1 ("
                          " id INTEGER PRIMARY KEY,"
                          " kind TEXT NOT NULL CHECK (kind IN"
                          "  ('pr', 'noise', 'rounds', 'scatter', 'loss'%2)),"
                          " run_id INTEGER REFERENCES run(id) ON DELETE CASCADE,"
                          " title TEXT NOT NULL,"
                          " x_label TEXT NOT NULL,"
                          " y_label TEXT NOT NULL,"
                          " y2_label TEXT NOT NULL DEFAULT '',"
                          " log_x INTEGER NOT NULL DEFAULT 0,"
                          " params_json TEXT NOT NULL DEFAULT '{}',"
                          " created_at TEXT NOT NULL)")
        .arg(name, QString(version >= 6 ? QStringLiteral(", 'defence', 'defences'") : QString()) +
                       (version >= 8 ? QStringLiteral(", 'length'") : QString()));
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
                    runTableSql(QStringLiteral("run"), 1),
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

// Version 3: token outputs of the bag-of-words attacks, metrics with what produced them, detected
// sensitive spans, and curves (PR, noise trade-off, rounds, scatter) with their points.
void createEvaluationTables(QSqlDatabase& db) {
    execAll(
        db,
        {
            // MLC/MSP: the predicted tokens; MLC also every token scored at least 0.05, so a
            // precision-recall sweep over thresholds needs no model: [[id, piece, p], ...].
            QStringLiteral("ALTER TABLE run_sample ADD COLUMN tokens_json TEXT"),
            QStringLiteral("ALTER TABLE run_sample ADD COLUMN scores_json TEXT"),
            // A run-level figure, or with run_sample_id a per-sample one. `definition` names the
            // metric's documented definition; tokenizer, detector and judge say what produced it.
            QStringLiteral("CREATE TABLE metric ("
                           " id INTEGER PRIMARY KEY,"
                           " run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,"
                           " run_sample_id INTEGER REFERENCES run_sample(id) ON DELETE CASCADE,"
                           " round INTEGER," // a Vec2Text round, when the figure is per round
                           " name TEXT NOT NULL,"
                           " value REAL NOT NULL,"
                           " definition TEXT NOT NULL,"
                           " tokenizer TEXT NOT NULL DEFAULT '',"
                           " detector TEXT NOT NULL DEFAULT '',"
                           " judge TEXT NOT NULL DEFAULT '',"
                           " computed_at TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX metric_run ON metric(run_id, name)"),
            // Sensitive terms found in a reference (vector text) or in a prediction.
            QStringLiteral("CREATE TABLE span ("
                           " id INTEGER PRIMARY KEY,"
                           " dataset_id INTEGER NOT NULL REFERENCES dataset(id) ON DELETE CASCADE,"
                           " row INTEGER NOT NULL,"
                           " run_sample_id INTEGER REFERENCES run_sample(id) ON DELETE CASCADE,"
                           " start INTEGER NOT NULL," // in UTF-16 code units, as QString counts
                           " length INTEGER NOT NULL,"
                           " kind TEXT NOT NULL," // first-name, last-name, place, number, ...
                           " text TEXT NOT NULL,"
                           " detector TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX span_row ON span(dataset_id, row)"),
            curveTableSql(QStringLiteral("curve"), 3),
            QStringLiteral("CREATE TABLE curve_point ("
                           " curve_id INTEGER NOT NULL REFERENCES curve(id) ON DELETE CASCADE,"
                           " series TEXT NOT NULL,"
                           " axis INTEGER NOT NULL DEFAULT 1," // 1: left y axis, 2: right
                           " idx INTEGER NOT NULL,"            // order within the series
                           " x REAL NOT NULL,"
                           " y REAL NOT NULL,"
                           " label TEXT NOT NULL DEFAULT '',"
                           " PRIMARY KEY (curve_id, series, idx)) WITHOUT ROWID"),
            QStringLiteral("CREATE TABLE figure ("
                           " id INTEGER PRIMARY KEY,"
                           " curve_ids_json TEXT NOT NULL,"
                           " style_json TEXT NOT NULL DEFAULT '{}')"),
        });
}

// Version 4: a run killed with its process (SIGKILL, a full disk, a power cut) is told apart from
// one still in progress: `owner` names the process running it, and status 'interrupted' marks one
// whose process is gone (see recoverInterruptedRuns). SQLite cannot change a CHECK constraint in
// place, so the table is rebuilt (foreign keys are off while migrations run: its rows' samples,
// metrics and curves keep pointing at the same ids).
void trackRunOwners(QSqlDatabase& db) {
    execAll(db, {
                    runTableSql(QStringLiteral("run_v4"), 4),
                    QStringLiteral("INSERT INTO run_v4 (id, attack, model_id, dataset_id, "
                                   "params_json, device, started_at, finished_at, status) "
                                   "SELECT id, attack, model_id, dataset_id, params_json, device, "
                                   "started_at, finished_at, status FROM run"),
                    QStringLiteral("DROP TABLE run"),
                    QStringLiteral("ALTER TABLE run_v4 RENAME TO run"),
                });
}

// Version 5: the answers of endpoint victims, so no text is sent (and paid for) twice and an
// interrupted job resumes from what it already received. Keyed by the endpoint's base URL, the
// model and the dimensions asked for (0: the model's own); never the API key.
void createQueryCache(QSqlDatabase& db) {
    execAll(db,
            {QStringLiteral("CREATE TABLE query_cache ("
                            " endpoint TEXT NOT NULL,"
                            " model TEXT NOT NULL,"
                            " dimensions INTEGER NOT NULL,"
                            " text TEXT NOT NULL,"
                            " embedding BLOB NOT NULL," // little-endian float32
                            " queried_at TEXT NOT NULL,"
                            " PRIMARY KEY (endpoint, model, dimensions, text)) WITHOUT ROWID")});
}

// The curve table rebuilt with schema `version`'s kinds, as version 4 rebuilt `run` (a CHECK
// constraint cannot be altered in place); points keep their curve ids.
void rebuildCurveTable(QSqlDatabase& db, int version) {
    const QString next = QStringLiteral("curve_v%1").arg(version);
    execAll(db, {
                    curveTableSql(next, version),
                    QStringLiteral("INSERT INTO %1 SELECT id, kind, run_id, title, x_label, "
                                   "y_label, y2_label, log_x, params_json, created_at FROM curve")
                        .arg(next),
                    QStringLiteral("DROP TABLE curve"),
                    QStringLiteral("ALTER TABLE %1 RENAME TO curve").arg(next),
                });
}

// Version 6: defence sweeps other than noise, and the comparison of a case's defences, are curves
// of their own kinds.
void addDefenceCurves(QSqlDatabase& db) {
    rebuildCurveTable(db, 6);
}

// Version 8: a run's figures by reference length (Vec2Text's length study) are curves of their
// own kind.
void addLengthCurves(QSqlDatabase& db) {
    rebuildCurveTable(db, 8);
}

// Version 7: vectors in a rowid table. As a WITHOUT ROWID table (an index b-tree) a row of more
// than about a quarter of a page spills into an overflow page of its own, so 1.5 KB vectors on
// 4 KB pages took 3x their size; a rowid table with a unique (dataset, row) index packs them at
// 1.03-1.08x on 64 KB pages (see CaseFile::kPageSize). Rows keep their order and values.
void storeVectorsCompactly(QSqlDatabase& db) {
    execAll(db, {
                    QStringLiteral(
                        "CREATE TABLE vector_v7 ("
                        " id INTEGER PRIMARY KEY,"
                        " dataset_id INTEGER NOT NULL REFERENCES dataset(id) ON DELETE CASCADE,"
                        " row INTEGER NOT NULL,"
                        " external_id TEXT,"
                        " text TEXT,"
                        " embedding BLOB NOT NULL,"
                        " UNIQUE (dataset_id, row))"),
                    QStringLiteral("INSERT INTO vector_v7 (dataset_id, row, external_id, text, "
                                   "embedding) SELECT dataset_id, row, external_id, text, "
                                   "embedding FROM vector ORDER BY dataset_id, row"),
                    QStringLiteral("DROP TABLE vector"),
                    QStringLiteral("ALTER TABLE vector_v7 RENAME TO vector"),
                });
}

// Version 9: what a vector store keeps beside each vector (Chroma's metadata, a dump's other
// columns) is kept with it, as a JSON object; NULL where the source had none.
void addVectorMetadata(QSqlDatabase& db) {
    execAll(db, {QStringLiteral("ALTER TABLE vector ADD COLUMN metadata TEXT")});
}

// Version 10: the per-sample figures and spans indexed by their sample, so deleting a run (which
// cascades to them sample by sample) reads each sample's rows instead of the whole table: on the
// demo's evaluation case one GEIA run of 2,000 samples took over ten minutes to delete.
void indexSampleReferences(QSqlDatabase& db) {
    execAll(db,
            {QStringLiteral("CREATE INDEX IF NOT EXISTS metric_sample ON metric(run_sample_id)"),
             QStringLiteral("CREATE INDEX IF NOT EXISTS span_sample ON span(run_sample_id)")});
}

// What each version leaves in a case, looked up in its schema.
using SchemaCheck = std::function<bool(QSqlDatabase&)>;

bool anyRow(QSqlDatabase& db, const QString& sql, const QVariantList& values) {
    QSqlQuery q(db);
    q.prepare(sql);
    for (const QVariant& value : values)
        q.addBindValue(value);
    execOrThrow(q, db.databaseName());
    return q.next();
}

SchemaCheck hasTable(const QString& table) {
    return [table](QSqlDatabase& db) {
        return anyRow(db,
                      QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                                     "name = ?"),
                      {table});
    };
}

SchemaCheck hasColumn(const QString& table, const QString& column) {
    return [table, column](QSqlDatabase& db) {
        return anyRow(db, QStringLiteral("SELECT 1 FROM pragma_table_info(?) WHERE name = ?"),
                      {table, column});
    };
}

// A table whose definition (a CHECK constraint's list) names `word`.
SchemaCheck definitionNames(const QString& table, const QString& word) {
    return [table, word](QSqlDatabase& db) {
        return anyRow(db,
                      QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                                     "name = ? AND instr(sql, ?) > 0"),
                      {table, word});
    };
}

// A step applied only to a case that lacks what it makes. A case whose user_version says an older
// schema than its tables (set back by a tool, or a file put together from two) has the step
// recorded without running it again, which would fail ("table query_cache already exists") or,
// for a rebuilt table, drop the columns added after it.
Migration unlessPresent(int version, SchemaCheck present, void (*apply)(QSqlDatabase&)) {
    return {version, [present = std::move(present), apply](QSqlDatabase& db) {
                if (!present(db)) apply(db);
            }};
}

} // namespace

const std::vector<Migration>& caseSchemaMigrations() {
    static const std::vector<Migration> migrations = {
        unlessPresent(1, hasTable(QStringLiteral("dataset")), createCoreTables),
        unlessPresent(2, hasTable(QStringLiteral("run_sample")), createRunOutputTables),
        unlessPresent(3, hasTable(QStringLiteral("metric")), createEvaluationTables),
        unlessPresent(4, hasColumn(QStringLiteral("run"), QStringLiteral("owner")), trackRunOwners),
        unlessPresent(5, hasTable(QStringLiteral("query_cache")), createQueryCache),
        unlessPresent(6, definitionNames(QStringLiteral("curve"), QStringLiteral("'defence'")),
                      addDefenceCurves),
        unlessPresent(7, hasColumn(QStringLiteral("vector"), QStringLiteral("id")),
                      storeVectorsCompactly),
        unlessPresent(8, definitionNames(QStringLiteral("curve"), QStringLiteral("'length'")),
                      addLengthCurves),
        unlessPresent(9, hasColumn(QStringLiteral("vector"), QStringLiteral("metadata")),
                      addVectorMetadata),
        {10, indexSampleReferences},
    };
    return migrations;
}

} // namespace unembed
