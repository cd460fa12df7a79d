#include "model_store.h"

#include "io/file_checksum.h"

#include <QDir>
#include <QFileInfo>
#include <QVariant>

namespace unembed {

std::vector<ModelInfo> listModels(CaseFile& caseFile) {
    QSqlQuery q = execOrThrow(caseFile.db(),
                              QStringLiteral("SELECT id, name, folder, family, checksum, "
                                             "victim_name, victim_dim, registered_at FROM model "
                                             "ORDER BY id"),
                              caseFile.path());
    std::vector<ModelInfo> result;
    while (q.next())
        result.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                          q.value(3).toString(), q.value(4).toString(), q.value(5).toString(),
                          q.value(6).toLongLong(),
                          QDateTime::fromString(q.value(7).toString(), Qt::ISODate)});
    return result;
}

qint64 registerModel(CaseFile& caseFile, const ModelInfo& model) {
    qint64 id = 0;
    caseFile.transaction([&] {
        QSqlQuery find(caseFile.db());
        find.prepare(QStringLiteral("SELECT id FROM model WHERE folder = ? AND checksum = ?"));
        find.addBindValue(model.folder);
        find.addBindValue(model.checksum);
        execOrThrow(find, caseFile.path());
        if (find.next()) {
            id = find.value(0).toLongLong();
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
    for (const ModelInfo& model : listModels(caseFile)) {
        const QString candidate = QDir(root).absoluteFilePath(QFileInfo(model.folder).fileName());
        const QString weights = QDir(candidate).filePath(QStringLiteral("model.safetensors"));
        if (candidate == QDir(model.folder).absolutePath() || !QFileInfo::exists(weights) ||
            sha256OfFile(weights) != model.checksum)
            continue;
        QSqlQuery update(caseFile.db());
        update.prepare(QStringLiteral("UPDATE model SET folder = ? WHERE id = ?"));
        update.addBindValue(candidate);
        update.addBindValue(model.id);
        execOrThrow(update, caseFile.path());
        ++moved;
    }
    return moved;
}

} // namespace unembed
