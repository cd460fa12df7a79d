#include "sidecar_texts.h"

#include "error.h"
#include "mapped_file.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace unembed {

QStringList readSidecarTexts(const QString& path) {
    const auto file = MappedFile::open(path);
    QByteArrayView rest = file->textBytes();
    QByteArrayView line;
    QStringList texts;
    for (qint64 lineNumber = 1; takeLine(rest, line); ++lineNumber) {
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = utf8.decode(line);
        if (utf8.hasError())
            throw InputError(
                {path,
                 lineNumber,
                 {},
                 QCoreApplication::translate("SidecarTexts", "UTF-8 text"),
                 QCoreApplication::translate("SidecarTexts", "invalid byte sequences")},
                QCoreApplication::translate("SidecarTexts", "the line is not valid UTF-8"));
        texts << text;
    }
    return texts;
}

} // namespace unembed
