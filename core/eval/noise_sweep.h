// The noise defence's trade-off (Vec2Text section 6, Fig. 2): the defender publishes
// f(x) + lambda * eps, eps ~ N(0, I). For each lambda, retrieval quality (NDCG@k with exact cosine
// search, queries and documents both noised) on a BEIR set, and how well Vec2Text inverts the
// noised document vectors. The attacker's own queries of the victim (the re-embedding of every
// hypothesis) go through the same defence, as they would through a defended API. Lambda 0 is
// the clean victim, bit for bit. Torch-free, for the CLI and the GUI's worker.
#pragma once

#include "attacks/vec2text/correction_round.h"
#include "runtime/cancel_token.h"

#include <QStringList>

#include <vector>

namespace unembed {

struct NoiseSweepRequest {
    QString embedderFolder;  // the victim
    QString retrievalFolder; // BEIR layout: corpus.jsonl, queries.jsonl, qrels/<split>.tsv
    QString split = QStringLiteral("test");
    QString inverterFolder;
    QString correctorFolder;
    std::vector<double> lambdas{0.0, 1e-3, 1e-2, 1e-1, 1.0};
    int ndcgAt = 10;
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

} // namespace unembed
