// Typed reads of the run table: one row per attack, evaluation or sweep run on a dataset.
#pragma once

#include "case_file.h"

#include <QDateTime>

namespace unembed {

struct RunInfo {
    qint64 id = 0;
    QString attack;
    qint64 modelId = 0;   // 0 when none
    qint64 datasetId = 0; // 0 when none
    QString paramsJson;
    QString device;
    QDateTime startedAt;
    QDateTime finishedAt; // invalid while running
    QString status;
};

std::vector<RunInfo> listRuns(CaseFile& caseFile);

} // namespace unembed
