// Each vector's nearest other vector of the same dataset by cosine: the Vectors view's
// "nearest neighbour" column (near-duplicate messages, clusters of one person's texts). Exact
// search in blocks, so memory stays at block x rows, up to kExactNeighbourLimit rows; larger
// datasets get the approximate search of eval/ann_index.h. Torch-free header.
#pragma once

#include "runtime/cancel_token.h"

#include <QtGlobal>

#include <vector>

namespace unembed {

class CaseFile;
struct AnnReport;

struct NearestNeighbour {
    qint64 row = 0;
    qint64 neighbourRow = -1; // -1 when the dataset has no other vector
    double cosine = 0;        // 0 for a zero vector
};

// One entry per row of the dataset, in row order. `approximate` (when given) is filled when the
// approximate search answered, with its method and measured recall, and left alone otherwise.
// Throws InputError (unknown dataset) or Cancelled between blocks.
std::vector<NearestNeighbour> nearestNeighbours(CaseFile& caseFile, qint64 datasetId,
                                                const CancelToken* cancel = nullptr,
                                                const ProgressFn& progress = {},
                                                AnnReport* approximate = nullptr);

} // namespace unembed
