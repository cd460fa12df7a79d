#include "demo_build.h"

#include "demo/demo_builder.h"

#include "attacks/attack_training.h"
#include "attacks/bag_of_words_run.h"
#include "attacks/geia/geia_run.h"
#include "attacks/vec2text/vec2text_run.h"
#include "attacks/vec2text/vec2text_training.h"
#include "demo/build_state.h"
#include "demo/demo_leaks.h"
#include "demo/demo_report.h"
#include "demo/dialogue_corpus.h"
#include "demo/victim_diagnostics.h"
#include "embedders/dual_encoder_training.h"
#include "embedders/sentence_transformer.h"
#include "embedders/text_embedding.h"
#include "error.h"
#include "eval/defence_sweep.h"
#include "eval/precision_recall_curve.h"
#include "eval/report_tables.h"
#include "eval/rounds_comparison.h"
#include "eval/run_evaluation.h"
#include "io/file_checksum.h"
#include "io/json_file.h"
#include "io/safetensors.h"
#include "io/sidecar_texts.h"
#include "runtime/compute_device.h"
#include "store/curve_store.h"
#include "store/dataset_edit.h"
#include "store/dataset_store.h"
#include "store/run_copy.h"
#include "store/run_store.h"
#include "text/spiece_model_file.h"
#include "training/trainer.h"

#include <torch/torch.h>

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>

#include <cmath>

