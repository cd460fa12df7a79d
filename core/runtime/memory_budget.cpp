#include "memory_budget.h"

#include <QFile>

#include <sys/resource.h>

#include <algorithm>
#include <limits>

namespace unembed {

namespace {

// A number from a small text file of /proc or /sys; nullopt when absent or "max".
std::optional<qint64> readNumber(const QString& path, const QByteArray& key = {}) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QByteArray all = file.read(1 << 16);
    for (const QByteArray& line : all.split('\n')) {
        QByteArray value = line;
        if (!key.isEmpty()) {
            if (!line.startsWith(key)) continue;
            value = line.mid(key.size());
        }
        const QList<QByteArray> words = value.simplified().split(' ');
        bool ok = false;
        const qint64 number = words.value(0).toLongLong(&ok);
        if (!ok) return std::nullopt;
        // /proc/meminfo counts in kB.
        return words.value(1) == "kB" ? number * 1024 : number;
    }
    return std::nullopt;
}

} // namespace

qint64 availableMemoryBytes() {
    qint64 available = std::numeric_limits<qint64>::max();
    if (const auto meminfo = readNumber(QStringLiteral("/proc/meminfo"), "MemAvailable:"))
        available = *meminfo;
    const auto limit = readNumber(QStringLiteral("/sys/fs/cgroup/memory.max"));
    const auto used = readNumber(QStringLiteral("/sys/fs/cgroup/memory.current"));
    if (limit && used) available = std::min(available, std::max<qint64>(0, *limit - *used));
    struct rlimit rl {};
    if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) {
        const auto size = readNumber(QStringLiteral("/proc/self/statm"));
        const qint64 mapped = size ? *size * 4096 : 0;
        available = std::min(available, std::max<qint64>(0, qint64(rl.rlim_cur) - mapped));
    }
    return available;
}

QString describeBytes(double bytes) {
    if (bytes >= 1e12) return QStringLiteral("%1 TB").arg(bytes / 1e12, 0, 'f', 1);
    if (bytes >= 1e9) return QStringLiteral("%1 GB").arg(bytes / 1e9, 0, 'f', 1);
    if (bytes >= 1e6) return QStringLiteral("%1 MB").arg(bytes / 1e6, 0, 'f', 1);
    return QStringLiteral("%1 kB").arg(bytes / 1e3, 0, 'f', 1);
}

void requireMemoryFor(double bytes, const ErrorContext& where, const QString& what) {
    const qint64 available = availableMemoryBytes();
    if (bytes <= double(available)) return;
    ErrorContext context = where;
    context.expected = QStringLiteral("sizes that fit in the %1 of memory available")
                           .arg(describeBytes(double(available)));
    context.found = QStringLiteral("about %1").arg(describeBytes(bytes));
    throw InputError(context, QStringLiteral("%1 would not fit in memory").arg(what));
}

} // namespace unembed
