#include "run_store.h"

#include <QVariant>

namespace unembed {

std::vector<RunInfo> listRuns(CaseFile& caseFile) {
    QSqlQuery q =
        execOrThrow(caseFile.db(),
                    QStringLiteral("SELECT id, attack, model_id, dataset_id, params_json, "
                                   "device, started_at, finished_at, status FROM run "
                                   "ORDER BY id"),
                    caseFile.path());
    std::vector<RunInfo> result;
    while (q.next())
        result.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong(),
                          q.value(3).toLongLong(), q.value(4).toString(), q.value(5).toString(),
                          QDateTime::fromString(q.value(6).toString(), Qt::ISODate),
                          QDateTime::fromString(q.value(7).toString(), Qt::ISODate),
                          q.value(8).toString()});
    return result;
}

} // namespace unembed
