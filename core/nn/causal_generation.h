// Decoding text from a causal decoder (GPT-2) that is fed a prefix of input embeddings instead of
// tokens, as GEIA feeds its projected sentence embedding: greedy search, beam search and nucleus
// sampling through the shared loops of token_search.h, with or without the key/value cache.
// Column 0 of every returned sequence is bos_token_id standing for the prefix, then the generated
// tokens. A core-only header: it includes torch.
#pragma once

#include "nn/token_search.h"

#include <cstdint>

namespace unembed {

class GPT2Impl;

// prefix [B, P, n_embd] on the model's device. Greedy search when numBeams is 1, else beam search.
GenerationResult generateAfterPrefix(GPT2Impl& model, const torch::Tensor& prefix,
                                     const GenerationOptions& options,
                                     const CancelToken* cancel = nullptr);
// Beam search even with numBeams 1 (which then picks what greedy search picks).
GenerationResult beamSearchAfterPrefix(GPT2Impl& model, const torch::Tensor& prefix,
                                       const GenerationOptions& options,
                                       const CancelToken* cancel = nullptr);
// One sample per input. Throws InputError for topP outside (0, 1] or a temperature <= 0.
GenerationResult sampleAfterPrefix(GPT2Impl& model, const torch::Tensor& prefix,
                                   const GenerationOptions& options, const NucleusOptions& nucleus,
                                   const CancelToken* cancel = nullptr);

} // namespace unembed
