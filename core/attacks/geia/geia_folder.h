// GEIA model folders: config.json (the GPT-2 config plus an "unembed" block naming the family
// "geia", the victim embedder and its dimension, max_length and the tokenizer), model.safetensors
// (GPT-2 under HF's names, the projection as align.weight/bias) and spiece.model. The tokenizer is
// the workbench's SentencePiece with T5's conventions (pieces then EOS, pad 0), not GPT-2's BPE.
#pragma once

#include "attacks/geia/geia_model.h"
#include "text/sentencepiece_tokenizer.h"

namespace unembed {

extern const QString kGeiaFamily; // "geia"

struct LoadedGeia {
    GeiaModel model{nullptr};
    SentencePieceTokenizer tokenizer;
};

// Throws InputError naming the folder: not a GEIA folder, missing or mis-shaped weights, a
// vocabulary smaller than the tokenizer's.
LoadedGeia loadGeia(const QString& folder);
// Writes config.json (with the "unembed" block), model.safetensors and spiece.model.
void saveGeia(GeiaModelImpl& model, const SentencePieceTokenizer& tokenizer, const QString& folder);

// Refuses, naming the file, a GPT-2 vocabulary without room for the tokenizer's ids.
void requireVocabularyFits(const GPT2Config& config, const SentencePieceTokenizer& tokenizer,
                           const QString& path);

} // namespace unembed
