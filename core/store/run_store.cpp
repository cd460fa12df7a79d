#include "run_store.h"

#include "store/sql_text.h"

#include "error.h"
#include "run_recovery.h"
#include "runtime/query_budget_spent.h"
#include "stored_ids.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

namespace unembed {

namespace {

QString now() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QVariant orNull(qint64 id) {
    return id > 0 ? QVariant(id) : QVariant();
}

RunInfo runFromQuery(const QSqlQuery& q) {
    return {q.value(0).toLongLong(),
            q.value(1).toString(),
            q.value(2).toLongLong(),
            q.value(3).toLongLong(),
            q.value(4).toString(),
            q.value(5).toString(),
            QDateTime::fromString(q.value(6).toString(), Qt::ISODateWithMs),
            QDateTime::fromString(q.value(7).toString(), Qt::ISODateWithMs),
            q.value(8).toString()};
}

const QString kRunColumns = QStringLiteral(
    "id, attack, model_id, dataset_id, params_json, device, started_at, finished_at, status");

} // namespace

std::vector<RunInfo> listRuns(CaseFile& caseFile) {
    QSqlQuery q = execOrThrow(caseFile.db(),
                              QStringLiteral("SELECT %1 FROM run ORDER BY id").arg(kRunColumns),
                              caseFile.path());
    std::vector<RunInfo> result;
    while (q.next())
        result.push_back(runFromQuery(q));
    return result;
}

std::optional<RunInfo> findRun(CaseFile& caseFile, qint64 runId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT %1 FROM run WHERE id = ?").arg(kRunColumns));
    q.addBindValue(runId);
    execOrThrow(q, caseFile.path());
    if (!q.next()) return std::nullopt;
    return runFromQuery(q);
}

qint64 startRun(CaseFile& caseFile, const QString& attack, qint64 modelId, qint64 datasetId,
                const QString& paramsJson, const QString& device) {
    qint64 id = 0;
    caseFile.transaction([&] {
        QSqlQuery q(caseFile.db());
        q.prepare(QStringLiteral("INSERT INTO run (attack, model_id, dataset_id, params_json, "
                                 "device, started_at, status, owner) VALUES (?, ?, ?, ?, ?, ?, "
                                 "'running', ?)"));
        q.addBindValue(attack);
        q.addBindValue(orNull(modelId));
        q.addBindValue(orNull(datasetId));
        q.addBindValue(paramsJson);
        q.addBindValue(device);
        q.addBindValue(now());
        q.addBindValue(runOwnerOfThisProcess());
        execOrThrow(q, caseFile.path());
        id = q.lastInsertId().toLongLong();
    });
    return id;
}

void finishRun(CaseFile& caseFile, qint64 runId, const QString& status) {
    caseFile.transaction([&] {
        QSqlQuery q(caseFile.db());
        q.prepare(QStringLiteral("UPDATE run SET status = ?, finished_at = ? WHERE id = ?"));
        q.addBindValue(status);
        q.addBindValue(now());
        q.addBindValue(runId);
        execOrThrow(q, caseFile.path());
    });
}

size_t StartedRun::leadingKept(const std::vector<StoredVector>& vectors) const {
    size_t kept = 0;
    while (kept < vectors.size() && rowsKept.count(vectors[kept].row))
        ++kept;
    return kept;
}

StartedRun startOrContinueRun(CaseFile& caseFile, const QString& attack, qint64 modelId,
                              qint64 datasetId, const QString& paramsJson, const QString& device,
                              bool continueStopped) {
    StartedRun started;
    if (continueStopped)
        caseFile.transaction([&] {
            QSqlQuery find(caseFile.db());
            find.prepare(
                QStringLiteral("SELECT id FROM run WHERE status IN ('cancelled', "
                               "'interrupted') AND attack = ? AND model_id IS ? AND "
                               "dataset_id IS ? AND params_json = ? ORDER BY id DESC LIMIT 1"));
            find.addBindValue(attack);
            find.addBindValue(orNull(modelId));
            find.addBindValue(orNull(datasetId));
            find.addBindValue(paramsJson);
            execOrThrow(find, caseFile.path());
            if (!find.next()) return;
            started.id = find.value(0).toLongLong();
            QSqlQuery reopen(caseFile.db());
            reopen.prepare(QStringLiteral("UPDATE run SET status = 'running', finished_at = NULL, "
                                          "device = ?, owner = ? WHERE id = ?"));
            reopen.addBindValue(device);
            reopen.addBindValue(runOwnerOfThisProcess());
            reopen.addBindValue(started.id);
            execOrThrow(reopen, caseFile.path());
            QSqlQuery rows(caseFile.db());
            rows.prepare(QStringLiteral("SELECT row FROM run_sample WHERE run_id = ?"));
            rows.addBindValue(started.id);
            execOrThrow(rows, caseFile.path());
            while (rows.next())
                started.rowsKept.insert(rows.value(0).toLongLong());
        });
    if (started.id == 0)
        started.id = startRun(caseFile, attack, modelId, datasetId, paramsJson, device);
    return started;
}

void forgetRunRows(CaseFile& caseFile, qint64 runId, const std::vector<qint64>& rows) {
    caseFile.transaction([&] {
        QSqlQuery q(caseFile.db());
        q.prepare(QStringLiteral("DELETE FROM run_sample WHERE run_id = ? AND row = ?"));
        for (const qint64 row : rows) {
            q.bindValue(0, runId);
            q.bindValue(1, row);
            execOrThrow(q, caseFile.path());
        }
    });
}

void setRunParam(CaseFile& caseFile, qint64 runId, const QString& key, const QJsonValue& value) {
    caseFile.transaction([&] {
        QSqlQuery read(caseFile.db());
        read.prepare(QStringLiteral("SELECT params_json FROM run WHERE id = ?"));
        read.addBindValue(runId);
        execOrThrow(read, caseFile.path());
        if (!read.next())
            throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run"),
                              QStringLiteral("the id of a run in the case"),
                              QString::number(runId)},
                             QStringLiteral("there is no such run in the case; %1")
                                 .arg(storedIdsNote(caseFile, QStringLiteral("run"))));
        QJsonObject params = QJsonDocument::fromJson(read.value(0).toByteArray()).object();
        read.finish();
        params.insert(key, value);
        QSqlQuery write(caseFile.db());
        write.prepare(QStringLiteral("UPDATE run SET params_json = ? WHERE id = ?"));
        write.addBindValue(QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)));
        write.addBindValue(runId);
        execOrThrow(write, caseFile.path());
    });
}

