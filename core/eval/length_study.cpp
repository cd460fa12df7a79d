#include "length_study.h"

#include "eval/bleu.h"
#include "eval/exact_match.h"
#include "eval/metric_definitions.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <iterator>

namespace unembed {

namespace {

// Upper bounds of the buckets; the last one is open.
constexpr int kBounds[] = {8, 16, 32, 64};
constexpr int kBuckets = int(std::size(kBounds)) + 1;

int bucketOf(int length) {
    for (int b = 0; b < kBuckets - 1; ++b)
        if (length <= kBounds[b]) return b;
    return kBuckets - 1;
}

QString rangeOf(int bucket) {
    const int low = bucket == 0 ? 1 : kBounds[bucket - 1] + 1;
    return bucket == kBuckets - 1 ? QStringLiteral("%1+").arg(low)
                                  : QStringLiteral("%1–%2").arg(low).arg(kBounds[bucket]);
}

struct Sums {
    int count = 0;
    double bleu = 0, exact = 0, cosine = 0;
    int cosines = 0;
};

} // namespace

StoredCurve lengthStudyCurve(qint64 runId, const LengthStudyInput& input,
                             const QString& tokenizer) {
    Sums sums[kBuckets];
    for (size_t i = 0; i < input.lengths.size(); ++i) {
        Sums& s = sums[bucketOf(input.lengths[i])];
        ++s.count;
        s.bleu += vec2textBleu(input.predictions[qsizetype(i)], input.references[qsizetype(i)]);
        s.exact += exactMatch(input.predictions[qsizetype(i)], input.references[qsizetype(i)])
                       ? 100.0
                       : 0.0;
        if (i < input.cosines.size() && input.cosines[i]) {
            s.cosine += *input.cosines[i];
            ++s.cosines;
        }
    }
    StoredCurve curve;
    curve.info.kind = QStringLiteral("length");
    curve.info.runId = runId;
    curve.info.title = QStringLiteral("BLEU, exact match and cosine by reference length");
    curve.info.xLabel = QStringLiteral("reference length (attacker tokens, bucket upper bound)");
    curve.info.yLabel = QStringLiteral("BLEU / exact match (%)");
    bool anyCosine = false;
    for (int b = 0; b < kBuckets; ++b) {
        const Sums& s = sums[b];
        if (s.count == 0) continue;
        // The open bucket is drawn at twice the last bound.
        const double x = b < kBuckets - 1 ? kBounds[b] : 2.0 * kBounds[kBuckets - 2];
        const QString label = QStringLiteral("%1 tokens, %2 samples").arg(rangeOf(b)).arg(s.count);
        curve.points.push_back({QStringLiteral("BLEU"), 1, x, s.bleu / s.count, label});
        curve.points.push_back({QStringLiteral("exact match"), 1, x, s.exact / s.count, label});
        if (s.cosines > 0) {
            anyCosine = true;
            curve.points.push_back(
                {QStringLiteral("cosine"), 2, x, s.cosine / s.cosines,
                 QStringLiteral("%1 tokens, %2 samples").arg(rangeOf(b)).arg(s.cosines)});
        }
    }
    if (anyCosine) curve.info.y2Label = QStringLiteral("cosine");
    QJsonObject params{
        {QStringLiteral("tokenizer"), tokenizer},
        {QStringLiteral("bleu"), metricDefinition(QStringLiteral("bleu")).definitionId},
        {QStringLiteral("exact_match"),
         metricDefinition(QStringLiteral("exact_match")).definitionId}};
    if (anyCosine)
        params.insert(QStringLiteral("cosine"), metricDefinition(input.cosineName).definitionId);
    curve.info.paramsJson = QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact));
    return curve;
}

} // namespace unembed
