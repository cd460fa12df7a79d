// MSP attacker folders: config.json holding only the "unembed" block (family "msp", the victim,
// vocab_size, hidden, steps), model.safetensors (gru.weight_ih_l0, gru.weight_hh_l0,
// gru.bias_ih_l0, gru.bias_hh_l0, output.weight, output.bias) and spiece.model.
// A core-only header: it includes torch.
#pragma once

#include "attacks/msp/msp_model.h"
#include "text/sentencepiece_tokenizer.h"

namespace unembed {

struct LoadedMsp {
    MspModel model{nullptr};
    SentencePieceTokenizer tokenizer;
};

// Throws InputError naming the folder: not an MSP folder, a vocabulary that is not the
// tokenizer's, missing or mis-shaped weights.
LoadedMsp loadMsp(const QString& folder);

// Writes config.json, model.safetensors and spiece.model.
void saveMsp(MspModelImpl& model, const SentencePieceTokenizer& tokenizer, const QString& folder);

} // namespace unembed
