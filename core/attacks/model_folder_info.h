// What a model folder is, as the Models view shows it: a victim embedder (a sentence-transformers
// folder, or an OpenAI-compatible endpoint registered by its URL and model) or an attacker
// (config.json with an "unembed" block naming its family and the victim it was trained against),
// its size in a line, and whether an attacker fits a victim. Torch-free.
#pragma once

#include "embedders/victim_spec.h"
#include "store/model_store.h"

namespace unembed {

class CaseFile;

inline const QString kVictimFamily = QStringLiteral("sentence-transformers");
// A victim reached over HTTP: the model's folder column holds the endpoint's URL.
inline const QString kEndpointFamily = QStringLiteral("embeddings-endpoint");
inline bool isVictimFamily(const QString& family) {
    return family == kVictimFamily || family == kEndpointFamily;
}

struct ModelFolderInfo {
    ModelInfo model; // as registered: for a victim, victimName/victimDim are its own
    QString summary; // e.g. "T5 encoder: d_model 256, 2 layers, vocabulary 4000"
    bool isVictim() const { return isVictimFamily(model.family); }
};

// Reads the folder (a victim is loaded to learn its dimension). Throws InputError naming the
// folder when it is neither.
ModelFolderInfo describeModelFolder(const QString& folder);
// Queries the endpoint once (or its query cache) to learn its dimension; the key is never kept.
// Throws InputError naming the URL.
ModelFolderInfo describeEndpoint(const VictimSpec& endpoint);

// Throws InputError naming both when `attacker` was trained for vectors of another dimension than
// `victim` makes, or when the roles are not an attacker and a victim. (A victim of the same
// dimension under another name may be a copy of the same embedder: the caller warns.)
void requireModelsFit(const ModelInfo& attacker, const ModelInfo& victim);

} // namespace unembed
