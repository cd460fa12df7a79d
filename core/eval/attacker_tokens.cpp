#include "attacker_tokens.h"

#include "error.h"
#include "eval/token_outputs.h"
#include "store/model_store.h"
#include "text/sentencepiece_tokenizer.h"

namespace unembed {

AttackerTokens AttackerTokens::forRun(CaseFile& caseFile, const RunInfo& run) {
    for (const ModelInfo& model : listModels(caseFile))
        if (model.id == run.modelId) return AttackerTokens(model.folder);
    throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run %1 model").arg(run.id),
                      QStringLiteral("a registered attacker model folder"),
                      QStringLiteral("model id %1").arg(run.modelId)},
                     QStringLiteral("the run's attacker tokenizer is unknown"));
}

AttackerTokens::AttackerTokens(const QString& spieceModelPath)
    : tokenizer_(
          std::make_unique<SentencePieceTokenizer>(SentencePieceTokenizer::load(spieceModelPath))) {
}

AttackerTokens::AttackerTokens(AttackerTokens&&) noexcept = default;
AttackerTokens::~AttackerTokens() = default;

QString AttackerTokens::label() const {
    return tokenizer_->modelPath();
}

std::vector<qint64> AttackerTokens::encode(const QString& text) const {
    const std::vector<int64_t> ids = tokenizer_->encode(text);
    return {ids.begin(), ids.end()};
}

std::vector<qint64> AttackerTokens::predictedIds(const RunSampleInfo& sample,
                                                 const QString& casePath) const {
    if (!sample.tokensJson.isEmpty()) return parseTokenIds(sample.tokensJson, casePath, sample.row);
    return encode(sample.finalText);
}

} // namespace unembed
