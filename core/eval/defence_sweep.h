// The noise defence's trade-off (Vec2Text section 6, Fig. 2): the defender publishes
// f(x) + lambda * eps, eps ~ N(0, I). For each lambda, retrieval quality (NDCG@10 with exact cosine
// search, queries and documents both noised) on a BEIR set, and how well Vec2Text inverts the
// noised document vectors. The attacker's own queries of the victim (the re-embedding of every
// hypothesis) go through the same defence, as they would through a defended API. Lambda 0 is
// the clean victim, bit for bit. Torch-free, for the CLI and the GUI's worker.
#pragma once

#include "attacks/vec2text/correction_round.h"
#include "embedders/victim_spec.h"
#include "eval/metric_definitions.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <QStringList>

#include <vector>

namespace unembed {

struct NoiseSweepRequest {
    VictimSpec victim;
    QString retrievalFolder; // BEIR layout: corpus.jsonl, queries.jsonl, qrels/<split>.tsv
    QString split = QStringLiteral("test");
    QString inverterFolder;
    QString correctorFolder;
    std::vector<double> lambdas{0.0, 1e-3, 1e-2, 1e-1, 1.0};
    qint64 limit = 200; // documents inverted at each lambda, from the first; 0 for all
    uint64_t seed = 0;  // the noise of every lambda starts from this seed
    CorrectionOptions correction{10, 1, 8, 1e-6, true};
};

struct NoiseSweepPoint {
    double lambda = 0;
    double ndcg = 0;
    QStringList references;  // the inverted documents' texts
    QStringList predictions; // Vec2Text's final texts for their noised vectors
    // cos(f(prediction), f(reference)) under the clean victim, per document.
    std::vector<double> cosines;
};

// Throws InputError (unreadable set or models, an attacker for another dimension, a negative
// lambda) or Cancelled. `point` sees each lambda's result as it is done.
std::vector<NoiseSweepPoint>
runNoiseSweep(const NoiseSweepRequest& request, const CancelToken* cancel = nullptr,
              const ProgressFn& progress = {},
              const std::function<void(const NoiseSweepPoint&)>& point = {});

// The figures of one lambda as stored: ndcg@10 (0..1), cosine (mean, 0..1), and bleu, tf1 and
// exact_match (0..100) under metric_definitions.h.
std::vector<MetricValue> noiseSweepFigures(const NoiseSweepPoint& point);

struct StoredNoiseSweep {
    qint64 runId = 0;
    qint64 curveId = 0;
};

// Stores a sweep in the case: a run (attack "noise-sweep", the corrector as its model, every
// setting in its parameters) and its `noise` curve over lambda on a log axis (lambda 0 at x = 0,
// which the plot draws as the clean line): NDCG@10 and mean cosine on the left axis, BLEU, tf1
// and exact match on the right.
StoredNoiseSweep storeNoiseSweep(CaseFile& caseFile, const NoiseSweepRequest& request,
                                 const std::vector<NoiseSweepPoint>& points);

} // namespace unembed
