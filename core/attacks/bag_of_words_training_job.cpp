#include "bag_of_words_training_job.h"

#include "attacks/mlc/mlc_folder.h"
#include "attacks/msp/msp_folder.h"
#include "attacks/msp/msp_training.h"
#include "error.h"

#include <torch/torch.h>

#include <QDir>
#include <QFile>

namespace unembed {

namespace {

SentencePieceTokenizer attackerTokenizer(const BagOfWordsTrainingRequest& request,
                                         const QStringList& texts) {
    if (!request.tokenizerPath.isEmpty())
        return SentencePieceTokenizer::load(request.tokenizerPath);
    if (request.vocabSize < 4)
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("vocabulary size"),
                          QStringLiteral("at least 4"),
                          QString::number(request.vocabSize)},
                         QStringLiteral("the tokenizer trained on the texts needs room for its "
                                        "pieces besides <pad>, </s> and <unk>"));
    const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(spm)) SentencePieceTokenizer::trainT5(texts, spm, request.vocabSize);
    return SentencePieceTokenizer::load(spm);
}

} // namespace

BagOfWordsTrainingSummary
trainBagOfWordsModel(const BagOfWordsTrainingRequest& request, const CancelToken* cancel,
                     const std::function<void(const TrainingProgress&)>& progress,
                     const std::function<void(const EpochReport&)>& epochDone,
                     const ProgressFn& stage) {
    if (request.outFolder.isEmpty() || !QDir().mkpath(request.outFolder))
        throw InputError({request.outFolder, std::nullopt, {}, {}, {}},
                         QStringLiteral("cannot create the output folder"));
    const TrainingMaterial material = gatherTrainingMaterial(
        request.victim, request.textsPath, request.devPath, request.pairs, cancel, stage);
    const EmbeddedTexts& corpus = material.corpus;
    const std::optional<EmbeddedTexts>& dev = material.dev;
    const SentencePieceTokenizer tokenizer = attackerTokenizer(request, corpus.texts);

    TrainerOptions options = request.trainer;
    options.checkpointDir = QDir(request.outFolder).filePath(QStringLiteral("checkpoints"));
    torch::manual_seed(request.trainer.seed);
    BagOfWordsTrainingSummary summary;
    TrainingResult result;
    if (request.attack == BagOfWordsAttack::Mlc) {
        const MlcSpec spec{material.dimension, tokenizer.pieceCount(), std::max(0, request.hidden),
                           material.victimName};
        MlcModel model(spec);
        MlcTrainingTask task(model, tokenizer, corpus, dev);
        result = train(task, options, cancel, progress, epochDone);
        if (stage) stage({QStringLiteral("threshold sweep"), 0, 0});
        const QString split = dev ? QStringLiteral("dev") : QStringLiteral("train");
        const std::vector<ThresholdPoint> sweep =
            sweepThresholds(*model, tokenizer, dev ? *dev : corpus);
        saveMlc(*model, tokenizer, sweep, split, request.outFolder);
        summary.threshold = bestThreshold(sweep).threshold;
        summary.thresholdF1 = bestThreshold(sweep).scores.f1();
        summary.thresholdSplit = split;
    } else {
        MspSpec spec;
        spec.embeddingDim = material.dimension;
        spec.vocabSize = tokenizer.pieceCount();
        if (request.hidden > 0) spec.hidden = request.hidden;
        spec.victimName = material.victimName;
        MspModel model(spec);
        MspTrainingTask task(model, tokenizer, corpus, dev);
        result = train(task, options, cancel, progress, epochDone);
        saveMsp(*model, tokenizer, request.outFolder);
    }
    static_cast<TrainingJobSummary&>(summary) = jobSummary(request.outFolder, result);
    return summary;
}

} // namespace unembed
