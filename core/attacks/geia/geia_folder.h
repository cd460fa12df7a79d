// GEIA model folders: config.json (the GPT-2 config plus an "unembed" block naming the family
// "geia", the victim embedder and its dimension, max_length and the tokenizer), model.safetensors
// (GPT-2 under HF's names, the projection as align.weight/bias) and the tokenizer's files: the
// workbench's spiece.model (T5's conventions: pieces then EOS, pad 0) for a decoder trained from
// scratch, the pretrained decoder's Hugging Face tokenizer (GPT-2's byte-level BPE) for one
// started from a Hugging Face folder.
#pragma once

#include "attacks/attacker_tokenizer.h"
#include "attacks/geia/geia_model.h"

namespace unembed {

extern const QString kGeiaFamily; // "geia"

struct LoadedGeia {
    GeiaModel model{nullptr};
    AttackerTokenizer tokenizer;
};

// Throws InputError naming the folder: not a GEIA folder, missing or mis-shaped weights, a
// vocabulary smaller than the tokenizer's.
LoadedGeia loadGeia(const QString& folder);
// Writes config.json (with the "unembed" block), model.safetensors and the tokenizer's files.
void saveGeia(GeiaModelImpl& model, const AttackerTokenizer& tokenizer, const QString& folder);

// Refuses, naming the file, a GPT-2 vocabulary without room for the tokenizer's ids.
void requireVocabularyFits(const GPT2Config& config, const AttackerTokenizer& tokenizer,
                           const QString& path);

} // namespace unembed
