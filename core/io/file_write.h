// Writing a whole file atomically: the bytes land in a temporary file that replaces `path` only
// once complete, so a kill mid-write leaves the previous file whole. Throws InputError naming the
// file.
#pragma once

#include <QByteArray>
#include <QString>

namespace unembed {

void writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace unembed
