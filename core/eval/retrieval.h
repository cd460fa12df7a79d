// Cosine search and retrieval quality of an embedder on a BEIR set: every document and query
// embedded (through any Embedder, so a noise defence applies to both sides), documents ranked by
// cosine to the query, exactly (ties by corpus order) up to kExactNeighbourLimit documents and
// through an HNSW graph beyond (eval/ann_index.h), NDCG@k by ndcg.h. A core-only header.
#pragma once

#include "embedders/embedder.h"
#include "eval/ndcg.h"
#include "runtime/cancel_token.h"

namespace unembed {

// For each row of `queries` [Q, d], the indices of the `k` rows of `docs` [N, d] with the highest
// cosine, best first: [Q, min(k, N)] int64. Up to kExactNeighbourLimit documents exactly, through
// the score matrix in blocks of queries; beyond, approximately (an index is -1 where the graph
// found fewer rows). `method`, when given, receives the search used, as runs record it: "exact
// cosine", or approximateSearchMethod(). Throws InputError when the rows differ in width,
// Cancelled (the graph's building checks `cancel`).
torch::Tensor topKByCosine(const torch::Tensor& queries, const torch::Tensor& docs, int k,
                           QString* method = nullptr, const CancelToken* cancel = nullptr);

struct RetrievalQuality {
    double ndcg = 0;   // NDCG@k (ndcg.h)
    double recall = 0; // recall@k (recall_at_k.h)
    QString search;    // the search topKByCosine used
};

// NDCG@k and recall@k of ranking the BEIR set's corpus for its queries with these vectors (rows
// in the set's order).
RetrievalQuality retrievalQuality(const BeirSet& set, const torch::Tensor& queryVectors,
                                  const torch::Tensor& docVectors, int k = 10,
                                  const CancelToken* cancel = nullptr);

} // namespace unembed
