// Memory estimates checked before a model or a search is allocated: a config or an option that
// asks for more memory than the machine has is refused with an InputError naming the file or
// option that asked, instead of ending in std::bad_alloc, an int overflow inside libtorch or the
// kernel's OOM killer. Torch-free.
#pragma once

#include "error.h"

namespace unembed {

// Bytes this process can still allocate: the smallest of the machine's available memory
// (MemAvailable), the cgroup's memory limit left and the address-space limit (ulimit -v).
qint64 availableMemoryBytes();

// Throws InputError at `where` when `bytes` (an estimate; a double, so that products of
// configured sizes cannot overflow) exceeds availableMemoryBytes(). `what` names what would be
// allocated, e.g. "the model's weights".
void requireMemoryFor(double bytes, const ErrorContext& where, const QString& what);

// "1.5 GB", for messages.
QString describeBytes(double bytes);

} // namespace unembed
