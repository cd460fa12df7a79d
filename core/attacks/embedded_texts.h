// The attacker's training material: its own texts with the vectors the victim returns for them,
// the victim queried as a black box (texts in, vectors out). Every trainable attack starts here.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "embedders/embedder.h"

namespace unembed {

// Texts with their victim embeddings [N, d].
struct EmbeddedTexts {
    QStringList texts;
    torch::Tensor embeddings;
};

// The attacker's texts, one per line; throws InputError for a file without any.
QStringList readAttackerTexts(const QString& path);

EmbeddedTexts embedWithVictim(const QStringList& texts, Embedder& victim,
                              const CancelToken* cancel = nullptr, const ProgressFn& progress = {});

} // namespace unembed
