// Timing Vec2Text where a user waits: one correction step (the corrector decoding b candidates per
// hypothesis, then the victim re-embedding them) for each batch size and sequence beam width asked
// (batch 1 and 32, greedy and sbeam 4 by default), with and without the decoder's key/value cache,
// against the matrix-multiply throughput measured on the device the models run on. Torch-free,
// for `unembed-cli bench vec2text`.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

struct Vec2TextBenchRequest {
    QString inverterFolder;
    QString correctorFolder;
    QString embedderFolder;
    std::vector<int> batchSizes{1, 32};
    std::vector<int> beamWidths{1, 4};
    int repeats = 3; // timed steps per configuration, after one warm-up step
};

struct Vec2TextBenchRow {
    int batch = 0;
    int beamWidth = 0;
    bool cache = true;
    double msPerStep = 0;       // correction step: generation and re-embedding
    double msGeneration = 0;    // of which the corrector's decoding
    double tokensPerSecond = 0; // generated tokens (all candidates) per second of decoding
    double gflops = 0;          // estimated work per step / step time
    double shareOfMatmulPeak = 0;
};

struct Vec2TextBenchReport {
    double matmulGflops = 0; // measured float32 products (runtime/throughput.h)
    int threads = 0;
    QString device;
    std::vector<Vec2TextBenchRow> rows;
    // Greedy decoding, batch 1: time without the cache / time with it; 0 when not measured.
    double cacheSpeedupGreedyBatch1 = 0;
};

Vec2TextBenchReport benchVec2Text(const Vec2TextBenchRequest& request);

} // namespace unembed
