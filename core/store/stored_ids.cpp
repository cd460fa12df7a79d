#include "stored_ids.h"

#include <QSqlQuery>
#include <QStringList>

namespace unembed {

namespace {
constexpr int kNamedIds = 20; // more are counted, not named
} // namespace

QString storedIdsNote(CaseFile& caseFile, const QString& table) {
    QSqlQuery q = execOrThrow(
        caseFile.db(), QStringLiteral("SELECT id FROM %1 ORDER BY id").arg(table), caseFile.path());
    QStringList ids;
    while (q.next())
        ids << q.value(0).toString();
    if (ids.isEmpty()) return QStringLiteral("it has no %1 yet").arg(table);
    const QString plural = table + QLatin1Char('s');
    if (ids.size() == 1) return QStringLiteral("its one %1 is %2").arg(table, ids.first());
    if (ids.size() > kNamedIds)
        return QStringLiteral("its %1 are %2, … %3 (%4 %1; unembed-cli list --case %5 lists them)")
            .arg(plural, ids.mid(0, kNamedIds - 1).join(QStringLiteral(", ")), ids.last())
            .arg(ids.size())
            .arg(caseFile.path());
    const QString last = ids.takeLast();
    return QStringLiteral("its %1 are %2 and %3").arg(plural, ids.join(QStringLiteral(", ")), last);
}

} // namespace unembed
