// Writing a whole file so that it cannot lie: the bytes land in a temporary file beside `path`,
// flushed and synced, that replaces `path` only once complete, so a kill mid-write leaves the
// previous file whole and a full disk is an error, never a short file. A path that is a device
// or a pipe (/dev/stdout) is written directly, unbuffered, each write checked. Throws InputError
// naming the file.
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

namespace unembed {

void writeFileAtomically(const QString& path, const QByteArray& bytes);
// `write` puts the content on the device and returns false if a write failed.
void writeFileAtomically(const QString& path, const std::function<bool(QIODevice&)>& write);

} // namespace unembed
