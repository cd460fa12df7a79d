// What tells the runs of a case apart beyond their attack's label, as `list` shows them: the
// model, the correction steps, which rows ran (a sample, a shard, the first N), whether a merge
// lacked shards, the defence in front of the victim and the threat model.
#pragma once

#include "store/run_store.h"

#include <optional>

namespace unembed {

struct RunFacts {
    std::optional<int> steps; // Vec2Text's correction steps (sweeps' too)
    QString rows;             // "sample of 100 of 2000 (seed 1)", "shard 2 of 4", "first 20";
                              // empty: the whole dataset
    bool partial = false;     // a merge that lacked shards (merge --allow-partial)
    QString defence;          // "scalar:8", "noise"; empty: none
    QString threatModel;      // "aligned from 1,000 leaked pairs"; empty: the victim's vectors
    QString datasetNote;      // a run kept without its dataset: what the dataset was
};

RunFacts runFacts(const RunInfo& run);

} // namespace unembed
