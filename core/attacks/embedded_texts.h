// The attacker's training material: its own texts with the vectors the victim returns for them,
// the victim queried as a black box (texts in, vectors out). Every trainable attack starts here.
// A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "embedders/embedder.h"
#include "embedders/victim_spec.h"

#include <memory>
#include <optional>

namespace unembed {

// Texts with their victim embeddings [N, d].
struct EmbeddedTexts {
    QStringList texts;
    torch::Tensor embeddings;
};

// The attacker's texts from a file, one per line. Throws InputError naming the file when it
// cannot be read or holds no text.
QStringList readAttackerTexts(const QString& path);

// The rows i with i mod count = remainder (keep), or all the others (!keep).
EmbeddedTexts foldRows(const EmbeddedTexts& texts, int64_t remainder, int64_t count, bool keep);

EmbeddedTexts embedWithVictim(const QStringList& texts, Embedder& victim,
                              const CancelToken* cancel = nullptr, const ProgressFn& progress = {});

// What a training job learns from, and the victim when it has one.
struct TrainingMaterial {
    EmbeddedTexts corpus;
    std::optional<EmbeddedTexts> dev;
    std::unique_ptr<Embedder> victim; // null when trained from leaked pairs without a victim
    int dimension = 0;
    QString victimName;
};

// The attacker's texts (`textsPath`, `devPath`) embedded by `victim`; or, with `pairs`, the leaked
// pairs (with `textsPath`, when given, as the texts of pairs.path's rows) and the victim only if
// one is named. Throws InputError naming the file (no texts, texts that do not match the rows, a
// dev set of another dimension).
TrainingMaterial gatherTrainingMaterial(const VictimSpec& victim, const QString& textsPath,
                                        const QString& devPath, const LeakedPairs& pairs,
                                        const CancelToken* cancel = nullptr,
                                        const ProgressFn& stage = {});

} // namespace unembed
