// Embedding texts with an embedder folder, as a torch-free call for the CLI and the GUI's worker:
// load, batch, embed, and hand back an EmbeddingSet ready to store or write.
#pragma once

#include "io/embedding_set.h"
#include "runtime/cancel_token.h"

namespace unembed {

struct TextEmbeddingRequest {
    QString embedderFolder;
    QStringList texts;
    int batchSize = 32;
    // A prompt of the embedder's config_sentence_transformers.json; empty: its default prompt.
    QString promptName = {};
};

struct TextEmbeddingResult {
    QString embedderName;
    EmbeddingSet set; // the vectors with their texts
};

// Throws InputError (bad folder, unknown prompt, no texts) or Cancelled.
TextEmbeddingResult embedTexts(const TextEmbeddingRequest& request,
                               const CancelToken* cancel = nullptr,
                               const ProgressFn& progress = {});

} // namespace unembed
