// GEIA model folders: config.json (the decoder's config, GPT-2's or T5's, plus an "unembed" block
// naming the family "geia", the victim embedder and its dimension, max_length and the tokenizer),
// model.safetensors (the decoder under HF's names below "transformer." or "encoder_decoder.", the
// projection as align.weight/bias) and the tokenizer's files: the workbench's spiece.model (T5's
// conventions: pieces then EOS, pad 0) for a decoder trained from scratch or started from a T5
// folder, the pretrained decoder's Hugging Face tokenizer (GPT-2's byte-level BPE) for one started
// from a Hugging Face GPT-2 folder.
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

// Refuses, naming the file, a decoder vocabulary without room for the tokenizer's ids.
void requireVocabularyFits(int vocabSize, const AttackerTokenizer& tokenizer, const QString& path);
// Whether a config.json is a T5's (model_type "t5"): GEIA's encoder-decoder attacker.
bool isT5Config(const QJsonObject& json);
// Refuses, naming `path` and model_type, a config of another family than GPT-2 or T5 (without
// model_type, GPT-2).
void requireGeiaDecoder(const QJsonObject& json, const QString& path);

} // namespace unembed
