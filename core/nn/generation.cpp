#include "generation.h"

#include "nn/t5.h"
#include "runtime/row_blocks.h"

#include <torch/torch.h>

namespace unembed {

namespace {

// Next-token logits for each row's prefix: with the cache only the positions the cache has not
// seen go through the decoder, without it the whole prefix does every time.
class DecoderSteps : public NextTokenLogits {
public:
    DecoderSteps(T5ModelImpl& model, torch::Tensor encoderStates, torch::Tensor encoderMask,
                 bool useCache)
        : model_(model), encoderStates_(std::move(encoderStates)),
          encoderMask_(encoderMask.defined() ? encoderMask.to(encoderStates_.device())
                                             : encoderMask),
          useCache_(useCache) {}

    // prefixes [N, T] int64 on the CPU -> [N, vocab] float32 on the CPU.
    torch::Tensor next(const torch::Tensor& prefixes) override {
        const auto device = encoderStates_.device();
        torch::Tensor hidden;
        if (useCache_) {
            const torch::Tensor fresh = prefixes.slice(1, cache_.length());
            hidden = model_.decode(fresh.to(device), encoderStates_, encoderMask_, &cache_);
        } else {
            hidden = model_.decode(prefixes.to(device), encoderStates_, encoderMask_, nullptr);
        }
        return model_.logits(hidden.select(1, -1)).to(torch::kFloat).to(torch::kCPU);
    }

    // Rows move between beams of the same input only, so the encoder side stays as it is.
    void selectRows(const torch::Tensor& rows) override {
        if (useCache_) cache_.selectRows(rows.to(encoderStates_.device()));
    }

private:
    T5ModelImpl& model_;
    torch::Tensor encoderStates_;
    torch::Tensor encoderMask_;
    bool useCache_;
    T5DecoderCache cache_;
};

SearchTokens searchTokens(const T5Config& config) {
    return {config.decoderStartTokenId, config.eosTokenId, config.padTokenId};
}

} // namespace

GenerationResult generate(T5ModelImpl& model, const torch::Tensor& encoderStates,
                          const torch::Tensor& encoderMask, const GenerationOptions& options,
                          const CancelToken* cancel) {
    const auto search = [&](const torch::Tensor& states, const torch::Tensor& mask) {
        return options.numBeams == 1 ? greedySearch(model, states, mask, options, cancel)
                                     : beamSearch(model, states, mask, options, cancel);
    };
    // Inputs are searched independently: on the CPU, blocks of them on each thread (beams of one
    // input stay together) once a block decodes enough rows to keep a thread busy (at batch 32,
    // beams of 4 ran 1.3x faster in two blocks, greedy search in two blocks of 16 about 1.1x:
    // docs/building.md). Step logits are per step over the whole batch, so kept in one pass.
    const int64_t inputs = encoderStates.size(0);
    constexpr int64_t kMinRowsPerBlock = 16;
    // (Options the search refuses, such as no beams, are refused there, in one pass.)
    const int blocks =
        options.keepStepLogits || options.numBeams < 1
            ? 1
            : rowBlocksFor(inputs, encoderStates.device(),
                           (kMinRowsPerBlock + options.numBeams - 1) / options.numBeams);
    if (blocks == 1) return search(encoderStates, encoderMask);
    std::vector<GenerationResult> parts(static_cast<size_t>(blocks));
    forEachRowBlock(inputs, blocks, [&](int block, int64_t first, int64_t count) {
        parts[size_t(block)] =
            search(encoderStates.narrow(0, first, count),
                   encoderMask.defined() ? encoderMask.narrow(0, first, count) : torch::Tensor());
    });
    // Each block's sequences end at its own longest: padded to the longest of all.
    int64_t length = 0;
    for (const GenerationResult& part : parts)
        length = std::max(length, part.sequences.size(1));
    std::vector<torch::Tensor> sequences, scores;
    for (const GenerationResult& part : parts) {
        sequences.push_back(torch::constant_pad_nd(
            part.sequences, {0, length - part.sequences.size(1)}, model.config().padTokenId));
        scores.push_back(part.scores);
    }
    GenerationResult merged;
    merged.sequences = torch::cat(sequences, 0);
    if (parts.front().scores.defined()) merged.scores = torch::cat(scores, 0);
    return merged;
}

GenerationResult greedySearch(T5ModelImpl& model, const torch::Tensor& encoderStates,
                              const torch::Tensor& encoderMask, const GenerationOptions& options,
                              const CancelToken* cancel) {
    DecoderSteps steps(model, encoderStates, encoderMask, options.useCache);
    return stepwiseSearch(steps, encoderStates.size(0), searchTokens(model.config()), options,
                          greedyTokens, cancel);
}

GenerationResult sample(T5ModelImpl& model, const torch::Tensor& encoderStates,
                        const torch::Tensor& encoderMask, const GenerationOptions& options,
                        const NucleusOptions& nucleus, int64_t samples, const CancelToken* cancel) {
    const TokenRule rule = nucleusSampling(nucleus);
    DecoderSteps steps(model, encoderStates.repeat_interleave(samples, 0),
                       encoderMask.defined() ? encoderMask.repeat_interleave(samples, 0)
                                             : torch::Tensor(),
                       options.useCache);
    return stepwiseSearch(steps, encoderStates.size(0) * samples, searchTokens(model.config()),
                          options, rule, cancel);
}

GenerationResult beamSearch(T5ModelImpl& model, const torch::Tensor& encoderStates,
                            const torch::Tensor& encoderMask, const GenerationOptions& options,
                            const CancelToken* cancel) {
    const int64_t beams = options.numBeams;
    // Beams of one input are adjacent rows, as HF's repeat_interleave lays them out.
    DecoderSteps steps(model, encoderStates.repeat_interleave(beams, 0),
                       encoderMask.defined() ? encoderMask.repeat_interleave(beams, 0)
                                             : torch::Tensor(),
                       options.useCache);
    return beamSearch(steps, encoderStates.size(0), searchTokens(model.config()), options, cancel);
}

} // namespace unembed
