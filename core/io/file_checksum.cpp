#include "file_checksum.h"

#include "error.h"
#include "regular_file.h"

#include <QCryptographicHash>
#include <QFile>

namespace unembed {

QString sha256OfFile(const QString& path) {
    requireRegularFile(path);
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot read the file: %1").arg(file.errorString()));
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace unembed
