// Timing a victim where attacks wait on it: sentences per second through a sentence-transformers
// folder (tokenizing, encoding, pooling) at batch 1 and 32 for texts of about 32 and 128 tokens,
// against the matrix-multiply throughput this machine measures. Useful work is estimated as
// 2 FLOPs per non-embedding parameter per token. Torch-free, for `unembed-cli bench embed`.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

struct EmbeddingBenchRequest {
    QString embedderFolder;
    std::vector<int> batchSizes{1, 32};
    std::vector<int> lengths{32, 128}; // tokens per text, special tokens included
    int repeats = 3;                   // timed batches per setting, after one warm-up batch
};

struct EmbeddingBenchRow {
    int batch = 0;
    int length = 0;           // asked for
    double tokensPerText = 0; // as the tokenizer cut them (the folder's max_seq_length applies)
    double msPerBatch = 0;
    double sentencesPerSecond = 0;
    double gflops = 0;
    double shareOfMatmulPeak = 0;
};

struct EmbeddingBenchReport {
    QString embedder;
    QString modelType;
    qint64 parameters = 0; // multiplied per token (embedding tables left out)
    double matmulGflops = 0;
    int threads = 0;
    QString device;
    std::vector<EmbeddingBenchRow> rows;
};

// Throws InputError for a folder that cannot be loaded.
EmbeddingBenchReport benchEmbedding(const EmbeddingBenchRequest& request);

} // namespace unembed
