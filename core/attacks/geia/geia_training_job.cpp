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

// The decoder to train: its config (GPT-2's, or T5's for the encoder-decoder attacker, with the
// tokenizer's special ids), its tokenizer, and the pretrained folder to load its weights from.
struct StartingPoint {
    std::optional<GPT2Config> gpt2;
    std::optional<T5Config> t5;
    AttackerTokenizer tokenizer;
    QString weightsFolder;
    QStringList warnings;

    int vocabSize() const { return t5 ? t5->vocabSize : gpt2->vocabSize; }
};

// A T5 folder's SentencePiece vocabulary (as `train vec2text-inversion --init` reads it), whose
// end and pad ids must be the ones the config decodes with.
StartingPoint pretrainedT5(const QString& folder, const QJsonObject& json, const QString& path) {
    const T5Config config = T5Config::fromJson(json, path);
    const QString spm = QDir(folder).filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(spm))
        throw InputError({spm, std::nullopt, {}, {}, {}},
                         QStringLiteral("GEIA's T5 attacker reads the T5 vocabulary from "
                                        "spiece.model (tokenizer.json alone is not read)"));
    const SentencePieceTokenizer tokenizer = SentencePieceTokenizer::load(folder);
    if (config.eosTokenId != tokenizer.eosId() || config.padTokenId != tokenizer.padId())
        throw InputError({path, std::nullopt, QStringLiteral("eos_token_id, pad_token_id"),
                          QStringLiteral("%1, %2 (spiece.model's)")
                              .arg(tokenizer.eosId())
                              .arg(tokenizer.padId()),
                          QStringLiteral("%1, %2").arg(config.eosTokenId).arg(config.padTokenId)},
                         QStringLiteral("the T5 config and its spiece.model disagree"));
    return {std::nullopt, config, AttackerTokenizer(tokenizer), folder, {}};
}

// A Hugging Face GPT-2 or T5 folder as transformers wrote it. A GPT-2 config may name GPT-2's
// special ids beyond a smaller vocabulary (GPT2Config(vocab_size=...) keeps 50256), which
// transformers accepts: texts then end with the EOS that tokenizer_config.json names, with a
// warning.
StartingPoint pretrained(const QString& folder) {
    const QDir dir(folder);
    const QString path = dir.filePath(QStringLiteral("config.json"));
    if (!QFile::exists(path))
        throw InputError(
            {path, std::nullopt, {}, {}, {}},
            QStringLiteral("--init needs a Hugging Face GPT-2 or T5 folder with config.json"));
    QJsonObject json = readJsonObjectFile(path);
    requireGeiaDecoder(json, path);
    refusePickleOnlyWeights(folder);
    const QString weights = dir.filePath(QStringLiteral("model.safetensors"));
    if (!QFile::exists(weights))
        throw InputError({weights, std::nullopt, {}, {}, {}},
                         QStringLiteral("the pretrained decoder's weights are missing"));
    if (isT5Config(json)) {
        StartingPoint start = pretrainedT5(folder, json, path);
        requireWeightsCover(t5ParameterFloor(*start.t5, true), weights, path);
        return start;
    }
    const GPT2Config given = GPT2Config::fromJson(json, path);
    requireWeightsCover(gpt2ParameterFloor(given), weights, path);
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
    return {GPT2Config::fromJson(json, path), std::nullopt, std::move(tokenizer), folder, warnings};
}

// A randomly initialised GPT-2 or T5 of the given config with the workbench's SentencePiece
// tokenizer (GPT-2 has no BOS: column 0 of a decoded sequence, which stands for the embedding,
// holds the pad id; T5 starts decoding from the pad id): the given spiece.model, or one trained
// here on the texts with the config's vocab_size (OUT/spiece.model, kept for a resumed run).
StartingPoint fromScratch(const GeiaTrainingRequest& request, const QStringList& texts) {
    std::optional<SentencePieceTokenizer> given;
    if (!request.tokenizerPath.isEmpty())
        given = SentencePieceTokenizer::load(request.tokenizerPath);
    QJsonObject json = readJsonObjectFile(request.configPath);
    const int pad = given ? given->padId() : 0;
    json.insert(QStringLiteral("pad_token_id"), pad);
    json.insert(QStringLiteral("eos_token_id"), given ? given->eosId() : 1);
    json.insert(isT5Config(json) ? QStringLiteral("decoder_start_token_id")
                                 : QStringLiteral("bos_token_id"),
                pad);
    std::optional<GPT2Config> gpt2;
    std::optional<T5Config> t5;
    if (isT5Config(json))
        t5 = T5Config::fromJson(json, request.configPath);
    else
        gpt2 = GPT2Config::fromJson(json, request.configPath);
    const int vocabSize = t5 ? t5->vocabSize : gpt2->vocabSize;
    if (given) return {gpt2, t5, AttackerTokenizer(*given), {}, {}};
    const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(spm)) SentencePieceTokenizer::trainT5(texts, spm, vocabSize);
    return {gpt2, t5, AttackerTokenizer(SentencePieceTokenizer::load(spm)), {}, {}};
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
    // The starting point is checked before the victim embeds anything.
    std::optional<StartingPoint> start;
    if (!request.initFolder.isEmpty())
        start = pretrained(request.initFolder);
    else if (!request.configPath.isEmpty())
        requireGeiaDecoder(readJsonObjectFile(request.configPath), request.configPath);
    else
        throw InputError({}, QStringLiteral("give a GPT-2 or T5 config.json to start from "
                                            "(--config) or a Hugging Face GPT-2 or T5 folder "
                                            "(--init)"));
    TrainingMaterial material = gatherTrainingMaterial(
        request.victim, request.textsPath, request.devPath, request.pairs, cancel, stage);
    if (!start) start = fromScratch(request, material.corpus.texts);
    const QString configPath =
        request.initFolder.isEmpty()
            ? request.configPath
            : QDir(request.initFolder).filePath(QStringLiteral("config.json"));
    requireVocabularyFits(start->vocabSize(), start->tokenizer, configPath);

    torch::manual_seed(request.trainer.seed);
    const GeiaSpec spec{material.dimension, request.maxLength, material.victimName};
    GeiaModel model = start->t5 ? GeiaModel(*start->t5, spec) : GeiaModel(*start->gpt2, spec);
    // The pretrained decoder under its own names; the projection keeps its random start.
    if (!start->weightsFolder.isEmpty() && model->isEncoderDecoder()) {
        loadT5Weights(start->weightsFolder, *model->encoder_decoder);
    } else if (!start->weightsFolder.isEmpty()) {
        const QString weights =
            QDir(start->weightsFolder).filePath(QStringLiteral("model.safetensors"));
        torch::nn::Module holder;
        holder.register_module("transformer", model->transformer);
        loadStateDict(holder, weights, gpt2LoadOptions(holder, "transformer."));
    }
    GeiaTrainingTask task(model, start->tokenizer, std::move(material.corpus),
                          std::move(material.dev));
    TrainerOptions options = request.trainer;
    options.checkpointDir = QDir(request.outFolder).filePath(QStringLiteral("checkpoints"));
    const TrainingResult result = train(task, options, cancel, progress, epochDone);
    saveGeia(*model, start->tokenizer, request.outFolder);
    return jobSummary(request.outFolder, result, start->warnings);
}

} // namespace unembed
