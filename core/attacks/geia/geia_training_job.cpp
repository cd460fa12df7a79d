#include "geia_training_job.h"

#include "attacks/geia/geia_folder.h"
#include "attacks/geia/geia_training.h"
#include "error.h"
#include "io/json_file.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>

namespace unembed {

namespace {

// The GPT-2 config with the tokenizer's special ids (the SentencePiece model has no BOS: column 0
// of a decoded sequence, which stands for the embedding, holds the pad id), and the tokenizer:
// the given spiece.model, or one trained here on the texts with the config's vocab_size
// (OUT/spiece.model, kept for a resumed run).
std::pair<GPT2Config, SentencePieceTokenizer> startingPoint(const GeiaTrainingRequest& request,
                                                            const QStringList& texts) {
    if (request.configPath.isEmpty())
        throw InputError({}, QStringLiteral("give a GPT-2 config.json to start from (--config)"));
    std::optional<SentencePieceTokenizer> given;
    if (!request.tokenizerPath.isEmpty())
        given = SentencePieceTokenizer::load(request.tokenizerPath);
    QJsonObject json = readJsonObjectFile(request.configPath);
    json.insert(QStringLiteral("pad_token_id"), given ? given->padId() : 0);
    json.insert(QStringLiteral("bos_token_id"), given ? given->padId() : 0);
    json.insert(QStringLiteral("eos_token_id"), given ? given->eosId() : 1);
    const GPT2Config config = GPT2Config::fromJson(json, request.configPath);
    if (given) {
        requireVocabularyFits(config, *given, request.configPath);
        return {config, *given};
    }
    const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(spm)) SentencePieceTokenizer::trainT5(texts, spm, config.vocabSize);
    SentencePieceTokenizer trained = SentencePieceTokenizer::load(spm);
    requireVocabularyFits(config, trained, request.configPath);
    return {config, trained};
}

} // namespace

TrainingJobSummary trainGeiaModel(const GeiaTrainingRequest& request, const CancelToken* cancel,
                                  const std::function<void(const TrainingProgress&)>& progress,
                                  const std::function<void(const EpochReport&)>& epochDone,
                                  const ProgressFn& stage) {
    if (request.outFolder.isEmpty() || !QDir().mkpath(request.outFolder))
        throw InputError(
            {}, QStringLiteral("cannot create the output folder '%1'").arg(request.outFolder));
    if (request.maxLength < 2)
        throw InputError({}, QStringLiteral("max_length must be at least 2 (a token and the EOS)"));
    TrainingMaterial material = gatherTrainingMaterial(
        request.victim, request.textsPath, request.devPath, request.pairs, cancel, stage);
    auto [config, tokenizer] = startingPoint(request, material.corpus.texts);

    torch::manual_seed(request.trainer.seed);
    GeiaModel model(config, GeiaSpec{material.dimension, request.maxLength, material.victimName});
    GeiaTrainingTask task(model, tokenizer, std::move(material.corpus), std::move(material.dev));
    TrainerOptions options = request.trainer;
    options.checkpointDir = QDir(request.outFolder).filePath(QStringLiteral("checkpoints"));
    const TrainingResult result = train(task, options, cancel, progress, epochDone);
    saveGeia(*model, tokenizer, request.outFolder);
    return {request.outFolder, result.steps, result.resumed, int(result.epochs.size()),
            result.examplesPerSecond};
}

} // namespace unembed
