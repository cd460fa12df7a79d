// Timing text generation from a T5 folder the way Hugging Face transformers' `generate` is timed:
// the encoder pass plus exactly-as-asked decoding (greedy or beam search) of --new-tokens tokens,
// for each batch size and beam width, on token ids read from a file or drawn at random. The
// sequences' SHA-256 lets a run be checked against another implementation's output on the same
// weights and inputs. Torch-free, for `unembed-cli bench generate`.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

struct GenerationBenchRequest {
    QString modelFolder;
    // One input per line, token ids separated by white space, all lines equally long; empty: random
    // ids (seed 0) of inputLength tokens, none of them a special token.
    QString inputsFile;
    int inputLength = 64;
    int newTokens = 32;
    std::vector<int> batchSizes{1, 32};
    std::vector<int> beamWidths{1, 4};
    int repeats = 3; // timed calls per setting, after one warm-up call
};

struct GenerationBenchRow {
    int batch = 0;
    int beams = 0;
    double msPerCall = 0;       // encoder and decoding
    double tokensPerSecond = 0; // batch x the returned sequences' new positions, per second
    double gflops = 0;          // estimated useful work per call / call time
    double shareOfMatmulPeak = 0;
    int endedEarly = 0; // returned sequences that stopped at the end token before newTokens
    // SHA-256 of the returned sequences of the last call: [batch, 1 + newTokens] little-endian
    // int64, row-major, start token first, the pad id after an end token.
    QString sequencesSha256;
};

struct GenerationBenchReport {
    QString model;
    double parameters = 0; // multiplied per token (embedding lookups left out, a tied head in)
    double matmulGflops = 0;
    int threads = 0;
    QString device;
    int inputLength = 0;
    std::vector<GenerationBenchRow> rows;
};

// Throws InputError for an unreadable model or inputs file (naming the file and line).
GenerationBenchReport benchGeneration(const GenerationBenchRequest& request);

} // namespace unembed
