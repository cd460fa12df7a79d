#include "model_store.h"

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

} // namespace unembed
