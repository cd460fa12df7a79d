// What a model folder is, as the Models view shows it: a victim embedder (a sentence-transformers
// folder) or an attacker (config.json with an "unembed" block naming its family and the victim it
// was trained against), its size in a line, and whether an attacker fits a victim. Torch-free.
#pragma once

#include "store/model_store.h"

namespace unembed {

class CaseFile;

inline const QString kVictimFamily = QStringLiteral("sentence-transformers");

struct ModelFolderInfo {
    ModelInfo model; // as registered: for a victim, victimName/victimDim are its own
    QString summary; // e.g. "T5 encoder: d_model 256, 2 layers, vocabulary 4000"
    bool isVictim() const { return model.family == kVictimFamily; }
};

// Reads the folder (a victim is loaded to learn its dimension). Throws InputError naming the
// folder when it is neither.
ModelFolderInfo describeModelFolder(const QString& folder);

// Throws InputError naming both when `attacker` was trained for vectors of another dimension than
// `victim` makes, or when the roles are not an attacker and a victim. (A victim of the same
// dimension under another name may be a copy of the same embedder: the caller warns.)
void requireModelsFit(const ModelInfo& attacker, const ModelInfo& victim);

} // namespace unembed
