#include "rouge.h"

#include "text/metric_tokenization.h"

#include <QHash>

#include <vector>

namespace unembed {

namespace {

// rouge_score's fmeasure: 0 when precision and recall are both 0.
double fMeasure(double matches, double predicted, double referenced) {
    if (predicted == 0 || referenced == 0 || matches == 0) return 0.0;
    const double precision = matches / predicted;
    const double recall = matches / referenced;
    return 100.0 * 2 * precision * recall / (precision + recall);
}

double ngramF(const QStringList& prediction, const QStringList& reference, int n) {
    auto counts = [n](const QStringList& tokens) {
        QHash<QString, qint64> result;
        for (qsizetype i = 0; i + n <= tokens.size(); ++i)
            ++result[tokens.mid(i, n).join(QLatin1Char(' '))];
        return result;
    };
    const auto predicted = counts(prediction);
    const auto referenced = counts(reference);
    qint64 matches = 0, predictedTotal = 0, referencedTotal = 0;
    for (auto it = predicted.begin(); it != predicted.end(); ++it) {
        predictedTotal += it.value();
        matches += std::min(it.value(), referenced.value(it.key()));
    }
    for (qint64 count : referenced)
        referencedTotal += count;
    return fMeasure(double(matches), double(predictedTotal), double(referencedTotal));
}

qsizetype longestCommonSubsequence(const QStringList& a, const QStringList& b) {
    std::vector<qsizetype> previous(size_t(b.size()) + 1, 0), current(previous.size(), 0);
    for (const QString& token : a) {
        for (qsizetype j = 1; j <= b.size(); ++j)
            current[size_t(j)] = token == b[j - 1]
                                     ? previous[size_t(j) - 1] + 1
                                     : std::max(previous[size_t(j)], current[size_t(j) - 1]);
        std::swap(previous, current);
    }
    return previous.back();
}

} // namespace

RougeScores rougeF(const QString& prediction, const QString& reference) {
    const QStringList p = rougeTokens(prediction);
    const QStringList r = rougeTokens(reference);
    return {ngramF(p, r, 1), ngramF(p, r, 2),
            fMeasure(double(longestCommonSubsequence(p, r)), double(p.size()), double(r.size()))};
}

} // namespace unembed
