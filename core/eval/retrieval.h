// Cosine search and retrieval quality of an embedder on a BEIR set: every document and query
// embedded (through any Embedder, so a noise defence applies to both sides), documents ranked by
// cosine to the query, exactly (ties by corpus order) up to kExactNeighbourLimit documents and
// through an HNSW graph beyond (eval/ann_index.h), NDCG@k by ndcg.h. A core-only header.
#pragma once

#include "embedders/embedder.h"
#include "eval/ndcg.h"
#include "runtime/cancel_token.h"

namespace unembed {

// How topKByCosine searched, as runs record it.
struct CosineSearch {
    QString method;            // "exact cosine", or approximateSearchMethod()
    double recallAtK = 1.0;    // of the approximate search against exact search; 1 when exact
    int64_t recallQueries = 0; // the queries that recall was measured on (200 at most)
};

// For each row of `queries` [Q, d], the indices of the `k` rows of `docs` [N, d] with the highest
// cosine, best first: [Q, min(k, N)] int64. Up to kExactNeighbourLimit documents exactly, through
// the score matrix in blocks of queries (ties in corpus order); beyond, through an HNSW graph (an
// index is -1 where the graph found fewer rows), whose recall@k against exact search is measured
// on up to 200 evenly spread queries. `search`, when given, says which. Throws InputError when
// the rows differ in width, Cancelled (the graph's building checks `cancel`).
torch::Tensor topKByCosine(const torch::Tensor& queries, const torch::Tensor& docs, int k,
                           CosineSearch* search = nullptr, const CancelToken* cancel = nullptr);

struct RetrievalQuality {
    double ndcg = 0;     // NDCG@k (ndcg.h)
    double recall = 0;   // recall@k (recall_at_k.h)
    CosineSearch search; // how the documents were searched
};

// NDCG@k and recall@k of ranking the BEIR set's corpus for its queries with these vectors (rows
// in the set's order).
RetrievalQuality retrievalQuality(const BeirSet& set, const torch::Tensor& queryVectors,
                                  const torch::Tensor& docVectors, int k = 10,
                                  const CancelToken* cancel = nullptr);

} // namespace unembed
