// Every text metric of a set of (prediction, reference) pairs: per pair as each pair is added,
// and for the whole set (means, medians and the figures that are only defined over a set: GEIA's
// NLTK corpus BLEU, stop-word rates, NERR and name recovery). Names follow metric_definitions.h;
// the token micro P/R/F1 needs the attacker's tokenizer and is kept apart (token_f1.h).
// Torch-free.
#pragma once

#include "eval/entity_recovery.h"
#include "eval/metric_definitions.h"
#include "eval/stop_word_rate.h"

#include <QStringList>

namespace unembed {

class TextScores {
public:
    // `detectors` find the sensitive terms of the references for NERR and name recovery; they
    // must outlive this object.
    explicit TextScores(std::vector<const TermDetector*> detectors);

    // Scores one pair and returns its figures (NERR only when the reference has terms).
    std::vector<MetricValue> add(const QString& prediction, const QString& reference);
    // The set's figures; those undefined for this set (no names, no pairs) are left out.
    std::vector<MetricValue> corpus() const;
    // The detectors' labels joined, as stored with the NERR and name figures.
    QString detectorLabel() const;

private:
    std::vector<const TermDetector*> detectors_;
    QStringList predictions_;
    QStringList references_;
    std::vector<std::vector<MetricValue>> pairs_;
    std::vector<double> editDistances_;
    StopWordRate predictionStopWords_;
    StopWordRate referenceStopWords_;
    EntityRecovery entities_;
};

} // namespace unembed
