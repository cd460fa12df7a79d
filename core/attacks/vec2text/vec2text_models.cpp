#include "vec2text_models.h"

#include "runtime/autocast_scope.h"

#include <torch/torch.h>

namespace unembed {

namespace {

// Linear(d, d) -> Dropout -> GELU -> Linear(d, s * d_model): the indices 0 and 3 carry the
// weights, as in the public checkpoints.
torch::nn::Sequential projection(int embeddingDim, int outputs, double dropout) {
    return torch::nn::Sequential(torch::nn::Linear(embeddingDim, embeddingDim),
                                 torch::nn::Dropout(dropout), torch::nn::GELU(),
                                 torch::nn::Linear(embeddingDim, outputs));
}

torch::Tensor asPositions(const torch::Tensor& projected, int repeat, int width) {
    return projected.reshape({projected.size(0), repeat, width});
}

} // namespace

Vec2TextInverterImpl::Vec2TextInverterImpl(const T5Config& config, const Vec2TextSpec& spec)
    : spec_(spec) {
    embedding_transform = register_module(
        "embedding_transform",
        projection(spec.embeddingDim, config.dModel * spec.numRepeatTokens, config.dropoutRate));
    encoder_decoder = register_module("encoder_decoder", T5Model(config));
}

std::pair<torch::Tensor, torch::Tensor>
Vec2TextInverterImpl::encoderInputs(const torch::Tensor& embeddings) {
    const int width = encoder_decoder->config().dModel;
    const auto device = encoder_decoder->shared->weight.device();
    torch::Tensor embeds = asPositions(embedding_transform->forward(embeddings.to(device)),
                                       spec_.numRepeatTokens, width);
    torch::Tensor mask = torch::ones({embeddings.size(0), spec_.numRepeatTokens},
                                     torch::dtype(torch::kLong).device(device));
    return {embeds, mask};
}

torch::Tensor Vec2TextInverterImpl::forward(const torch::Tensor& embeddings,
                                            const torch::Tensor& decoderIds) {
    const auto [embeds, mask] = encoderInputs(embeddings);
    const torch::Tensor states = encoder_decoder->encodeEmbeddings(embeds, mask);
    return encoder_decoder->logits(encoder_decoder->decode(decoderIds, states, mask));
}

GenerationResult Vec2TextInverterImpl::generate(const torch::Tensor& embeddings,
                                                const GenerationOptions& options,
                                                const CancelToken* cancel) {
    torch::NoGradGuard noGrad;
    const AutocastScope autocast(encoder_decoder->shared->weight.device());
    const auto [embeds, mask] = encoderInputs(embeddings);
    const torch::Tensor states = encoder_decoder->encodeEmbeddings(embeds, mask);
    return unembed::generate(*encoder_decoder, states, mask, options, cancel);
}

GenerationResult Vec2TextInverterImpl::sample(const torch::Tensor& embeddings,
                                              const GenerationOptions& options,
                                              const NucleusOptions& nucleus, int64_t samples,
                                              const CancelToken* cancel) {
    torch::NoGradGuard noGrad;
    const AutocastScope autocast(encoder_decoder->shared->weight.device());
    const auto [embeds, mask] = encoderInputs(embeddings);
    const torch::Tensor states = encoder_decoder->encodeEmbeddings(embeds, mask);
    return unembed::sample(*encoder_decoder, states, mask, options, nucleus, samples, cancel);
}

Vec2TextCorrectorImpl::Vec2TextCorrectorImpl(const T5Config& config, const Vec2TextSpec& spec)
    : spec_(spec) {
    const int outputs = config.dModel * spec.numRepeatTokens;
    embedding_transform_1 = register_module(
        "embedding_transform_1", projection(spec.embeddingDim, outputs, config.dropoutRate));
    embedding_transform_2 = register_module(
        "embedding_transform_2", projection(spec.embeddingDim, outputs, config.dropoutRate));
    embedding_transform_3 = register_module(
        "embedding_transform_3", projection(spec.embeddingDim, outputs, config.dropoutRate));
    layernorm = register_module("layernorm",
                                torch::nn::LayerNorm(torch::nn::LayerNormOptions({config.dModel})));
    encoder_decoder = register_module("encoder_decoder", T5Model(config));
}

std::pair<torch::Tensor, torch::Tensor> Vec2TextCorrectorImpl::encoderInputs(
    const torch::Tensor& targetAnywhere, const torch::Tensor& hypothesisEmbedding,
    const torch::Tensor& hypothesisIds, const torch::Tensor& hypothesisMask) {
    const auto device = encoder_decoder->shared->weight.device();
    const torch::Tensor target = targetAnywhere.to(device);
    const int64_t batch = target.size(0);
    const int width = encoder_decoder->config().dModel;
    const int repeat = spec_.numRepeatTokens;
    const torch::Tensor seen = spec_.feedback ? hypothesisEmbedding.to(device) : target;
    const torch::Tensor e = asPositions(embedding_transform_1->forward(target), repeat, width);
    const torch::Tensor diff =
        asPositions(embedding_transform_2->forward(target - seen), repeat, width);
    const torch::Tensor hypothesis =
        asPositions(embedding_transform_3->forward(seen), repeat, width);
    const torch::Tensor sep = encoder_decoder->embed(
        torch::full({batch, 1}, encoder_decoder->config().eosTokenId, torch::kLong));
    const torch::Tensor tokens = encoder_decoder->embed(hypothesisIds);
    const torch::Tensor embeds =
        layernorm(torch::cat({sep, e, sep, hypothesis, sep, diff, sep, tokens}, 1));
    const torch::Tensor mask =
        torch::cat({torch::ones({batch, 4 + 3 * repeat}, torch::dtype(torch::kLong).device(device)),
                    hypothesisMask.to(device, torch::kLong)},
                   1);
    return {embeds, mask};
}

torch::Tensor Vec2TextCorrectorImpl::forward(const torch::Tensor& target,
                                             const torch::Tensor& hypothesisEmbedding,
                                             const torch::Tensor& hypothesisIds,
                                             const torch::Tensor& hypothesisMask,
                                             const torch::Tensor& decoderIds) {
    const auto [embeds, mask] =
        encoderInputs(target, hypothesisEmbedding, hypothesisIds, hypothesisMask);
    const torch::Tensor states = encoder_decoder->encodeEmbeddings(embeds, mask);
    return encoder_decoder->logits(encoder_decoder->decode(decoderIds, states, mask));
}

GenerationResult Vec2TextCorrectorImpl::generate(const torch::Tensor& target,
                                                 const torch::Tensor& hypothesisEmbedding,
                                                 const torch::Tensor& hypothesisIds,
                                                 const torch::Tensor& hypothesisMask,
                                                 const GenerationOptions& options,
                                                 const CancelToken* cancel) {
    torch::NoGradGuard noGrad;
    const AutocastScope autocast(encoder_decoder->shared->weight.device());
    const auto [embeds, mask] =
        encoderInputs(target, hypothesisEmbedding, hypothesisIds, hypothesisMask);
    const torch::Tensor states = encoder_decoder->encodeEmbeddings(embeds, mask);
    return unembed::generate(*encoder_decoder, states, mask, options, cancel);
}

} // namespace unembed
