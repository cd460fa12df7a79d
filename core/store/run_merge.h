// Joining the cases of a sharded inversion into one. Each shard job inverts its rows of the same
// dataset into a case of its own (`invert --shard K/N`, as the tasks of a Slurm array job or a
// Kubernetes indexed Job); merging puts the shard runs of one attack, with the same parameters and
// model, on the same dataset, together as one run of the target case: every sample with its output,
// token scores and Vec2Text rounds exactly as the shard stored them, in one transaction. Figures
// are not carried over: corpus-level ones (BLEU, micro F1) cannot be summed from shards, so the
// merged run is evaluated like any other.
#pragma once

#include "case_file.h"

#include <QList>
#include <QStringList>

namespace unembed {

struct MergedRun {
    qint64 runId = 0; // in the target case
    QString attack;
    qint64 shards = 0;    // N of --shard K/N
    QList<qint64> merged; // the Ks merged, sorted
    qint64 samples = 0;
    bool complete() const { return merged.size() == shards; }
};

// Merges the finished shard runs of `shardCases` into `into`, whose dataset must be the shards'
// (the same checksum, dimension and row count). Throws InputError naming the shard case for a
// dataset the target lacks or a shard given twice, and, unless `allowPartial`, naming the shards
// missing from a run; the target is then unchanged. A run merged without all its shards records
// "partial": true and the missing shards in its sampling plan, and its label says so.
std::vector<MergedRun> mergeShardRuns(CaseFile& into, const QStringList& shardCases,
                                      bool allowPartial = false);

} // namespace unembed