void deleteRun(CaseFile& caseFile, qint64 runId) {
    caseFile.transaction([&] {
        QSqlQuery q(caseFile.db());
        q.prepare(QStringLiteral("DELETE FROM run WHERE id = ?"));
        q.addBindValue(runId);
        execOrThrow(q, caseFile.path());
    });
}

namespace {

// Inserts or updates the sample's row with `values` for final_text, final_cosine, tokens_json and
// scores_json, and returns its id.
qint64 upsertSample(CaseFile& caseFile, qint64 runId, qint64 row, const QVariantList& values) {
    qint64 id = 0;
    caseFile.transaction([&] {
        QSqlQuery q(caseFile.db());
        q.prepare(QStringLiteral(
            "INSERT INTO run_sample (run_id, row, final_text, final_cosine, tokens_json, "
            "scores_json) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (run_id, row) DO UPDATE SET "
            "final_text = excluded.final_text, final_cosine = excluded.final_cosine, "
            "tokens_json = excluded.tokens_json, scores_json = excluded.scores_json"));
        q.addBindValue(runId);
        q.addBindValue(row);
        for (const QVariant& value : values)
            q.addBindValue(value);
        execOrThrow(q, caseFile.path());
        QSqlQuery find(caseFile.db());
        find.prepare(QStringLiteral("SELECT id FROM run_sample WHERE run_id = ? AND row = ?"));
        find.addBindValue(runId);
        find.addBindValue(row);
        execOrThrow(find, caseFile.path());
        find.next();
        id = find.value(0).toLongLong();
    });
    return id;
}

} // namespace

