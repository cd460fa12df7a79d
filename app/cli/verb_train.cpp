#include "attacks/geia/geia_training_job.h"
#include "attacks/vec2text/vec2text_training_job.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"

#include <QJsonArray>

#include <algorithm>

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
    {"repeat-tokens", "Vec2Text: encoder positions per projected embedding, s (default 16).", "16"},
    {"max-length", "Tokens per text, EOS included (default 32).", "32"},
};

// What every kind of training reads from the command line.
struct JobInputs {
    const QCommandLineParser& parser;
    QString embedder, texts, dev, out;
    TrainerOptions trainer;
    int maxLength = 32;
    int repeatTokens = 16;
};

using TrainingJob = std::function<TrainingJobSummary(
    const std::function<void(const TrainingProgress&)>&,
    const std::function<void(const EpochReport&)>&, const ProgressFn&)>;

TrainingJob vec2textJob(Vec2TextTrainingRequest::Stage stage, const JobInputs& in) {
    Vec2TextTrainingRequest request;
    request.stage = stage;
    request.embedderFolder = in.embedder;
    request.textsPath = in.texts;
    request.devPath = in.dev;
    request.outFolder = in.out;
    request.initFolder = in.parser.value(QStringLiteral("init"));
    request.configPath = in.parser.value(QStringLiteral("config"));
    request.inverterFolder = in.parser.value(QStringLiteral("inverter"));
    request.trainer = in.trainer;
    request.numRepeatTokens = in.repeatTokens;
    request.maxLength = in.maxLength;
    return [request](const auto& progress, const auto& epochDone, const ProgressFn& stageFn) {
        return trainVec2TextModel(request, &interruptToken(), progress, epochDone, stageFn);
    };
}

TrainingJob geiaJob(const JobInputs& in) {
    GeiaTrainingRequest request;
    request.embedderFolder = in.embedder;
    request.textsPath = in.texts;
    request.devPath = in.dev;
    request.outFolder = in.out;
    request.configPath = in.parser.value(QStringLiteral("config"));
    request.tokenizerPath = in.parser.value(QStringLiteral("tokenizer"));
    request.trainer = in.trainer;
    request.maxLength = in.maxLength;
    return [request](const auto& progress, const auto& epochDone, const ProgressFn& stageFn) {
        return trainGeiaModel(request, &interruptToken(), progress, epochDone, stageFn);
    };
}

const struct {
    const char* kind;
    TrainingJob (*make)(const JobInputs&);
} kKinds[] = {
    {"vec2text-inversion",
     [](const JobInputs& in) {
         return vec2textJob(Vec2TextTrainingRequest::Stage::Inversion, in);
     }},
    {"vec2text-corrector",
     [](const JobInputs& in) {
         return vec2textJob(Vec2TextTrainingRequest::Stage::Corrector, in);
     }},
    {"geia", geiaJob},
};

} // namespace

int runTrain(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("train"),
        QStringLiteral("Train an attack against a victim embedder. Kinds: vec2text-inversion (the "
                       "base inverter), vec2text-corrector (needs --inverter) and geia (a GPT-2 "
                       "decoder from --config, with --tokenizer or a vocabulary trained on the "
                       "texts). Checkpoints go to OUT/checkpoints; running the same command "
                       "again resumes."),
        QStringLiteral("KIND:vec2text-inversion, vec2text-corrector or geia."));
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
                 QStringLiteral("T5 (Vec2Text) or GPT-2 (GEIA) config.json to start from random "
                                "weights (a SentencePiece vocabulary of its vocab_size is trained "
                                "on the texts unless --tokenizer gives one)."),
                 QStringLiteral("JSON")});
    p.addOption({QStringLiteral("tokenizer"),
                 QStringLiteral("GEIA: a spiece.model to use instead of training one."),
                 QStringLiteral("SPM")});
    p.addOption({QStringLiteral("inverter"),
                 QStringLiteral("Corrector: the trained base inverter folder."),
                 QStringLiteral("DIR")});
    for (const NumberOption& n : kNumbers)
        p.addOption({QLatin1String(n.name), QLatin1String(n.help), QStringLiteral("N"),
                     QLatin1String(n.fallback)});
    if (auto exit = options.parse(args)) return *exit;
    const QString kind = p.positionalArguments().value(1);
    const auto known = std::find_if(std::begin(kKinds), std::end(kKinds),
                                    [&](const auto& k) { return kind == QLatin1String(k.kind); });
    if (known == std::end(kKinds)) {
        std::fprintf(stderr,
                     "unembed-cli train: unknown kind '%s' (available: "
                     "vec2text-inversion, vec2text-corrector, geia)\n",
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
    JobInputs inputs{p, *embedder, *texts, p.value(QStringLiteral("dev")), *out, {}, 32, 16};
    inputs.trainer.epochs = int(number("epochs"));
    inputs.trainer.batchSize = int(number("batch-size"));
    inputs.trainer.learningRate = number("lr");
    inputs.trainer.warmupSteps = int64_t(number("warmup"));
    inputs.trainer.checkpointEvery = int64_t(number("checkpoint-every"));
    inputs.trainer.patience = int(number("patience"));
    inputs.trainer.seed = uint64_t(number("seed"));
    inputs.repeatTokens = int(number("repeat-tokens"));
    inputs.maxLength = int(number("max-length"));
    if (!ok) return 2;
    const TrainingJob job = known->make(inputs);

    QJsonArray epochs;
    const ProgressFn stage = stderrProgress();
    int64_t lastPrinted = -1;
    try {
        const TrainingJobSummary summary = job(
            [&](const TrainingProgress& t) {
                // About a hundred lines over a run, and the first and last steps.
                const int64_t every = std::max<int64_t>(1, t.totalSteps / 100);
                if (t.step != 1 && t.step != t.totalSteps && t.step - lastPrinted < every) return;
                lastPrinted = t.step;
                std::fprintf(stderr, "epoch %d  step %lld/%lld  loss %.4f  lr %.2e  eta %.0f s\n",
                             t.epoch, (long long)t.step, (long long)t.totalSteps, t.loss,
                             t.learningRate, t.etaSeconds);
            },
            [&](const EpochReport& e) {
                QJsonObject json{
                    {QStringLiteral("epoch"), e.epoch},
                    {QStringLiteral("train_loss"), e.trainLoss},
                    {QStringLiteral("seconds"), e.seconds},
                    {QStringLiteral("samples"), QJsonArray::fromStringList(e.samples)}};
                if (e.devLoss) json.insert(QStringLiteral("dev_loss"), *e.devLoss);
                epochs.append(json);
                std::fprintf(
                    stderr, "epoch %d done: train loss %.4f%s (%.1f s)\n", e.epoch, e.trainLoss,
                    e.devLoss ? qPrintable(QStringLiteral(", dev loss %1").arg(*e.devLoss)) : "",
                    e.seconds);
                for (const QString& sample : e.samples)
                    std::fprintf(stderr, "    %s\n", qPrintable(sample));
            },
            stage);
        options.output().result({{QStringLiteral("out"), summary.outFolder},
                                 {QStringLiteral("steps"), qint64(summary.steps)},
                                 {QStringLiteral("resumed"), summary.resumed},
                                 {QStringLiteral("examples_per_second"), summary.examplesPerSecond},
                                 {QStringLiteral("epochs"), epochs}},
                                QStringLiteral("%1: %2 steps%3, %4 examples/s")
                                    .arg(summary.outFolder)
                                    .arg(summary.steps)
                                    .arg(summary.resumed ? QStringLiteral(" (resumed)") : QString())
                                    .arg(summary.examplesPerSecond, 0, 'f', 1));
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
