// The search loops every decoder shares, whatever produces its next-token logits (T5's decoder
// under an encoder's states, GPT-2 after a prefix of input embeddings): one token per step chosen
// by a rule (greedy, sampling), and beam search with the stopping, length normalisation and
// padding rules of Hugging Face's generate(). A core-only header: it includes torch.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <functional>
#include <vector>

namespace unembed {

class CancelToken;

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
    // Stepwise search only (greedy, sampling): keep the raw next-token logits of every step.
    bool keepStepLogits = false;
    // Stepwise search only: score each sequence as beam search does. HF's greedy search and
    // sampling return no such score, and it costs a log-sum-exp over the vocabulary a step.
    bool scoreSequences = false;

    int effectiveMaxLength() const { return maxNewTokens > 0 ? maxNewTokens + 1 : maxLength; }
};

struct GenerationResult {
    // [B * numReturnSequences, L] int64: the decoder start token, the generated tokens, EOS, then
    // the pad id after a sequence has ended. Rows of one input are adjacent, best first.
    torch::Tensor sequences;
    // [B * numReturnSequences] float32: sum of log-probs / generated length ^ lengthPenalty.
    // Beam search always; stepwise search with scoreSequences, else undefined.
    torch::Tensor scores;
    // With keepStepLogits, stepwise search only: [B, vocab] float32 per generated position.
    std::vector<torch::Tensor> stepLogits;
};

// A decoder seen one step at a time, by the rows of a batch.
class NextTokenLogits {
public:
    virtual ~NextTokenLogits() = default;
    // prefixes [N, T] int64 on the CPU, column 0 the start token -> [N, vocab] float32 on the CPU.
    virtual torch::Tensor next(const torch::Tensor& prefixes) = 0;
    // Row i of the next step continues row rows[i] of this one (a 1-D int64 index), e.g. beams.
    virtual void selectRows(const torch::Tensor& rows) = 0;
};

struct SearchTokens {
    int64_t start = 0; // column 0 of every sequence
    int64_t eos = 1;
    int64_t pad = 0; // written after a sequence has ended
};

// Next tokens [N] int64 from one step's logits [N, vocab].
using TokenRule = std::function<torch::Tensor(const torch::Tensor& logits)>;

// Greedy search's rule: each row's largest logit, the first of equals, a NaN before any number,
// as torch's argmax chooses (whose CPU reduction takes several times as long as a vectorised
// maximum and a scan for it: docs/building.md).
torch::Tensor greedyTokens(const torch::Tensor& logits);

struct NucleusOptions {
    // The smallest set of tokens whose probability reaches topP is kept (at least one token).
    double topP = 0.9;
    // Logits are divided by it before the nucleus is taken.
    double temperature = 0.9;
    // The same seed gives the same samples; the sampler has its own generator, so other torch
    // randomness neither changes nor is changed by it.
    uint64_t seed = 0;
};

// Nucleus sampling as HF's TemperatureLogitsWarper then TopPLogitsWarper, then a multinomial
// draw from the rule's own generator. Throws InputError for topP outside (0, 1] or a temperature
// <= 0.
TokenRule nucleusSampling(const NucleusOptions& nucleus);

// Throws InputError for inconsistent options; `beam` allows numReturnSequences up to numBeams.
void checkGenerationOptions(const GenerationOptions& options, bool beam);

// One token per step for each of `batch` rows, chosen by `rule` (argmax for greedy search),
// until every row ended with EOS or the length limit. Checks `cancel` between steps.
GenerationResult stepwiseSearch(NextTokenLogits& steps, int64_t batch, const SearchTokens& special,
                                const GenerationOptions& options, const TokenRule& rule,
                                const CancelToken* cancel = nullptr);
// Beam search for `batch` inputs; `steps` serves batch * numBeams rows, the beams of one input
// adjacent (as HF's repeat_interleave lays them out).
GenerationResult beamSearch(NextTokenLogits& steps, int64_t batch, const SearchTokens& special,
                            const GenerationOptions& options, const CancelToken* cancel = nullptr);

} // namespace unembed
