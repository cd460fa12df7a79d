// The launcher lists a case itself only when no compute setting is given (launcher_main.cpp):
// there is nothing to settle, and no libtorch to settle it with.
#include "compute_settings.h"

namespace unembed::cli {

void settleComputeSettings(const std::optional<QString>&, const std::optional<QString>&) {}

} // namespace unembed::cli
