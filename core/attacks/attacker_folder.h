// What every attacker folder shares, whatever its family (Vec2Text, GEIA, MLC, MSP): the
// "unembed" block of config.json naming the family and the victim embedder it was trained against
// (by name and embedding dimension), model.safetensors under the module's parameter names, and the
// SentencePiece model beside them. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/nn/module.h>

#include "runtime/cancel_token.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace unembed {

class CaseFile;
class Embedder;
class SentencePieceTokenizer;
class TextTokenizer;

struct AttackerVictim {
    QString name; // the embedder's name when the attacker was trained
    int dim = 0;  // its embedding dimension
};

// The "unembed" block of a config.json, checked to name `family` and a victim with a positive
// dimension. `path` is the config file, for messages. Throws InputError.
QJsonObject attackerBlock(const QJsonObject& config, const QString& family, const QString& path);
AttackerVictim attackerVictim(const QJsonObject& block);

// FOLDER/config.json, refusing a folder without one. A checkpoint in the vec2text library's own
// layout comes back converted as readPublishedVec2TextConfig converts it.
QJsonObject readModelConfig(const QString& folder);
// readModelConfig, with the block checked as attackerBlock checks it.
QJsonObject readAttackerConfig(const QString& folder, const QString& family);

// The folder's spiece.model, refused (naming config.json) when its piece count is not the
// block's "vocab_size", the width of the bag-of-words attacks' output layers.
SentencePieceTokenizer loadAttackerTokenizer(const QString& folder, const QJsonObject& block);

// The "unembed" block for a family and victim, with `settings` (family-specific keys) added.
QJsonObject makeAttackerBlock(const QString& family, const AttackerVictim& victim,
                              const QJsonObject& settings = {});

// Creates the folder and writes model.safetensors from the module and the tokenizer's files
// (spiece.model replaced unless it is that file already; a Hugging Face tokenizer's files).
// config.json is the caller's. Throws InputError.
void saveAttackerWeights(const torch::nn::Module& model, const TextTokenizer& tokenizer,
                         const QString& folder);

// Refuses, naming both, an attacker trained for another embedding dimension than the victim's.
void requireVictimFits(const AttackerVictim& trainedFor, const QString& modelFolder,
                       const Embedder& victim);
// What Check Pair warns of, for a run: an attacker trained against an embedder of another name
// than the victim's (same dimension), an adaptive one against the victim without its defence, or
// one trained without a defence against the victim behind one; empty when the names agree or the
// attacker names none.
QString victimNameMismatch(const AttackerVictim& trainedFor, const QString& modelFolder,
                           const Embedder& victim);
// victimNameMismatch for each (trained-for, folder) of the attackers of one run, the empty ones
// left out.
QStringList victimNameMismatches(const std::vector<std::pair<AttackerVictim, QString>>& attackers,
                                 const Embedder& victim);
// Records a run's `warnings` in its parameters ("warnings") and reports each at once as a
// "warning: …" stage, so that a long run says so before it decodes anything.
void announceRunWarnings(const QStringList& warnings, QJsonObject& params,
                         const ProgressFn& progress);
// The same for a dataset of `dim` values per vector, e.g. vectors imported from a file.
void requireDimensionFits(const AttackerVictim& trainedFor, const QString& modelFolder, int dim,
                          const QString& datasetName);

// Registers the folder in the case's model table (its weights' SHA-256, family and victim) and
// returns its id; the same folder with the same weights keeps its id.
qint64 registerAttacker(CaseFile& caseFile, const QString& folder, const QString& family,
                        const AttackerVictim& victim);

} // namespace unembed
