#include "run_facts.h"

#include "embedders/victim_spec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace unembed {

namespace {

// The rows a run inverted, as its parameters record them.
QString rowsRan(const QJsonObject& params) {
    const QJsonObject sampling = params.value(QStringLiteral("sampling")).toObject();
    const QString design = sampling.value(QStringLiteral("design")).toString();
    const qint64 population = sampling.value(QStringLiteral("population")).toInteger();
    if (design == QLatin1String("uniform") || design == QLatin1String("stratified"))
        return QStringLiteral("sample of %1 of %2%3 (seed %4)")
            .arg(sampling.value(QStringLiteral("size")).toInteger())
            .arg(population)
            .arg(design == QLatin1String("stratified") ? QStringLiteral(", stratified by length")
                                                       : QString())
            .arg(sampling.value(QStringLiteral("seed")).toInteger());
    if (design == QLatin1String("shard"))
        return QStringLiteral("shard %1 of %2")
            .arg(sampling.value(QStringLiteral("shard")).toInteger())
            .arg(sampling.value(QStringLiteral("shards")).toInteger());
    if (design == QLatin1String("shards merged"))
        return QStringLiteral("%1 of %2 shards")
            .arg(sampling.value(QStringLiteral("merged")).toArray().size())
            .arg(sampling.value(QStringLiteral("shards")).toInteger());
    // A sampled run that stopped before its plan was recorded names its rows only.
    const qint64 rows = params.value(QStringLiteral("rows")).toArray().size();
    if (rows > 0) return QStringLiteral("%1 chosen rows").arg(rows);
    const qint64 limit = params.value(QStringLiteral("limit")).toInteger();
    return limit > 0 ? QStringLiteral("first %1").arg(limit) : QString();
}

} // namespace

RunFacts runFacts(const RunInfo& run) {
    const QJsonObject params = QJsonDocument::fromJson(run.paramsJson.toUtf8()).object();
    RunFacts facts;
    if (params.contains(QStringLiteral("steps")) && run.attack != QLatin1String("msp"))
        facts.steps = params.value(QStringLiteral("steps")).toInt();
    facts.rows = rowsRan(params);
    facts.partial = params.value(QStringLiteral("sampling"))
                        .toObject()
                        .value(QStringLiteral("partial"))
                        .toBool();
    // A sweep names the defence it measures; an attack, the victim behind one.
    facts.defence = params.value(QStringLiteral("defence")).toString();
    if (facts.defence.isEmpty())
        facts.defence = victimDefence(params.value(QStringLiteral("embedder")).toString());
    facts.threatModel = params.value(QStringLiteral("alignment"))
                            .toObject()
                            .value(QStringLiteral("threat_model"))
                            .toString();
    if (run.datasetId == 0) facts.datasetNote = params.value(QStringLiteral("dataset")).toString();
    return facts;
}

} // namespace unembed
