#include "vec2text_training_job.h"

#include "attacks/attacker_folder.h"
#include "attacks/vec2text/vec2text_folder.h"
#include "attacks/vec2text/vec2text_training.h"
#include "error.h"
#include "io/file_checksum.h"
#include "io/sidecar_texts.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>

namespace unembed {

namespace {

InputError requestError(const QString& problem) {
    return InputError({}, problem);
}

// The T5 config and the tokenizer to start from: an existing T5 folder, or a config whose
// vocabulary is trained here on the texts (written to OUT/spiece.model).
std::pair<T5Config, SentencePieceTokenizer> startingPoint(const Vec2TextTrainingRequest& request,
                                                          const QStringList& texts) {
    if (!request.initFolder.isEmpty())
        return {T5Config::load(QDir(request.initFolder).filePath(QStringLiteral("config.json"))),
                SentencePieceTokenizer::load(request.initFolder)};
    if (request.configPath.isEmpty())
        throw requestError(QStringLiteral("give a T5 folder to start from (--init) or a T5 "
                                          "config.json (--config)"));
    const T5Config config = T5Config::load(request.configPath);
    const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(spm)) SentencePieceTokenizer::trainT5(texts, spm, config.vocabSize);
    return {config, SentencePieceTokenizer::load(spm)};
}

void copyParameters(const torch::nn::Module& from, torch::nn::Module& to) {
    const auto source = from.named_parameters();
    for (const auto& p : to.named_parameters())
        p.value().copy_(source[p.key()]);
}

void copyInitialWeights(const QString& initFolder, T5ModelImpl& target) {
    if (!initFolder.isEmpty()) loadT5Weights(initFolder, target);
}

// The corrector starts as its base inverter: the same T5, and the inverter's projection of an
// embedding to encoder positions for both the target and the hypothesis's embedding. The
// difference's projection starts at random.
void copyInverterWeights(Vec2TextInverterImpl& inverter, Vec2TextCorrectorImpl& corrector) {
    torch::NoGradGuard noGrad;
    copyParameters(*inverter.encoder_decoder, *corrector.encoder_decoder);
    copyParameters(*inverter.embedding_transform, *corrector.embedding_transform_1);
    copyParameters(*inverter.embedding_transform, *corrector.embedding_transform_3);
}

TrainerOptions trainerOptions(const Vec2TextTrainingRequest& request) {
    TrainerOptions options = request.trainer;
    options.checkpointDir = QDir(request.outFolder).filePath(QStringLiteral("checkpoints"));
    if (request.leaveOut.count > 0)
        options.data.insert(
            QStringLiteral("leave_out"),
            QStringLiteral("%1/%2").arg(request.leaveOut.index).arg(request.leaveOut.count));
    // Resuming on other given hypotheses would mix two corrections in one model.
    if (!request.hypothesesPath.isEmpty())
        options.data.insert(QStringLiteral("hypotheses_sha256"),
                            sha256OfFile(request.hypothesesPath));
    return options;
}

// Line i of `path` as text i's hypothesis, embedded by the victim; one line for every text.
EmbeddedTexts givenHypotheses(const QString& path, const QStringList& texts, Embedder& victim,
                              const CancelToken* cancel, const ProgressFn& stage) {
    const QStringList lines = readSidecarTexts(path);
    if (lines.size() != texts.size())
        throw InputError(
            {path,
             std::nullopt,
             {},
             QStringLiteral("%1 lines, line i the hypothesis of training text i").arg(texts.size()),
             QStringLiteral("%1 lines").arg(lines.size())},
            QStringLiteral("the hypotheses do not pair with the training texts"));
    if (stage) stage({QStringLiteral("embedding %1 given hypotheses").arg(lines.size()), 0, 0});
    return embedWithVictim(lines, victim, cancel, stage);
}

} // namespace

