#include "generation.h"

#include "nn/t5.h"

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
    if (options.numBeams == 1)
        return greedySearch(model, encoderStates, encoderMask, options, cancel);
    return beamSearch(model, encoderStates, encoderMask, options, cancel);
}

GenerationResult greedySearch(T5ModelImpl& model, const torch::Tensor& encoderStates,
                              const torch::Tensor& encoderMask, const GenerationOptions& options,
                              const CancelToken* cancel) {
    DecoderSteps steps(model, encoderStates, encoderMask, options.useCache);
    return stepwiseSearch(
        steps, encoderStates.size(0), searchTokens(model.config()), options,
        [](const torch::Tensor& logits) { return logits.argmax(-1); }, cancel);
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
