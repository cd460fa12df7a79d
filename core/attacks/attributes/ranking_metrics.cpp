#include "ranking_metrics.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace unembed {

namespace {

// Record indices by descending score.
std::vector<size_t> byScore(const std::vector<double>& scores) {
    std::vector<size_t> order(scores.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return scores[a] > scores[b]; });
    return order;
}

} // namespace

std::optional<double> rocAuc(const std::vector<double>& scores,
                             const std::vector<uint8_t>& labels) {
    const double positives = double(std::count(labels.begin(), labels.end(), uint8_t(1)));
    const double negatives = double(labels.size()) - positives;
    if (positives == 0 || negatives == 0) return std::nullopt;
    // Mann–Whitney: average ranks over ties, ascending.
    std::vector<size_t> order(scores.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return scores[a] < scores[b]; });
    double rankSum = 0.0;
    for (size_t i = 0; i < order.size();) {
        size_t j = i;
        while (j < order.size() && scores[order[j]] == scores[order[i]])
            ++j;
        const double rank = (double(i + 1) + double(j)) / 2.0;
        for (size_t k = i; k < j; ++k)
            if (labels[order[k]]) rankSum += rank;
        i = j;
    }
    return (rankSum - positives * (positives + 1) / 2.0) / (positives * negatives);
}

std::optional<double> averagePrecision(const std::vector<double>& scores,
                                       const std::vector<uint8_t>& labels) {
    const double positives = double(std::count(labels.begin(), labels.end(), uint8_t(1)));
    if (positives == 0 || positives == double(labels.size())) return std::nullopt;
    const std::vector<size_t> order = byScore(scores);
    double truePositives = 0.0, seen = 0.0, previousRecall = 0.0, sum = 0.0;
    for (size_t i = 0; i < order.size();) {
        // One threshold per distinct score: its ties enter together.
        size_t j = i;
        while (j < order.size() && scores[order[j]] == scores[order[i]]) {
            truePositives += labels[order[j]];
            seen += 1.0;
            ++j;
        }
        const double recall = truePositives / positives;
        sum += (recall - previousRecall) * (truePositives / seen);
        previousRecall = recall;
        i = j;
    }
    return sum;
}

std::optional<RankingFigure> bootstrapRanking(
    const std::vector<double>& scores, const std::vector<uint8_t>& labels,
    std::optional<double> (*figure)(const std::vector<double>&, const std::vector<uint8_t>&),
    int resamples, uint64_t seed) {
    const std::optional<double> value = figure(scores, labels);
    if (!value) return std::nullopt;
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<size_t> pick(0, scores.size() - 1);
    std::vector<double> figures;
    std::vector<double> s(scores.size());
    std::vector<uint8_t> l(labels.size());
    for (int r = 0, tries = 0; r < resamples && tries < 20 * resamples; ++tries) {
        for (size_t i = 0; i < scores.size(); ++i) {
            const size_t k = pick(random);
            s[i] = scores[k];
            l[i] = labels[k];
        }
        if (const std::optional<double> f = figure(s, l)) {
            figures.push_back(*f);
            ++r;
        }
    }
    std::sort(figures.begin(), figures.end());
    const auto at = [&](double q) {
        return figures[std::min(figures.size() - 1, size_t(q * double(figures.size() - 1) + 0.5))];
    };
    return RankingFigure{*value, figures.empty() ? *value : at(0.025),
                         figures.empty() ? *value : at(0.975)};
}

} // namespace unembed
