#include "demo_build.h"

#include "attacks/attack_training.h"
#include "attacks/bag_of_words_run.h"
#include "attacks/geia/geia_run.h"
#include "attacks/trainer.h"
#include "attacks/vec2text/vec2text_run.h"
#include "demo/build_state.h"
#include "demo/demo_leaks.h"
#include "demo/demo_report.h"
#include "demo/dialogue_corpus.h"
#include "demo/victim_diagnostics.h"
#include "embedders/dual_encoder_training.h"
#include "embedders/sentence_transformer.h"
#include "embedders/text_embedding.h"
#include "error.h"
#include "eval/noise_sweep.h"
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
#include "store/dataset_store.h"
#include "store/run_copy.h"
#include "store/run_store.h"

#include <torch/torch.h>

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>

namespace unembed {

namespace {

const int kSeed = 20231;
const int kMaxLength = 32; // tokens per text, EOS included, for every model
const int kVocabPieces = 4000;
const int kSliceRows = 20;
const int kSliceSteps = 3;

QJsonObject t5Settings(int layers, int decoderLayers) {
    return {{QStringLiteral("vocab_size"), 4096},
            {QStringLiteral("d_model"), 256},
            {QStringLiteral("d_kv"), 64},
            {QStringLiteral("d_ff"), 768},
            {QStringLiteral("num_layers"), layers},
            {QStringLiteral("num_decoder_layers"), decoderLayers},
            {QStringLiteral("num_heads"), 4},
            {QStringLiteral("dropout_rate"), 0.1},
            {QStringLiteral("feed_forward_proj"), QStringLiteral("relu")}};
}

QJsonObject trainerSettings(int epochs, int batch, double lr, int warmup) {
    return {{QStringLiteral("epochs"), epochs},
            {QStringLiteral("batch_size"), batch},
            {QStringLiteral("lr"), lr},
            {QStringLiteral("warmup"), warmup},
            {QStringLiteral("seed"), kSeed}};
}

std::vector<Stage> stages(const DemoBuildRequest& request) {
    // Sized to train on two CPU cores in about an hour and a half in all (REPORT.md gives each
    // stage's time); the cheap attacks come before Vec2Text, which gets the most epochs.
    const QJsonObject vec2textModel = t5Settings(2, 2);
    std::vector<Stage> plan = {
        {QStringLiteral("corpus"),
         {{QStringLiteral("dev_every"), 50},
          {QStringLiteral("test_limit"), request.testLimit},
          {QStringLiteral("format"), 1}}},
        {QStringLiteral("vocabulary"), {{QStringLiteral("pieces"), kVocabPieces}}},
        // Trained to match each turn with the persona line it expresses, and each text with
        // itself under dropout (SimCSE's unsupervised pairs), which spreads unrelated texts apart.
        {QStringLiteral("victim"),
         {{QStringLiteral("model"), t5Settings(2, 1)}, // the decoder count is unused
          {QStringLiteral("max_length"), kMaxLength},
          {QStringLiteral("scale"), 20.0},
          {QStringLiteral("pairs"),
           QJsonArray{QStringLiteral("persona facts"), QStringLiteral("identity")}},
          {QStringLiteral("trainer"), trainerSettings(2, 64, 1e-3, 200)}}},
        // The victim's spread and retrieval on the test dialogues, before any attack uses it.
        {QStringLiteral("victim-check"), {{QStringLiteral("format"), 1}}},
        {QStringLiteral("case"),
         {{QStringLiteral("format"), 2},
          {QStringLiteral("messages_sha256"),
           sha256OfFile(QDir(request.outFolder).filePath(QStringLiteral("messages.txt")))}}},
        // The baselines as the papers set them (Adam 3e-4, batch 64), on the shared vocabulary.
        {QStringLiteral("mlc"),
         {{QStringLiteral("hidden"), 0},
          {QStringLiteral("trainer"), trainerSettings(10, 64, 3e-4, 0)}}},
        {QStringLiteral("msp"),
         {{QStringLiteral("hidden"), 512},
          {QStringLiteral("decoding"), QStringLiteral("distinct")},
          {QStringLiteral("trainer"), trainerSettings(6, 64, 3e-4, 0)}}},
        // GEIA's decoder: a small GPT-2 trained from scratch, as the paper does at medium size.
        {QStringLiteral("geia"),
         {{QStringLiteral("model"),
           QJsonObject{{QStringLiteral("model_type"), QStringLiteral("gpt2")},
                       {QStringLiteral("vocab_size"), 4096},
                       {QStringLiteral("n_positions"), 64},
                       {QStringLiteral("n_embd"), 256},
                       {QStringLiteral("n_layer"), 3},
                       {QStringLiteral("n_head"), 4},
                       {QStringLiteral("activation_function"), QStringLiteral("gelu_new")}}},
          {QStringLiteral("trainer"), trainerSettings(4, 64, 1e-3, 300)}}},
        {QStringLiteral("vec2text-inversion"),
         {{QStringLiteral("model"), vec2textModel},
          {QStringLiteral("repeat_tokens"), 8},
          {QStringLiteral("trainer"), trainerSettings(5, 64, 1e-3, 300)}}},
        {QStringLiteral("vec2text-corrector"),
         {{QStringLiteral("model"), vec2textModel},
          {QStringLiteral("trainer"), trainerSettings(4, 64, 1e-3, 300)}}},
        // Vec2Text's ablation: the same corrector shown the target embedding in place of its
        // hypothesis's, so it corrects without feedback. Shipped, so its runs can be re-run.
        {QStringLiteral("vec2text-corrector-nofeedback"),
         {{QStringLiteral("model"), vec2textModel},
          {QStringLiteral("feedback"), false},
          {QStringLiteral("trainer"), trainerSettings(4, 64, 1e-3, 300)}}},
        // Evaluation on the first test_limit PersonaChat test utterances (the corpus stage cuts
        // them), each attack as the papers decode it.
        {QStringLiteral("test-set"), {{QStringLiteral("batch_size"), 64}}},
        {QStringLiteral("evaluate-mlc"), {{QStringLiteral("batch_size"), 256}}},
        {QStringLiteral("evaluate-msp"), {{QStringLiteral("batch_size"), 256}}},
        {QStringLiteral("evaluate-geia"),
         {{QStringLiteral("beams"), 5},
          {QStringLiteral("top_p"), 0.9},
          {QStringLiteral("temperature"), 0.9},
          {QStringLiteral("seed"), 0},
          {QStringLiteral("batch_size"), 32}}},
        {QStringLiteral("evaluate-vec2text"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 1},
          {QStringLiteral("batch_size"), 64}}},
        // Sequence beam search costs sbeam^2 decodings per step: the first 500 utterances.
        {QStringLiteral("evaluate-vec2text-sbeam"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 4},
          {QStringLiteral("limit"), 500},
          {QStringLiteral("batch_size"), 32}}},
        {QStringLiteral("evaluate-vec2text-nofeedback"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 1},
          {QStringLiteral("batch_size"), 64}}},
        {QStringLiteral("sweep-pr"), {}},
        {QStringLiteral("sweep-noise"),
         {{QStringLiteral("retrieval"), QStringLiteral("persona facts")},
          {QStringLiteral("lambdas"), QJsonArray{0.0, 1e-3, 1e-2, 1e-1, 1.0}},
          {QStringLiteral("steps"), 10},
          {QStringLiteral("documents"), 200},
          {QStringLiteral("seed"), 0}}},
        // The demo messages as the GUI first shows them: every attack, and a small slice (the
        // first kSliceRows vectors, kSliceSteps greedy rounds) that the pack test re-runs.
        {QStringLiteral("demo-runs"),
         {{QStringLiteral("steps"), 20},
          {QStringLiteral("sbeam"), 4},
          {QStringLiteral("slice_rows"), kSliceRows},
          {QStringLiteral("slice_steps"), kSliceSteps}}},
        {QStringLiteral("report"),
         {{QStringLiteral("format"), 6},
          {QStringLiteral("health_terms_sha256"),
           sha256OfFile(QDir(request.outFolder).filePath(QStringLiteral("health-terms.txt")))}}},
    };
    const QString vec2text = QStringLiteral("vec2text-corrector");
    const QString noFeedback = QStringLiteral("vec2text-corrector-nofeedback");
    const QStringList evaluations{QStringLiteral("evaluate-mlc"),
                                  QStringLiteral("evaluate-msp"),
                                  QStringLiteral("evaluate-geia"),
                                  QStringLiteral("evaluate-vec2text"),
                                  QStringLiteral("evaluate-vec2text-sbeam"),
                                  QStringLiteral("evaluate-vec2text-nofeedback")};
    const QHash<QString, QStringList> inputs{
        {QStringLiteral("vocabulary"), {QStringLiteral("corpus")}},
        {QStringLiteral("victim"), {QStringLiteral("vocabulary")}},
        {QStringLiteral("victim-check"), {QStringLiteral("victim")}},
        {QStringLiteral("case"), {QStringLiteral("victim")}},
        {QStringLiteral("mlc"), {QStringLiteral("victim")}},
        {QStringLiteral("msp"), {QStringLiteral("victim")}},
        {QStringLiteral("geia"), {QStringLiteral("victim")}},
        {QStringLiteral("vec2text-inversion"), {QStringLiteral("victim")}},
        {vec2text, {QStringLiteral("vec2text-inversion")}},
        {noFeedback, {QStringLiteral("vec2text-inversion")}},
        {QStringLiteral("test-set"), {QStringLiteral("victim")}},
        {QStringLiteral("evaluate-mlc"), {QStringLiteral("test-set"), QStringLiteral("mlc")}},
        {QStringLiteral("evaluate-msp"), {QStringLiteral("test-set"), QStringLiteral("msp")}},
        {QStringLiteral("evaluate-geia"), {QStringLiteral("test-set"), QStringLiteral("geia")}},
        {QStringLiteral("evaluate-vec2text"), {QStringLiteral("test-set"), vec2text}},
        {QStringLiteral("evaluate-vec2text-sbeam"), {QStringLiteral("test-set"), vec2text}},
        {QStringLiteral("evaluate-vec2text-nofeedback"), {QStringLiteral("test-set"), noFeedback}},
        {QStringLiteral("sweep-pr"), evaluations},
        {QStringLiteral("sweep-noise"), {vec2text}},
        {QStringLiteral("demo-runs"),
         {QStringLiteral("case"), QStringLiteral("mlc"), QStringLiteral("msp"),
          QStringLiteral("geia"), vec2text, QStringLiteral("evaluate-geia")}},
        {QStringLiteral("report"),
         evaluations + QStringList{QStringLiteral("sweep-pr"), QStringLiteral("sweep-noise"),
                                   QStringLiteral("demo-runs"), QStringLiteral("victim-check")}}};
    for (Stage& stage : plan)
        stage.inputs = inputs.value(stage.name);
    return plan;
}

