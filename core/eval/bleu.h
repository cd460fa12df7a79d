// BLEU as the papers report it. Vec2Text's figure is the mean over sentences of sacreBLEU's
// *corpus* BLEU on one (prediction, reference) pair, as the `evaluate` "sacrebleu" metric gives
// it: 13a tokens, exponential smoothing, no effective order, so a prediction shorter than four
// tokens scores 0. sacreBLEU's sentence_bleu uses the effective order instead (an exact one-word
// match scores 100). GEIA reports NLTK's corpus_bleu on case-sensitive whitespace tokens without
// smoothing. All scores are in 0..100. Torch-free.
#pragma once

#include <QStringList>

#include <array>
#include <vector>

namespace unembed {

// Clipped n-gram matches and prediction n-gram counts for n = 1..4, and the two lengths.
struct NgramStatistics {
    std::array<qint64, 4> matches{};
    std::array<qint64, 4> totals{};
    qint64 predictionLength = 0;
    qint64 referenceLength = 0;
};

NgramStatistics ngramStatistics(const QStringList& prediction, const QStringList& reference);

// sacreBLEU 2's compute_bleu with smooth_method "exp": 0 when no n-gram matches at all.
double sacreBleuScore(const NgramStatistics& stats, bool effectiveOrder);

// sacreBLEU corpus_bleu([prediction], [[reference]]): 13a, exp smoothing, no effective order.
double vec2textBleu(const QString& prediction, const QString& reference);
// sacreBLEU sentence_bleu(prediction, [reference]): 13a, exp smoothing, effective order.
double sacreSentenceBleu(const QString& prediction, const QString& reference);

// NLTK corpus_bleu over whitespace tokens with uniform weights 1/maxOrder over n = 1..maxOrder
// (GEIA's BLEU-1, BLEU-2, BLEU-4) and no smoothing. `predictions` and `references` pair up.
double nltkCorpusBleu(const QStringList& predictions, const QStringList& references, int maxOrder);

} // namespace unembed
