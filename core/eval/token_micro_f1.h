// Token-level micro precision, recall and F1 (GEIA Table 1, and the MLC threshold sweep): each
// sentence is the set of its token ids (a multi-hot row, so repeats count once) and the counts are
// pooled over the whole set before dividing, as scikit-learn's average='micro' on indicator
// matrices. Torch-free.
#pragma once

#include <cstdint>
#include <vector>

namespace unembed {

struct MicroScores {
    int64_t truePositives = 0; // (sentence, token) pairs both predicted and in the reference
    int64_t predicted = 0;     // (sentence, token) pairs predicted
    int64_t reference = 0;     // (sentence, token) pairs in the reference
    // 0 when nothing was predicted (or nothing is to be found), as scikit-learn's zero_division.
    double precision() const;
    double recall() const;
    double f1() const;
};

// Row i of `predicted` is scored against row i of `reference`. Throws InputError when their
// counts differ.
MicroScores tokenMicroScores(const std::vector<std::vector<int64_t>>& predicted,
                             const std::vector<std::vector<int64_t>>& reference);

} // namespace unembed
