// The verbs of unembed-cli by name, with their one-line summaries: what `unembed-cli --help`
// lists. Free of libtorch, so that the launcher (app/launcher) answers --help without loading it.
#pragma once

#include <cstdio>

namespace unembed::cli {

struct VerbSummary {
    const char* name;
    const char* summary;
    bool draws; // needs a QApplication (figures); the other verbs stay headless
};

extern const VerbSummary kVerbCatalog[];
extern const int kVerbCount;

// The summary of the verb called `name`, or nullptr when there is none.
const VerbSummary* findVerb(const char* name);

// "Usage: unembed-cli VERB [options] ... Verbs: ..." on `to`.
void printUsage(std::FILE* to);

} // namespace unembed::cli
