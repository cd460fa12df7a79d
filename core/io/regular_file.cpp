#include "regular_file.h"

#include "error.h"

#include <QFile>

#include <sys/stat.h>

namespace unembed {

namespace {

bool statPath(const QString& path, struct stat& info) {
    return ::stat(QFile::encodeName(path).constData(), &info) == 0;
}

} // namespace

QString describeFileType(const QString& path) {
    struct stat info {};
    if (!statPath(path, info)) return QStringLiteral("nothing");
    if (S_ISREG(info.st_mode)) return QStringLiteral("a regular file");
    if (S_ISDIR(info.st_mode)) return QStringLiteral("a folder");
    if (S_ISFIFO(info.st_mode)) return QStringLiteral("a named pipe (FIFO)");
    if (S_ISSOCK(info.st_mode)) return QStringLiteral("a socket");
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode)) return QStringLiteral("a device");
    return QStringLiteral("a special file");
}

void requireRegularFile(const QString& path, const QString& what) {
    const QString expected = what.isEmpty() ? QStringLiteral("a regular file") : what;
    struct stat info {};
    if (path.isEmpty() || !statPath(path, info))
        throw InputError({path, std::nullopt, {}, expected, QStringLiteral("nothing")},
                         QStringLiteral("the file does not exist"));
    if (!S_ISREG(info.st_mode))
        throw InputError({path, std::nullopt, {}, expected, describeFileType(path)},
                         QStringLiteral("not a regular file"));
}

} // namespace unembed
