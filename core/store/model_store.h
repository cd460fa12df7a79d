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

std::vector<ModelInfo> listModels(CaseFile& caseFile);

} // namespace unembed