void completeRun(CaseFile& caseFile, qint64 runId, const std::function<void()>& work) {
    try {
        work();
    } catch (const Cancelled&) {
        finishRun(caseFile, runId, QStringLiteral("cancelled"));
        throw;
    } catch (const QueryBudgetSpent&) {
        finishRun(caseFile, runId, QStringLiteral("cancelled"));
        throw;
    } catch (...) {
        finishRun(caseFile, runId, QStringLiteral("failed"));
        throw;
    }
    finishRun(caseFile, runId, QStringLiteral("finished"));
}

qint64 recordSampleOutput(CaseFile& caseFile, qint64 runId, qint64 row, const QString& text,
                          std::optional<double> cosine) {
    return upsertSample(
        caseFile, runId, row,
        {nonNullText(text), cosine ? QVariant(*cosine) : QVariant(QMetaType::fromType<double>()),
         QVariant(QMetaType::fromType<QString>()), QVariant(QMetaType::fromType<QString>())});
}

qint64 recordSampleTokens(CaseFile& caseFile, qint64 runId, qint64 row, const QString& text,
                          const QString& tokensJson, const QString& scoresJson) {
    return upsertSample(
        caseFile, runId, row,
        {text, QVariant(QMetaType::fromType<double>()), tokensJson,
         scoresJson.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(scoresJson)});
}

void recordRound(CaseFile& caseFile, qint64 runSampleId, const RoundInfo& round) {
    caseFile.transaction([&] {
        QSqlQuery q(caseFile.db());
        q.prepare(QStringLiteral("INSERT INTO round (run_sample_id, round, hypothesis, cosine, "
                                 "candidates_json) VALUES (?, ?, ?, ?, ?)"));
        q.addBindValue(runSampleId);
        q.addBindValue(round.round);
        q.addBindValue(nonNullText(round.hypothesis));
        q.addBindValue(round.cosine);
        q.addBindValue(round.candidatesJson);
        execOrThrow(q, caseFile.path());
    });
}

qint64 runSampleCount(CaseFile& caseFile, qint64 runId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM run_sample WHERE run_id = ?"));
    q.addBindValue(runId);
    execOrThrow(q, caseFile.path());
    return q.next() ? q.value(0).toLongLong() : 0;
}

std::vector<RunSampleInfo> runSamples(CaseFile& caseFile, qint64 runId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT id, row, final_text, final_cosine, tokens_json, scores_json "
                             "FROM run_sample WHERE run_id = ? ORDER BY row"));
    q.addBindValue(runId);
    execOrThrow(q, caseFile.path());
    std::vector<RunSampleInfo> result;
    while (q.next()) {
        RunSampleInfo sample{q.value(0).toLongLong(), q.value(1).toLongLong(),
                             q.value(2).toString(),   std::nullopt,
                             q.value(4).toString(),   q.value(5).toString()};
        if (!q.value(3).isNull()) sample.finalCosine = q.value(3).toDouble();
        result.push_back(std::move(sample));
    }
    return result;
}

std::vector<RoundInfo> sampleRounds(CaseFile& caseFile, qint64 runSampleId) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT round, hypothesis, cosine, candidates_json FROM round WHERE "
                             "run_sample_id = ? ORDER BY round"));
    q.addBindValue(runSampleId);
    execOrThrow(q, caseFile.path());
    std::vector<RoundInfo> result;
    while (q.next())
        result.push_back({q.value(0).toInt(), q.value(1).toString(), q.value(2).toDouble(),
                          q.value(3).toString()});
    return result;
}

} // namespace unembed
