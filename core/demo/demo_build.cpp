#include "demo_build.h"

#include "attacks/bag_of_words_training_job.h"
#include "attacks/geia/geia_training_job.h"
#include "attacks/trainer.h"
#include "attacks/vec2text/vec2text_training_job.h"
#include "demo/dialogue_corpus.h"
#include "embedders/dual_encoder_training.h"
#include "embedders/sentence_transformer.h"
#include "embedders/text_embedding.h"
#include "error.h"
#include "io/file_checksum.h"
#include "io/json_file.h"
#include "io/safetensors.h"
#include "io/sidecar_texts.h"
#include "store/dataset_store.h"

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

// Every setting of the build, by stage. A stage whose settings differ from those it was built
// with is rebuilt, and every stage after it.
struct Stage {
    QString name;
    QJsonObject settings;
};

const int kSeed = 20231;
const int kMaxLength = 32; // tokens per text, EOS included, for every model
const int kVocabPieces = 4000;

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
    const QJsonObject vec2textModel = t5Settings(3, 3);
    return {
        {QStringLiteral("corpus"),
         {{QStringLiteral("dev_every"), 50},
          {QStringLiteral("test_limit"), request.testLimit},
          {QStringLiteral("format"), 1}}},
        {QStringLiteral("vocabulary"), {{QStringLiteral("pieces"), kVocabPieces}}},
        {QStringLiteral("victim"),
         {{QStringLiteral("model"), t5Settings(4, 1)}, // the decoder count is unused
          {QStringLiteral("max_length"), kMaxLength},
          {QStringLiteral("scale"), 20.0},
          {QStringLiteral("trainer"), trainerSettings(6, 64, 1e-3, 300)}}},
        {QStringLiteral("case"),
         {{QStringLiteral("messages_sha256"),
           sha256OfFile(QDir(request.outFolder).filePath(QStringLiteral("messages.txt")))}}},
        {QStringLiteral("vec2text-inversion"),
         {{QStringLiteral("model"), vec2textModel},
          {QStringLiteral("repeat_tokens"), 8},
          {QStringLiteral("trainer"), trainerSettings(8, 64, 1e-3, 500)}}},
        {QStringLiteral("vec2text-corrector"),
         {{QStringLiteral("model"), vec2textModel},
          {QStringLiteral("trainer"), trainerSettings(6, 64, 1e-3, 500)}}},
        // The baselines as the papers set them (Adam 3e-4, batch 64), on the shared vocabulary.
        {QStringLiteral("mlc"),
         {{QStringLiteral("hidden"), 0},
          {QStringLiteral("trainer"), trainerSettings(10, 64, 3e-4, 0)}}},
        {QStringLiteral("msp"),
         {{QStringLiteral("hidden"), 512},
          {QStringLiteral("trainer"), trainerSettings(10, 64, 3e-4, 0)}}},
        // GEIA's decoder: a small GPT-2 trained from scratch, as the paper does at medium size.
        {QStringLiteral("geia"),
         {{QStringLiteral("model"),
           QJsonObject{{QStringLiteral("model_type"), QStringLiteral("gpt2")},
                       {QStringLiteral("vocab_size"), 4096},
                       {QStringLiteral("n_positions"), 64},
                       {QStringLiteral("n_embd"), 256},
                       {QStringLiteral("n_layer"), 4},
                       {QStringLiteral("n_head"), 4},
                       {QStringLiteral("activation_function"), QStringLiteral("gelu_new")}}},
          {QStringLiteral("trainer"), trainerSettings(8, 64, 3e-4, 500)}}},
    };
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

