#include "token_micro_f1.h"

#include "error.h"

#include <algorithm>
#include <iterator>

namespace unembed {

namespace {

std::vector<int64_t> distinct(std::vector<int64_t> ids) {
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

double ratio(int64_t numerator, int64_t denominator) {
    return denominator > 0 ? double(numerator) / double(denominator) : 0.0;
}

} // namespace

double MicroScores::precision() const {
    return ratio(truePositives, predicted);
}

double MicroScores::recall() const {
    return ratio(truePositives, reference);
}

double MicroScores::f1() const {
    // 2TP / (2TP + FP + FN), which is the harmonic mean of the two without dividing by zero.
    return ratio(2 * truePositives, predicted + reference);
}

MicroScores tokenMicroScores(const std::vector<std::vector<int64_t>>& predicted,
                             const std::vector<std::vector<int64_t>>& reference) {
    if (predicted.size() != reference.size())
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("predictions"),
                          QString::number(reference.size()),
                          QString::number(predicted.size())},
                         QStringLiteral("there must be one prediction per reference"));
    MicroScores scores;
    for (size_t i = 0; i < predicted.size(); ++i) {
        const std::vector<int64_t> guess = distinct(predicted[i]);
        const std::vector<int64_t> gold = distinct(reference[i]);
        std::vector<int64_t> common;
        std::set_intersection(guess.begin(), guess.end(), gold.begin(), gold.end(),
                              std::back_inserter(common));
        scores.truePositives += int64_t(common.size());
        scores.predicted += int64_t(guess.size());
        scores.reference += int64_t(gold.size());
    }
    return scores;
}

} // namespace unembed
