// Embedding texts with a victim (a folder or an endpoint), as a torch-free call for the CLI and the
// GUI's worker: open, batch, embed, and hand back an EmbeddingSet ready to store or write.
#pragma once

#include "embedders/victim_spec.h"
#include "io/embedding_set.h"
#include "runtime/cancel_token.h"

namespace unembed {

struct TextEmbeddingRequest {
    VictimSpec victim; // with a folder's prompt, if any
    QStringList texts;
    int batchSize = 32; // a folder's batch; an endpoint batches by its own setting
};

struct TextEmbeddingResult {
    QString embedderName;
    EmbeddingSet set; // the vectors with their texts
};

// Throws InputError (bad folder or endpoint, unknown prompt, no texts) or Cancelled.
TextEmbeddingResult embedTexts(const TextEmbeddingRequest& request,
                               const CancelToken* cancel = nullptr,
                               const ProgressFn& progress = {});

} // namespace unembed