namespace unembed {

namespace demo {

void DemoBuilder::run() {
    if (!work_.mkpath(QStringLiteral(".")) || !out_.mkpath(QStringLiteral(".")))
        throw buildError(request_.workFolder, QStringLiteral("cannot create the folders"));
    const std::vector<Stage> plan = stages(request_);
    checkStageNames(request_.only, plan);
    BuildState state(request_.outFolder, request_.resume, plan);
    for (const QString& stale : state.staleStages()) {
        say(QStringLiteral("stage %1: its settings or inputs changed; building it again")
                .arg(stale));
        // Its checkpoints were made with the old settings.
        const QString folder = trainingFolder(stale);
        if (!folder.isEmpty() && !QDir(workPath(folder)).removeRecursively())
            throw buildError(workPath(folder), QStringLiteral("cannot remove the folder"));
    }
    restoreIntermediates(state, plan);
    // Vocabularies trained before SentencePiece models were written without their training
    // paths still name this machine's work folder: the pack ships none of those.
    QDirIterator models(request_.outFolder, {QStringLiteral("spiece.model")}, QDir::Files,
                        QDirIterator::Subdirectories);
    while (models.hasNext())
        stripTrainingPaths(models.next());
    state_ = &state;
    for (const Stage& stage : plan) {
        if (state.isDone(stage.name)) {
            say(QStringLiteral("stage %1: done earlier (%2)")
                    .arg(stage.name, duration(state.seconds(stage.name))));
            continue;
        }
        if (!request_.only.isEmpty() && !request_.only.contains(stage.name)) {
            say(QStringLiteral("stage %1: left for a later build (not named by --only)")
                    .arg(stage.name));
            continue;
        }
        for (const QString& input : stage.inputs)
            if (!state.isDone(input))
                throw buildError(QStringLiteral("demo build --only"),
                                 QStringLiteral("stage %1 uses stage %2, which is not built; "
                                                "name both, or build without --only")
                                     .arg(stage.name, input));
        say(QStringLiteral("stage %1: starting").arg(stage.name));
        dropUnclaimed(state);
        prepareTrainingFolder(trainingFolder(stage.name), stage.settings);
        QElapsedTimer timer;
        timer.start();
        const QJsonObject results = runStage(stage);
        const double seconds = double(timer.elapsed()) / 1000.0;
        state.markDone(stage, seconds, computeInfo().summary(), results);
        say(QStringLiteral("stage %1: done in %2 %3")
                .arg(stage.name, duration(seconds),
                     QString::fromUtf8(QJsonDocument(results).toJson(QJsonDocument::Compact))));
    }
}

void DemoBuilder::checkStageNames(const QStringList& names, const std::vector<Stage>& plan) {
    QStringList known;
    for (const Stage& stage : plan)
        known << stage.name;
    for (const QString& name : names)
        if (!known.contains(name))
            throw buildError(QStringLiteral("demo build --only"),
                             QStringLiteral("there is no stage %1 (the stages: %2)")
                                 .arg(name, known.join(QStringLiteral(", "))));
}

// The work folder where a training stage keeps its model and checkpoints; empty for others.
QString DemoBuilder::trainingFolder(const QString& stage) {
    if (stage == QLatin1String("vec2text-inversion")) return QStringLiteral("inverter");
    if (stage == QLatin1String("vec2text-corrector")) return QStringLiteral("corrector");
    if (stage == QLatin1String("vec2text-corrector-nofeedback"))
        return QStringLiteral("corrector-nofeedback");
    for (const char* name : {"victim", "victim-bert", "mlc", "msp", "geia"})
        if (stage == QLatin1String(name)) return stage;
    return {};
}

const Corpora& DemoBuilder::corpora() {
    if (!corpora_)
        corpora_ = readCorpora(
            request_.dataFolder,
            stageSettings(QStringLiteral("corpus")).value(QStringLiteral("dev_every")).toInt());
    return *corpora_;
}

// A resumed build in an empty work folder: the corpus files are cut again (deterministic) and
// the vocabulary is the one the shipped victim carries.
void DemoBuilder::restoreIntermediates(BuildState& state, const std::vector<Stage>& plan) {
    if (state.isDone(plan[0].name) && !QFile::exists(workPath(QStringLiteral("train.txt")))) {
        say(QStringLiteral("stage corpus: cutting its files again in the work folder"));
        buildCorpus(plan[0].settings);
    }
    const QString shipped = outPath(QStringLiteral("victim/spiece.model"));
    if (state.isDone(plan[1].name) && !QFile::exists(workPath(QStringLiteral("spiece.model")))) {
        if (!QFile::copy(shipped, workPath(QStringLiteral("spiece.model"))))
            throw buildError(shipped, QStringLiteral("the vocabulary of the finished stages "
                                                     "is missing; remove build-state.json "
                                                     "to build everything again"));
    }
    // The evaluation case stays in the work folder: without it, evaluate again.
    if (state.isDone(QStringLiteral("test-set")) && !QFile::exists(evaluationCasePath())) {
        say(QStringLiteral("the evaluation case is not in the work folder; evaluating again"));
        state.invalidate({QStringLiteral("test-set")}, plan);
        return;
    }
    // A finished stage whose runs that case lacks (made in another work folder) runs again.
    if (!QFile::exists(evaluationCasePath())) return;
    QSet<qint64> stored;
    {
        CaseFile caseFile(evaluationCasePath());
        for (const RunInfo& run : listRuns(caseFile))
            stored.insert(run.id);
    }
    QStringList lost;
    for (const QString& stage : evaluationRunStages())
        if (state.isDone(stage) &&
            !stored.contains(state.claimedIds({stage}, QStringLiteral("runs"))))
            lost << stage;
    if (!lost.isEmpty()) {
        say(QStringLiteral("the evaluation case lacks the runs of %1; running again")
                .arg(lost.join(QStringLiteral(", "))));
        state.invalidate(lost, plan);
    }
}

// Runs, and curves of no run, that no finished stage made are what an interrupted or
// rebuilt stage left: gone before any stage starts, so each case holds each once.
void DemoBuilder::dropUnclaimed(const BuildState& state) {
    const QString runs = QStringLiteral("runs"), curves = QStringLiteral("curves");
    dropUnclaimed(casePath(), state.claimedIds(shippedRunStages(), runs),
                  state.claimedIds(shippedRunStages(), curves));
    dropUnclaimed(evaluationCasePath(), state.claimedIds(evaluationRunStages(), runs),
                  state.claimedIds(evaluationRunStages(), curves));
}

void DemoBuilder::dropUnclaimed(const QString& path, const QSet<qint64>& runs,
                                const QSet<qint64>& curves) {
    if (!QFile::exists(path)) return;
    CaseFile caseFile(path);
    const QString why =
        QStringLiteral("no finished stage claims it (its stage was interrupted or is rebuilt)");
    for (const RunInfo& run : listRuns(caseFile))
        if (!runs.contains(run.id)) {
            say(QStringLiteral("removing run %1 (%2, %3): %4")
                    .arg(run.id)
                    .arg(run.attack, run.status, why));
            deleteRun(caseFile, run.id);
        }
    for (const CurveInfo& curve : listCurves(caseFile))
        if (curve.runId == 0 && !curves.contains(curve.id)) {
            say(QStringLiteral("removing curve %1 (%2): %3").arg(curve.id).arg(curve.title, why));
            deleteCurve(caseFile, curve.id);
        }
}

QStringList DemoBuilder::evaluationRunStages() {
    return {QStringLiteral("evaluate-mlc"),
            QStringLiteral("evaluate-msp"),
            QStringLiteral("evaluate-geia"),
            QStringLiteral("evaluate-vec2text"),
            QStringLiteral("evaluate-vec2text-sbeam"),
            QStringLiteral("evaluate-vec2text-nofeedback"),
            QStringLiteral("evaluate-vec2text-training"),
            QStringLiteral("sweep-noise"),
            QStringLiteral("sweep-defences"),
            QStringLiteral("threat-models")};
}

// A training stage's folder holds checkpoints made with the settings it records; other
// settings (a stage interrupted, then changed) start it afresh.
void DemoBuilder::prepareTrainingFolder(const QString& folder, const QJsonObject& settings) {
    if (folder.isEmpty()) return;
    const QString record = workPath(folder + QStringLiteral("/stage-settings.json"));
    if (QFile::exists(record) && readJsonObjectFile(record) != settings) {
        say(QStringLiteral("%1: its checkpoints were made with other settings; starting afresh")
                .arg(workPath(folder)));
        if (!QDir(workPath(folder)).removeRecursively())
            throw buildError(workPath(folder), QStringLiteral("cannot remove the folder"));
    }
    QDir().mkpath(workPath(folder));
    writeJsonFile(record, settings);
}

QJsonObject DemoBuilder::runStage(const Stage& stage) {
    if (stage.name == QLatin1String("corpus")) return buildCorpus(stage.settings);
    if (stage.name == QLatin1String("test-set")) return embedTestSet(stage.settings);
    if (stage.name == QLatin1String("training-sample")) return embedTrainingSample(stage.settings);
    if (stage.name.startsWith(QLatin1String("evaluate-")) ||
        stage.name == QLatin1String("demo-runs"))
        return attackStage(stage);
    if (stage.name == QLatin1String("sweep-pr")) return sweepPrecisionRecall();
    if (stage.name == QLatin1String("sweep-noise") || stage.name == QLatin1String("sweep-defences"))
        return sweepDefences(stage.settings);
    if (stage.name == QLatin1String("report")) return writeReport();
    if (stage.name == QLatin1String("vocabulary")) return buildVocabulary(stage.settings);
    if (stage.name == QLatin1String("victim")) return trainVictim(stage.settings);
    if (stage.name == QLatin1String("victim-check")) return checkVictim();
    if (stage.name == QLatin1String("victim-bert")) return trainSecondVictim(stage.settings);
    if (stage.name == QLatin1String("threat-models")) return threatModels(stage.settings);
    if (stage.name == QLatin1String("attribute-probes"))
        return trainAttributeProbeStage(stage.settings);
    if (stage.name == QLatin1String("case")) return buildCase();
    return trainAttackStage(stage);
}

QJsonObject DemoBuilder::buildCorpus(const QJsonObject& settings) {
    const Corpora& c = corpora();
    const QStringList train = distinct(dialogueTexts(c.train, true));
    const QStringList dev = distinct(dialogueTexts(c.dev, false));
    QStringList test = dialogueTexts(c.test, false);
    test = test.mid(0, settings.value(QStringLiteral("test_limit")).toInt());
    writeLines(workPath(QStringLiteral("train.txt")), train);
    writeLines(workPath(QStringLiteral("dev.txt")), dev);
    writeLines(workPath(QStringLiteral("test.txt")), test);
    return {{QStringLiteral("train_texts"), train.size()},
            {QStringLiteral("train_pairs"), qsizetype(replyPairs(c.train).size())},
            {QStringLiteral("dev_texts"), dev.size()},
            {QStringLiteral("test_texts"), test.size()}};
}

QJsonObject DemoBuilder::buildVocabulary(const QJsonObject& settings) {
    const QStringList train = readSidecarTexts(workPath(QStringLiteral("train.txt")));
    SentencePieceTokenizer::trainT5(train, workPath(QStringLiteral("spiece.model")),
                                    settings.value(QStringLiteral("pieces")).toInt());
    const SentencePieceTokenizer tokenizer =
        SentencePieceTokenizer::load(workPath(QStringLiteral("spiece.model")));
    return {{QStringLiteral("pieces"), tokenizer.pieceCount()}};
}

// The victim's training pairs, by the names its settings list them under.
TextPairs DemoBuilder::victimPairs(const QJsonArray& kinds, const std::vector<Dialogue>& dialogues,
                                   const QString& textsPath) {
    TextPairs pairs;
    for (const QJsonValue& kind : kinds) {
        const QString name = kind.toString();
        TextPairs more;
        if (name == QLatin1String("persona facts"))
            more = personaFactPairs(dialogues);
        else if (name == QLatin1String("replies"))
            more = replyPairs(dialogues);
        else if (name == QLatin1String("identity"))
            for (const QString& text : readSidecarTexts(textsPath))
                more.emplace_back(text, text);
        else
            throw buildError(request_.outFolder,
                             QStringLiteral("the victim stage lists unknown training pairs "
                                            "'%1' (expected persona facts, replies or "
                                            "identity)")
                                 .arg(name));
        pairs.insert(pairs.end(), more.begin(), more.end());
    }
    if (pairs.empty())
        throw buildError(request_.outFolder,
                         QStringLiteral("the victim stage's `pairs` give no training pairs"));
    return pairs;
}

QJsonObject DemoBuilder::trainVictim(const QJsonObject& settings) {
    const Corpora& c = corpora();
    torch::manual_seed(kSeed);
    const T5Config config = t5Config(settings);
    SentenceTransformer victim(
        QStringLiteral("unembed-demo-victim"), T5Model(config, T5ModelImpl::Parts::EncoderOnly),
        SentencePieceTokenizer::load(workPath(QStringLiteral("spiece.model"))), SentencePooling{},
        torch::nn::Linear{nullptr}, QStringLiteral("torch.nn.modules.linear.Identity"), true,
        settings.value(QStringLiteral("max_length")).toInt());
    const TrainerOptions options =
        trainerOptions(settings, workPath(QStringLiteral("victim/checkpoints")));
    const QJsonArray kinds = settings.value(QStringLiteral("pairs")).toArray();
    const TextPairs pairs = victimPairs(kinds, c.train, workPath(QStringLiteral("train.txt")));
    DualEncoderTrainingTask task(victim, pairs, personaFactPairs(c.dev), options.batchSize,
                                 settings.value(QStringLiteral("scale")).toDouble());
    const TrainingResult result = train(task, options, cancel_, log_.trainingStep, log_.epoch);
    victim.save(workPath(QStringLiteral("victim/final")));
    exportFloat16(workPath(QStringLiteral("victim/final")), outPath(QStringLiteral("victim")));
    QJsonObject results = trainingResults(result);
    results.insert(QStringLiteral("training_pairs"), qint64(pairs.size()));
    return results;
}

// The shipped (fp16) victim on the test dialogues: its spread over the evaluated test
// utterances, its retrieval over every test dialogue.
QJsonObject DemoBuilder::checkVictim() {
    std::unique_ptr<SentenceTransformer> victim = SentenceTransformer::load(victimFolder());
    return diagnoseVictim(*victim, readSidecarTexts(workPath(QStringLiteral("test.txt"))),
                          corpora().test, cancel_, log_.progress);
}

// Embeds the texts of a file with the shipped victim and stores them as a new case's dataset.
QJsonObject DemoBuilder::addTexts(const QString& path, const QString& textsPath,
                                  const QString& name, const QString& victim) {
    TextEmbeddingResult embedded =
        embedTexts({victim.isEmpty() ? victimFolder() : victim, readSidecarTexts(textsPath), 64},
                   cancel_, log_.progress);
    embedded.set.sourcePath = packRelative(QFileInfo(textsPath).absoluteFilePath());
    CaseFile caseFile(path, CaseFile::OpenMode::CreateIfMissing);
    const qint64 id = insertDataset(caseFile, embedded.set,
                                    {name, QStringLiteral("text"), sha256OfFile(textsPath)},
                                    cancel_, log_.progress);
    return {{QStringLiteral("dataset_id"), id},
            {QStringLiteral("rows"), embedded.set.texts.size()}};
}

QJsonObject DemoBuilder::embedTestSet(const QJsonObject&) {
    const QString texts = workPath(QStringLiteral("test.txt"));
    return newCaseWithTexts(evaluationCasePath(), texts,
                            QStringLiteral("PersonaChat test, first %1 utterances")
                                .arg(readSidecarTexts(texts).size()));
}

QJsonObject DemoBuilder::embedTrainingSample(const QJsonObject& settings) {
    const QStringList train = readSidecarTexts(workPath(QStringLiteral("train.txt")));
    const qsizetype wanted = settings.value(QStringLiteral("rows")).toInt();
    const qsizetype every = std::max<qsizetype>(1, train.size() / std::max<qsizetype>(1, wanted));
    QStringList sample;
    for (qsizetype i = 0; i < train.size() && sample.size() < wanted; i += every)
        sample << train[i];
    const QString texts = workPath(QStringLiteral("train-sample.txt"));
    writeLines(texts, sample);
    // A sample this stage made before (then rebuilt without the test set) goes, with its runs.
    const QString prefix = QStringLiteral("training texts, 1 in ");
    {
        CaseFile caseFile(evaluationCasePath());
        for (const DatasetInfo& dataset : listDatasets(caseFile))
            if (dataset.name.startsWith(prefix)) deleteDataset(caseFile, dataset.id);
    }
    QJsonObject results = addTexts(evaluationCasePath(), texts, prefix + QString::number(every));
    results.insert(QStringLiteral("every"), every);
    return results;
}

AttackTrainingRequest DemoBuilder::attackRequest(const QString& stageName,
                                                 const QJsonObject& settings,
                                                 const QString& folder) {
    AttackTrainingRequest request;
    request.kind = stageName;
    if (!settings.value(QStringLiteral("feedback")).toBool(true)) {
        request.kind = QStringLiteral("vec2text-corrector");
        request.feedback = false;
    }
    request.victim = victimFolder();
    request.textsPath = workPath(QStringLiteral("train.txt"));
    request.devPath = request.kind == QLatin1String("vec2text-corrector")
                          ? QString()
                          : workPath(QStringLiteral("dev.txt"));
    request.outFolder = workPath(folder);
    request.tokenizerPath = workPath(QStringLiteral("spiece.model"));
    request.maxLength = kMaxLength;
    request.trainer = trainerOptions(settings, {});
    if (stageName.startsWith(QLatin1String("vec2text"))) {
        // Vec2Text takes the vocabulary found in its folder.
        QDir().mkpath(request.outFolder);
        const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
        if (!QFile::exists(spm)) QFile::copy(request.tokenizerPath, spm);
        if (request.kind == QLatin1String("vec2text-corrector")) {
            request.inverterFolder = modelFolder(QStringLiteral("vec2text-inversion"));
            request.hypothesesPath = baseHypothesesFile();
        }
        request.initFromInverter =
            settings.value(QStringLiteral("init")).toString() == QLatin1String("inverter");
        if (!request.initFromInverter) {
            request.configPath = workPath(folder + QStringLiteral("-t5.json"));
            t5Config(settings).save(request.configPath);
        }
        request.repeatTokens = stageSettings(QStringLiteral("vec2text-inversion"))
                                   .value(QStringLiteral("repeat_tokens"))
                                   .toInt();
    } else if (stageName == QLatin1String("geia")) {
        request.configPath = workPath(QStringLiteral("geia-gpt2.json"));
        writeJsonFile(request.configPath, settings.value(QStringLiteral("model")).toObject());
    } else {
        request.hidden = settings.value(QStringLiteral("hidden")).toInt();
    }
    return request;
}

QString DemoBuilder::baseHypothesesFile() {
    const QString inverterFolder = modelFolder(QStringLiteral("vec2text-inversion"));
    const QString digest =
        sha256OfFile(QDir(inverterFolder).filePath(QStringLiteral("model.safetensors")));
    const QString path = workPath(QStringLiteral("base-hypotheses-%1.txt").arg(digest.left(16)));
    if (QFile::exists(path)) return path;
    say(QStringLiteral("decoding the base inverter's hypotheses for the correctors"));
    const TrainingMaterial material = gatherTrainingMaterial(
        victimFolder(), workPath(QStringLiteral("train.txt")), {}, {}, cancel_, log_.progress);
    LoadedInverter inverter = loadVec2TextInverter(inverterFolder);
    QStringList lines =
        decodeBaseHypotheses(*inverter.model, inverter.tokenizer, material.corpus.embeddings, 32,
                             cancel_, log_.progress);
    for (QString& line : lines)
        line.replace(QLatin1Char('\n'), QLatin1Char(' '))
            .replace(QLatin1Char('\r'), QLatin1Char(' '));
    writeLines(path, lines);
    return path;
}

QJsonObject DemoBuilder::trainAttackStage(const Stage& stage) {
    const AttackTrainingRequest request =
        attackRequest(stage.name, stage.settings, trainingFolder(stage.name));
    const AttackTrainingResult result =
        trainAttack(request, cancel_, log_.trainingStep, log_.epoch, log_.progress);
    exportFloat16(request.outFolder, modelFolder(stage.name));
    QJsonObject results = summaryResults(result.summary);
    if (result.threshold) {
        results.insert(QStringLiteral("threshold"), *result.threshold);
        results.insert(QStringLiteral("threshold_token_f1"), result.thresholdF1);
    }
    return results;
}

// The stage's minutes are its last build's; a resumed training's own time is in its results.
QJsonObject DemoBuilder::summaryResults(const TrainingJobSummary& summary) {
    return {{QStringLiteral("steps"), qint64(summary.steps)},
            {QStringLiteral("examples_per_second"), summary.examplesPerSecond},
            {QStringLiteral("training_seconds"), std::round(summary.trainingSeconds * 10) / 10}};
}

QJsonObject DemoBuilder::trainingResults(const TrainingResult& result) {
    QJsonObject json = summaryResults(jobSummary({}, result));
    if (!result.epochs.empty()) {
        json.insert(QStringLiteral("final_train_loss"), result.epochs.back().trainLoss);
        if (result.epochs.back().devLoss)
            json.insert(QStringLiteral("final_dev_loss"), *result.epochs.back().devLoss);
        json.insert(QStringLiteral("samples"),
                    QJsonArray::fromStringList(result.epochs.back().samples));
    }
    return json;
}

} // namespace demo

void buildDemo(const DemoBuildRequest& request, const CancelToken* cancel,
               const DemoBuildLog& log) {
    demo::DemoBuilder(request, cancel, log).run();
}

} // namespace unembed
