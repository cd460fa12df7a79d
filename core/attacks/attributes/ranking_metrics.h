// How well scores rank positives above negatives, as scikit-learn defines the figures: ROC AUC
// (roc_auc_score: the probability that a random positive scores above a random negative, ties
// counting a half) and average precision (average_precision_score: the precision at each
// threshold weighted by the recall it adds, no interpolation), with a percentile bootstrap
// interval. Torch-free.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace unembed {

// nullopt when the labels hold only one class (the figure is undefined).
std::optional<double> rocAuc(const std::vector<double>& scores, const std::vector<uint8_t>& labels);
std::optional<double> averagePrecision(const std::vector<double>& scores,
                                       const std::vector<uint8_t>& labels);

struct RankingFigure {
    double value = 0.0;
    double low = 0.0;  // 2.5th percentile of the bootstrap
    double high = 0.0; // 97.5th
};

// The figure with a 95 % percentile bootstrap interval over `resamples` resamples of the records
// (seeded; a resample with one class only is drawn again). nullopt when the labels hold one class.
std::optional<RankingFigure> bootstrapRanking(
    const std::vector<double>& scores, const std::vector<uint8_t>& labels,
    std::optional<double> (*figure)(const std::vector<double>&, const std::vector<uint8_t>&),
    int resamples = 1000, uint64_t seed = 1);

} // namespace unembed
