#include "mapped_file.h"

#include "error.h"
#include "regular_file.h"

#include <QFileInfo>
#include <QStringDecoder>

#ifdef Q_OS_UNIX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace unembed {

MappedFile::MappedFile(const QString& path) : path_(path), file_(path) {}

std::shared_ptr<const MappedFile> MappedFile::open(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists()) throw InputError({path, {}, {}, {}, {}}, tr("the file does not exist"));
    if (info.isDir())
        throw InputError({path, {}, {}, tr("a file"), tr("a folder")}, tr("cannot read a folder"));
    // A FIFO would block the open below for ever; devices and sockets cannot be mapped.
    requireRegularFile(path, tr("a file"));

    // The constructor is private, so make_shared cannot reach it.
    std::shared_ptr<MappedFile> mapped(new MappedFile(path));
    if (!mapped->file_.open(QIODevice::ReadOnly))
        throw InputError({path, {}, {}, {}, {}},
                         tr("cannot open the file: %1").arg(mapped->file_.errorString()));
    mapped->size_ = mapped->file_.size();
    // Mapping zero bytes fails on every platform; an empty file simply has no bytes to parse.
    if (mapped->size_ > 0) {
        const uchar* map = mapped->file_.map(0, mapped->size_);
        if (!map)
            throw InputError({path, {}, {}, {}, {}},
                             tr("cannot memory-map the file: %1").arg(mapped->file_.errorString()));
        mapped->data_ = reinterpret_cast<const char*>(map);
    }
    return mapped;
}

QByteArrayView MappedFile::textBytes() const {
    const QByteArrayView all = bytes();
    return all.startsWith("\xEF\xBB\xBF") ? all.sliced(3) : all;
}

void releaseMappedPages(const void* begin, qint64 bytes) {
#ifdef Q_OS_UNIX
    if (bytes <= 0) return;
    // Only whole pages inside the range: the bytes before and after may still be read.
    const auto page = quintptr(sysconf(_SC_PAGESIZE));
    const auto start = reinterpret_cast<quintptr>(begin);
    const quintptr alignedBegin = (start + page - 1) / page * page;
    const quintptr alignedEnd = (start + quintptr(bytes)) / page * page;
    if (alignedEnd > alignedBegin)
        madvise(reinterpret_cast<void*>(alignedBegin), alignedEnd - alignedBegin, MADV_DONTNEED);
#else
    Q_UNUSED(begin);
    Q_UNUSED(bytes);
#endif
}

QString strictUtf8(QByteArrayView bytes, const QString& path, qint64 line, const QString& field) {
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8.decode(bytes);
    if (utf8.hasError())
        throw InputError(
            {path, line, field, QCoreApplication::translate("SidecarTexts", "UTF-8 text"),
             QCoreApplication::translate("SidecarTexts", "invalid byte sequences")},
            QCoreApplication::translate("SidecarTexts", "the line is not valid UTF-8"));
    return text;
}

bool takeLine(QByteArrayView& rest, QByteArrayView& line) {
    if (rest.isEmpty()) return false;
    const qsizetype end = rest.indexOf('\n');
    line = end < 0 ? rest : rest.first(end);
    rest = end < 0 ? QByteArrayView() : rest.sliced(end + 1);
    if (line.endsWith('\r')) line.chop(1);
    return true;
}

} // namespace unembed
