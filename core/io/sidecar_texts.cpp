#include "sidecar_texts.h"

#include "error.h"
#include "mapped_file.h"

namespace unembed {

QStringList readSidecarTexts(const QString& path) {
    const auto file = MappedFile::open(path);
    QByteArrayView rest = file->textBytes();
    QByteArrayView line;
    QStringList texts;
    for (qint64 lineNumber = 1; takeLine(rest, line); ++lineNumber)
        texts << strictUtf8(line, path, lineNumber);
    return texts;
}

} // namespace unembed
