// A whole dataset's leak figures estimated from an evaluated run that inverted a uniform random
// sample of it (`invert --sample N`): for each per-vector figure of the evaluation, the dataset's
// mean with a 95 % interval (exact-match rates by Wilson's score interval, every other figure by a
// percentile bootstrap; both with the finite population correction) and the sample size an
// interval of the chosen width would need. Kept in the run's parameters as "audit", beside the
// sampling plan ("sampling") that `invert` recorded. Torch-free.
#pragma once

#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <QHash>
#include <QJsonObject>

#include <vector>

namespace unembed {

// The rows a sampled or sharded run inverts, and the plan it records in its parameters
// ("sampling") so that `audit` and `merge` know what it covered.
struct SamplingPlan {
    std::vector<qint64> rows;
    QJsonObject json;
};
// A uniform random sample of `size` of the dataset's `population` rows (uniformSample).
SamplingPlan uniformSamplingPlan(qint64 population, qint64 size, quint64 seed);
// A sample stratified by text length: the dataset's rows (`texts`: row -> text) cut into
// kLengthStrata strata at the quartiles of their lengths in characters, `size` rows allocated in
// proportion (stratifiedSample). When leaks depend on length (Vec2Text's exact match does), the
// intervals come out narrower than a uniform sample's of the same size.
constexpr int kLengthStrata = 4;
SamplingPlan lengthStratifiedPlan(const QHash<qint64, QString>& texts, qint64 size, quint64 seed);
// Shard k of `shards` (shardRows).
SamplingPlan shardSamplingPlan(qint64 population, qint64 k, qint64 shards);
// Records the plan in the run's parameters.
void recordSamplingPlan(CaseFile& caseFile, qint64 runId, const SamplingPlan& plan);

// Below this many sampled vectors with a figure (names to recover are rare, say) its interval is
// likely too narrow: measured on PersonaChat test, NERR's intervals from about 17 vectors held
// the true figure in 87 % of audits, not 95 %.
constexpr qint64 kFewAuditVectors = 30;

struct AuditFigure {
    QString metric;
    QString method;     // "wilson" or "bootstrap"
    qint64 vectors = 0; // sampled vectors that have the figure
    double estimate = 0;
    double low = 0;
    double high = 0;
    double width = 0;        // the interval width asked for, in the figure's unit
    qint64 neededSample = 0; // sampled vectors an interval that wide needs
};

struct SampleAudit {
    qint64 runId = 0;
    qint64 datasetId = 0;
    qint64 population = 0; // vectors in the dataset
    qint64 sampled = 0;    // vectors the run inverted
    QJsonObject sampling;  // the run's plan, as `invert` recorded it
    std::vector<AuditFigure> figures;
};

// `widthPoints`: the interval width to size the sample for, in percentage points for figures in
// percent (and characters for edit distances); cosines and scores take widthPoints / 100. Throws
// InputError for a run that is not evaluated or did not invert a uniform or length-stratified
// random sample (nor the whole dataset).
SampleAudit auditRun(CaseFile& caseFile, qint64 runId, double widthPoints = 5.0);

// How far audits can be trusted on a dataset whose answer is known: for a run over the whole
// dataset, `audits` simulated audits of `sampleSize` vectors (seeds 1 to audits; uniform samples,
// or with `byLength` samples stratified by text length as lengthStratifiedPlan draws them), each
// interval computed from the sampled vectors' figures as auditRun() computes it, and how many of
// them hold the whole run's mean. Stratifying needs the dataset's texts.
struct CoverageFigure {
    QString metric;
    QString method;
    double truth = 0; // the mean over every vector of the dataset
    qint64 covered = 0;
    qint64 audits = 0;
    double meanWidth = 0;
};
std::vector<CoverageFigure> checkCoverage(CaseFile& caseFile, qint64 runId, qint64 sampleSize,
                                          int audits, bool byLength = false,
                                          const CancelToken* cancel = nullptr);

// Stores the audit in its run's parameters ("audit"), replacing an earlier one.
void storeAudit(CaseFile& caseFile, const SampleAudit& audit);

QJsonObject auditJson(const SampleAudit& audit);
// The audit a run's parameters hold; no figures when there is none.
SampleAudit auditFromParams(qint64 runId, const QString& paramsJson);

} // namespace unembed
