// Vec2Text model folders: config.json (the T5 config plus an "unembed" block naming the family,
// the victim embedder and its dimension, num_repeat_tokens and max_length), model.safetensors
// under the public checkpoints' names, and spiece.model. Checkpoints in the vec2text library's
// own layout load too, their T5 backbone found as published_vec2text.h describes.
#pragma once

#include "attacks/vec2text/vec2text_models.h"
#include "text/sentencepiece_tokenizer.h"

namespace unembed {

extern const QString kVec2TextInversionFamily; // "vec2text-inversion"
extern const QString kVec2TextCorrectorFamily; // "vec2text-corrector"

struct LoadedInverter {
    Vec2TextInverter model{nullptr};
    SentencePieceTokenizer tokenizer;
};
struct LoadedCorrector {
    Vec2TextCorrector model{nullptr};
    SentencePieceTokenizer tokenizer;
};

// Throw InputError naming the folder: not a Vec2Text folder of that family, missing or
// mis-shaped weights. Weights of an embedded victim ("embedder.*", as public checkpoints carry
// them) are skipped.
LoadedInverter loadVec2TextInverter(const QString& folder);
LoadedCorrector loadVec2TextCorrector(const QString& folder);

// Writes config.json (with the "unembed" block), model.safetensors and spiece.model.
void saveVec2TextInverter(Vec2TextInverterImpl& model, const SentencePieceTokenizer& tokenizer,
                          const QString& folder);
void saveVec2TextCorrector(Vec2TextCorrectorImpl& model, const SentencePieceTokenizer& tokenizer,
                           const QString& folder);

} // namespace unembed
