// Vec2Text's length study (§7: recovery falls as texts grow) for one run: BLEU, exact match and,
// where known, the cosine, each a mean over the samples whose reference falls in a length bucket.
// Lengths are counted in the attacker tokenizer's tokens (EOS not counted), in buckets 1–8, 9–16,
// 17–32, 33–64 and 65+ (Vec2Text trains at 32 tokens); each point is drawn at the bucket's upper
// bound and labelled with its range and sample count. Torch-free.
#pragma once

#include "store/metric_store.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace unembed {

struct LengthStudyInput {
    std::vector<int> lengths; // the reference's tokens, per sample
    QStringList predictions;
    QStringList references;
    std::vector<std::optional<double>> cosines; // empty, or one per sample (none: unknown)
    QString cosineName;                         // the metric the cosines are, e.g. "cosine"
};

// The `length` curve of run `runId`; its params name the tokenizer and the metric definitions.
StoredCurve lengthStudyCurve(qint64 runId, const LengthStudyInput& input, const QString& tokenizer);

} // namespace unembed
