#include "victim_diagnostics.h"

#include "eval/embedding_geometry.h"
#include "eval/retrieval.h"

#include <QSet>

namespace unembed {

namespace {

void addRetrieval(QJsonObject& figures, const QString& task, Embedder& victim, const BeirSet& set,
                  const CancelToken* cancel, const ProgressFn& progress) {
    const torch::Tensor queries = victim.embed(set.queryTexts, cancel, progress);
    const torch::Tensor docs = victim.embed(set.docTexts, cancel, progress);
    const RetrievalQuality quality = retrievalQuality(set, queries, docs, 10);
    figures.insert(task + QStringLiteral("_ndcg@10"), quality.ndcg);
    figures.insert(task + QStringLiteral("_recall@10"), quality.recall);
    figures.insert(task + QStringLiteral("_queries"), set.queryIds.size());
    figures.insert(task + QStringLiteral("_documents"), set.docIds.size());
}

} // namespace

QJsonObject diagnoseVictim(Embedder& victim, const QStringList& texts,
                           const std::vector<Dialogue>& dialogues, const CancelToken* cancel,
                           const ProgressFn& progress) {
    QStringList distinct;
    QSet<QString> seen;
    for (const QString& text : texts)
        if (!seen.contains(text)) {
            seen.insert(text);
            distinct << text;
        }
    const SphereSpread spread = sphereSpread(victim.embed(distinct, cancel, progress));
    QJsonObject figures{{QStringLiteral("texts"), distinct.size()},
                        {QStringLiteral("mean_pair_cosine"), spread.meanPairCosine},
                        {QStringLiteral("uniformity"), spread.uniformity}};
    QStringList turns, lines;
    for (const auto& [turn, line] : personaFactPairs(dialogues)) {
        turns << turn;
        lines << line;
    }
    if (!turns.isEmpty())
        figures.insert(QStringLiteral("alignment"),
                       alignment(victim.embed(turns, cancel, progress),
                                 victim.embed(lines, cancel, progress)));
    addRetrieval(figures, QStringLiteral("persona"), victim, personaFactRetrievalSet(dialogues),
                 cancel, progress);
    addRetrieval(figures, QStringLiteral("reply"), victim, replyRetrievalSet(dialogues), cancel,
                 progress);
    return figures;
}

} // namespace unembed
