// Exact cosine search and retrieval quality of an embedder on a BEIR set: every document and
// query embedded (through any Embedder, so a noise defence applies to both sides), documents
// ranked by cosine to the query (ties by corpus order), NDCG@k by ndcg.h. A core-only header.
#pragma once

#include "embedders/embedder.h"
#include "eval/ndcg.h"

namespace unembed {

// For each row of `queries` [Q, d], the indices of the `k` rows of `docs` [N, d] with the highest
// cosine, best first: [Q, min(k, N)] int64. Works through the score matrix in blocks of queries.
torch::Tensor topKByCosine(const torch::Tensor& queries, const torch::Tensor& docs, int k);

struct RetrievalQuality {
    double ndcg = 0;   // NDCG@k (ndcg.h)
    double recall = 0; // recall@k (recall_at_k.h)
};

// NDCG@k and recall@k of ranking the BEIR set's corpus for its queries with these vectors (rows
// in the set's order).
RetrievalQuality retrievalQuality(const BeirSet& set, const torch::Tensor& queryVectors,
                                  const torch::Tensor& docVectors, int k = 10);
double retrievalNdcg(const BeirSet& set, const torch::Tensor& queryVectors,
                     const torch::Tensor& docVectors, int k = 10);

} // namespace unembed
