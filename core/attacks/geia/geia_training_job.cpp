#include "geia_training_job.h"

#include "attacks/geia/geia_folder.h"
#include "attacks/geia/geia_training.h"
#include "error.h"
#include "io/json_file.h"
#include "io/safetensors.h"
#include "nn/model_size.h"
#include "text/sentencepiece_tokenizer.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>

namespace unembed {

namespace {

// The decoder to train: its config (with the tokenizer's special ids), its tokenizer, and the
// pretrained weights to load, if any.
struct StartingPoint {
    GPT2Config config;
    AttackerTokenizer tokenizer;
    QString weights;
    QStringList warnings;
};

// A Hugging Face GPT-2 folder as transformers wrote it. Its config may name GPT-2's special ids
// beyond a smaller vocabulary (GPT2Config(vocab_size=...) keeps 50256), which transformers accepts:
// texts then end with the EOS that tokenizer_config.json names, with a warning.
StartingPoint pretrained(const QString& folder) {
    const QDir dir(folder);
    const QString path = dir.filePath(QStringLiteral("config.json"));
    if (!QFile::exists(path))
        throw InputError(
            {path, std::nullopt, {}, {}, {}},
            QStringLiteral("--init needs a Hugging Face GPT-2 folder with config.json"));
    QJsonObject json = readJsonObjectFile(path);
    const QString type = json.value(QStringLiteral("model_type")).toString();
    if (!type.isEmpty() && type != QLatin1String("gpt2"))
        throw InputError(
            {path, std::nullopt, QStringLiteral("model_type"), QStringLiteral("gpt2"), type},
            QStringLiteral("GEIA starts from a GPT-2 decoder (a T5 folder starts "
                           "Vec2Text's inverter: train vec2text-inversion --init)"));
    const GPT2Config given = GPT2Config::fromJson(json, path);
    QStringList warnings;
    int64_t eos = given.eosTokenId;
    if (eos >= given.vocabSize) {
        eos = -1;
        warnings << QStringLiteral("%1: %2 outside the %3-id vocabulary; texts end with the EOS "
                                   "token tokenizer_config.json names instead")
                        .arg(path, given.specialIdsOutsideVocabulary())
                        .arg(given.vocabSize);
    }
    AttackerTokenizer tokenizer = AttackerTokenizer::load(folder, eos);
    json.insert(QStringLiteral("pad_token_id"), qint64(tokenizer.padId()));
    json.insert(QStringLiteral("bos_token_id"), qint64(tokenizer.eosId()));
    json.insert(QStringLiteral("eos_token_id"), qint64(tokenizer.eosId()));
    refusePickleOnlyWeights(folder);
    const QString weights = dir.filePath(QStringLiteral("model.safetensors"));
    if (!QFile::exists(weights))
        throw InputError({weights, std::nullopt, {}, {}, {}},
                         QStringLiteral("the GPT-2 weights are missing"));
    return {GPT2Config::fromJson(json, path), std::move(tokenizer), weights, warnings};
}

// A randomly initialised GPT-2 of the given config with the workbench's SentencePiece tokenizer
// (the model has no BOS: column 0 of a decoded sequence, which stands for the embedding, holds the
// pad id): the given spiece.model, or one trained here on the texts with the config's vocab_size
// (OUT/spiece.model, kept for a resumed run).
StartingPoint fromScratch(const GeiaTrainingRequest& request, const QStringList& texts) {
    if (request.configPath.isEmpty())
        throw InputError({}, QStringLiteral("give a GPT-2 config.json to start from (--config) "
                                            "or a Hugging Face GPT-2 folder (--init)"));
    std::optional<SentencePieceTokenizer> given;
    if (!request.tokenizerPath.isEmpty())
        given = SentencePieceTokenizer::load(request.tokenizerPath);
    QJsonObject json = readJsonObjectFile(request.configPath);
    json.insert(QStringLiteral("pad_token_id"), given ? given->padId() : 0);
    json.insert(QStringLiteral("bos_token_id"), given ? given->padId() : 0);
    json.insert(QStringLiteral("eos_token_id"), given ? given->eosId() : 1);
    const GPT2Config config = GPT2Config::fromJson(json, request.configPath);
    if (given) return {config, AttackerTokenizer(*given), {}, {}};
    const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(spm)) SentencePieceTokenizer::trainT5(texts, spm, config.vocabSize);
    return {config, AttackerTokenizer(SentencePieceTokenizer::load(spm)), {}, {}};
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
    if (!request.initFolder.isEmpty() &&
        (!request.configPath.isEmpty() || !request.tokenizerPath.isEmpty()))
        throw InputError({}, QStringLiteral("a folder to start from (--init) brings its own config "
                                            "and tokenizer: leave out --config and --tokenizer"));
    // A pretrained folder is checked before the victim embeds anything.
    std::optional<StartingPoint> start;
    if (!request.initFolder.isEmpty()) start = pretrained(request.initFolder);
    TrainingMaterial material = gatherTrainingMaterial(
        request.victim, request.textsPath, request.devPath, request.pairs, cancel, stage);
    if (!start) start = fromScratch(request, material.corpus.texts);
    const QString configPath =
        request.initFolder.isEmpty()
            ? request.configPath
            : QDir(request.initFolder).filePath(QStringLiteral("config.json"));
    requireVocabularyFits(start->config, start->tokenizer, configPath);

    torch::manual_seed(request.trainer.seed);
    GeiaModel model(start->config,
                    GeiaSpec{material.dimension, request.maxLength, material.victimName});
    if (!start->weights.isEmpty()) {
        requireWeightsCover(gpt2ParameterFloor(start->config), start->weights, configPath);
        // The checkpoint's GPT-2 under its own names; the projection keeps its random start.
        torch::nn::Module holder;
        holder.register_module("transformer", model->transformer);
        loadStateDict(holder, start->weights, gpt2LoadOptions(holder, "transformer."));
    }
    GeiaTrainingTask task(model, start->tokenizer, std::move(material.corpus),
                          std::move(material.dev));
    TrainerOptions options = request.trainer;
    options.checkpointDir = QDir(request.outFolder).filePath(QStringLiteral("checkpoints"));
    const TrainingResult result = train(task, options, cancel, progress, epochDone);
    saveGeia(*model, start->tokenizer, request.outFolder);
    return {request.outFolder,        result.steps,   result.resumed, int(result.epochs.size()),
            result.examplesPerSecond, start->warnings};
}

} // namespace unembed
