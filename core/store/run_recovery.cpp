#include "run_recovery.h"

#include "error.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QSqlQuery>
#include <QSysInfo>
#include <QVariant>

#include <vector>

namespace unembed {

namespace {

// A process's start time in clock ticks since boot (field 22 of /proc/PID/stat): with the pid it
// tells a process from a later one that reused its pid. Empty when there is no such process.
QString processStartTime(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return {};
    const QByteArray line = stat.readAll();
    // Field 22; the command name (field 2) is in parentheses and may hold spaces.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    return QString::fromLatin1(fields.value(19));
}

// Whether the process named by `owner` is still running; one on another host (a case on a
// shared folder) is taken as alive, as nothing here can tell.
bool ownerIsAlive(const QString& owner) {
    const QStringList parts = owner.split(QLatin1Char(':'));
    if (parts.size() != 3) return false;
    if (parts[0] != QSysInfo::machineHostName()) return true;
    const QString started = processStartTime(parts[1].toLongLong());
    return !started.isEmpty() && started == parts[2];
}

} // namespace

QString runOwnerOfThisProcess() {
    const qint64 pid = QCoreApplication::applicationPid();
    return QStringLiteral("%1:%2:%3")
        .arg(QSysInfo::machineHostName())
        .arg(pid)
        .arg(processStartTime(pid));
}

int recoverInterruptedRuns(CaseFile& caseFile) {
    if (caseFile.isReadOnly()) return 0;
    QSqlQuery q = execOrThrow(caseFile.db(),
                              QStringLiteral("SELECT id, owner FROM run WHERE status = 'running'"),
                              caseFile.path());
    std::vector<qint64> stale;
    while (q.next())
        if (!ownerIsAlive(q.value(1).toString())) stale.push_back(q.value(0).toLongLong());
    q.finish();
    for (qint64 runId : stale)
        caseFile.transaction([&] {
            QSqlQuery update(caseFile.db());
            update.prepare(QStringLiteral("UPDATE run SET status = 'interrupted', finished_at = ? "
                                          "WHERE id = ? AND status = 'running'"));
            update.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
            update.addBindValue(runId);
            execOrThrow(update, caseFile.path());
        });
    return int(stale.size());
}

} // namespace unembed
