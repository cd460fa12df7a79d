#include "causal_generation.h"

#include "nn/gpt2.h"

#include <torch/torch.h>

namespace unembed {

namespace {

// Next-token logits after the prefix and each row's tokens (column 0 of a row stands for the
// prefix): with the cache only what the cache has not seen goes through the decoder, without it
// the prefix and all tokens do every time.
class PrefixSteps : public NextTokenLogits {
public:
    PrefixSteps(GPT2Impl& model, torch::Tensor prefix, bool useCache)
        : model_(model), prefix_(std::move(prefix)), useCache_(useCache) {}

    torch::Tensor next(const torch::Tensor& prefixes) override {
        const auto device = prefix_.device();
        torch::Tensor hidden;
        if (useCache_) {
            const int64_t seen = cache_.length();
            hidden =
                seen == 0
                    ? model_.forward(inputs(prefixes), &cache_)
                    : model_.forward(
                          model_.embed(prefixes.slice(1, seen - prefixLength() + 1).to(device)),
                          &cache_);
        } else {
            hidden = model_.forward(inputs(prefixes), nullptr);
        }
        return model_.logits(hidden.select(1, -1)).to(torch::kFloat).to(torch::kCPU);
    }

    void selectRows(const torch::Tensor& rows) override {
        prefix_ = prefix_.index_select(0, rows.to(prefix_.device()));
        if (useCache_) cache_.selectRows(rows.to(prefix_.device()));
    }

private:
    int64_t prefixLength() const { return prefix_.size(1); }
    // The prefix followed by the embeddings of every token after column 0.
    torch::Tensor inputs(const torch::Tensor& prefixes) {
        if (prefixes.size(1) == 1) return prefix_;
        return torch::cat({prefix_, model_.embed(prefixes.slice(1, 1).to(prefix_.device()))}, 1);
    }

    GPT2Impl& model_;
    torch::Tensor prefix_;
    bool useCache_;
    GPT2Cache cache_;
};

SearchTokens searchTokens(const GPT2Config& config) {
    // HF's GPT-2 has no pad token and pads finished rows with EOS.
    return {config.bosTokenId, config.eosTokenId,
            config.padTokenId >= 0 ? config.padTokenId : config.eosTokenId};
}

} // namespace

GenerationResult generateAfterPrefix(GPT2Impl& model, const torch::Tensor& prefix,
                                     const GenerationOptions& options, const CancelToken* cancel) {
    if (options.numBeams > 1) return beamSearchAfterPrefix(model, prefix, options, cancel);
    PrefixSteps steps(model, prefix, options.useCache);
    return stepwiseSearch(steps, prefix.size(0), searchTokens(model.config()), options,
                          greedyTokens, cancel);
}

GenerationResult beamSearchAfterPrefix(GPT2Impl& model, const torch::Tensor& prefix,
                                       const GenerationOptions& options,
                                       const CancelToken* cancel) {
    PrefixSteps steps(model, prefix.repeat_interleave(options.numBeams, 0), options.useCache);
    return beamSearch(steps, prefix.size(0), searchTokens(model.config()), options, cancel);
}

GenerationResult sampleAfterPrefix(GPT2Impl& model, const torch::Tensor& prefix,
                                   const GenerationOptions& options, const NucleusOptions& nucleus,
                                   const CancelToken* cancel) {
    const TokenRule rule = nucleusSampling(nucleus);
    PrefixSteps steps(model, prefix, options.useCache);
    return stepwiseSearch(steps, prefix.size(0), searchTokens(model.config()), options, rule,
                          cancel);
}

} // namespace unembed
