// Decoding text from an encoder-decoder: greedy search and beam search with the stopping, length
// normalisation and padding rules of Hugging Face's generate() for T5, batched, with or without the
// decoder's key/value cache. A core-only header: it includes torch.
#pragma once

#include <torch/types.h>

#include <vector>

namespace unembed {

class CancelToken;
class T5ModelImpl;

struct GenerationOptions {
    // HF's max_length: the longest output sequence, counting the decoder start token.
    int maxLength = 20;
    // When > 0, wins over maxLength: at most this many tokens after the start token.
    int maxNewTokens = 0;
    int numBeams = 1;
    // Hypotheses kept per input, best first; at most numBeams.
    int numReturnSequences = 1;
    // Finished hypotheses score sum_logprobs / generated_length ^ lengthPenalty, where the length
    // counts generated tokens including the EOS (not the start token), as HF does.
    double lengthPenalty = 1.0;
    // HF's early_stopping: Heuristic is False (stop when no open beam can still beat the kept
    // hypotheses at its current length), Always is True (stop once numBeams hypotheses finished),
    // Never is "never" (bound the open beams by the longest possible length).
    enum class EarlyStopping { Heuristic, Always, Never };
    EarlyStopping earlyStopping = EarlyStopping::Heuristic;
    // false recomputes the whole decoder prefix at every step (slower; for checking the cache).
    bool useCache = true;
    // Greedy only: keep the raw next-token logits of every step.
    bool keepStepLogits = false;

    int effectiveMaxLength() const { return maxNewTokens > 0 ? maxNewTokens + 1 : maxLength; }
};

struct GenerationResult {
    // [B * numReturnSequences, L] int64: the decoder start token, the generated tokens, EOS, then
    // the pad id after a sequence has ended. Rows of one input are adjacent, best first.
    torch::Tensor sequences;
    // [B * numReturnSequences] float32: sum of log-probs / generated length ^ lengthPenalty.
    torch::Tensor scores;
    // With keepStepLogits, greedy search only: [B, vocab] float32 per generated position.
    std::vector<torch::Tensor> stepLogits;
};

// Greedy search when numBeams is 1, else beam search. encoderStates [B, S, d_model] and
// encoderMask [B, S] (may be undefined) come from the model's encoder. Checks `cancel` between
// steps (throws Cancelled). Throws InputError for inconsistent options.
GenerationResult generate(T5ModelImpl& model, const torch::Tensor& encoderStates,
                          const torch::Tensor& encoderMask, const GenerationOptions& options,
                          const CancelToken* cancel = nullptr);
GenerationResult greedySearch(T5ModelImpl& model, const torch::Tensor& encoderStates,
                              const torch::Tensor& encoderMask, const GenerationOptions& options,
                              const CancelToken* cancel = nullptr);
// Beam search even with numBeams 1 (which then picks what greedy search picks).
GenerationResult beamSearch(T5ModelImpl& model, const torch::Tensor& encoderStates,
                            const torch::Tensor& encoderMask, const GenerationOptions& options,
                            const CancelToken* cancel = nullptr);

} // namespace unembed
