// Opens the victim a VictimSpec names: a SentenceTransformer for a folder (with its prompt), an
// HttpEmbedder for an endpoint, behind its defence if it has one (a DefendedVictim). Throws
// InputError naming the folder or the URL and the problem, or the defence's.
#pragma once

#include "embedders/embedder.h"
#include "embedders/victim_spec.h"

#include <memory>

namespace unembed {

std::unique_ptr<Embedder> openVictim(const VictimSpec& spec);

} // namespace unembed
