// Sidecar text files: the ground-truth text of each embedding row, one UTF-8 line per row, given
// next to an embedding file that has no texts of its own (or to replace its texts).
#pragma once

#include <QStringList>

namespace unembed {

// One text per line, without the line break (LF or CRLF); a final line break does not add an
// empty text. Throws InputError naming the file, and the line for text that is not UTF-8.
QStringList readSidecarTexts(const QString& path);

} // namespace unembed