TrainingJobSummary trainVec2TextModel(const Vec2TextTrainingRequest& request,
                                      const CancelToken* cancel,
                                      const std::function<void(const TrainingProgress&)>& progress,
                                      const std::function<void(const EpochReport&)>& epochDone,
                                      const ProgressFn& stage) {
    if (request.outFolder.isEmpty() || !QDir().mkpath(request.outFolder))
        throw requestError(
            QStringLiteral("cannot create the output folder '%1'").arg(request.outFolder));
    const auto report = [&](const QString& what) {
        if (stage) stage({what, 0, 0});
    };
    if (request.stage == Vec2TextTrainingRequest::Stage::Corrector && request.victim.isEmpty())
        throw requestError(QStringLiteral("the corrector learns from its base inverter's "
                                          "hypotheses embedded by the victim: give the victim "
                                          "(--embedder, a folder or an endpoint); leaked pairs "
                                          "alone train the base inverter, GEIA, MLC and MSP"));
    const bool corrector = request.stage == Vec2TextTrainingRequest::Stage::Corrector;
    if (request.leaveOut.count != 0 &&
        (corrector || request.leaveOut.count < 2 || request.leaveOut.index < 1 ||
         request.leaveOut.index > request.leaveOut.count))
        throw requestError(
            QStringLiteral("leaving out fold K of N trains one of a corrector's fold "
                           "inverters: only for the inverter, with 1 <= K <= N and N >= 2"));
    if (!request.foldInverters.isEmpty() && (!corrector || request.foldInverters.size() < 2))
        throw requestError(QStringLiteral("fold inverters cross-fit a corrector's hypotheses: "
                                          "only for the corrector, and at least two"));
    if (!request.hypothesesPath.isEmpty() && (!corrector || !request.foldInverters.isEmpty()))
        throw requestError(QStringLiteral("given hypotheses replace a corrector's decoded ones: "
                                          "only for the corrector, and not with fold inverters"));
    const TrainingMaterial material = gatherTrainingMaterial(
        request.victim, request.textsPath, request.devPath, request.pairs, cancel, stage);
    const Vec2TextTrainingRequest::Fold& leaveOut = request.leaveOut;
    const EmbeddedTexts corpus =
        leaveOut.count > 0 ? foldRows(material.corpus, leaveOut.index - 1, leaveOut.count, false)
                           : material.corpus;
    const std::optional<EmbeddedTexts>& dev = material.dev;
    const QStringList& texts = corpus.texts;

    torch::manual_seed(request.trainer.seed);
    TrainingResult result;
    QStringList warnings;
    if (request.stage == Vec2TextTrainingRequest::Stage::Inversion) {
        auto [config, tokenizer] = startingPoint(request, texts);
        Vec2TextSpec spec{material.dimension, request.numRepeatTokens, request.maxLength,
                          material.victimName};
        if (leaveOut.count > 0)
            spec.leftOut = {leaveOut.index, leaveOut.count, material.corpus.texts.size()};
        Vec2TextInverter model(config, spec);
        copyInitialWeights(request.initFolder, *model->encoder_decoder);
        InverterTrainingTask task(model, tokenizer, corpus, dev);
        result = train(task, trainerOptions(request), cancel, progress, epochDone);
        saveVec2TextInverter(*model, tokenizer, request.outFolder);
    } else {
        if (request.inverterFolder.isEmpty())
            throw requestError(QStringLiteral("the corrector is trained on a base inverter's "
                                              "hypotheses: give its folder (--inverter)"));
        if (request.initFromInverter &&
            !(request.initFolder.isEmpty() && request.configPath.isEmpty()))
            throw requestError(QStringLiteral("a corrector started from its inverter takes the "
                                              "inverter's T5 and vocabulary: leave out --init and "
                                              "--config"));
        LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
        requireVictimFits(inverter.model->spec().victim(), request.inverterFolder,
                          *material.victim);
        // Hypotheses from an inverter trained against another embedder teach the corrector
        // mistakes the victim's own inverter would not make.
        std::vector<std::pair<AttackerVictim, QString>> hypothesisSources{
            {inverter.model->spec().victim(), request.inverterFolder}};
        for (const QString& fold : request.foldInverters)
            hypothesisSources.emplace_back(
                attackerVictim(readAttackerConfig(fold, kVec2TextInversionFamily)
                                   .value(QStringLiteral("unembed"))
                                   .toObject()),
                fold);
        warnings = victimNameMismatches(hypothesisSources, *material.victim);
        for (const QString& warning : warnings)
            report(QStringLiteral("warning: ") + warning);
        EmbeddedTexts hypotheses;
        if (!request.hypothesesPath.isEmpty()) {
            hypotheses =
                givenHypotheses(request.hypothesesPath, texts, *material.victim, cancel, stage);
        } else {
            report(QStringLiteral("base hypotheses for %1 texts").arg(texts.size()));
            hypotheses = request.foldInverters.isEmpty()
                             ? baseHypotheses(*inverter.model, inverter.tokenizer, corpus,
                                              *material.victim, 32, cancel, stage)
                             : crossFittedHypotheses(request.foldInverters, corpus,
                                                     *material.victim, 32, cancel, stage);
        }
        // Without a T5 folder to start from, the corrector shares the inverter's vocabulary.
        if (request.initFolder.isEmpty()) {
            const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
            if (!QFile::exists(spm)) QFile::copy(inverter.tokenizer.modelPath(), spm);
        }
        auto [config, tokenizer] =
            request.initFromInverter
                ? std::pair{inverter.model->encoder_decoder->config(), inverter.tokenizer}
                : startingPoint(request, texts);
        Vec2TextSpec spec = inverter.model->spec();
        spec.victimName = material.victimName; // the embedder of its targets and feedback
        spec.maxLength = request.maxLength;
        spec.feedback = request.feedback;
        spec.leftOut = {};
        Vec2TextCorrector model(config, spec);
        if (request.initFromInverter)
            copyInverterWeights(*inverter.model, *model);
        else
            copyInitialWeights(request.initFolder, *model->encoder_decoder);
        CorrectorTrainingTask task(model, tokenizer, corpus, hypotheses);
        result = train(task, trainerOptions(request), cancel, progress, epochDone);
        saveVec2TextCorrector(*model, tokenizer, request.outFolder);
    }
    return jobSummary(request.outFolder, result, warnings);
}

} // namespace unembed
