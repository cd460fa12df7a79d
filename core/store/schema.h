// The case file's schema as a list of forward-only migrations; the last one's version is the
// schema this build writes.
#pragma once

#include "case_file.h"

namespace unembed {

const std::vector<Migration>& caseSchemaMigrations();

} // namespace unembed
