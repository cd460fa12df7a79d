#include "token_f1.h"

#include "error.h"
#include "text/metric_tokenization.h"

#include <QSet>

#include <algorithm>

namespace unembed {

namespace {

double ratio(qint64 numerator, qint64 denominator) {
    return denominator == 0 ? 0.0 : 100.0 * double(numerator) / double(denominator);
}

} // namespace

void MicroPrf::add(const std::vector<qint64>& reference, const std::vector<qint64>& prediction) {
    const QSet<qint64> referenced(reference.begin(), reference.end());
    const QSet<qint64> predicted(prediction.begin(), prediction.end());
    const qint64 common = std::count_if(predicted.begin(), predicted.end(),
                                        [&](qint64 id) { return referenced.contains(id); });
    truePositives_ += common;
    falsePositives_ += predicted.size() - common;
    falseNegatives_ += referenced.size() - common;
}

MicroPrf MicroPrf::fromCounts(qint64 truePositives, qint64 predicted, qint64 referenced) {
    MicroPrf counts;
    counts.truePositives_ = truePositives;
    counts.falsePositives_ = predicted - truePositives;
    counts.falseNegatives_ = referenced - truePositives;
    return counts;
}

MicroPrf tokenMicroScores(const std::vector<std::vector<int64_t>>& predicted,
                          const std::vector<std::vector<int64_t>>& reference) {
    if (predicted.size() != reference.size())
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("predictions"),
                          QString::number(reference.size()),
                          QString::number(predicted.size())},
                         QStringLiteral("there must be one prediction per reference"));
    MicroPrf counts;
    for (size_t i = 0; i < predicted.size(); ++i)
        counts.add({reference[i].begin(), reference[i].end()},
                   {predicted[i].begin(), predicted[i].end()});
    return counts;
}

double MicroPrf::precision() const {
    return ratio(truePositives_, truePositives_ + falsePositives_);
}

double MicroPrf::recall() const {
    return ratio(truePositives_, truePositives_ + falseNegatives_);
}

double MicroPrf::f1() const {
    return ratio(2 * truePositives_, 2 * truePositives_ + falsePositives_ + falseNegatives_);
}

double tokenSetF1(const QString& prediction, const QString& reference) {
    const QStringList p = nltkWordTokens(prediction), r = nltkWordTokens(reference);
    const QSet<QString> predicted(p.begin(), p.end()), referenced(r.begin(), r.end());
    const qint64 common = std::count_if(predicted.begin(), predicted.end(),
                                        [&](const QString& w) { return referenced.contains(w); });
    if (common == 0) return 0.0;
    const double precision = double(common) / double(predicted.size());
    const double recall = double(common) / double(referenced.size());
    return 100.0 * 2 * precision * recall / (precision + recall);
}

} // namespace unembed
