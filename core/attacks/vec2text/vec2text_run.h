// A Vec2Text run on a dataset of a case: loads the victim and both models, registers the models
// in the case, inverts the dataset's vectors and stores every round and its candidates as it
// finishes (so a crash loses at most the round in flight) while the observer sees it live.
// Torch-free, for the CLI and the GUI's worker.
#pragma once

#include "attacks/vec2text/correction_round.h"
#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"

namespace unembed {

struct Vec2TextRunRequest {
    QString inverterFolder;
    QString correctorFolder;
    VictimSpec victim;
    qint64 datasetId = 0;
    qint64 limit = 0; // first rows only; 0 for all
    CorrectionOptions correction;
    std::vector<qint64> rows; // these rows only, in this order (wins over limit)
    // An alignment map (attacks/alignment): the dataset's vectors are read through it into the
    // space of the attack embedder the model was trained for. Empty: the vectors as stored.
    // Through a map the attack embedder re-embeds the hypotheses: no victim query is spent.
    QString alignMap;
    // Continue the run the same request left cancelled or interrupted (startOrContinueRun): its
    // rows up to the batch in flight are kept. Otherwise a new run starts.
    bool continueStopped = false;
};

struct Vec2TextRunResult {
    qint64 runId = 0;
    qint64 samples = 0;
    qint64 kept = 0;      // rows kept from the stopped run this one continues
    QStringList warnings; // attackers that name another embedder than the victim
};

// The observer sees each round with `sample` set to the vector's row in the dataset, just before
// it is stored: an observer that throws Cancelled (the workbench's pause gate, cancelled while
// it waits) keeps that round out of the case, so the case holds the rounds shown.
// A row that the dataset does not have is an InputError naming it.
// Without a victim only the base inverter runs (0 steps, 1 candidate): each row's text is stored
// with no cosine and no round.
// Throws InputError (unknown dataset, models that do not fit the victim or the dataset) or
// Cancelled; the run is then marked failed or cancelled, with the rounds so far kept.
Vec2TextRunResult runVec2Text(CaseFile& caseFile, const Vec2TextRunRequest& request,
                              const CancelToken* cancel = nullptr,
                              const RoundObserver& observer = {}, const ProgressFn& progress = {});

} // namespace unembed
