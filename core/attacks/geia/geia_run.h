// A GEIA run on a dataset of a case: loads the model (and, when given, the victim), refuses a
// dataset of another dimension, registers the model in the case, decodes the dataset's vectors
// batch by batch and stores each decoded text as it finishes. The final cosine needs the victim:
// with its folder the outputs are re-embedded and cos(f(prediction), target) is stored, without
// it the cosine stays empty. Torch-free, for the CLI and the GUI's worker.
#pragma once

#include "attacks/geia/geia_decoding.h"
#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <functional>
#include <optional>

namespace unembed {

struct GeiaRunRequest {
    QString modelFolder;
    VictimSpec victim; // optional: the victim, to score the outputs
    qint64 datasetId = 0;
    qint64 limit = 0;         // first rows only; 0 for all
    std::vector<qint64> rows; // these rows only, in this order (wins over limit)
    int batchSize = 16;
    // Nucleus sampling seeds batch k (0-based) with seed + k * batchSize, so a run repeats with
    // the same seed and batch size.
    GeiaDecoding decoding;
    // An alignment map (attacks/alignment): the dataset's vectors are read through it into the
    // space of the attack embedder the model was trained for. Empty: the vectors as stored.
    QString alignMap;
    // Continue the run the same request left cancelled or interrupted (startOrContinueRun): its
    // whole batches are kept. Otherwise a new run starts.
    bool continueStopped = false;
};

struct GeiaRunResult {
    qint64 runId = 0;
    qint64 samples = 0;
    qint64 kept = 0;      // rows kept from the stopped run this one continues
    QStringList warnings; // the model names another embedder than the victim
};

struct GeiaOutput {
    qint64 row = 0; // the vector's row in the dataset
    QString text;
    std::optional<double> cosine;
};
using GeiaOutputObserver = std::function<void(const GeiaOutput&)>;

// Throws InputError (unknown dataset, a model that does not fit the dataset or the victim) or
// Cancelled; the run is then marked failed or cancelled, with the outputs so far kept.
GeiaRunResult runGeia(CaseFile& caseFile, const GeiaRunRequest& request,
                      const CancelToken* cancel = nullptr, const GeiaOutputObserver& observer = {},
                      const ProgressFn& progress = {});

} // namespace unembed
