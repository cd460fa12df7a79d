#include "file_write.h"

#include "error.h"

#include <QFileInfo>
#include <QSaveFile>

namespace unembed {

namespace {

[[noreturn]] void cannotWrite(const QString& path, const QString& why) {
    throw InputError({path, std::nullopt, {}, {}, {}},
                     QStringLiteral("cannot write the file: %1").arg(why));
}

} // namespace

void writeFileAtomically(const QString& path, const QByteArray& bytes) {
    writeFileAtomically(path,
                        [&](QIODevice& device) { return device.write(bytes) == bytes.size(); });
}

void writeFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write) {
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        // A device or a pipe is never replaced: written directly, every write checked.
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            cannotWrite(path, device.errorString());
        const bool written = write(device) && device.flush();
        device.close();
        if (!written || device.error() != QFileDevice::NoError)
            cannotWrite(path, device.errorString());
        return;
    }
    QSaveFile file(path);
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly)) cannotWrite(path, file.errorString());
    if (!write(file) || !file.flush()) {
        const QString why = file.errorString();
        file.cancelWriting();
        cannotWrite(path, why);
    }
    if (!file.commit()) cannotWrite(path, file.errorString());
}

} // namespace unembed
