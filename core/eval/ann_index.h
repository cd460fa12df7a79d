// Approximate nearest neighbours for datasets too large for exact search (a million vectors would
// take hours on a workstation): a FAISS HNSW graph over the unit vectors (inner product = cosine;
// M 32, efConstruction 64, efSearch 128), built on the worker in batches with progress and
// cancellation, and cached beside the case (CASE.ann/dataset-ID-CHECKSUM.faiss, checked before it
// is trusted: eval/ann_index_cache.h) so a second search loads it. Its quality is measured, not
// assumed: recall@10 against exact search for a random sample of queries. Torch-free header.
#pragma once

#include "eval/nearest_neighbours.h"
#include "runtime/cancel_token.h"

#include <QString>

#include <vector>

namespace unembed {

class CaseFile;

// Datasets with more rows than this get the approximate search; smaller ones the exact one.
constexpr qint64 kExactNeighbourLimit = 50000;

struct AnnReport {
    QString method;    // "HNSW (FAISS), M 32, efSearch 128"
    QString indexPath; // the cached index; empty when it could not be written beside the case
    bool loadedFromCache = false;
    double buildSeconds = 0; // 0 when loaded
    double recallAt10 = 0;   // against exact search, over `recallQueries` random rows
    qint64 recallQueries = 0;
};

// The approximate search as runs and reports name it: "HNSW (FAISS), M 32, efSearch 128".
QString approximateSearchMethod();

// For each of the `queryCount` rows of `queries`, the indices of the min(k, docCount) rows of
// `docs` with the highest cosine, best first, from an HNSW graph built over `docs` in memory (not
// cached: callers embed their rows afresh). Rows are row-major float32, `dim` wide; an index is -1
// where the graph found fewer rows. Throws InputError when FAISS fails, Cancelled.
std::vector<qint64> approximateTopK(const float* queries, qint64 queryCount, const float* docs,
                                    qint64 docCount, qint64 dim, int k,
                                    const CancelToken* cancel = nullptr);

// Each row's nearest other row, as nearestNeighbours() gives them, from the HNSW graph. Throws
// InputError (unknown dataset, a damaged vector, a failed search) or Cancelled.
std::vector<NearestNeighbour> approximateNearestNeighbours(CaseFile& caseFile, qint64 datasetId,
                                                           AnnReport* report = nullptr,
                                                           const CancelToken* cancel = nullptr,
                                                           const ProgressFn& progress = {});

} // namespace unembed
