#include "model_store.h"

#include "io/file_checksum.h"
#include "io/model_location.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

namespace unembed {

namespace {

// A model's folder as a path to compare: absolute and clean; an endpoint's URL as it is.
QString comparable(const QString& folder) {
    return isEndpointLocation(folder) ? folder
                                      : QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
}

// The models runs use: as their model, or as a Vec2Text run's base inverter.
QSet<qint64> modelsUsedByRuns(CaseFile& caseFile) {
    QSet<qint64> used;
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT model_id, params_json FROM run"));
    execOrThrow(q, caseFile.path());
    while (q.next()) {
        if (!q.value(0).isNull()) used.insert(q.value(0).toLongLong());
        const QJsonObject params = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object();
        if (params.contains(QStringLiteral("inverter_model_id")))
            used.insert(params.value(QStringLiteral("inverter_model_id")).toInteger());
    }
    return used;
}

} // namespace

std::vector<ModelInfo> listModels(CaseFile& caseFile) {
    QSqlQuery q = execOrThrow(caseFile.db(),
                              QStringLiteral("SELECT id, name, folder, family, checksum, "
                                             "victim_name, victim_dim, registered_at FROM model "
                                             "ORDER BY id"),
                              caseFile.path());
    // A folder stored relative to the case (the demo case beside its pack) is found from it.
    const QDir caseFolder = QFileInfo(caseFile.path()).absoluteDir();
    std::vector<ModelInfo> result;
    while (q.next()) {
        const QString folder = q.value(2).toString();
        result.push_back({q.value(0).toLongLong(), q.value(1).toString(),
                          QDir::isRelativePath(folder) && !isEndpointLocation(folder)
                              ? caseFolder.absoluteFilePath(folder)
                              : folder,
                          q.value(3).toString(), q.value(4).toString(), q.value(5).toString(),
                          q.value(6).toLongLong(),
                          QDateTime::fromString(q.value(7).toString(), Qt::ISODate)});
    }
    return result;
}

qint64 registerModel(CaseFile& caseFile, const ModelInfo& model) {
    qint64 id = 0;
    caseFile.transaction([&] {
        const QString folder = comparable(model.folder);
        for (const ModelInfo& known : listModels(caseFile))
            if (known.checksum == model.checksum && comparable(known.folder) == folder) {
                id = known.id;
                return;
            }
        QSqlQuery insert(caseFile.db());
        insert.prepare(QStringLiteral("INSERT INTO model (name, folder, family, checksum, "
                                      "victim_name, victim_dim, registered_at) VALUES (?, ?, ?, ?, "
                                      "?, ?, ?)"));
        insert.addBindValue(model.name);
        insert.addBindValue(model.folder);
        insert.addBindValue(model.family);
        insert.addBindValue(model.checksum);
        insert.addBindValue(model.victimName);
        insert.addBindValue(model.victimDim > 0 ? QVariant(model.victimDim) : QVariant());
        insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        execOrThrow(insert, caseFile.path());
        id = insert.lastInsertId().toLongLong();
    });
    return id;
}

int relocateModels(CaseFile& caseFile, const QString& root) {
    int moved = 0;
    const QSet<qint64> used = modelsUsedByRuns(caseFile);
    std::vector<qint64> outdated;
    for (const ModelInfo& model : listModels(caseFile)) {
        const QString candidate = QDir(root).absoluteFilePath(QFileInfo(model.folder).fileName());
        const QString weights = QDir(candidate).filePath(QStringLiteral("model.safetensors"));
        if (!QFileInfo::exists(weights)) continue;
        if (sha256OfFile(weights) != model.checksum) {
            if (!used.contains(model.id)) outdated.push_back(model.id);
            continue;
        }
        if (candidate == QDir(model.folder).absolutePath()) continue;
        QSqlQuery update(caseFile.db());
        update.prepare(QStringLiteral("UPDATE model SET folder = ? WHERE id = ?"));
        update.addBindValue(candidate);
        update.addBindValue(model.id);
        execOrThrow(update, caseFile.path());
        ++moved;
    }
    caseFile.transaction([&] {
        for (qint64 id : outdated) {
            QSqlQuery drop(caseFile.db());
            drop.prepare(QStringLiteral("DELETE FROM model WHERE id = ?"));
            drop.addBindValue(id);
            execOrThrow(drop, caseFile.path());
        }
    });
    if (moved > 0) mergeDuplicateModels(caseFile);
    return moved;
}

int mergeDuplicateModels(CaseFile& caseFile) {
    QHash<QString, qint64> first;
    int merged = 0;
    caseFile.transaction([&] {
        for (const ModelInfo& model : listModels(caseFile)) {
            const QString key =
                QStringList{model.folder, model.family, model.checksum}.join(QLatin1Char('\n'));
            const auto kept = first.constFind(key);
            if (kept == first.constEnd()) {
                first.insert(key, model.id);
                continue;
            }
            QSqlQuery runs(caseFile.db());
            runs.prepare(QStringLiteral("UPDATE run SET model_id = ? WHERE model_id = ?"));
            runs.addBindValue(*kept);
            runs.addBindValue(model.id);
            execOrThrow(runs, caseFile.path());
            QSqlQuery drop(caseFile.db());
            drop.prepare(QStringLiteral("DELETE FROM model WHERE id = ?"));
            drop.addBindValue(model.id);
            execOrThrow(drop, caseFile.path());
            ++merged;
        }
    });
    return merged;
}

} // namespace unembed
