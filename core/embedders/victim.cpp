#include "victim.h"

#include "embedders/http_embedder.h"
#include "embedders/sentence_transformer.h"
#include "error.h"

namespace unembed {

std::unique_ptr<Embedder> openVictim(const VictimSpec& spec) {
    if (spec.isEmpty()) throw InputError({}, QStringLiteral("no victim embedder was given"));
    if (spec.isEndpoint()) return std::make_unique<HttpEmbedder>(spec);
    auto folder = SentenceTransformer::load(spec.location);
    if (!spec.promptName.isEmpty()) folder->selectPrompt(spec.promptName);
    return folder;
}

} // namespace unembed
