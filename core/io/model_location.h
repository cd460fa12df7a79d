// Where a model is, as every `--embedder`, `--align` and model option takes it: a folder, or the
// http(s):// base URL of an endpoint that can only be queried. Torch-free.
#pragma once

#include <QString>

namespace unembed {

// An http:// or https:// URL (the scheme in any case) rather than a folder.
bool isEndpointLocation(const QString& location);

} // namespace unembed
