// `unembed-cli demo build`: the whole demo case from the dialogue corpora, with fixed seeds. Each
// stage (corpus, vocabulary, victim, each attack, evaluation) records its settings, duration and
// results in OUT/build-state.json, which ships with the pack; an interrupted build resumes at the
// stage it was in (the training stages from their checkpoints when the work folder still holds
// them), also in another session with an empty work folder. Intermediate files and checkpoints
// stay in the work folder; the pack (fp16 models, the case, REPORT.md) goes to the output folder.
// Torch-free.
#pragma once

#include "runtime/cancel_token.h"
#include "training/training_settings.h"

#include <functional>

namespace unembed {

struct DemoBuildRequest {
    QString dataFolder; // holds personachat/ and synthetic-persona-chat/
    QString outFolder;  // the pack, e.g. resources/demo
    QString workFolder; // checkpoints and intermediate files, never shipped
    bool resume = false;
    int testLimit = 2000; // PersonaChat test utterances evaluated, from the first
    // When not empty, the only stages built: the others not done yet are left for a later
    // build (each named stage's inputs must be done already, or named too). Lets one machine
    // (a GPU's) train some stages of a pack while another builds the rest.
    QStringList only;
};

struct DemoBuildLog {
    std::function<void(const QString& line)> line;             // stage starts and results
    ProgressFn progress;                                       // embedding, decoding
    std::function<void(const TrainingProgress&)> trainingStep; // training stages
    std::function<void(const EpochReport&)> epoch;             // training stages
};

// Throws InputError (missing data, a recorded build without --resume, an unknown stage in
// `only` or one whose inputs are not built)
// or Cancelled (the finished stages and the checkpoint of the one in flight are kept).
void buildDemo(const DemoBuildRequest& request, const CancelToken* cancel, const DemoBuildLog& log);

} // namespace unembed
