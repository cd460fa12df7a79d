// Tiny model configurations shared by the engine suites, small enough to train inside a test on
// two cores. Header-only.
#pragma once

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

} // namespace unembed::test
