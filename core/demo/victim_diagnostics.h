// Whether the demo victim is a usable embedder, measured on the test dialogues: how it spreads
// unrelated texts (a collapsed victim puts every text near every other, and then leaves Vec2Text's
// corrector nothing to correct by), and how well it retrieves, on the persona-fact task and on the
// harder reply task. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "embedders/embedder.h"

#include "demo/dialogue_corpus.h"

#include <QJsonObject>

namespace unembed {

// Figures, by their names in the build state: mean_pair_cosine and uniformity over the distinct
// `texts`; alignment over the persona-fact set's (turn, expressed line) pairs; persona_ndcg@10,
// persona_recall@10, reply_ndcg@10, reply_recall@10 with each set's query and document counts.
QJsonObject diagnoseVictim(Embedder& victim, const QStringList& texts,
                           const std::vector<Dialogue>& dialogues, const CancelToken* cancel,
                           const ProgressFn& progress);

} // namespace unembed
