// Typed reads of the model table: model folders registered in a case (victim embedders and
// attackers) with the victim each attacker was trained against.
#pragma once

#include "case_file.h"

#include <QDateTime>

namespace unembed {

struct ModelInfo {
    qint64 id = 0;
    QString name;
    QString folder;
    QString family;
    QString checksum;
    QString victimName;
    qint64 victimDim = 0;
    QDateTime registeredAt;
};

// A folder the case stores relative to itself (as the demo case ships them) is returned
// resolved against the case file's folder.
std::vector<ModelInfo> listModels(CaseFile& caseFile);

// Registers a model folder (id, folder, family, checksum and victim as given; `registeredAt` is
// set here), or returns the id it already has when the same folder (however it is written) with
// the same checksum is registered.
qint64 registerModel(CaseFile& caseFile, const ModelInfo& model);

// Points each model at `root`/(its folder's own name) when that holds the same weights (its
// model.safetensors has the model's checksum), so that a case moved with its models, like the
// demo case beside its pack, uses the copies beside it. Returns how many moved; a model with no
// such folder keeps its path. Rows that come to name the same folder with the same weights are
// merged (mergeDuplicateModels). A row that no run uses (as its model or its base inverter) and
// whose folder under `root` now holds other weights is an outdated registration (a model retrained
// since) and goes.
int relocateModels(CaseFile& caseFile, const QString& root);

// Keeps one row of each model registered twice (the same folder, family and checksum, as when
// it was registered under two paths that became one): the runs of the others move to the
// first, and the others go. Returns how many went.
int mergeDuplicateModels(CaseFile& caseFile);

} // namespace unembed
