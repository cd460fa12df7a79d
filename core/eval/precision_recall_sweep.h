// MLC's precision-recall curve over decision thresholds (GEIA Figure 3): at each threshold the
// predicted set of a sentence is every token scored at or above it, and precision, recall and F1
// are the token micro figures of token_f1.h. Needs only the stored scores, no model. Torch-free.
#pragma once

#include "text/token_f1.h"

#include <utility>
#include <vector>

namespace unembed {

struct ScoredSentence {
    std::vector<qint64> reference;                 // the reference's token ids, EOS included
    std::vector<std::pair<qint64, double>> scores; // (token id, probability)
};

struct PrecisionRecallPoint {
    double threshold = 0;
    MicroPrf counts;
};

// 0.05, 0.10, ..., 0.95 (k / 20, so 0.15 is exactly the double nearest 0.15).
std::vector<double> sweepThresholds();

std::vector<PrecisionRecallPoint> precisionRecallSweep(const std::vector<ScoredSentence>& sentences,
                                                       const std::vector<double>& thresholds);

} // namespace unembed
