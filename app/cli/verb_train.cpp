#include "attacks/attack_training.h"
#include "embedders/defence_spec.h"
#include "error.h"
#include "verb_options.h"
#include "verbs.h"
#include "victim_options.h"

#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

#include <cstdio>

namespace unembed::cli {

namespace {

struct NumberOption {
    const char* name;
    const char* help;
    const char* fallback;
    qint64 minimum;
    qint64 maximum;
};

const NumberOption kNumbers[] = {
    {"epochs", "Training epochs (default 10).", "10", 1, limits::kEpochs},
    {"batch-size", "Examples per step (default 64).", "64", 1, limits::kBatchSize},
    {"warmup", "Linear warm-up steps (default 0).", "0", 0, limits::kCount},
    {"checkpoint-every", "Steps between checkpoints (default 200).", "200", 0, limits::kCount},
    {"patience", "Epochs without a better dev loss before stopping; 0: off.", "0", 0,
     limits::kEpochs},
    {"seed", "Seed for initialisation and example order (default 0).", "0", 0, limits::kCount},
    {"repeat-tokens", "Vec2Text: encoder positions per projected embedding, s (default 16).", "16",
     1, limits::kRepeatTokens},
    {"max-length", "Tokens per text, EOS included (default 32).", "32", 2, limits::kMaxLength},
    {"vocab-size", "mlc, msp: pieces of the tokenizer trained on the texts (default 8000).", "8000",
     8, limits::kVocabSize},
    {"hidden", "mlc: hidden layer width, 0 for none (default 0); msp: GRU width (default 512).", "",
     0, limits::kHidden},
};

} // namespace

int runTrain(const QStringList& args) {
    // Attribute probes learn from texts the detectors label: options of their own.
    if (args.value(1) == QLatin1String("probe")) return runTrainProbe(args);
    VerbOptions options(
        QStringLiteral("train"),
        QStringLiteral("Train an attack against a victim embedder. Kinds: vec2text-inversion (the "
                       "base inverter), vec2text-corrector (needs --inverter), geia (a GPT-2 "
                       "decoder or a T5 encoder-decoder from --config, with --tokenizer or a "
                       "vocabulary trained on the texts, or a pretrained one from --init), mlc "
                       "(multi-label classification; "
                       "its threshold is swept on --dev) "
                       "and msp (multi-set prediction); `train probe --help` for attribute probes. "
                       "Checkpoints go to OUT/checkpoints; running "
                       "the same command "
                       "again resumes."),
        QStringLiteral("KIND:vec2text-inversion, vec2text-corrector, geia, mlc, msp or probe."));
    QCommandLineParser& p = options.parser();
    addVictimOptions(p,
                     QStringLiteral("The victim, queried as a black box (optional with "
                                    "--pairs)."),
                     false);
    p.addOption({QStringLiteral("pairs"),
                 QStringLiteral("Leaked (text, vector) pairs to train from instead of querying "
                                "the victim: an embedding file with texts (its own, its sidecar "
                                "X.txt, or --texts)."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("dev-pairs"), QStringLiteral("Held-out leaked pairs, likewise."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("victim-name"),
                 QStringLiteral("With --pairs: the victim's name recorded in the model (default: "
                                "the victim's, or the pairs file's base name)."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("texts"), QStringLiteral("Training texts, one per line."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("dev"), QStringLiteral("Held-out texts, one per line."),
                 QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("out"), QStringLiteral("Model folder to write."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("init"),
                 QStringLiteral("Pretrained Hugging Face folder to start from: T5 for Vec2Text, "
                                "GPT-2 (any size, with its tokenizer) or T5 (with its "
                                "spiece.model) for GEIA."),
                 QStringLiteral("DIR")});
    p.addOption(
        {QStringLiteral("config"),
         QStringLiteral("T5 (Vec2Text, GEIA) or GPT-2 (GEIA) config.json to start from random "
                        "weights (a SentencePiece vocabulary of its vocab_size is trained "
                        "on the texts unless --tokenizer gives one)."),
         QStringLiteral("JSON")});
    p.addOption(
        {QStringLiteral("tokenizer"),
         QStringLiteral("geia, mlc, msp: an existing spiece.model (or a folder holding one) "
                        "instead of one trained on the texts."),
         QStringLiteral("SPM")});
    p.addOption({QStringLiteral("no-feedback"),
                 QStringLiteral("Corrector: train without the hypothesis's embedding (Vec2Text's "
                                "ablation: the model sees only the target and the hypothesis).")});
    p.addOption({QStringLiteral("inverter"),
                 QStringLiteral("Corrector: the trained base inverter folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("init-from-inverter"),
                 QStringLiteral("Corrector: start from the base inverter's T5, vocabulary and "
                                "embedding projections instead of --init or --config.")});
    p.addOption({QStringLiteral("leave-out"),
                 QStringLiteral("vec2text-inversion: train without fold K of N, the texts i "
                                "(from 0) with i mod N = K - 1: one of a corrector's fold "
                                "inverters."),
                 QStringLiteral("K/N")});
    p.addOption({QStringLiteral("fold-inverters"),
                 QStringLiteral("Corrector: N inverters (comma-separated), inverter K trained with "
                                "--leave-out K/N on the same texts; each text's hypothesis comes "
                                "from the inverter that never saw it."),
                 QStringLiteral("DIR,...")});
    p.addOption({QStringLiteral("hypotheses"),
                 QStringLiteral("Corrector: the hypotheses to learn to correct, line i for text "
                                "i of --texts (e.g. an earlier corrector's outputs), instead of "
                                "the base inverter's."),
                 QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("defence"),
         QStringLiteral("Train an adaptive attacker: the victim's vectors, and its answers "
                        "to the corrector's re-embeddings, go through this defence "
                        "(noise:L, scalar:B, binary, truncate:K, pca:K or rotate; ranges and "
                        "components fitted on the training texts)."),
         QStringLiteral("SPEC")});
    p.addOption({QStringLiteral("defence-seed"),
                 QStringLiteral("The defence's noise seed or rotation key (default 0)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("lr"), QStringLiteral("Peak learning rate of Adam (default 3e-4)."),
                 QStringLiteral("RATE"), QStringLiteral("3e-4")});
    for (const NumberOption& n : kNumbers)
        p.addOption({QLatin1String(n.name), QLatin1String(n.help), QStringLiteral("N"),
                     QLatin1String(n.fallback)});
    if (auto exit = options.parse(args)) return *exit;
    const QString kind = p.positionalArguments().value(1);
    if (!attackTrainingKinds().contains(kind)) {
        options.usage(QString::asprintf(
            "unknown kind '%s' (available: %s)", qPrintable(kind),
            qPrintable(
                (attackTrainingKinds() << QStringLiteral("probe")).join(QStringLiteral(", ")))));
        return 2;
    }
    // Leaked pairs stand in for the victim and the texts.
    const bool fromPairs = p.isSet(QStringLiteral("pairs"));
    const auto embedder =
        fromPairs ? std::optional(QString()) : options.required(QStringLiteral("embedder"));
    const auto texts = fromPairs ? std::optional(p.value(QStringLiteral("texts")))
                                 : options.required(QStringLiteral("texts"));
    const auto out = options.required(QStringLiteral("out"));
    auto victim = victimOptions(options);
    const auto defenceSeed = options.integer(QStringLiteral("defence-seed"), 0, limits::kCount);
    if (!embedder || !texts || !out || !victim || !defenceSeed) return 2;
    if (p.isSet(QStringLiteral("defence"))) {
        if (fromPairs) {
            options.usage(QStringLiteral("--defence needs the victim to query, not --pairs (defend "
                                         "the pairs' vectors before they are written)"));
            return 2;
        }
        try {
            DefenceSpec::parse(p.value(QStringLiteral("defence")), QStringLiteral("--defence"));
        } catch (const InputError& e) {
            options.usage(e.message());
            return 2;
        }
        victim->defence = p.value(QStringLiteral("defence"));
        victim->defenceSeed = uint64_t(*defenceSeed);
    }
    bool ok = true;
    const auto number = [&](const char* name) {
        const NumberOption& n =
            *std::find_if(std::begin(kNumbers), std::end(kNumbers),
                          [&](const NumberOption& o) { return qstrcmp(o.name, name) == 0; });
        const auto value = options.integer(QLatin1String(name), n.minimum, n.maximum);
        ok = ok && value.has_value();
        return value.value_or(0);
    };
    // A rate of 0 trains nothing, one above 1 diverges at once; nan and inf are refused too.
    const auto learningRate = options.real(QStringLiteral("lr"), 0.0, 1.0, true);
    ok = ok && learningRate.has_value();
    AttackTrainingRequest request;
    request.kind = kind;
    request.victim = *victim;
    request.pairs = {p.value(QStringLiteral("pairs")), p.value(QStringLiteral("dev-pairs")),
                     p.value(QStringLiteral("victim-name"))};
    request.textsPath = *texts;
    request.devPath = p.value(QStringLiteral("dev"));
    request.outFolder = *out;
    request.initFolder = p.value(QStringLiteral("init"));
    request.configPath = p.value(QStringLiteral("config"));
    request.inverterFolder = p.value(QStringLiteral("inverter"));
    request.tokenizerPath = p.value(QStringLiteral("tokenizer"));
    request.trainer.epochs = int(number("epochs"));
    request.trainer.batchSize = int(number("batch-size"));
    request.trainer.learningRate = learningRate.value_or(0.0);
    request.trainer.warmupSteps = int64_t(number("warmup"));
    request.trainer.checkpointEvery = int64_t(number("checkpoint-every"));
    request.trainer.patience = int(number("patience"));
    request.trainer.seed = uint64_t(number("seed"));
    request.repeatTokens = int(number("repeat-tokens"));
    request.maxLength = int(number("max-length"));
    request.vocabSize = int(number("vocab-size"));
    if (p.isSet(QStringLiteral("hidden"))) request.hidden = int(number("hidden"));
    request.feedback = !p.isSet(QStringLiteral("no-feedback"));
    request.initFromInverter = p.isSet(QStringLiteral("init-from-inverter"));
    request.hypothesesPath = p.value(QStringLiteral("hypotheses"));
    // Options of one Vec2Text stage alone: elsewhere they would be dropped without a word.
    for (const auto& [option, stage] : {std::pair{"leave-out", "vec2text-inversion"},
                                        std::pair{"fold-inverters", "vec2text-corrector"},
                                        std::pair{"hypotheses", "vec2text-corrector"}})
        if (p.isSet(QLatin1String(option)) && kind != QLatin1String(stage)) {
            options.usage(QString::asprintf("--%s is for %s only", option, stage));
            return 2;
        }
    if (p.isSet(QStringLiteral("fold-inverters")))
        for (const QString& folder :
             p.value(QStringLiteral("fold-inverters")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            request.foldInverters << folder.trimmed();
    if (p.isSet(QStringLiteral("leave-out"))) {
        const auto fold = options.part(QStringLiteral("leave-out"), 2, limits::kFolds);
        if (!fold) return 2;
        request.leaveOutFold = int(fold->first);
        request.foldCount = int(fold->second);
    }
    if (!ok) return 2;

    TrainingLog log;
    try {
        const AttackTrainingResult done = trainAttack(
            request, &interruptToken(), [&](const TrainingProgress& t) { log.step(t); },
            [&](const EpochReport& e) { log.epoch(e); }, stderrProgress());
        const TrainingJobSummary& summary = done.summary;
        QJsonObject result;
        QString line;
        if (done.threshold) {
            result = {{QStringLiteral("threshold"), *done.threshold},
                      {QStringLiteral("threshold_f1"), done.thresholdF1},
                      {QStringLiteral("threshold_split"), done.thresholdSplit}};
            line = QStringLiteral(", threshold %1 (token micro F1 %2% on %3)")
                       .arg(*done.threshold)
                       .arg(done.thresholdF1, 0, 'f', 2)
                       .arg(done.thresholdSplit);
        }
        result.insert(QStringLiteral("out"), QFileInfo(summary.outFolder).absoluteFilePath());
        result.insert(QStringLiteral("steps"), qint64(summary.steps));
        result.insert(QStringLiteral("resumed"), summary.resumed);
        result.insert(QStringLiteral("examples_per_second"), summary.examplesPerSecond);
        result.insert(QStringLiteral("training_seconds"), summary.trainingSeconds);
        result.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(summary.warnings));
        for (const QString& warning : summary.warnings)
            std::fprintf(stderr, "unembed-cli train: warning: %s\n", qPrintable(warning));
        result.insert(QStringLiteral("epochs"), log.epochs());
        options.output().result(result,
                                QStringLiteral("%1: %2 steps%3, %4 examples/s%5")
                                    .arg(summary.outFolder)
                                    .arg(summary.steps)
                                    .arg(summary.resumed ? QStringLiteral(" (resumed)") : QString())
                                    .arg(summary.examplesPerSecond, 0, 'f', 1)
                                    .arg(line));
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
