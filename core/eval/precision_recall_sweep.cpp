#include "precision_recall_sweep.h"

namespace unembed {

std::vector<double> sweepThresholds() {
    std::vector<double> thresholds;
    for (int k = 1; k <= 19; ++k)
        thresholds.push_back(k / 20.0);
    return thresholds;
}

std::vector<PrecisionRecallPoint> precisionRecallSweep(const std::vector<ScoredSentence>& sentences,
                                                       const std::vector<double>& thresholds) {
    std::vector<PrecisionRecallPoint> points;
    for (double threshold : thresholds) {
        PrecisionRecallPoint point{threshold, {}};
        for (const ScoredSentence& sentence : sentences) {
            std::vector<qint64> predicted;
            for (const auto& [id, p] : sentence.scores)
                if (p >= threshold) predicted.push_back(id);
            point.counts.add(sentence.reference, predicted);
        }
        points.push_back(point);
    }
    return points;
}

} // namespace unembed
