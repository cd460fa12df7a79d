#include "bleu.h"

#include "text/metric_tokenization.h"

#include <QHash>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace unembed {

namespace {

QHash<QString, qint64> ngramCounts(const QStringList& tokens, int n) {
    QHash<QString, qint64> counts;
    for (qsizetype i = 0; i + n <= tokens.size(); ++i)
        ++counts[tokens.mid(i, n).join(QChar(0x1F))]; // unit separator: never inside a token
    return counts;
}

// The brevity penalty both implementations use: 1 unless the prediction is shorter.
double brevityPenalty(qint64 predictionLength, qint64 referenceLength) {
    if (predictionLength >= referenceLength) return 1.0;
    if (predictionLength == 0) return 0.0;
    return std::exp(1.0 - double(referenceLength) / double(predictionLength));
}

} // namespace

NgramStatistics ngramStatistics(const QStringList& prediction, const QStringList& reference) {
    NgramStatistics stats;
    stats.predictionLength = prediction.size();
    stats.referenceLength = reference.size();
    for (int n = 1; n <= 4; ++n) {
        const auto predicted = ngramCounts(prediction, n);
        const auto referenced = ngramCounts(reference, n);
        for (auto it = predicted.begin(); it != predicted.end(); ++it) {
            stats.totals[n - 1] += it.value();
            stats.matches[n - 1] += std::min(it.value(), referenced.value(it.key()));
        }
    }
    return stats;
}

double sacreBleuScore(const NgramStatistics& stats, bool effectiveOrder) {
    // sacreBLEU 2 stops early when nothing matches (its issue 141), before any smoothing.
    if (std::all_of(stats.matches.begin(), stats.matches.end(), [](qint64 m) { return m == 0; }))
        return 0.0;
    std::array<double, 4> precisions{};
    double smooth = 1.0;
    int order = 4;
    for (int n = 1; n <= 4; ++n) {
        if (stats.totals[n - 1] == 0) break;
        if (effectiveOrder) order = n;
        if (stats.matches[n - 1] == 0) {
            smooth *= 2;
            precisions[n - 1] = 100.0 / (smooth * double(stats.totals[n - 1]));
        } else {
            precisions[n - 1] = 100.0 * double(stats.matches[n - 1]) / double(stats.totals[n - 1]);
        }
    }
    double logSum = 0;
    for (int n = 0; n < order; ++n) {
        // sacreBLEU's my_log(0) is -9999999999, which makes the score 0.
        if (precisions[n] == 0) return 0.0;
        logSum += std::log(precisions[n]);
    }
    return brevityPenalty(stats.predictionLength, stats.referenceLength) * std::exp(logSum / order);
}

double vec2textBleu(const QString& prediction, const QString& reference) {
    return sacreBleuScore(ngramStatistics(tokens13a(prediction), tokens13a(reference)), false);
}

double sacreSentenceBleu(const QString& prediction, const QString& reference) {
    return sacreBleuScore(ngramStatistics(tokens13a(prediction), tokens13a(reference)), true);
}

double nltkCorpusBleu(const QStringList& predictions, const QStringList& references, int maxOrder) {
    std::array<qint64, 4> numerators{}, denominators{};
    qint64 predictionLength = 0, referenceLength = 0;
    for (qsizetype i = 0; i < predictions.size(); ++i) {
        const NgramStatistics stats =
            ngramStatistics(whitespaceTokens(predictions[i]), whitespaceTokens(references[i]));
        predictionLength += stats.predictionLength;
        referenceLength += stats.referenceLength;
        for (int n = 0; n < 4; ++n) {
            numerators[n] += stats.matches[n];
            denominators[n] += std::max<qint64>(1, stats.totals[n]); // NLTK's max(1, count)
        }
    }
    if (numerators[0] == 0) return 0.0;
    double logSum = 0;
    for (int n = 0; n < maxOrder; ++n) {
        // NLTK's method0 replaces a zero precision by the smallest positive double.
        const double p =
            numerators[n] == 0 ? DBL_MIN : double(numerators[n]) / double(denominators[n]);
        logSum += std::log(p) / maxOrder;
    }
    return 100.0 * brevityPenalty(predictionLength, referenceLength) * std::exp(logSum);
}

} // namespace unembed
