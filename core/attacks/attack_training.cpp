#include "attack_training.h"

#include "attacks/bag_of_words_training_job.h"
#include "attacks/geia/geia_training_job.h"
#include "attacks/vec2text/vec2text_training_job.h"
#include "error.h"

namespace unembed {

QStringList attackTrainingKinds() {
    return {QStringLiteral("vec2text-inversion"), QStringLiteral("vec2text-corrector"),
            QStringLiteral("geia"), QStringLiteral("mlc"), QStringLiteral("msp")};
}

AttackTrainingResult trainAttack(const AttackTrainingRequest& in, const CancelToken* cancel,
                                 const std::function<void(const TrainingProgress&)>& step,
                                 const std::function<void(const EpochReport&)>& epoch,
                                 const ProgressFn& stage) {
    if (in.kind.startsWith(QLatin1String("vec2text-")) && attackTrainingKinds().contains(in.kind)) {
        Vec2TextTrainingRequest request;
        request.stage = in.kind == QLatin1String("vec2text-inversion")
                            ? Vec2TextTrainingRequest::Stage::Inversion
                            : Vec2TextTrainingRequest::Stage::Corrector;
        request.victim = in.victim;
        request.pairs = in.pairs;
        request.textsPath = in.textsPath;
        request.devPath = in.devPath;
        request.outFolder = in.outFolder;
        request.initFolder = in.initFolder;
        request.configPath = in.configPath;
        request.inverterFolder = in.inverterFolder;
        request.trainer = in.trainer;
        request.numRepeatTokens = in.repeatTokens;
        request.maxLength = in.maxLength;
        request.feedback = in.feedback;
        request.initFromInverter = in.initFromInverter;
        request.foldInverters = in.foldInverters;
        request.hypothesesPath = in.hypothesesPath;
        request.leaveOut = {in.leaveOutFold, in.foldCount};
        return {trainVec2TextModel(request, cancel, step, epoch, stage), std::nullopt, 0, {}};
    }
    if (in.kind == QLatin1String("geia")) {
        GeiaTrainingRequest request;
        request.victim = in.victim;
        request.pairs = in.pairs;
        request.textsPath = in.textsPath;
        request.devPath = in.devPath;
        request.outFolder = in.outFolder;
        request.configPath = in.configPath;
        request.tokenizerPath = in.tokenizerPath;
        request.initFolder = in.initFolder;
        request.trainer = in.trainer;
        request.maxLength = in.maxLength;
        return {trainGeiaModel(request, cancel, step, epoch, stage), std::nullopt, 0, {}};
    }
    if (in.kind == QLatin1String("mlc") || in.kind == QLatin1String("msp")) {
        BagOfWordsTrainingRequest request;
        request.attack =
            in.kind == QLatin1String("mlc") ? BagOfWordsAttack::Mlc : BagOfWordsAttack::Msp;
        request.victim = in.victim;
        request.pairs = in.pairs;
        request.textsPath = in.textsPath;
        request.devPath = in.devPath;
        request.outFolder = in.outFolder;
        request.tokenizerPath = in.tokenizerPath;
        request.vocabSize = in.vocabSize;
        request.hidden = in.hidden;
        request.trainer = in.trainer;
        const BagOfWordsTrainingSummary summary =
            trainBagOfWordsModel(request, cancel, step, epoch, stage);
        return {summary, summary.threshold, summary.thresholdF1, summary.thresholdSplit};
    }
    throw InputError({in.outFolder, std::nullopt, QStringLiteral("kind"),
                      attackTrainingKinds().join(QStringLiteral(", ")), in.kind},
                     QStringLiteral("unknown attack to train"));
}

} // namespace unembed
