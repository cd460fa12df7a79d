#include "victim.h"

#include "embedders/defence.h"
#include "embedders/http_embedder.h"
#include "embedders/sentence_transformer.h"
#include "error.h"

namespace unembed {

namespace {

std::unique_ptr<Embedder> openClean(const VictimSpec& spec) {
    if (spec.isEndpoint()) return std::make_unique<HttpEmbedder>(spec);
    auto folder = SentenceTransformer::load(spec.location);
    if (!spec.promptName.isEmpty()) folder->selectPrompt(spec.promptName);
    return folder;
}

} // namespace

std::unique_ptr<Embedder> openVictim(const VictimSpec& spec) {
    if (spec.isEmpty()) throw InputError({}, QStringLiteral("no victim embedder was given"));
    if (spec.defence.isEmpty()) return openClean(spec);
    DefenceSpec defence = DefenceSpec::parse(spec.defence);
    defence.seed = spec.defenceSeed;
    return std::make_unique<DefendedVictim>(openClean(spec), defence);
}

} // namespace unembed
