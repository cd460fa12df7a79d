// Tiny models shared by the engine suites, small enough to train inside a test on two cores: T5
// configurations and a victim embedder. Header-only; includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "embedders/sentence_transformer.h"
#include "nn/t5_config.h"

#include <memory>

namespace unembed::test {

// A T5 with short relative-position buckets and no dropout, so training in tests is deterministic.
inline T5Config tinyT5Config(int vocab, int dModel = 64, int dKv = 16, int dFf = 128,
                             int layers = 2) {
    T5Config config;
    config.vocabSize = vocab;
    config.dModel = dModel;
    config.dKv = dKv;
    config.dFf = dFf;
    config.numLayers = layers;
    config.numDecoderLayers = layers;
    config.numHeads = 4;
    config.relativeAttentionNumBuckets = 8;
    config.relativeAttentionMaxDistance = 16;
    config.dropoutRate = 0.0;
    return config;
}

// A 16-dimensional victim (T5 encoder, mean pooling, L2-normalised) with random weights drawn
// from `seed`, over `tokenizer`'s vocabulary (at most 96 ids).
inline std::unique_ptr<SentenceTransformer> tinyVictim(const SentencePieceTokenizer& tokenizer,
                                                       uint64_t seed = 3) {
    torch::manual_seed(seed);
    T5Config config = tinyT5Config(96);
    config.dModel = 16;
    config.dKv = 4;
    config.dFf = 32;
    return std::make_unique<SentenceTransformer>(
        QStringLiteral("tiny-victim"), T5Model(config, T5ModelImpl::Parts::EncoderOnly), tokenizer,
        SentencePooling{}, torch::nn::Linear{nullptr},
        QStringLiteral("torch.nn.modules.linear.Identity"), true, 32);
}

} // namespace unembed::test
