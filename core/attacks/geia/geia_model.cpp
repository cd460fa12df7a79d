#include "geia_model.h"

#include "error.h"
#include "nn/generation.h"
#include "runtime/autocast_scope.h"

#include <torch/torch.h>

namespace unembed {

GeiaModelImpl::GeiaModelImpl(const GPT2Config& config, const GeiaSpec& spec) : spec_(spec) {
    if (spec.maxLength + 1 > config.nPositions)
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("n_positions"),
                          QStringLiteral("at least max_length + 1 (%1)").arg(spec.maxLength + 1),
                          QString::number(config.nPositions)},
                         QStringLiteral("the GPT-2 config has too few positions for GEIA"));
    // Decoding starts, pads and stops with these ids.
    const QString outside = config.specialIdsOutsideVocabulary();
    if (!outside.isEmpty())
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("vocab_size"),
                          QStringLiteral("more than every special token id"),
                          outside},
                         QStringLiteral("special token id outside the GPT-2 vocabulary"));
    transformer = register_module("transformer", GPT2(config));
    align = register_module("align", torch::nn::Linear(spec.embeddingDim, config.nEmbd));
}

GeiaModelImpl::GeiaModelImpl(const T5Config& config, const GeiaSpec& spec) : spec_(spec) {
    encoder_decoder = register_module("encoder_decoder", T5Model(config));
    align = register_module("align", torch::nn::Linear(spec.embeddingDim, config.dModel));
}

std::pair<torch::Tensor, torch::Tensor>
GeiaModelImpl::encoderInput(const torch::Tensor& embeddings) {
    const auto device = align->weight.device();
    return {align(embeddings.to(device)).unsqueeze(1),
            torch::ones({embeddings.size(0), 1}, torch::dtype(torch::kLong).device(device))};
}

torch::Tensor GeiaModelImpl::forward(const torch::Tensor& embeddings, const torch::Tensor& labels) {
    if (isEncoderDecoder()) {
        const T5Config& config = encoder_decoder->config();
        const auto [embeds, mask] = encoderInput(embeddings);
        const torch::Tensor states = encoder_decoder->encodeEmbeddings(embeds, mask);
        const torch::Tensor decoderIds =
            shiftRight(labels, config.decoderStartTokenId, config.padTokenId);
        return encoder_decoder->logits(encoder_decoder->decode(decoderIds, states, mask));
    }
    const int64_t pad = std::max(0, transformer->config().padTokenId);
    // The last label (EOS or padding) is only ever a target.
    const torch::Tensor previous = labels.slice(1, 0, labels.size(1) - 1).clamp_min(pad);
    const torch::Tensor inputs = torch::cat(
        {align(embeddings.to(align->weight.device())).unsqueeze(1), transformer->embed(previous)},
        1);
    return transformer->logits(transformer->forward(inputs));
}

GenerationResult GeiaModelImpl::decode(const torch::Tensor& embeddings,
                                       const GeiaDecoding& decoding, const CancelToken* cancel) {
    torch::NoGradGuard noGrad;
    const AutocastScope autocast(align->weight.device());
    GenerationOptions options;
    // One column stands for the embedding (or T5's start token), then up to max_length tokens.
    options.maxLength = (decoding.maxLength > 0 ? decoding.maxLength : spec_.maxLength) + 1;
    const NucleusOptions nucleus{decoding.topP, decoding.temperature, decoding.seed};
    if (isEncoderDecoder()) {
        const auto [embeds, mask] = encoderInput(embeddings);
        const torch::Tensor states = encoder_decoder->encodeEmbeddings(embeds, mask);
        if (decoding.method == GeiaDecoding::Method::Nucleus)
            return unembed::sample(*encoder_decoder, states, mask, options, nucleus, 1, cancel);
        options.numBeams = decoding.beams;
        return unembed::generate(*encoder_decoder, states, mask, options, cancel);
    }
    const torch::Tensor prefix = align(embeddings.to(align->weight.device())).unsqueeze(1);
    if (decoding.method == GeiaDecoding::Method::Nucleus)
        return sampleAfterPrefix(*transformer, prefix, options, nucleus, cancel);
    options.numBeams = decoding.beams;
    return beamSearchAfterPrefix(*transformer, prefix, options, cancel);
}

} // namespace unembed