void writeLines(const QString& path, const QStringList& lines) {
    QSaveFile file(path);
    const QByteArray bytes = lines.join(QLatin1Char('\n')).toUtf8() + '\n';
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw buildError(path, QStringLiteral("cannot write the file: %1").arg(file.errorString()));
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

// The stages done so far, with their settings and durations, in WORK/state.json.
class BuildState {
public:
    BuildState(const QString& workFolder, bool resume, const std::vector<Stage>& plan)
        : path_(QDir(workFolder).filePath(QStringLiteral("state.json"))) {
        QFile file(path_);
        if (!file.exists()) return;
        if (!resume)
            throw buildError(workFolder,
                             QStringLiteral("a demo build was started in this work folder; pass "
                                            "--resume to go on with it, or remove the folder to "
                                            "start over"));
        if (!file.open(QIODevice::ReadOnly))
            throw buildError(path_, QStringLiteral("cannot read the build state"));
        done_ = QJsonDocument::fromJson(file.readAll()).object();
        // From the first stage built with other settings on, everything is built again.
        bool stale = false;
        for (const Stage& stage : plan) {
            const QJsonObject record = done_.value(stage.name).toObject();
            stale =
                stale || (!record.isEmpty() &&
                          record.value(QStringLiteral("settings")).toObject() != stage.settings);
            if (stale) {
                staleStages_ << stage.name;
                done_.remove(stage.name);
            }
        }
    }

    const QStringList& staleStages() const { return staleStages_; }
    bool isDone(const QString& stage) const { return done_.contains(stage); }
    double seconds(const QString& stage) const {
        return done_.value(stage).toObject().value(QStringLiteral("seconds")).toDouble();
    }
    QJsonObject results(const QString& stage) const {
        return done_.value(stage).toObject().value(QStringLiteral("results")).toObject();
    }

    void markDone(const Stage& stage, double seconds, const QJsonObject& results) {
        done_.insert(stage.name, QJsonObject{{QStringLiteral("settings"), stage.settings},
                                             {QStringLiteral("seconds"), seconds},
                                             {QStringLiteral("results"), results}});
        QSaveFile file(path_);
        const QByteArray bytes = QJsonDocument(done_).toJson();
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
            throw buildError(path_, QStringLiteral("cannot write the build state"));
    }

private:
    QString path_;
    QJsonObject done_;
    QStringList staleStages_;
};

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
        if (relative.startsWith(QStringLiteral("checkpoints/"))) continue;
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
        BuildState state(request_.workFolder, request_.resume, plan);
        for (const QString& stale : state.staleStages())
            say(QStringLiteral("stage %1: its settings changed; building it again").arg(stale));
        for (const Stage& stage : plan) {
            if (state.isDone(stage.name)) {
                say(QStringLiteral("stage %1: done earlier (%2)")
                        .arg(stage.name, duration(state.seconds(stage.name))));
                continue;
            }
            say(QStringLiteral("stage %1: starting").arg(stage.name));
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
    QString outPath(const QString& name) const { return out_.filePath(name); }

    const Corpora& corpora(int devEvery) {
        if (!corpora_) corpora_ = readCorpora(request_.dataFolder, devEvery);
        return *corpora_;
    }

    QJsonObject runStage(const Stage& stage) {
        if (stage.name == QLatin1String("corpus")) return buildCorpus(stage.settings);
        if (stage.name == QLatin1String("vocabulary")) return buildVocabulary(stage.settings);
        if (stage.name == QLatin1String("victim")) return trainVictim(stage.settings);
        if (stage.name == QLatin1String("case")) return buildCase();
        if (stage.name == QLatin1String("vec2text-inversion"))
            return trainVec2Text(stage.settings, Vec2TextTrainingRequest::Stage::Inversion);
        if (stage.name == QLatin1String("vec2text-corrector"))
            return trainVec2Text(stage.settings, Vec2TextTrainingRequest::Stage::Corrector);
        if (stage.name == QLatin1String("geia")) return trainGeia(stage.settings);
        return trainBagOfWords(stage.settings, stage.name == QLatin1String("mlc")
                                                   ? BagOfWordsAttack::Mlc
                                                   : BagOfWordsAttack::Msp);
    }

    QJsonObject buildCorpus(const QJsonObject& settings) {
        const Corpora& c = corpora(settings.value(QStringLiteral("dev_every")).toInt());
        const QStringList train = distinct(dialogueTexts(c.train, true));
        const QStringList dev = distinct(dialogueTexts(c.dev, false));
        QStringList test = dialogueTexts(c.test, false);
        test = test.mid(0, settings.value(QStringLiteral("test_limit")).toInt());
        writeLines(workPath(QStringLiteral("train.txt")), train);
        writeLines(workPath(QStringLiteral("dev.txt")), dev);
        writeLines(workPath(QStringLiteral("test.txt")), test);
        const BeirSet retrieval = replyRetrievalSet(c.test);
        writeBeir(retrieval, workPath(QStringLiteral("retrieval")));
        return {{QStringLiteral("train_texts"), train.size()},
                {QStringLiteral("train_pairs"), qsizetype(replyPairs(c.train).size())},
                {QStringLiteral("dev_texts"), dev.size()},
                {QStringLiteral("test_texts"), test.size()},
                {QStringLiteral("retrieval_queries"), retrieval.queryIds.size()},
                {QStringLiteral("retrieval_documents"), retrieval.docIds.size()}};
    }

    QJsonObject buildVocabulary(const QJsonObject& settings) {
        const QStringList train = readSidecarTexts(workPath(QStringLiteral("train.txt")));
        SentencePieceTokenizer::trainT5(train, workPath(QStringLiteral("spiece.model")),
                                        settings.value(QStringLiteral("pieces")).toInt());
        const SentencePieceTokenizer tokenizer =
            SentencePieceTokenizer::load(workPath(QStringLiteral("spiece.model")));
        return {{QStringLiteral("pieces"), tokenizer.pieceCount()}};
    }

    QJsonObject trainVictim(const QJsonObject& settings) {
        const Corpora& c = corpora(
            stageSettings(QStringLiteral("corpus")).value(QStringLiteral("dev_every")).toInt());
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
        DualEncoderTrainingTask task(victim, replyPairs(c.train), replyPairs(c.dev),
                                     options.batchSize,
                                     settings.value(QStringLiteral("scale")).toDouble());
        const TrainingResult result = train(task, options, cancel_, log_.trainingStep, log_.epoch);
        victim.save(workPath(QStringLiteral("victim/final")));
        exportFloat16(workPath(QStringLiteral("victim/final")), outPath(QStringLiteral("victim")));
        return trainingResults(result);
    }

    // The demo case: the project's own chat messages embedded by the shipped victim.
    QJsonObject buildCase() {
        const QString messages = outPath(QStringLiteral("messages.txt"));
        const QString casePath = outPath(QStringLiteral("demo.unembed"));
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(casePath + suffix);
        TextEmbeddingResult embedded =
            embedTexts({outPath(QStringLiteral("victim")), readSidecarTexts(messages), 32}, cancel_,
                       log_.progress);
        embedded.set.sourcePath = messages;
        CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
        const qint64 id = insertDataset(
            caseFile, embedded.set,
            {QStringLiteral("demo messages"), QStringLiteral("text"), sha256OfFile(messages)},
            cancel_, log_.progress);
        return {{QStringLiteral("dataset_id"), id},
                {QStringLiteral("rows"), embedded.set.texts.size()}};
    }

    QJsonObject trainVec2Text(const QJsonObject& settings, Vec2TextTrainingRequest::Stage which) {
        const bool inversion = which == Vec2TextTrainingRequest::Stage::Inversion;
        const QString name = inversion ? QStringLiteral("inverter") : QStringLiteral("corrector");
        const QString folder = workPath(name);
        QDir().mkpath(folder);
        // The whole pack shares the vocabulary of stage 2.
        const QString spm = QDir(folder).filePath(QStringLiteral("spiece.model"));
        if (!QFile::exists(spm)) QFile::copy(workPath(QStringLiteral("spiece.model")), spm);
        const QString config = workPath(name + QStringLiteral("-t5.json"));
        t5Config(settings).save(config);
        Vec2TextTrainingRequest request;
        request.stage = which;
        request.embedderFolder = outPath(QStringLiteral("victim")); // the shipped fp16 victim
        request.textsPath = workPath(QStringLiteral("train.txt"));
        request.devPath = inversion ? workPath(QStringLiteral("dev.txt")) : QString();
        request.outFolder = folder;
        request.configPath = config;
        request.inverterFolder = inversion ? QString() : outPath(QStringLiteral("inverter"));
        request.numRepeatTokens = stageSettings(QStringLiteral("vec2text-inversion"))
                                      .value(QStringLiteral("repeat_tokens"))
                                      .toInt();
        request.maxLength = kMaxLength;
        request.trainer = trainerOptions(settings, {});
        const TrainingJobSummary summary =
            trainVec2TextModel(request, cancel_, log_.trainingStep, log_.epoch, log_.progress);
        exportFloat16(folder, outPath(name));
        return summaryResults(summary);
    }

    // MLC or MSP against the shipped victim, on the vocabulary of stage 2.
    QJsonObject trainBagOfWords(const QJsonObject& settings, BagOfWordsAttack attack) {
        const QString name =
            attack == BagOfWordsAttack::Mlc ? QStringLiteral("mlc") : QStringLiteral("msp");
        BagOfWordsTrainingRequest request;
        request.attack = attack;
        request.embedderFolder = outPath(QStringLiteral("victim"));
        request.textsPath = workPath(QStringLiteral("train.txt"));
        request.devPath = workPath(QStringLiteral("dev.txt"));
        request.outFolder = workPath(name);
        request.tokenizerPath = workPath(QStringLiteral("spiece.model"));
        request.hidden = settings.value(QStringLiteral("hidden")).toInt();
        request.trainer = trainerOptions(settings, {});
        const BagOfWordsTrainingSummary summary =
            trainBagOfWordsModel(request, cancel_, log_.trainingStep, log_.epoch, log_.progress);
        exportFloat16(request.outFolder, outPath(name));
        QJsonObject results = summaryResults(summary);
        if (summary.threshold) {
            results.insert(QStringLiteral("threshold"), *summary.threshold);
            results.insert(QStringLiteral("threshold_token_f1"), summary.thresholdF1);
        }
        return results;
    }

    QJsonObject trainGeia(const QJsonObject& settings) {
        const QString config = workPath(QStringLiteral("geia-gpt2.json"));
        writeJsonFile(config, settings.value(QStringLiteral("model")).toObject());
        GeiaTrainingRequest request;
        request.embedderFolder = outPath(QStringLiteral("victim"));
        request.textsPath = workPath(QStringLiteral("train.txt"));
        request.devPath = workPath(QStringLiteral("dev.txt"));
        request.outFolder = workPath(QStringLiteral("geia"));
        request.configPath = config;
        request.tokenizerPath = workPath(QStringLiteral("spiece.model"));
        request.maxLength = kMaxLength;
        request.trainer = trainerOptions(settings, {});
        const TrainingJobSummary summary =
            trainGeiaModel(request, cancel_, log_.trainingStep, log_.epoch, log_.progress);
        exportFloat16(request.outFolder, outPath(QStringLiteral("geia")));
        return summaryResults(summary);
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
};

} // namespace

void buildDemo(const DemoBuildRequest& request, const CancelToken* cancel,
               const DemoBuildLog& log) {
    DemoBuilder(request, cancel, log).run();
}

} // namespace unembed
