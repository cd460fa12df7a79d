// SHA-256 of a file, the checksum the case file records for imported files and model weights.
#pragma once

#include <QString>

namespace unembed {

// Lower-case hex; throws InputError naming the file when it cannot be read.
QString sha256OfFile(const QString& path);

} // namespace unembed
