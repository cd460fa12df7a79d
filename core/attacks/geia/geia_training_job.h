// Training a GEIA model folder end to end, as the CLI and the GUI's worker start it: embed the
// attacker's texts with the victim, build the decoder — a GPT-2 or a T5 encoder-decoder, randomly
// initialised from a config with the workbench's SentencePiece tokenizer (given, or trained on the
// texts with the config's vocab_size), or a pretrained Hugging Face folder with its own tokenizer
// (GEIA's Table 6: GPT-2, DialoGPT and other sizes; T5 with its spiece.model as GEIA's
// encoder-decoder attacker) — train with checkpoints that a rerun resumes from, and write the
// folder. Torch-free.
#pragma once

#include "embedders/victim_spec.h"
#include "runtime/cancel_token.h"
#include "training/training_settings.h"

#include <functional>

namespace unembed {

struct GeiaTrainingRequest {
    VictimSpec victim; // queried as a black box
    LeakedPairs pairs; // instead of (or with) the victim: train from leaked pairs
    QString textsPath; // one training text per line
    QString devPath;   // optional held-out texts
    QString outFolder;
    QString configPath;    // a GPT-2 or T5 config.json (random initial weights)
    QString tokenizerPath; // a spiece.model to use; empty: train one on the texts
    // Instead of the two above: a Hugging Face GPT-2 folder (config.json, model.safetensors and
    // tokenizer.json or vocab.json + merges.txt) or T5 folder (config.json, model.safetensors,
    // spiece.model) to start from; the projection starts random.
    QString initFolder;
    int maxLength = 32; // tokens per text, EOS included
    // The checkpoint folder is always OUT/checkpoints; the seed also seeds initialisation.
    TrainerOptions trainer;
};

// Throws InputError or Cancelled (the checkpoint in OUT/checkpoints is then kept; rerunning the
// same request resumes from it). What was replaced on the way (a config's special-token ids the
// vocabulary has no row for) is in the summary's warnings.
TrainingJobSummary trainGeiaModel(const GeiaTrainingRequest& request,
                                  const CancelToken* cancel = nullptr,
                                  const std::function<void(const TrainingProgress&)>& progress = {},
                                  const std::function<void(const EpochReport&)>& epochDone = {},
                                  const ProgressFn& stage = {});

} // namespace unembed
