// NDCG@k as trec_eval's ndcg_cut computes it (and BEIR reports it through pytrec_eval): gain =
// the judged relevance (graded, unjudged = 0), discount log2(rank + 1) with ranks from 1, DCG over
// the top k retrieved, divided by the DCG of the ideal ordering of all the query's judged
// relevances (top k). Queries without judgements are not scored; a query whose judgements are
// all 0 scores 0. The mean is over the judged queries of `rankings`. Torch-free.
#pragma once

#include "eval/beir.h"

#include <functional>
#include <vector>

namespace unembed {

double ndcgAtK(const QStringList& ranking, const QHash<QString, int>& judged, int k);

struct RankedQuery {
    QString queryId;
    QStringList ranking; // retrieved document ids, best first
};

// Mean over the queries that have judgements; NaN when none has.
double meanNdcgAtK(const std::vector<RankedQuery>& rankings, const Qrels& qrels, int k);

// Mean of `score(ranking, judged)` over the queries that have judgements, leaving out NaN
// scores; NaN when no query is scored.
double meanOverJudgedQueries(
    const std::vector<RankedQuery>& rankings, const Qrels& qrels,
    const std::function<double(const QStringList&, const QHash<QString, int>&)>& score);

} // namespace unembed
