// `unembed-cli bench scale`: what a case costs at the size of a vector store under audit. For each
// size it writes rows x dim unit vectors clustered around rows / 100 random directions (.npy) with
// a text per row (the sidecar .txt) into a work folder, imports them into a new case exactly as
// `import` does, and measures the import's time and peak resident memory, the case's size against
// the raw vectors, and how long opening the case and reading a page of rows from its middle take,
// then builds the approximate neighbour index (eval/ann_index.h) and reports its build time, the
// whole search's time and its recall@10 against exact search. The files are removed afterwards.
#pragma once

#include "runtime/cancel_token.h"

#include <QString>

#include <vector>

namespace unembed {

struct ScaleBenchRequest {
    std::vector<qint64> sizes{100000, 1000000};
    qint64 dim = 384;
    QString workFolder; // must exist; a folder of its own is made (and removed) inside it
    quint64 seed = 1;
    bool neighbours = true; // build and measure the approximate neighbour index too
};

struct ScaleBenchRow {
    qint64 rows = 0;
    qint64 dim = 0;
    qint64 vectorBytes = 0; // rows x dim x 4: the raw float32 vectors
    qint64 textBytes = 0;   // the sidecar texts file
    double importSeconds = 0;
    // The process's peak resident memory during the import (file pages mapped in included);
    // -1 where the system cannot reset and read the peak (Linux can).
    qint64 importPeakBytes = -1;
    qint64 caseBytes = 0; // the case file once closed
    double openMs = 0;    // opening the case (integrity check included) and listing its datasets
    double pageMs = 0;    // reading 100 rows from the middle, as the Vectors view pages
    double annBuildSeconds = -1; // -1: not measured
    double annTotalSeconds = -1; // building, then every row's nearest neighbour
    double annRecallAt10 = -1;
};

// Throws InputError when the work folder cannot hold the files.
std::vector<ScaleBenchRow> benchScale(const ScaleBenchRequest& request,
                                      const CancelToken* cancel = nullptr,
                                      const ProgressFn& progress = {});

} // namespace unembed
