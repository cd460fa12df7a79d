#include "attacks/bag_of_words_training_job.h"
#include "attacks/vec2text/vec2text_training_job.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>

#include <cstdio>

namespace unembed::cli {

namespace {

struct NumberOption {
    const char* name;
    const char* help;
    const char* fallback;
};

const NumberOption kNumbers[] = {
    {"epochs", "Training epochs (default 10).", "10"},
    {"batch-size", "Examples per step (default 64).", "64"},
    {"lr", "Peak learning rate of Adam (default 3e-4).", "3e-4"},
    {"warmup", "Linear warm-up steps (default 0).", "0"},
    {"checkpoint-every", "Steps between checkpoints (default 200).", "200"},
    {"patience", "Epochs without a better dev loss before stopping; 0: off.", "0"},
    {"seed", "Seed for initialisation and example order (default 0).", "0"},
    {"repeat-tokens", "Encoder positions per projected embedding, s (default 16).", "16"},
    {"max-length", "Tokens per text, EOS included (default 32).", "32"},
    {"vocab-size", "mlc, msp: pieces of the tokenizer trained on the texts (default 8000).",
     "8000"},
    {"hidden", "mlc: hidden layer width, 0 for none (default 0); msp: GRU width (default 512).",
     ""},
};

} // namespace

int runTrain(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("train"),
        QStringLiteral("Train an attack against a victim embedder. Kinds: vec2text-inversion (the "
                       "base inverter), vec2text-corrector (needs --inverter), mlc (multi-label "
                       "classification; its threshold is swept on --dev) and msp (multi-set "
                       "prediction). Checkpoints go to OUT/checkpoints; running the same command "
                       "again resumes."),
        QStringLiteral("KIND:vec2text-inversion, vec2text-corrector, mlc or msp."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("embedder"), QStringLiteral("The victim (sentence-transformers)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("texts"), QStringLiteral("Training texts, one per line."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("dev"), QStringLiteral("Held-out texts, one per line."),
                 QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("out"), QStringLiteral("Model folder to write."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("init"), QStringLiteral("T5 folder to start from."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("config"),
                 QStringLiteral("T5 config.json to start from random weights (a SentencePiece "
                                "vocabulary of its vocab_size is trained on the texts)."),
                 QStringLiteral("JSON")});
    p.addOption({QStringLiteral("tokenizer"),
                 QStringLiteral("mlc, msp: an existing spiece.model (or a folder holding one) "
                                "instead of one trained on the texts."),
                 QStringLiteral("SPM")});
    p.addOption({QStringLiteral("inverter"),
                 QStringLiteral("Corrector: the trained base inverter folder."),
                 QStringLiteral("DIR")});
    for (const NumberOption& n : kNumbers)
        p.addOption({QLatin1String(n.name), QLatin1String(n.help), QStringLiteral("N"),
                     QLatin1String(n.fallback)});
    if (auto exit = options.parse(args)) return *exit;
    const QString kind = p.positionalArguments().value(1);
    Vec2TextTrainingRequest request;
    const std::optional<BagOfWordsAttack> bagOfWords = bagOfWordsAttack(kind);
    if (kind == QLatin1String("vec2text-inversion")) {
        request.stage = Vec2TextTrainingRequest::Stage::Inversion;
    } else if (kind == QLatin1String("vec2text-corrector")) {
        request.stage = Vec2TextTrainingRequest::Stage::Corrector;
    } else if (!bagOfWords) {
        std::fprintf(stderr,
                     "unembed-cli train: unknown kind '%s' (available: "
                     "vec2text-inversion, vec2text-corrector, mlc, msp)\n",
                     qPrintable(kind));
        return 2;
    }
    const auto embedder = options.required(QStringLiteral("embedder"));
    const auto texts = options.required(QStringLiteral("texts"));
    const auto out = options.required(QStringLiteral("out"));
    if (!embedder || !texts || !out) return 2;
    bool ok = true;
    const auto number = [&](const char* name) {
        bool parsed = false;
        const double value = p.value(QLatin1String(name)).toDouble(&parsed);
        if (!parsed || value < 0) {
            std::fprintf(stderr, "unembed-cli train: --%s must be a non-negative number\n", name);
            ok = false;
        }
        return value;
    };
    request.embedderFolder = *embedder;
    request.textsPath = *texts;
    request.devPath = p.value(QStringLiteral("dev"));
    request.outFolder = *out;
    request.initFolder = p.value(QStringLiteral("init"));
    request.configPath = p.value(QStringLiteral("config"));
    request.inverterFolder = p.value(QStringLiteral("inverter"));
    request.trainer.epochs = int(number("epochs"));
    request.trainer.batchSize = int(number("batch-size"));
    request.trainer.learningRate = number("lr");
    request.trainer.warmupSteps = int64_t(number("warmup"));
    request.trainer.checkpointEvery = int64_t(number("checkpoint-every"));
    request.trainer.patience = int(number("patience"));
    request.trainer.seed = uint64_t(number("seed"));
    request.numRepeatTokens = int(number("repeat-tokens"));
    request.maxLength = int(number("max-length"));
    BagOfWordsTrainingRequest bagRequest;
    if (bagOfWords) {
        bagRequest.attack = *bagOfWords;
        bagRequest.embedderFolder = request.embedderFolder;
        bagRequest.textsPath = request.textsPath;
        bagRequest.devPath = request.devPath;
        bagRequest.outFolder = request.outFolder;
        bagRequest.tokenizerPath = p.value(QStringLiteral("tokenizer"));
        bagRequest.vocabSize = int(number("vocab-size"));
        if (p.isSet(QStringLiteral("hidden"))) bagRequest.hidden = int(number("hidden"));
        bagRequest.trainer = request.trainer;
    }
    if (!ok) return 2;

    TrainingLog log;
    const auto onStep = [&](const TrainingProgress& t) { log.step(t); };
    const auto onEpoch = [&](const EpochReport& e) { log.epoch(e); };
    const ProgressFn stage = stderrProgress();
    const auto report = [&](const auto& summary, QJsonObject result, const QString& extra) {
        result.insert(QStringLiteral("out"), summary.outFolder);
        result.insert(QStringLiteral("steps"), qint64(summary.steps));
        result.insert(QStringLiteral("resumed"), summary.resumed);
        result.insert(QStringLiteral("examples_per_second"), summary.examplesPerSecond);
        result.insert(QStringLiteral("epochs"), log.epochs());
        options.output().result(result,
                                QStringLiteral("%1: %2 steps%3, %4 examples/s%5")
                                    .arg(summary.outFolder)
                                    .arg(summary.steps)
                                    .arg(summary.resumed ? QStringLiteral(" (resumed)") : QString())
                                    .arg(summary.examplesPerSecond, 0, 'f', 1)
                                    .arg(extra));
    };
    try {
        if (!bagOfWords) {
            report(trainVec2TextModel(request, &interruptToken(), onStep, onEpoch, stage), {}, {});
        } else {
            const BagOfWordsTrainingSummary summary =
                trainBagOfWordsModel(bagRequest, &interruptToken(), onStep, onEpoch, stage);
            QJsonObject threshold;
            QString line;
            if (summary.threshold) {
                threshold = {{QStringLiteral("threshold"), *summary.threshold},
                             {QStringLiteral("threshold_f1"), summary.thresholdF1},
                             {QStringLiteral("threshold_split"), summary.thresholdSplit}};
                line = QStringLiteral(", threshold %1 (token micro F1 %2% on %3)")
                           .arg(*summary.threshold)
                           .arg(summary.thresholdF1, 0, 'f', 2)
                           .arg(summary.thresholdSplit);
            }
            report(summary, threshold, line);
        }
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(
            QStringLiteral("cancelled; run the same command again to resume from the checkpoint"),
            130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace unembed::cli
