#include "causal_generation.h"

#include "error.h"
#include "nn/gpt2.h"

#include <torch/torch.h>

#include <ATen/CPUGeneratorImpl.h>

#include <limits>

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

// HF's TopPLogitsWarper after its TemperatureLogitsWarper: tokens outside the nucleus get -inf.
torch::Tensor nucleusLogits(const torch::Tensor& logits, const NucleusOptions& nucleus) {
    const torch::Tensor scaled = logits / nucleus.temperature;
    const auto [sorted, order] = scaled.sort(-1, false);
    const torch::Tensor cumulative = sorted.softmax(-1).cumsum(-1);
    torch::Tensor outside = cumulative <= 1.0 - nucleus.topP;
    outside.select(-1, -1).fill_(false);
    return scaled.masked_fill(outside.scatter(-1, order, outside),
                              -std::numeric_limits<float>::infinity());
}

} // namespace

GenerationResult generateAfterPrefix(GPT2Impl& model, const torch::Tensor& prefix,
                                     const GenerationOptions& options, const CancelToken* cancel) {
    if (options.numBeams > 1) return beamSearchAfterPrefix(model, prefix, options, cancel);
    PrefixSteps steps(model, prefix, options.useCache);
    return stepwiseSearch(
        steps, prefix.size(0), searchTokens(model.config()), options,
        [](const torch::Tensor& logits) { return logits.argmax(-1); }, cancel);
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
    if (!(nucleus.topP > 0.0 && nucleus.topP <= 1.0))
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("top_p"),
                          QStringLiteral("a number in (0, 1]"),
                          QString::number(nucleus.topP)},
                         QStringLiteral("invalid sampling option"));
    if (!(nucleus.temperature > 0.0))
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("temperature"),
                          QStringLiteral("a positive number"),
                          QString::number(nucleus.temperature)},
                         QStringLiteral("invalid sampling option"));
    at::Generator generator = at::make_generator<at::CPUGeneratorImpl>(nucleus.seed);
    PrefixSteps steps(model, prefix, options.useCache);
    return stepwiseSearch(
        steps, prefix.size(0), searchTokens(model.config()), options,
        [&](const torch::Tensor& logits) {
            const torch::Tensor probabilities = nucleusLogits(logits, nucleus).softmax(-1);
            return torch::multinomial(probabilities, 1, false, generator).squeeze(1);
        },
        cancel);
}

} // namespace unembed
