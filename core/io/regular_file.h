// The check every reader makes before it opens a file: the path must name an existing regular
// file (or a link to one). A FIFO would block open() for ever, a folder or a device makes
// libraries (SentencePiece, libzip, std::ifstream) throw or abort, so they are refused first with
// an InputError naming the file, what was expected and what was found.
#pragma once

#include <QString>

namespace unembed {

// Throws InputError when `path` is missing or is not a regular file. `what` says what the file
// was to be ("a SentencePiece model"); empty: "a regular file".
void requireRegularFile(const QString& path, const QString& what = {});

// What lies at `path`, in words: "a regular file", "a folder", "a named pipe (FIFO)", "a
// socket", "a device", or "nothing" when there is nothing there.
QString describeFileType(const QString& path);

} // namespace unembed
