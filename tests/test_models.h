// Tiny model configurations and training material shared by the engine suites, small enough to
// train inside a test on two cores: thirty short sentences and a random 16-dimensional victim.
// Header-only.
#pragma once

// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include "embedders/sentence_transformer.h"
#include "nn/t5_config.h"

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

inline const QStringList kTinySentences = {
    QStringLiteral("my dog is called max"),
    QStringLiteral("i live in a small town"),
    QStringLiteral("she works as a nurse"),
    QStringLiteral("we love hiking in autumn"),
    QStringLiteral("i have two brothers"),
    QStringLiteral("my favourite colour is green"),
    QStringLiteral("he plays the guitar"),
    QStringLiteral("i am allergic to cats"),
    QStringLiteral("our house has a red door"),
    QStringLiteral("i drink tea every morning"),
    QStringLiteral("my mother is a teacher"),
    QStringLiteral("i moved to the city last year"),
    QStringLiteral("we grow tomatoes"),
    QStringLiteral("i study chemistry"),
    QStringLiteral("my car is very old"),
    QStringLiteral("i run five miles a day"),
    QStringLiteral("she speaks three languages"),
    QStringLiteral("i was born in march"),
    QStringLiteral("my son likes trains"),
    QStringLiteral("i work from home"),
    QStringLiteral("we have a parrot"),
    QStringLiteral("i hate cold weather"),
    QStringLiteral("my sister is a doctor"),
    QStringLiteral("i bake bread on sundays"),
    QStringLiteral("he fixes bikes"),
    QStringLiteral("i read before bed"),
    QStringLiteral("my flat is near the river"),
    QStringLiteral("i collect old stamps"),
    QStringLiteral("we swim in the lake"),
    QStringLiteral("i am thirty four"),
};

// A randomly initialised T5 encoder with mean pooling and L2 normalisation, 16 dimensions, named
// "tiny-victim"; its weights come from torch's current seed.
inline std::unique_ptr<SentenceTransformer> tinyVictim(const SentencePieceTokenizer& tokenizer,
                                                       int vocab) {
    T5Config config = tinyT5Config(vocab);
    config.dModel = 16;
    config.dKv = 4;
    config.dFf = 32;
    return std::make_unique<SentenceTransformer>(
        QStringLiteral("tiny-victim"), T5Model(config, T5ModelImpl::Parts::EncoderOnly), tokenizer,
        SentencePooling{}, torch::nn::Linear{nullptr},
        QStringLiteral("torch.nn.modules.linear.Identity"), true, 32);
}

} // namespace unembed::test
