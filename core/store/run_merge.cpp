#include "run_merge.h"

#include "dataset_store.h"
#include "error.h"
#include "model_store.h"
#include "run_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QVariant>

#include <algorithm>

namespace unembed {

namespace {

InputError mergeError(const QString& path, const QString& problem) {
    return InputError({path, std::nullopt, {}, {}, {}}, problem);
}

struct ShardRun {
    QString casePath;
    RunInfo run;
    QJsonObject params; // without the shard's rows and sampling plan
    qint64 k = 0;
    qint64 shards = 0;
    qint64 targetDataset = 0;
    ModelInfo model; // id 0 when the run has none
};

// What makes shard runs parts of one run: attack, parameters, dataset and model weights.
QString groupKey(const ShardRun& s) {
    return QStringList{
        s.run.attack, QString::fromUtf8(QJsonDocument(s.params).toJson(QJsonDocument::Compact)),
        QString::number(s.targetDataset), s.model.checksum, QString::number(s.shards)}
        .join(QChar(0x1f));
}

qint64 targetDatasetFor(CaseFile& into, CaseFile& shard, qint64 datasetId) {
    const DatasetInfo source = requireDataset(shard, datasetId);
    for (const DatasetInfo& d : listDatasets(into))
        if (d.checksum == source.checksum && d.dim == source.dim && d.count == source.count)
            return d.id;
    throw mergeError(shard.path(),
                     QStringLiteral("the target case %1 has no dataset like '%2' (the same file: "
                                    "checksum %3, %4 x %5); import it there first")
                         .arg(into.path(), source.name, source.checksum)
                         .arg(source.count)
                         .arg(source.dim));
}

std::vector<ShardRun> shardRunsOf(CaseFile& into, const QString& path) {
    CaseFile shard(path);
    std::vector<ShardRun> runs;
    const std::vector<ModelInfo> models = listModels(shard);
    for (const RunInfo& run : listRuns(shard)) {
        QJsonObject params = QJsonDocument::fromJson(run.paramsJson.toUtf8()).object();
        const QJsonObject plan = params.value(QStringLiteral("sampling")).toObject();
        if (run.status != QLatin1String("finished") ||
            plan.value(QStringLiteral("design")).toString() != QLatin1String("shard"))
            continue;
        ShardRun s;
        s.casePath = shard.path();
        s.run = run;
        s.k = plan.value(QStringLiteral("shard")).toInteger();
        s.shards = plan.value(QStringLiteral("shards")).toInteger();
        params.remove(QStringLiteral("sampling"));
        params.remove(QStringLiteral("rows"));
        s.params = params;
        s.targetDataset = targetDatasetFor(into, shard, run.datasetId);
        for (const ModelInfo& m : models)
            if (m.id == run.modelId) s.model = m;
        runs.push_back(s);
    }
    return runs;
}

// Copies the run's samples and rounds under `mergedRun` (inside the caller's transaction).
qint64 copySamples(CaseFile& into, const ShardRun& s, qint64 mergedRun) {
    CaseFile shard(s.casePath);
    QSqlQuery insertSample(into.db());
    insertSample.prepare(QStringLiteral("INSERT INTO run_sample (run_id, row, final_text, "
                                        "final_cosine, tokens_json, scores_json) VALUES (?, ?, "
                                        "?, ?, ?, ?)"));
    QSqlQuery insertRound(into.db());
    insertRound.prepare(QStringLiteral("INSERT INTO round (run_sample_id, round, hypothesis, "
                                       "cosine, candidates_json) VALUES (?, ?, ?, ?, ?)"));
    QSqlQuery samples(shard.db());
    samples.prepare(QStringLiteral("SELECT id, row, final_text, final_cosine, tokens_json, "
                                   "scores_json FROM run_sample WHERE run_id = ? ORDER BY row"));
    samples.addBindValue(s.run.id);
    execOrThrow(samples, shard.path());
    qint64 count = 0;
    while (samples.next()) {
        insertSample.bindValue(0, mergedRun);
        for (int c = 1; c < 6; ++c)
            insertSample.bindValue(c, samples.value(c));
        execOrThrow(insertSample, into.path());
        const qint64 sampleId = insertSample.lastInsertId().toLongLong();
        QSqlQuery rounds(shard.db());
        rounds.prepare(QStringLiteral("SELECT round, hypothesis, cosine, candidates_json FROM "
                                      "round WHERE run_sample_id = ? ORDER BY round"));
        rounds.addBindValue(samples.value(0));
        execOrThrow(rounds, shard.path());
        while (rounds.next()) {
            insertRound.bindValue(0, sampleId);
            for (int c = 0; c < 4; ++c)
                insertRound.bindValue(c + 1, rounds.value(c));
            execOrThrow(insertRound, into.path());
        }
        ++count;
    }
    return count;
}

} // namespace

std::vector<MergedRun> mergeShardRuns(CaseFile& into, const QStringList& shardCases,
                                      bool allowPartial) {
    into.requireWritable();
    QMap<QString, std::vector<ShardRun>> groups;
    for (const QString& path : shardCases)
        for (ShardRun& s : shardRunsOf(into, path))
            groups[groupKey(s)].push_back(std::move(s));
    if (groups.isEmpty())
        throw mergeError(shardCases.value(0),
                         QStringLiteral("no finished shard run (`invert --shard K/N`) in the "
                                        "cases given"));
    for (auto& group : groups) {
        std::sort(group.begin(), group.end(),
                  [](const ShardRun& a, const ShardRun& b) { return a.k < b.k; });
        for (size_t i = 1; i < group.size(); ++i)
            if (group[i].k == group[i - 1].k)
                throw mergeError(group[i].casePath,
                                 QStringLiteral("shard %1 of %2 is also in %3; give each shard "
                                                "once")
                                     .arg(group[i].k)
                                     .arg(group[i].shards)
                                     .arg(group[i - 1].casePath));
    }
    // The shards each run lacks; a pipeline that lost a shard must not evaluate half a dataset.
    QMap<QString, QJsonArray> missing;
    for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
        QSet<qint64> present;
        for (const ShardRun& s : it.value())
            present.insert(s.k);
        for (qint64 k = 1; k <= it.value().front().shards; ++k)
            if (!present.contains(k)) missing[it.key()].append(k);
        if (missing.contains(it.key()) && !allowPartial) {
            QStringList ks;
            for (const QJsonValue& k : missing.value(it.key()))
                ks << QString::number(k.toInteger());
            throw mergeError(it.value().front().casePath,
                             QStringLiteral("the %1 run lacks shard(s) %2 of %3; merge every "
                                            "shard, or pass --allow-partial to merge these and "
                                            "mark the run partial")
                                 .arg(it.value().front().run.attack, ks.join(QStringLiteral(", ")))
                                 .arg(it.value().front().shards));
        }
    }
    // Registering a model is a transaction of its own: done first, once everything checked out.
    QMap<QString, qint64> modelIds;
    for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
        const ModelInfo& model = it.value().front().model;
        modelIds[it.key()] = model.id > 0 ? registerModel(into, model) : 0;
    }
    std::vector<MergedRun> merged;
    into.transaction([&] {
        for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
            const std::vector<ShardRun>& group = it.value();
            const ShardRun& first = group.front();
            MergedRun result;
            result.attack = first.run.attack;
            result.shards = first.shards;
            const qint64 modelId = modelIds.value(it.key());
            QJsonObject params = first.params;
            QJsonArray ks;
            for (const ShardRun& s : group) {
                ks.append(s.k);
                result.merged << s.k;
            }
            QJsonObject sampling{{QStringLiteral("design"), QStringLiteral("shards merged")},
                                 {QStringLiteral("shards"), first.shards},
                                 {QStringLiteral("merged"), ks}};
            if (missing.contains(it.key())) {
                sampling.insert(QStringLiteral("partial"), true);
                sampling.insert(QStringLiteral("missing"), missing.value(it.key()));
            }
            params.insert(QStringLiteral("sampling"), sampling);
            // startRun and finishRun open transactions of their own: insert the run here.
            QSqlQuery run(into.db());
            run.prepare(QStringLiteral("INSERT INTO run (attack, model_id, dataset_id, "
                                       "params_json, device, started_at, finished_at, status) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, 'finished')"));
            run.addBindValue(first.run.attack);
            run.addBindValue(modelId > 0 ? QVariant(modelId) : QVariant());
            run.addBindValue(first.targetDataset);
            run.addBindValue(
                QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)));
            run.addBindValue(first.run.device);
            run.addBindValue(first.run.startedAt.toString(Qt::ISODateWithMs));
            run.addBindValue(group.back().run.finishedAt.toString(Qt::ISODateWithMs));
            execOrThrow(run, into.path());
            result.runId = run.lastInsertId().toLongLong();
            for (const ShardRun& s : group)
                result.samples += copySamples(into, s, result.runId);
            merged.push_back(result);
        }
    });
    return merged;
}

} // namespace unembed