TrainerOptions trainerOptions(const QJsonObject& settings, const QString& checkpointDir) {
    const QJsonObject t = settings.value(QStringLiteral("trainer")).toObject();
    TrainerOptions options;
    options.epochs = t.value(QStringLiteral("epochs")).toInt();
    options.batchSize = t.value(QStringLiteral("batch_size")).toInt();
    options.learningRate = t.value(QStringLiteral("lr")).toDouble();
    options.warmupSteps = t.value(QStringLiteral("warmup")).toInt();
    options.seed = uint64_t(t.value(QStringLiteral("seed")).toInt());
    options.checkpointDir = checkpointDir;
    options.checkpointEvery = 200;
    return options;
}

T5Config t5Config(const QJsonObject& settings) {
    return T5Config::fromJson(settings.value(QStringLiteral("model")).toObject());
}

InputError buildError(const QString& path, const QString& problem) {
    return InputError({path, std::nullopt, {}, {}, {}}, problem);
}

void writeTextFile(const QString& path, const QString& text) {
    QSaveFile file(path);
    const QByteArray bytes = text.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw buildError(path, QStringLiteral("cannot write the file: %1").arg(file.errorString()));
}

void writeLines(const QString& path, const QStringList& lines) {
    writeTextFile(path, lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

QStringList distinct(const QStringList& texts) {
    QStringList result;
    QSet<QString> seen;
    for (const QString& text : texts) {
        const QString line = text.simplified();
        if (!line.isEmpty() && !seen.contains(line)) {
            seen.insert(line);
            result << line;
        }
    }
    return result;
}

// Copies a model folder into the pack with its weights in fp16; training checkpoints stay out.
void exportFloat16(const QString& from, const QString& to) {
    QDir target(to);
    if (target.exists() && !target.removeRecursively())
        throw buildError(to, QStringLiteral("cannot replace the folder"));
    const QDir source(from);
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = source.relativeFilePath(file);
        if (relative.startsWith(QStringLiteral("checkpoints/")) ||
            relative == QLatin1String("stage-settings.json"))
            continue;
        const QString destination = QDir(to).filePath(relative);
        QDir().mkpath(QFileInfo(destination).path());
        if (file.endsWith(QStringLiteral(".safetensors")))
            convertSafetensorsToFloat16(file, destination);
        else if (!QFile::copy(file, destination))
            throw buildError(destination, QStringLiteral("cannot copy %1 there").arg(file));
    }
}

struct Corpora {
    std::vector<Dialogue> train;
    std::vector<Dialogue> dev;
    std::vector<Dialogue> test;
};

Corpora readCorpora(const QString& dataFolder, int devEvery) {
    const QDir data(dataFolder);
    std::vector<Dialogue> all =
        readPersonaChatJson(data.filePath(QStringLiteral("personachat/dev.json")));
    for (Dialogue& d : readSyntheticPersonaChatCsv(
             data.filePath(QStringLiteral("synthetic-persona-chat/valid.csv"))))
        all.push_back(std::move(d));
    Corpora corpora;
    for (size_t i = 0; i < all.size(); ++i)
        (int(i % size_t(devEvery)) == devEvery - 1 ? corpora.dev : corpora.train)
            .push_back(std::move(all[i]));
    corpora.test = readPersonaChatJson(data.filePath(QStringLiteral("personachat/test.json")));
    return corpora;
}

class DemoBuilder {
public:
    DemoBuilder(const DemoBuildRequest& request, const CancelToken* cancel, const DemoBuildLog& log)
        : request_(request), cancel_(cancel), log_(log), work_(request.workFolder),
          out_(request.outFolder) {}

    void run() {
        if (!work_.mkpath(QStringLiteral(".")) || !out_.mkpath(QStringLiteral(".")))
            throw buildError(request_.workFolder, QStringLiteral("cannot create the folders"));
        const std::vector<Stage> plan = stages(request_);
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
        state_ = &state;
        for (const Stage& stage : plan) {
            if (state.isDone(stage.name)) {
                say(QStringLiteral("stage %1: done earlier (%2)")
                        .arg(stage.name, duration(state.seconds(stage.name))));
                continue;
            }
            say(QStringLiteral("stage %1: starting").arg(stage.name));
            dropUnclaimed(state);
            prepareTrainingFolder(stage);
            QElapsedTimer timer;
            timer.start();
            const QJsonObject results = runStage(stage);
            const double seconds = double(timer.elapsed()) / 1000.0;
            state.markDone(stage, seconds, results);
            say(QStringLiteral("stage %1: done in %2 %3")
                    .arg(stage.name, duration(seconds),
                         QString::fromUtf8(QJsonDocument(results).toJson(QJsonDocument::Compact))));
        }
    }

private:
    static QString duration(double seconds) {
        return QStringLiteral("%1 min").arg(seconds / 60.0, 0, 'f', 1);
    }
    void say(const QString& line) const {
        if (log_.line) log_.line(line);
    }
    QString workPath(const QString& name) const { return work_.filePath(name); }
    // Paths as the pack records them (its build state, case and report), never this machine's:
    // files of the pack relative to it, those of the work folder under the option's name WORK.
    QString packRelative(QString text) const {
        text.replace(work_.absolutePath(), QStringLiteral("WORK"));
        return text.replace(out_.absolutePath() + QLatin1Char('/'), QString());
    }
    // The work folder where a training stage keeps its model and checkpoints; empty for others.
    static QString trainingFolder(const QString& stage) {
        if (stage == QLatin1String("vec2text-inversion")) return QStringLiteral("inverter");
        if (stage == QLatin1String("vec2text-corrector")) return QStringLiteral("corrector");
        if (stage == QLatin1String("vec2text-corrector-nofeedback"))
            return QStringLiteral("corrector-nofeedback");
        for (const char* name : {"victim", "mlc", "msp", "geia"})
            if (stage == QLatin1String(name)) return stage;
        return {};
    }
    QString outPath(const QString& name) const { return out_.filePath(name); }
    // Where a training stage's model goes in fp16: the pack.
    QString modelFolder(const QString& stage) const { return outPath(trainingFolder(stage)); }

    const Corpora& corpora() {
        if (!corpora_)
            corpora_ = readCorpora(
                request_.dataFolder,
                stageSettings(QStringLiteral("corpus")).value(QStringLiteral("dev_every")).toInt());
        return *corpora_;
    }

    // A resumed build in an empty work folder: the corpus files are cut again (deterministic) and
    // the vocabulary is the one the shipped victim carries.
    void restoreIntermediates(BuildState& state, const std::vector<Stage>& plan) {
        if (state.isDone(plan[0].name) && !QFile::exists(workPath(QStringLiteral("train.txt")))) {
            say(QStringLiteral("stage corpus: cutting its files again in the work folder"));
            buildCorpus(plan[0].settings);
        }
        const QString shipped = outPath(QStringLiteral("victim/spiece.model"));
        if (state.isDone(plan[1].name) &&
            !QFile::exists(workPath(QStringLiteral("spiece.model")))) {
            if (!QFile::copy(shipped, workPath(QStringLiteral("spiece.model"))))
                throw buildError(shipped, QStringLiteral("the vocabulary of the finished stages "
                                                         "is missing; remove build-state.json "
                                                         "to build everything again"));
        }
        // The evaluation case stays in the work folder: without it, evaluate again.
        if (state.isDone(QStringLiteral("test-set")) && !QFile::exists(evaluationCasePath())) {
            say(QStringLiteral("the evaluation case is not in the work folder; evaluating again"));
            state.invalidate({QStringLiteral("test-set")}, plan);
        }
    }

    // Runs, and curves of no run, that no finished stage made are what an interrupted or
    // rebuilt stage left: gone before any stage starts, so each case holds each once.
    void dropUnclaimed(const BuildState& state) {
        const QString runs = QStringLiteral("runs"), curves = QStringLiteral("curves");
        dropUnclaimed(casePath(), state.claimedIds(shippedRunStages(), runs),
                      state.claimedIds(shippedRunStages(), curves));
        dropUnclaimed(evaluationCasePath(), state.claimedIds(evaluationRunStages(), runs),
                      state.claimedIds(evaluationRunStages(), curves));
    }
    void dropUnclaimed(const QString& path, const QSet<qint64>& runs, const QSet<qint64>& curves) {
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
                say(QStringLiteral("removing curve %1 (%2): %3")
                        .arg(curve.id)
                        .arg(curve.title, why));
                deleteCurve(caseFile, curve.id);
            }
    }
    // The stages that make runs in the shipped case, and in the evaluation case.
    static QStringList shippedRunStages() {
        return {QStringLiteral("demo-runs"), QStringLiteral("report")};
    }
    static QStringList evaluationRunStages() {
        return {QStringLiteral("evaluate-mlc"),
                QStringLiteral("evaluate-msp"),
                QStringLiteral("evaluate-geia"),
                QStringLiteral("evaluate-vec2text"),
                QStringLiteral("evaluate-vec2text-sbeam"),
                QStringLiteral("evaluate-vec2text-nofeedback"),
                QStringLiteral("sweep-noise")};
    }

    // A training stage's folder holds checkpoints made with the settings it records; other
    // settings (a stage interrupted, then changed) start it afresh.
    void prepareTrainingFolder(const Stage& stage) {
        const QString folder = trainingFolder(stage.name);
        if (folder.isEmpty()) return;
        const QString record = workPath(folder + QStringLiteral("/stage-settings.json"));
        if (QFile::exists(record) && readJsonObjectFile(record) != stage.settings) {
            say(QStringLiteral("stage %1: its checkpoints were made with other settings; "
                               "starting it afresh")
                    .arg(stage.name));
            if (!QDir(workPath(folder)).removeRecursively())
                throw buildError(workPath(folder), QStringLiteral("cannot remove the folder"));
        }
        QDir().mkpath(workPath(folder));
        writeJsonFile(record, stage.settings);
    }

    QJsonObject runStage(const Stage& stage) {
        if (stage.name == QLatin1String("corpus")) return buildCorpus(stage.settings);
        if (stage.name == QLatin1String("test-set")) return embedTestSet(stage.settings);
        if (stage.name.startsWith(QLatin1String("evaluate-")) ||
            stage.name == QLatin1String("demo-runs"))
            return attackStage(stage);
        if (stage.name == QLatin1String("sweep-pr")) return sweepPrecisionRecall();
        if (stage.name == QLatin1String("sweep-noise")) return sweepNoise(stage.settings);
        if (stage.name == QLatin1String("report")) return writeReport();
        if (stage.name == QLatin1String("vocabulary")) return buildVocabulary(stage.settings);
        if (stage.name == QLatin1String("victim")) return trainVictim(stage.settings);
        if (stage.name == QLatin1String("victim-check")) return checkVictim();
        if (stage.name == QLatin1String("case")) return buildCase();
        return trainAttackStage(stage);
    }

    QJsonObject buildCorpus(const QJsonObject& settings) {
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

    QJsonObject buildVocabulary(const QJsonObject& settings) {
        const QStringList train = readSidecarTexts(workPath(QStringLiteral("train.txt")));
        SentencePieceTokenizer::trainT5(train, workPath(QStringLiteral("spiece.model")),
                                        settings.value(QStringLiteral("pieces")).toInt());
        const SentencePieceTokenizer tokenizer =
            SentencePieceTokenizer::load(workPath(QStringLiteral("spiece.model")));
        return {{QStringLiteral("pieces"), tokenizer.pieceCount()}};
    }

    // The victim's training pairs, by the names its settings list them under.
    TextPairs victimPairs(const QJsonArray& kinds, const std::vector<Dialogue>& dialogues,
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

    QJsonObject trainVictim(const QJsonObject& settings) {
        const Corpora& c = corpora();
        torch::manual_seed(kSeed);
        const T5Config config = t5Config(settings);
        SentenceTransformer victim(
            QStringLiteral("unembed-demo-victim"), T5Model(config, T5ModelImpl::Parts::EncoderOnly),
            SentencePieceTokenizer::load(workPath(QStringLiteral("spiece.model"))),
            SentencePooling{}, torch::nn::Linear{nullptr},
            QStringLiteral("torch.nn.modules.linear.Identity"), true,
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
    QJsonObject checkVictim() {
        std::unique_ptr<SentenceTransformer> victim = SentenceTransformer::load(victimFolder());
        return diagnoseVictim(*victim, readSidecarTexts(workPath(QStringLiteral("test.txt"))),
                              corpora().test, cancel_, log_.progress);
    }

    QString casePath() const { return outPath(QStringLiteral("demo.unembed")); }
    // The evaluation on PersonaChat test stays in the work folder: the corpus's texts (and the
    // attacks' reconstructions of them) are never shipped; the report stage copies the figures.
    QString evaluationCasePath() const { return workPath(QStringLiteral("evaluation.unembed")); }
    QString victimFolder() const { return outPath(QStringLiteral("victim")); }

    static void removeCase(const QString& path) {
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(path + suffix);
    }

    // Embeds the texts of a file with the shipped victim and stores them as a new case's dataset.
    QJsonObject newCaseWithTexts(const QString& path, const QString& textsPath,
                                 const QString& name) {
        removeCase(path);
        TextEmbeddingResult embedded =
            embedTexts({victimFolder(), readSidecarTexts(textsPath), 64}, cancel_, log_.progress);
        embedded.set.sourcePath = packRelative(QFileInfo(textsPath).absoluteFilePath());
        CaseFile caseFile(path, CaseFile::OpenMode::CreateIfMissing);
        const qint64 id = insertDataset(caseFile, embedded.set,
                                        {name, QStringLiteral("text"), sha256OfFile(textsPath)},
                                        cancel_, log_.progress);
        return {{QStringLiteral("dataset_id"), id},
                {QStringLiteral("rows"), embedded.set.texts.size()}};
    }

    // The demo case: the project's own chat messages embedded by the shipped victim.
    QJsonObject buildCase() {
        return newCaseWithTexts(casePath(), outPath(QStringLiteral("messages.txt")),
                                QStringLiteral("demo messages"));
    }

    QJsonObject embedTestSet(const QJsonObject&) {
        const QString texts = workPath(QStringLiteral("test.txt"));
        return newCaseWithTexts(evaluationCasePath(), texts,
                                QStringLiteral("PersonaChat test, first %1 utterances")
                                    .arg(readSidecarTexts(texts).size()));
    }

    qint64 datasetOf(const QString& stage) const {
        return state_->results(stage).value(QStringLiteral("dataset_id")).toInteger();
    }
    qint64 firstRunOf(const QString& stage) const {
        const QJsonArray runs = state_->results(stage).value(QStringLiteral("runs")).toArray();
        if (runs.isEmpty())
            throw buildError(request_.outFolder,
                             QStringLiteral("stage %1 recorded no run; rebuild it").arg(stage));
        return runs.first().toInteger();
    }

    // Scores a run against its texts under the victim and returns its figures for the record.
    QJsonObject evaluate(CaseFile& caseFile, qint64 runId) {
        RunEvaluationRequest request;
        request.runId = runId;
        request.embedderFolder = victimFolder();
        const RunEvaluation evaluation = evaluateRun(caseFile, request, cancel_, log_.progress);
        QJsonObject metrics;
        for (const MetricValue& value : evaluation.runMetrics)
            metrics.insert(value.name, value.value);
        QJsonArray rounds;
        for (const RoundFigures& round : evaluation.rounds) {
            QJsonObject figures{{QStringLiteral("round"), round.round}};
            for (const MetricValue& value : round.values)
                figures.insert(value.name, value.value);
            rounds.append(figures);
        }
        const std::optional<RunInfo> run = findRun(caseFile, runId);
        QJsonObject result{{QStringLiteral("run"), runId},
                           {QStringLiteral("label"), runLabel(*run)},
                           {QStringLiteral("samples"), evaluation.samples},
                           {QStringLiteral("metrics"), metrics}};
        if (!rounds.isEmpty()) result.insert(QStringLiteral("rounds"), rounds);
        return result;
    }

    qint64 invertBagOfWords(CaseFile& caseFile, qint64 dataset, BagOfWordsAttack attack,
                            int batchSize, qint64 limit = 0) {
        BagOfWordsRunRequest request;
        request.attack = attack;
        request.modelFolder = outPath(attack == BagOfWordsAttack::Mlc ? QStringLiteral("mlc")
                                                                      : QStringLiteral("msp"));
        request.datasetId = dataset;
        request.limit = limit;
        request.batchSize = batchSize;
        return runBagOfWords(caseFile, request, cancel_, {}, log_.progress).runId;
    }

    qint64 invertGeia(CaseFile& caseFile, qint64 dataset, const QJsonObject& settings,
                      GeiaDecoding::Method method) {
        GeiaRunRequest request;
        request.modelFolder = outPath(QStringLiteral("geia"));
        request.embedderFolder = victimFolder();
        request.datasetId = dataset;
        request.batchSize = settings.value(QStringLiteral("batch_size")).toInt(32);
        request.decoding.method = method;
        request.decoding.beams = settings.value(QStringLiteral("beams")).toInt(5);
        request.decoding.topP = settings.value(QStringLiteral("top_p")).toDouble(0.9);
        request.decoding.temperature = settings.value(QStringLiteral("temperature")).toDouble(0.9);
        request.decoding.seed = uint64_t(settings.value(QStringLiteral("seed")).toInt());
        return runGeia(caseFile, request, cancel_, {}, log_.progress).runId;
    }

    qint64 invertVec2Text(CaseFile& caseFile, qint64 dataset, int steps, int sbeam, int batchSize,
                          qint64 limit = 0,
                          const QString& corrector = QStringLiteral("vec2text-corrector")) {
        Vec2TextRunRequest request;
        request.inverterFolder = modelFolder(QStringLiteral("vec2text-inversion"));
        request.correctorFolder = modelFolder(corrector);
        request.embedderFolder = victimFolder();
        request.datasetId = dataset;
        request.limit = limit;
        request.correction.steps = steps;
        request.correction.sequenceBeamWidth = sbeam;
        request.correction.batchSize = batchSize;
        return runVec2Text(caseFile, request, cancel_, {}, log_.progress).runId;
    }

    // The attack stages: the runs they make, each evaluated.
    QJsonObject attackStage(const Stage& stage) {
        const QJsonObject& settings = stage.settings;
        const int batch = settings.value(QStringLiteral("batch_size")).toInt(32);
        const bool demo = stage.name == QLatin1String("demo-runs");
        CaseFile caseFile(demo ? casePath() : evaluationCasePath());
        const qint64 dataset =
            datasetOf(demo ? QStringLiteral("case") : QStringLiteral("test-set"));
        std::vector<qint64> runs;
        if (stage.name == QLatin1String("evaluate-mlc"))
            runs = {invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Mlc, batch)};
        else if (stage.name == QLatin1String("evaluate-msp"))
            runs = {invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Msp, batch)};
        else if (stage.name == QLatin1String("evaluate-geia"))
            runs = {invertGeia(caseFile, dataset, settings, GeiaDecoding::Method::Beam),
                    invertGeia(caseFile, dataset, settings, GeiaDecoding::Method::Nucleus)};
        else if (stage.name.startsWith(QLatin1String("evaluate-vec2text")))
            runs = {invertVec2Text(caseFile, dataset,
                                   settings.value(QStringLiteral("steps")).toInt(),
                                   settings.value(QStringLiteral("sbeam")).toInt(), batch,
                                   settings.value(QStringLiteral("limit")).toInt(),
                                   stage.name.endsWith(QLatin1String("-nofeedback"))
                                       ? QStringLiteral("vec2text-corrector-nofeedback")
                                       : QStringLiteral("vec2text-corrector"))};
        else {
            const QJsonObject geia = stageSettings(QStringLiteral("evaluate-geia"));
            runs = {invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Mlc, 256),
                    invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Msp, 256),
                    invertGeia(caseFile, dataset, geia, GeiaDecoding::Method::Beam),
                    invertVec2Text(caseFile, dataset,
                                   settings.value(QStringLiteral("steps")).toInt(),
                                   settings.value(QStringLiteral("sbeam")).toInt(), 32),
                    invertVec2Text(caseFile, dataset,
                                   settings.value(QStringLiteral("slice_steps")).toInt(), 1,
                                   CorrectionOptions{}.batchSize,
                                   settings.value(QStringLiteral("slice_rows")).toInt())};
        }
        QJsonArray ids, figures;
        for (qint64 run : runs) {
            ids.append(run);
            figures.append(evaluate(caseFile, run));
        }
        if (demo) storePrecisionRecallCurve(caseFile, runs.front(), cancel_, log_.progress);
        return {{QStringLiteral("runs"), ids}, {QStringLiteral("evaluations"), figures}};
    }

    // MLC's thresholds on the test set, with the other attacks' runs as operating points.
    QJsonObject sweepPrecisionRecall() {
        CaseFile caseFile(evaluationCasePath());
        const PrecisionRecallCurve curve = storePrecisionRecallCurve(
            caseFile, firstRunOf(QStringLiteral("evaluate-mlc")), cancel_, log_.progress);
        QJsonArray sweep;
        for (const PrecisionRecallPoint& point : curve.sweep)
            sweep.append(QJsonObject{{QStringLiteral("threshold"), point.threshold},
                                     {QStringLiteral("token_precision"), point.counts.precision()},
                                     {QStringLiteral("token_recall"), point.counts.recall()},
                                     {QStringLiteral("token_f1"), point.counts.f1()}});
        return {{QStringLiteral("curve"), curve.curveId},
                {QStringLiteral("tokenizer"),
                 packRelative(QFileInfo(curve.tokenizer).absoluteFilePath())},
                {QStringLiteral("sweep"), sweep}};
    }

    // The Gaussian defence on the reply-retrieval set of the test dialogues.
    QJsonObject sweepNoise(const QJsonObject& settings) {
        const BeirSet retrieval = personaFactRetrievalSet(corpora().test);
        writeBeir(retrieval, workPath(QStringLiteral("retrieval")));
        NoiseSweepRequest request;
        request.embedderFolder = victimFolder();
        request.retrievalFolder = workPath(QStringLiteral("retrieval"));
        request.inverterFolder = outPath(QStringLiteral("inverter"));
        request.correctorFolder = outPath(QStringLiteral("corrector"));
        request.lambdas.clear();
        for (const QJsonValue& lambda : settings.value(QStringLiteral("lambdas")).toArray())
            request.lambdas.push_back(lambda.toDouble());
        request.limit = settings.value(QStringLiteral("documents")).toInt();
        request.seed = uint64_t(settings.value(QStringLiteral("seed")).toInt());
        request.correction.steps = settings.value(QStringLiteral("steps")).toInt();
        request.correction.batchSize = 32;
        QJsonArray points;
        const std::vector<NoiseSweepPoint> sweep =
            runNoiseSweep(request, cancel_, log_.progress, [&](const NoiseSweepPoint& point) {
                QJsonObject figures{{QStringLiteral("lambda"), point.lambda}};
                for (const MetricValue& value : noiseSweepFigures(point))
                    figures.insert(value.name, value.value);
                say(QStringLiteral("noise %1: %2")
                        .arg(point.lambda)
                        .arg(QString::fromUtf8(
                            QJsonDocument(figures).toJson(QJsonDocument::Compact))));
                points.append(figures);
            });
        CaseFile caseFile(evaluationCasePath());
        const StoredNoiseSweep stored = storeNoiseSweep(caseFile, request, sweep);
        return {{QStringLiteral("runs"), QJsonArray{stored.runId}},
                {QStringLiteral("curve"), stored.curveId},
                {QStringLiteral("retrieval_queries"), retrieval.queryIds.size()},
                {QStringLiteral("retrieval_documents"), retrieval.docIds.size()},
                {QStringLiteral("points"), points}};
    }

    // The figures of the evaluation copied into the shipped case (without the corpus's texts),
    // then REPORT.md.
    QJsonObject writeReport() {
        CaseFile evaluation(evaluationCasePath());
        CaseFile shipped(casePath());
        const qint64 testSet = datasetOf(QStringLiteral("test-set"));
        const QString datasetName = requireDataset(evaluation, testSet).name;
        QJsonArray published;
        QList<qint64> evaluated =
            state_->claimedIds(evaluationRunStages(), QStringLiteral("runs")).values();
        std::sort(evaluated.begin(), evaluated.end());
        QHash<qint64, qint64> copies;
        for (qint64 run : evaluated) {
            copies.insert(
                run, copyRunFigures(evaluation, run, shipped,
                                    QStringLiteral("%1 (texts not shipped)").arg(datasetName)));
            published.append(copies.value(run));
        }
        // Vec2Text with and without feedback, round by round, from the copied figures.
        RoundsComparisonRequest feedback;
        auto copyOf = [&](const QString& stage) {
            const qint64 source = firstRunOf(stage);
            if (!copies.contains(source))
                throw buildError(evaluationCasePath(),
                                 QStringLiteral("run %1 of stage %2 is not among the evaluation's "
                                                "finished runs")
                                     .arg(source)
                                     .arg(stage));
            return copies.value(source);
        };
        feedback.runIds = {copyOf(QStringLiteral("evaluate-vec2text")),
                           copyOf(QStringLiteral("evaluate-vec2text-nofeedback"))};
        const qint64 feedbackCurve = storeRoundsComparison(shipped, feedback);
        DemoReportInput input;
        input.buildState = state_->record();
        input.tables = reportTables(evaluation, testSet);
        input.datasetName = datasetName;
        input.command = QStringLiteral("unembed-cli demo build --data ../shared/data --out "
                                       "resources/demo --resume");
        input.machine = computeInfo().summary();
        input.leaks = demoMessageLeaks(shipped);
        // Files of the pack (the attackers' tokenizers) are named relative to the report beside
        // them, those of the work folder under its option's name, not by this machine's paths.
        writeTextFile(outPath(QStringLiteral("REPORT.md")),
                      packRelative(demoReportMarkdown(input)));
        return {{QStringLiteral("runs"), published},
                {QStringLiteral("curves"), QJsonArray{feedbackCurve}}};
    }

    // The demo runs on the messages (not the short slice the pack test re-runs): what each
    // recovered of the names, numbers, dates and health terms, by the evaluation's detectors and
    // the pack's health-term list.
    QString demoMessageLeaks(CaseFile& shipped) {
        const QJsonArray runs =
            state_->results(QStringLiteral("demo-runs")).value(QStringLiteral("runs")).toArray();
        QList<qint64> attacks;
        for (qsizetype i = 0; i + 1 < runs.size(); ++i)
            attacks << runs[i].toInteger();
        const ProperNounGazetteer gazetteer = ProperNounGazetteer::load();
        const PatternDetector patterns;
        const TermListDetector health =
            TermListDetector::load(outPath(QStringLiteral("health-terms.txt")));
        const std::vector<const TermDetector*> detectors{&gazetteer, &patterns, &health};
        return demoLeaksMarkdown(
            demoLeaks(shipped, attacks, detectors, 5),
            QStringLiteral("%1; %2; %3").arg(gazetteer.label(), patterns.label(), health.label()));
    }

    // An attack trained against the shipped fp16 victim on the vocabulary of stage 2, then
    // exported in fp16.
    QJsonObject trainAttackStage(const Stage& stage) {
        const QJsonObject& settings = stage.settings;
        const QString folder = trainingFolder(stage.name);
        AttackTrainingRequest request;
        request.kind = stage.name;
        if (!settings.value(QStringLiteral("feedback")).toBool(true)) {
            request.kind = QStringLiteral("vec2text-corrector");
            request.feedback = false;
        }
        request.embedderFolder = victimFolder();
        request.textsPath = workPath(QStringLiteral("train.txt"));
        request.devPath = request.kind == QLatin1String("vec2text-corrector")
                              ? QString()
                              : workPath(QStringLiteral("dev.txt"));
        request.outFolder = workPath(folder);
        request.tokenizerPath = workPath(QStringLiteral("spiece.model"));
        request.maxLength = kMaxLength;
        request.trainer = trainerOptions(settings, {});
        if (stage.name.startsWith(QLatin1String("vec2text"))) {
            // Vec2Text takes the vocabulary found in its folder.
            QDir().mkpath(request.outFolder);
            const QString spm = QDir(request.outFolder).filePath(QStringLiteral("spiece.model"));
            if (!QFile::exists(spm)) QFile::copy(request.tokenizerPath, spm);
            request.configPath = workPath(folder + QStringLiteral("-t5.json"));
            t5Config(settings).save(request.configPath);
            if (request.kind == QLatin1String("vec2text-corrector"))
                request.inverterFolder = modelFolder(QStringLiteral("vec2text-inversion"));
            request.repeatTokens = stageSettings(QStringLiteral("vec2text-inversion"))
                                       .value(QStringLiteral("repeat_tokens"))
                                       .toInt();
        } else if (stage.name == QLatin1String("geia")) {
            request.configPath = workPath(QStringLiteral("geia-gpt2.json"));
            writeJsonFile(request.configPath, settings.value(QStringLiteral("model")).toObject());
        } else {
            request.hidden = settings.value(QStringLiteral("hidden")).toInt();
        }
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

    static QJsonObject summaryResults(const TrainingJobSummary& summary) {
        return {{QStringLiteral("steps"), qint64(summary.steps)},
                {QStringLiteral("examples_per_second"), summary.examplesPerSecond}};
    }

    static QJsonObject trainingResults(const TrainingResult& result) {
        QJsonObject json{{QStringLiteral("steps"), qint64(result.steps)},
                         {QStringLiteral("examples_per_second"), result.examplesPerSecond}};
        if (!result.epochs.empty()) {
            json.insert(QStringLiteral("final_train_loss"), result.epochs.back().trainLoss);
            if (result.epochs.back().devLoss)
                json.insert(QStringLiteral("final_dev_loss"), *result.epochs.back().devLoss);
            json.insert(QStringLiteral("samples"),
                        QJsonArray::fromStringList(result.epochs.back().samples));
        }
        return json;
    }

    QJsonObject stageSettings(const QString& name) const {
        for (const Stage& stage : stages(request_))
            if (stage.name == name) return stage.settings;
        return {};
    }

    const DemoBuildRequest& request_;
    const CancelToken* cancel_;
    const DemoBuildLog& log_;
    QDir work_;
    QDir out_;
    std::optional<Corpora> corpora_;
    const BuildState* state_ = nullptr;
};

} // namespace

void buildDemo(const DemoBuildRequest& request, const CancelToken* cancel,
               const DemoBuildLog& log) {
    DemoBuilder(request, cancel, log).run();
}

} // namespace unembed
