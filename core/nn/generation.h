// Decoding text from an encoder-decoder (T5): greedy search, nucleus sampling and beam search
// through the shared loops of token_search.h, batched, with or without the decoder's key/value
// cache. A core-only header: it includes torch.
#pragma once

#include "nn/token_search.h"

namespace unembed {

class CancelToken;
class T5ModelImpl;

// Greedy search when numBeams is 1, else beam search. encoderStates [B, S, d_model] and
// encoderMask [B, S] (may be undefined) come from the model's encoder. Checks `cancel` between
// steps (throws Cancelled). Throws InputError for inconsistent options.
GenerationResult generate(T5ModelImpl& model, const torch::Tensor& encoderStates,
                          const torch::Tensor& encoderMask, const GenerationOptions& options,
                          const CancelToken* cancel = nullptr);
GenerationResult greedySearch(T5ModelImpl& model, const torch::Tensor& encoderStates,
                              const torch::Tensor& encoderMask, const GenerationOptions& options,
                              const CancelToken* cancel = nullptr);
// `samples` nucleus samples per input, adjacent rows, each drawn independently.
GenerationResult sample(T5ModelImpl& model, const torch::Tensor& encoderStates,
                        const torch::Tensor& encoderMask, const GenerationOptions& options,
                        const NucleusOptions& nucleus, int64_t samples,
                        const CancelToken* cancel = nullptr);
// Beam search even with numBeams 1 (which then picks what greedy search picks).
GenerationResult beamSearch(T5ModelImpl& model, const torch::Tensor& encoderStates,
                            const torch::Tensor& encoderMask, const GenerationOptions& options,
                            const CancelToken* cancel = nullptr);

} // namespace unembed
