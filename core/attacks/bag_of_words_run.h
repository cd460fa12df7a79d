// An MLC or MSP run on a dataset of a case: loads the attacker folder, refuses a dataset of
// another dimension than its victim's, registers the model, predicts the tokens of the dataset's
// vectors batch by batch and stores each vector's tokens (and MLC's token scores, from which the
// precision-recall sweep is later drawn without the model) as it goes. Torch-free, for the CLI
// and the GUI's worker.
#pragma once

#include "attacks/bag_of_words.h"
#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <functional>

namespace unembed {

struct BagOfWordsRunRequest {
    BagOfWordsAttack attack = BagOfWordsAttack::Mlc;
    QString modelFolder;
    qint64 datasetId = 0;
    qint64 limit = 0;         // first rows only; 0 for all
    std::vector<qint64> rows; // these rows only, in this order (wins over limit)
    // MLC: overrides the folder's dev-sweep threshold; must lie in (0, 1).
    std::optional<double> threshold;
    int batchSize = 64;
    // An alignment map (attacks/alignment): the dataset's vectors are read through it into the
    // space of the attack embedder the model was trained for. Empty: the vectors as stored.
    QString alignMap;
};

struct BagOfWordsRunResult {
    qint64 runId = 0;
    qint64 samples = 0;
    std::optional<double> threshold; // MLC: the threshold used
};

using PredictionObserver = std::function<void(const BagOfWordsPrediction&)>;

// The observer sees each vector's prediction once stored. Throws InputError (unknown dataset, a
// model for another dimension, a bad threshold) or Cancelled between batches; the run is then
// marked failed or cancelled, with the vectors so far kept.
BagOfWordsRunResult runBagOfWords(CaseFile& caseFile, const BagOfWordsRunRequest& request,
                                  const CancelToken* cancel = nullptr,
                                  const PredictionObserver& observer = {},
                                  const ProgressFn& progress = {});

} // namespace unembed
