// Recall@k as trec_eval's recall_k computes it (and BEIR reports it through pytrec_eval): the
// share of a query's relevant documents (judged relevance > 0) among its top k retrieved, mean
// over the queries that have a relevant document. Torch-free.
#pragma once

#include "eval/ndcg.h"

namespace unembed {

// NaN when no judged document of the query is relevant.
double recallAtK(const QStringList& ranking, const QHash<QString, int>& judged, int k);

// Mean over the queries with at least one relevant document; NaN when none has.
double meanRecallAtK(const std::vector<RankedQuery>& rankings, const Qrels& qrels, int k);

} // namespace unembed
