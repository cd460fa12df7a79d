// The victim options of every verb that queries a victim: --embedder takes a sentence-transformers
// folder or the base URL of an OpenAI-compatible endpoint; the endpoint's model, key variable,
// dimensions, batch, budget and query cache come with it.
#pragma once

#include "embedders/victim_spec.h"
#include "verb_options.h"

namespace unembed::cli {

// Adds --embedder (with `embedderHelp`), --prompt and the endpoint options. `hasCase`: the verb has
// --case, whose query cache an endpoint uses unless --query-cache names another case.
void addVictimOptions(QCommandLineParser& parser, const QString& embedderHelp, bool hasCase);

// The victim those options give (empty when --embedder is not given), or nullopt after a usage
// error. `casePath`: the verb's case, if any.
std::optional<VictimSpec> victimOptions(VerbOptions& options, const QString& casePath = {});

} // namespace unembed::cli
