// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "attacks/attacker_tokenizer.h"

#include "attacker_tokens.h"

#include "error.h"
#include "eval/token_outputs.h"
#include "io/json_file.h"
#include "store/model_store.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

namespace unembed {

namespace {

// The folder's tokenizer, ending texts with the EOS id its config.json names (a GEIA decoder
// started from GPT-2 ends its texts with its tokenizer's; -1 without one); a T5's is its
// spiece.model.
AttackerTokenizer folderTokenizer(const QString& folder) {
    const QString path = QDir(folder).filePath(QStringLiteral("config.json"));
    const QJsonObject config = QFileInfo::exists(path) ? readJsonObjectFile(path) : QJsonObject();
    return AttackerTokenizer::load(
        folder, config.value(QStringLiteral("eos_token_id")).toInteger(-1),
        config.value(QStringLiteral("model_type")).toString() == QLatin1String("t5"));
}

} // namespace

AttackerTokens AttackerTokens::forRun(CaseFile& caseFile, const RunInfo& run) {
    for (const ModelInfo& model : listModels(caseFile))
        if (model.id == run.modelId) return AttackerTokens(model.folder);
    throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run %1 model").arg(run.id),
                      QStringLiteral("a registered attacker model folder"),
                      QStringLiteral("model id %1").arg(run.modelId)},
                     QStringLiteral("the run's attacker tokenizer is unknown"));
}

AttackerTokens::AttackerTokens(const QString& modelFolder)
    : tokenizer_(std::make_unique<AttackerTokenizer>(folderTokenizer(modelFolder))) {}

AttackerTokens::AttackerTokens(AttackerTokens&&) noexcept = default;
AttackerTokens::~AttackerTokens() = default;

QString AttackerTokens::label() const {
    return tokenizer_->path();
}

std::vector<qint64> AttackerTokens::encode(const QString& text) const {
    const std::vector<int64_t> ids = tokenizer_->labelIds(text, 0);
    return {ids.begin(), ids.end()};
}

std::vector<qint64> AttackerTokens::predictedIds(const RunSampleInfo& sample,
                                                 const QString& casePath) const {
    if (!sample.tokensJson.isEmpty()) return parseTokenIds(sample.tokensJson, casePath, sample.row);
    return encode(sample.finalText);
}

} // namespace unembed
