#include "text_scores.h"

#include "eval/bleu.h"
#include "eval/edit_distance.h"
#include "eval/exact_match.h"
#include "eval/rouge.h"
#include "text/token_f1.h"

namespace unembed {

TextScores::TextScores(std::vector<const TermDetector*> detectors)
    : detectors_(std::move(detectors)) {}

std::vector<MetricValue> TextScores::add(const QString& prediction, const QString& reference) {
    const RougeScores rouge = rougeF(prediction, reference);
    const double distance = double(editDistance(prediction, reference));
    std::vector<MetricValue> values = {
        {QStringLiteral("bleu"), vec2textBleu(prediction, reference)},
        {QStringLiteral("sentence_bleu"), sacreSentenceBleu(prediction, reference)},
        {QStringLiteral("rouge1"), rouge.rouge1},
        {QStringLiteral("rouge2"), rouge.rouge2},
        {QStringLiteral("rougeL"), rouge.rougeL},
        {QStringLiteral("tf1"), tokenSetF1(prediction, reference)},
        {QStringLiteral("exact_match"), exactMatch(prediction, reference) ? 100.0 : 0.0},
        {QStringLiteral("exact_match_geia"), geiaExactMatch(prediction, reference) ? 100.0 : 0.0},
        {QStringLiteral("exact_match_loose"), looseExactMatch(prediction, reference) ? 100.0 : 0.0},
        {QStringLiteral("edit_distance"), distance},
    };
    const auto spans = detectSensitiveTerms(detectors_, reference);
    EntityRecovery pair;
    pair.add(reference, spans, prediction);
    if (pair.entities().found > 0)
        values.push_back({QStringLiteral("nerr"), pair.entities().percent()});
    entities_.add(reference, spans, prediction);
    predictionStopWords_.add(prediction);
    referenceStopWords_.add(reference);
    editDistances_.push_back(distance);
    predictions_.append(prediction);
    references_.append(reference);
    pairs_.push_back(values);
    return values;
}

std::vector<MetricValue> TextScores::corpus() const {
    std::vector<MetricValue> values;
    if (pairs_.empty()) return values;
    // Means of the per-pair figures, in the order add() gives them (NERR is a set figure).
    for (size_t i = 0; i < pairs_.front().size(); ++i) {
        const QString& name = pairs_.front()[i].name;
        if (name == QLatin1String("nerr")) continue;
        double sum = 0;
        for (const auto& pair : pairs_)
            sum += pair[i].value;
        values.push_back({name, sum / double(pairs_.size())});
    }
    values.push_back({QStringLiteral("edit_distance_median"), median(editDistances_)});
    for (int order : {1, 2, 4})
        values.push_back({QStringLiteral("geia_bleu%1").arg(order),
                          nltkCorpusBleu(predictions_, references_, order)});
    values.push_back({QStringLiteral("swr_prediction"), predictionStopWords_.rate()});
    values.push_back({QStringLiteral("swr_reference"), referenceStopWords_.rate()});
    values.push_back({QStringLiteral("swr_difference"),
                      predictionStopWords_.rate() - referenceStopWords_.rate()});
    const std::pair<const char*, const EntityRecovery::Share*> shares[] = {
        {"nerr", &entities_.entities()},
        {"first_name_recovery", &entities_.firstNames()},
        {"last_name_recovery", &entities_.lastNames()},
        {"full_name_recovery", &entities_.fullNames()}};
    for (const auto& [name, share] : shares)
        if (share->found > 0) values.push_back({QString::fromLatin1(name), share->percent()});
    return values;
}

QString TextScores::detectorLabel() const {
    return detectorLabels(detectors_);
}

} // namespace unembed
