// Vec2Text runs side by side, round by round: one stored `rounds` curve with a series per run
// and metric, drawn from each run's per-round figures (an evaluation stores them). Over a run
// whose corrector was trained with feedback and one trained without, it is the paper's "with
// and without feedback" figure. No model is needed. Torch-free header.
#pragma once

#include "store/case_file.h"

#include <QStringList>

#include <vector>

namespace unembed {

struct RoundsComparisonRequest {
    std::vector<qint64> runIds; // two or more evaluated Vec2Text runs
    // Per-round figures: "bleu" and "exact_match" (left axis, %), "target_cosine" (right axis).
    QStringList metrics{QStringLiteral("bleu"), QStringLiteral("exact_match")};
};

// The per-round metrics a comparison can draw.
QStringList roundsComparisonMetrics();

// Stores the curve (kind "rounds", belonging to no single run) and returns its id. Its parameters
// record the runs, the metrics and their definitions. Throws InputError naming the case for fewer
// than two runs, a run listed twice, an unknown run, a run that is not Vec2Text, a run without
// per-round figures (not evaluated yet) or a metric not in roundsComparisonMetrics().
qint64 storeRoundsComparison(CaseFile& caseFile, const RoundsComparisonRequest& request);

} // namespace unembed
