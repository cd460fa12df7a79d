// A whole file mapped read-only into memory. Readers parse straight from the map, and matrices that
// borrow their values from it hold the shared_ptr so the map outlives them. Text formats walk the
// map line by line.
#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <memory>

namespace unembed {

class MappedFile {
    Q_DECLARE_TR_FUNCTIONS(MappedFile)

public:
    // Throws InputError naming the file when it is missing, a folder, unreadable or cannot be
    // mapped. An empty file opens with size() 0.
    static std::shared_ptr<const MappedFile> open(const QString& path);

    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    const QString& path() const { return path_; }
    const char* data() const { return data_; }
    qint64 size() const { return size_; }
    QByteArrayView bytes() const { return QByteArrayView(data_, size_); }
    // The bytes without a leading UTF-8 byte order mark, for text formats.
    QByteArrayView textBytes() const;

private:
    explicit MappedFile(const QString& path);

    QString path_;
    QFile file_;
    const char* data_ = "";
    qint64 size_ = 0;
};

// Gives the whole pages inside [begin, begin + bytes) of a read-only file mapping back to the file
// cache (they are read from the file again if touched), so that walking a file far larger than
// memory keeps the process small. Only for memory a MappedFile maps: anywhere else it would drop
// data. Does nothing where the system has no madvise.
void releaseMappedPages(const void* begin, qint64 bytes);

// `bytes` decoded as UTF-8; throws InputError naming the file, the line and the field when they
// hold an invalid byte sequence (every text format refuses it alike rather than replacing it).
QString strictUtf8(QByteArrayView bytes, const QString& path, qint64 line,
                   const QString& field = {});

// Takes the next line off the front of `rest` into `line`, without its LF or CRLF. False once
// `rest` is empty, so a final line break does not make an extra empty line.
bool takeLine(QByteArrayView& rest, QByteArrayView& line);

} // namespace unembed
