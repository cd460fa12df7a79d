// The stored precision-recall figure of GEIA Figure 3: an MLC run's sweep over thresholds
// 0.05..0.95 (from its stored token scores, no model needed) as a `pr` curve, with the operating
// point of every finished MSP, GEIA and Vec2Text run on the same dataset as a series of its own,
// all under the token micro definition with each run's attacker tokenizer. Re-running replaces
// the MLC run's earlier `pr` curve. Torch-free header.
#pragma once

#include "eval/precision_recall_sweep.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <QStringList>

namespace unembed {

struct OperatingPoint {
    qint64 runId = 0;
    QString attack;
    MicroPrf counts;
};

struct PrecisionRecallCurve {
    qint64 curveId = 0;
    QString tokenizer; // the MLC run's spiece.model
    std::vector<PrecisionRecallPoint> sweep;
    std::vector<OperatingPoint> operatingPoints;
};

// Throws InputError naming the case for a run that is not MLC, a sample without scores_json, or
// a dataset without texts.
PrecisionRecallCurve storePrecisionRecallCurve(CaseFile& caseFile, qint64 mlcRunId,
                                               const CancelToken* cancel = nullptr,
                                               const ProgressFn& progress = {});

} // namespace unembed
