// ROUGE-1, ROUGE-2 and ROUGE-L F-measure as Google's rouge_score computes them for one
// (prediction, reference) pair: its tokenizer (lower-case, non-alphanumerics to spaces) without
// stemming, clipped n-gram overlap, and the longest common subsequence for ROUGE-L. Vec2Text's
// ROUGE figure is ROUGE-1 F. Scores in 0..100. Torch-free.
#pragma once

#include <QString>

namespace unembed {

struct RougeScores {
    double rouge1 = 0;
    double rouge2 = 0;
    double rougeL = 0;
};

RougeScores rougeF(const QString& prediction, const QString& reference);

} // namespace unembed
