#include "file_write.h"

#include "error.h"

#include <QSaveFile>

namespace unembed {

void writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw InputError({path, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot write the file: %1").arg(file.errorString()));
}

} // namespace unembed
