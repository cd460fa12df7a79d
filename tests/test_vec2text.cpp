// Vec2Text end to end on a tiny victim: a base inverter and a corrector trained inside the test
// on thirty sentences learn to recover them, correction rounds never lower the best cosine and
// fix what the base model got wrong, folders round-trip, and mismatched models are refused.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/vec2text/correction.h"
#include "attacks/vec2text/vec2text_run.h"
#include "attacks/vec2text/vec2text_training.h"
#include "attacks/vec2text/vec2text_training_job.h"
#include "embedders/sentence_transformer.h"
#include "error.h"
#include "store/dataset_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "tensor_compare.h"
#include "test_support.h"
#include "test_victim.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

const QStringList& kSentences = test::kTinySentences;

// The tiny victim and the spec of attackers trained against it.
struct Fixture : test::TinyVictim {
    Vec2TextSpec spec{16, 4, 16, QStringLiteral("tiny-victim")};
};

} // namespace

class TestVec2Text : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void baseInverterLearnsToRecoverItsTrainingSentences() {
        Fixture f;
        const EmbeddedTexts corpus = embedWithVictim(kSentences, *f.victim);
        torch::manual_seed(5);
        Vec2TextInverter inverter(test::tinyT5Config(96), f.spec);
        InverterTrainingTask task(inverter, *f.tokenizer, corpus);
        std::vector<EpochReport> epochs;
        const TrainingResult result = train(task, test::quickTraining(150), nullptr, {},
                                            [&](const EpochReport& r) { epochs.push_back(r); });
        QCOMPARE(result.steps, 450);
        QCOMPARE(epochs.size(), size_t(150));
        QVERIFY(epochs.back().trainLoss < 0.05 * epochs.front().trainLoss);
        const EmbeddedTexts guesses =
            baseHypotheses(*inverter, *f.tokenizer, corpus, *f.victim, 16);
        const int exact = test::exactMatches(guesses.texts, kSentences);
        qInfo("base inverter after 150 epochs: %d of %d exact", exact, int(kSentences.size()));
        QVERIFY(exact >= 27);
    }

    void trainedModelsRecoverAndCorrect() {
        Fixture f;
        const EmbeddedTexts corpus = embedWithVictim(kSentences, *f.victim);
        torch::manual_seed(5);
        Vec2TextInverter inverter(test::tinyT5Config(96), f.spec);
        InverterTrainingTask inverterTask(inverter, *f.tokenizer, corpus);
        const double before = inverterTask.batchLoss({0, 1, 2, 3, 4, 5, 6, 7, 8, 9}).item<double>();
        // A short run: the base model gets some sentences right and leaves work for the corrector.
        train(inverterTask, test::quickTraining(25), nullptr, {}, {});
        const double after = inverterTask.batchLoss({0, 1, 2, 3, 4, 5, 6, 7, 8, 9}).item<double>();
        QVERIFY2(after < 0.25 * before,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));

        const EmbeddedTexts hypotheses =
            baseHypotheses(*inverter, *f.tokenizer, corpus, *f.victim, 16);
        const int baseExact = test::exactMatches(hypotheses.texts, kSentences);
        qInfo("base inverter: %d of %d exact", baseExact, int(kSentences.size()));
        QVERIFY(baseExact < 20); // work left for the corrector

        torch::manual_seed(6);
        Vec2TextCorrector corrector(test::tinyT5Config(96), f.spec);
        CorrectorTrainingTask correctorTask(corrector, *f.tokenizer, corpus, hypotheses);
        train(correctorTask, test::quickTraining(150), nullptr, {}, {});

        const QString inverterFolder = f.dir.filePath(QStringLiteral("inverter"));
        const QString correctorFolder = f.dir.filePath(QStringLiteral("corrector"));
        saveVec2TextInverter(*inverter, *f.tokenizer, inverterFolder);
        saveVec2TextCorrector(*corrector, *f.tokenizer, correctorFolder);
        Vec2TextInversion attack(loadVec2TextInverter(inverterFolder), inverterFolder,
                                 loadVec2TextCorrector(correctorFolder), correctorFolder,
                                 *f.victim);
        CorrectionOptions options;
        options.steps = 5;
        options.sequenceBeamWidth = 2;
        std::vector<CorrectionRound> observed;
        const auto results =
            attack.invert(corpus.embeddings, options, nullptr,
                          [&](const CorrectionRound& r) { observed.push_back(r); });
        QCOMPARE(results.size(), size_t(kSentences.size()));
        size_t recorded = 0;
        QStringList corrected;
        for (size_t i = 0; i < results.size(); ++i) {
            const auto& rounds = results[i].rounds;
            QVERIFY(!rounds.empty());
            QCOMPARE(rounds.front().round, 0);
            QCOMPARE(rounds.front().text, hypotheses.texts[int(i)]);
            for (size_t r = 1; r < rounds.size(); ++r)
                QVERIFY2(rounds[r].cosine >= rounds[r - 1].cosine, qPrintable(rounds[r].text));
            QCOMPARE(results[i].cosine, rounds.back().cosine);
            recorded += rounds.size();
            corrected << results[i].text;
        }
        QCOMPARE(observed.size(), recorded);
        const int correctedExact = test::exactMatches(corrected, kSentences);
        qInfo("after correction: %d of %d exact", correctedExact, int(kSentences.size()));
        QVERIFY(correctedExact >= baseExact + 15);

        // The same attack as a stored run on a dataset of a case, and through the CLI.
        const QString embedderFolder = f.dir.filePath(QStringLiteral("victim"));
        f.victim->save(embedderFolder);
        const QString casePath = f.dir.filePath(QStringLiteral("case.unembed"));
        CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
        EmbeddingSet set;
        set.sourcePath = QStringLiteral("test vectors");
        const torch::Tensor flat = corpus.embeddings.contiguous();
        set.vectors = FloatMatrix::owned(
            std::vector<float>(flat.data_ptr<float>(), flat.data_ptr<float>() + flat.numel()),
            flat.size(0), flat.size(1));
        set.texts = kSentences;
        const qint64 datasetId = insertDataset(
            caseFile, set,
            {QStringLiteral("sentences"), QStringLiteral("test"), QStringLiteral("-")});
        Vec2TextRunRequest request{
            inverterFolder, correctorFolder, embedderFolder, datasetId, 6, options, {}, {}};
        std::vector<CorrectionRound> live;
        const Vec2TextRunResult run = runVec2Text(
            caseFile, request, nullptr, [&](const CorrectionRound& r) { live.push_back(r); });
        QCOMPARE(run.samples, 6);
        QCOMPARE(findRun(caseFile, run.runId)->status, QStringLiteral("finished"));
        // The run says whether its corrector corrects with feedback (the ablation's label).
        QVERIFY(QJsonDocument::fromJson(findRun(caseFile, run.runId)->paramsJson.toUtf8())
                    .object()
                    .value(QStringLiteral("feedback"))
                    .toBool(false));
        const auto samples = runSamples(caseFile, run.runId);
        QCOMPARE(samples.size(), size_t(6));
        size_t storedRounds = 0;
        for (const RunSampleInfo& sample : samples) {
            const auto rounds = sampleRounds(caseFile, sample.id);
            QCOMPARE(sample.finalText, results[size_t(sample.row)].text);
            QCOMPARE(rounds.back().hypothesis, sample.finalText);
            QVERIFY(rounds.front().candidatesJson.startsWith(QLatin1Char('[')));
            storedRounds += rounds.size();
        }
        QCOMPARE(storedRounds, live.size());
        QCOMPARE(listModels(caseFile).size(), size_t(2));

        QProcess cli;
        cli.start(QStringLiteral(UNEMBED_CLI), {QStringLiteral("invert"),
                                                QStringLiteral("--attack"),
                                                QStringLiteral("vec2text"),
                                                QStringLiteral("--inverter"),
                                                inverterFolder,
                                                QStringLiteral("--corrector"),
                                                correctorFolder,
                                                QStringLiteral("--embedder"),
                                                embedderFolder,
                                                QStringLiteral("--case"),
                                                casePath,
                                                QStringLiteral("--dataset"),
                                                QString::number(datasetId),
                                                QStringLiteral("--steps"),
                                                QStringLiteral("5"),
                                                QStringLiteral("--sbeam"),
                                                QStringLiteral("2"),
                                                QStringLiteral("--limit"),
                                                QStringLiteral("3"),
                                                QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(120000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonObject printed = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray printedSamples = printed.value(QStringLiteral("samples")).toArray();
        QCOMPARE(printedSamples.size(), 3);
        for (const QJsonValue& value : printedSamples) {
            const QJsonObject sample = value.toObject();
            const auto row = size_t(sample.value(QStringLiteral("row")).toInt());
            QCOMPARE(sample.value(QStringLiteral("text")).toString(), results[row].text);
            QCOMPARE(sample.value(QStringLiteral("rounds")).toArray().size(),
                     qsizetype(results[row].rounds.size()));
        }
    }

    void cliTrainsBothStagesAndResumes() {
        Fixture f;
        const QString victimFolder = f.dir.filePath(QStringLiteral("victim"));
        f.victim->save(victimFolder);
        const QString texts = f.dir.filePath(QStringLiteral("texts.txt"));
        QFile textFile(texts);
        QVERIFY(textFile.open(QIODevice::WriteOnly));
        textFile.write(kSentences.join(QLatin1Char('\n')).toUtf8());
        textFile.close();
        const QString config = f.dir.filePath(QStringLiteral("t5.json"));
        test::tinyT5Config(96).save(config);
        QString lastError;
        int lastExitCode = 0;
        const auto trainCli = [&](const QStringList& extra) {
            QProcess cli;
            // A rate of the caller's, or 3e-3.
            const QStringList rate =
                extra.contains(QStringLiteral("--lr"))
                    ? QStringList{}
                    : QStringList{QStringLiteral("--lr"), QStringLiteral("3e-3")};
            cli.start(QStringLiteral(UNEMBED_CLI),
                      QStringList{QStringLiteral("train")} + extra + rate +
                          QStringList{QStringLiteral("--embedder"), victimFolder,
                                      QStringLiteral("--texts"), texts,
                                      QStringLiteral("--batch-size"), QStringLiteral("10"),
                                      QStringLiteral("--repeat-tokens"), QStringLiteral("4"),
                                      QStringLiteral("--max-length"), QStringLiteral("16"),
                                      QStringLiteral("--json")});
            cli.waitForFinished(120000);
            lastError = QString::fromUtf8(cli.readAllStandardError());
            lastExitCode = cli.exitCode();
            return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        };
        const QString inverterFolder = f.dir.filePath(QStringLiteral("inverter"));
        QJsonObject first = trainCli({QStringLiteral("vec2text-inversion"), QStringLiteral("--out"),
                                      inverterFolder, QStringLiteral("--config"), config,
                                      QStringLiteral("--epochs"), QStringLiteral("2")});
        QCOMPARE(first.value(QStringLiteral("steps")).toInt(), 6);
        QCOMPARE(first.value(QStringLiteral("resumed")).toBool(), false);
        // Other settings in the same folder are refused rather than silently mixed in.
        trainCli({QStringLiteral("vec2text-inversion"), QStringLiteral("--out"), inverterFolder,
                  QStringLiteral("--config"), config, QStringLiteral("--epochs"),
                  QStringLiteral("4")});
        QCOMPARE(lastExitCode, 1); // an input error
        QVERIFY2(lastError.contains(QStringLiteral("trainer_state.json")) &&
                     lastError.contains(QStringLiteral("other training settings")) &&
                     lastError.contains(QStringLiteral("(epochs 2 there, 4 now)")) &&
                     lastError.contains(QStringLiteral("or remove %1 to start over")
                                            .arg(inverterFolder + QStringLiteral("/checkpoints"))),
                 qPrintable(lastError));
        // The same settings again: the finished run is picked up from its checkpoint.
        QJsonObject again = trainCli({QStringLiteral("vec2text-inversion"), QStringLiteral("--out"),
                                      inverterFolder, QStringLiteral("--config"), config,
                                      QStringLiteral("--epochs"), QStringLiteral("2")});
        QCOMPARE(again.value(QStringLiteral("steps")).toInt(), 6);
        QCOMPARE(again.value(QStringLiteral("resumed")).toBool(), true);
        QCOMPARE(again.value(QStringLiteral("epochs")).toArray().size(), 0); // none left to run
        const LoadedInverter inverter = loadVec2TextInverter(inverterFolder);
        QCOMPARE(inverter.model->spec().embeddingDim, 16);
        QCOMPARE(inverter.model->spec().victimName, QStringLiteral("victim"));

        const QString correctorFolder = f.dir.filePath(QStringLiteral("corrector"));
        QJsonObject corrector = trainCli(
            {QStringLiteral("vec2text-corrector"), QStringLiteral("--out"), correctorFolder,
             QStringLiteral("--config"), config, QStringLiteral("--inverter"), inverterFolder,
             QStringLiteral("--epochs"), QStringLiteral("1")});
        QCOMPARE(corrector.value(QStringLiteral("steps")).toInt(), 3);
        QCOMPARE(loadVec2TextCorrector(correctorFolder).model->spec().numRepeatTokens, 4);
        QVERIFY(loadVec2TextCorrector(correctorFolder).model->spec().feedback);
        QCOMPARE(corrector.value(QStringLiteral("warnings")).toArray().size(), 0);

        // An inverter that names another embedder: the corrector trains all the same, says so,
        // and names the embedder of its own targets.
        const QString renamed =
            test::copyFolder(inverterFolder, f.dir.filePath(QStringLiteral("inverter-renamed")));
        {
            QFile file(QDir(renamed).filePath(QStringLiteral("config.json")));
            QVERIFY(file.open(QIODevice::ReadWrite));
            QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
            QJsonObject block = json.value(QStringLiteral("unembed")).toObject();
            QJsonObject trainedFor = block.value(QStringLiteral("victim")).toObject();
            trainedFor.insert(QStringLiteral("name"), QStringLiteral("another-embedder"));
            block.insert(QStringLiteral("victim"), trainedFor);
            json.insert(QStringLiteral("unembed"), block);
            QVERIFY(file.resize(0));
            file.write(QJsonDocument(json).toJson());
        }
        const QString warnedFolder = f.dir.filePath(QStringLiteral("corrector-warned"));
        const QJsonObject warned =
            trainCli({QStringLiteral("vec2text-corrector"), QStringLiteral("--out"), warnedFolder,
                      QStringLiteral("--config"), config, QStringLiteral("--inverter"), renamed,
                      QStringLiteral("--epochs"), QStringLiteral("1")});
        QVERIFY2(lastExitCode == 0, qPrintable(lastError));
        const QJsonArray warnings = warned.value(QStringLiteral("warnings")).toArray();
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings.first().toString().contains(QStringLiteral("named another-embedder")));
        QVERIFY(
            lastError.contains(QStringLiteral("warning: inverter-renamed was trained against")));
        QCOMPARE(loadVec2TextCorrector(warnedFolder).model->spec().victimName,
                 QStringLiteral("victim"));

        // Vec2Text's ablation: a corrector trained without the hypothesis's embedding.
        const QString blindFolder = f.dir.filePath(QStringLiteral("corrector-no-feedback"));
        trainCli({QStringLiteral("vec2text-corrector"), QStringLiteral("--out"), blindFolder,
                  QStringLiteral("--config"), config, QStringLiteral("--inverter"), inverterFolder,
                  QStringLiteral("--epochs"), QStringLiteral("1"),
                  QStringLiteral("--no-feedback")});
        QVERIFY(!loadVec2TextCorrector(blindFolder).model->spec().feedback);

        // A corrector started from its inverter: after one step at a negligible rate it still
        // holds the inverter's T5 and its projection for the target and the hypothesis.
        const QString startedFolder = f.dir.filePath(QStringLiteral("corrector-from-inverter"));
        trainCli({QStringLiteral("vec2text-corrector"), QStringLiteral("--out"), startedFolder,
                  QStringLiteral("--init-from-inverter"), QStringLiteral("--inverter"),
                  inverterFolder, QStringLiteral("--epochs"), QStringLiteral("1"),
                  QStringLiteral("--lr"), QStringLiteral("1e-12")});
        QVERIFY2(lastExitCode == 0, qPrintable(lastError));
        const LoadedCorrector started = loadVec2TextCorrector(startedFolder);
        const auto same = [](const torch::nn::Module& a, const torch::nn::Module& b) {
            const auto reference = b.named_parameters();
            for (const auto& p : a.named_parameters())
                if (!test::closeValues(p.value(), reference[p.key()], 1e-4, 1e-6)) return false;
            return true;
        };
        QVERIFY(same(*started.model->encoder_decoder, *inverter.model->encoder_decoder));
        QVERIFY(same(*started.model->embedding_transform_1, *inverter.model->embedding_transform));
        QVERIFY(same(*started.model->embedding_transform_3, *inverter.model->embedding_transform));
        QVERIFY(!same(*started.model->embedding_transform_2, *inverter.model->embedding_transform));
        // Cross-fitted hypotheses: two fold inverters, each trained without half of the texts,
        // then a corrector on their hypotheses.
        QStringList folds;
        for (const QString& fold : {QStringLiteral("1/2"), QStringLiteral("2/2")}) {
            folds << f.dir.filePath(QStringLiteral("fold-%1").arg(folds.size() + 1));
            const QJsonObject trained = trainCli(
                {QStringLiteral("vec2text-inversion"), QStringLiteral("--out"), folds.last(),
                 QStringLiteral("--config"), config, QStringLiteral("--epochs"),
                 QStringLiteral("1"), QStringLiteral("--leave-out"), fold});
            QVERIFY2(lastExitCode == 0, qPrintable(lastError));
            QCOMPARE(trained.value(QStringLiteral("steps")).toInt(), 2); // 15 texts, 10 a step
        }
        // The other fold has as many texts: its checkpoint is still not this fold's.
        trainCli({QStringLiteral("vec2text-inversion"), QStringLiteral("--out"), folds.first(),
                  QStringLiteral("--config"), config, QStringLiteral("--epochs"),
                  QStringLiteral("1"), QStringLiteral("--leave-out"), QStringLiteral("2/2")});
        QCOMPARE(lastExitCode, 1);
        QVERIFY2(lastError.contains(QStringLiteral("leave_out")) &&
                     lastError.contains(QStringLiteral("other training settings")),
                 qPrintable(lastError));
        const QJsonObject crossFitted = trainCli(
            {QStringLiteral("vec2text-corrector"), QStringLiteral("--out"),
             f.dir.filePath(QStringLiteral("corrector-cross-fitted")),
             QStringLiteral("--init-from-inverter"), QStringLiteral("--inverter"), inverterFolder,
             QStringLiteral("--fold-inverters"), folds.join(QLatin1Char(',')),
             QStringLiteral("--epochs"), QStringLiteral("1")});
        QVERIFY2(lastExitCode == 0, qPrintable(lastError));
        QCOMPARE(crossFitted.value(QStringLiteral("steps")).toInt(), 3);
        trainCli({QStringLiteral("vec2text-inversion"), QStringLiteral("--out"),
                  f.dir.filePath(QStringLiteral("refused")), QStringLiteral("--config"), config,
                  QStringLiteral("--leave-out"), QStringLiteral("3/2")});
        QCOMPARE(lastExitCode, 2);
        QVERIFY2(lastError.contains(QStringLiteral("--leave-out")), qPrintable(lastError));
        trainCli({QStringLiteral("vec2text-corrector"), QStringLiteral("--out"),
                  f.dir.filePath(QStringLiteral("refused")), QStringLiteral("--init-from-inverter"),
                  QStringLiteral("--inverter"), inverterFolder, QStringLiteral("--leave-out"),
                  QStringLiteral("1/2")});
        QCOMPARE(lastExitCode, 2);
        QVERIFY2(lastError.contains(QStringLiteral("--leave-out is for vec2text-inversion only")),
                 qPrintable(lastError));
        trainCli({QStringLiteral("vec2text-corrector"), QStringLiteral("--out"),
                  f.dir.filePath(QStringLiteral("refused")), QStringLiteral("--init-from-inverter"),
                  QStringLiteral("--inverter"), inverterFolder, QStringLiteral("--fold-inverters"),
                  inverterFolder});
        QCOMPARE(lastExitCode, 1);
        QVERIFY2(lastError.contains(QStringLiteral("at least two")), qPrintable(lastError));
        // It takes the inverter's shape and vocabulary: a config besides is refused.
        trainCli({QStringLiteral("vec2text-corrector"), QStringLiteral("--out"),
                  f.dir.filePath(QStringLiteral("refused")), QStringLiteral("--init-from-inverter"),
                  QStringLiteral("--config"), config, QStringLiteral("--inverter"),
                  inverterFolder});
        QCOMPARE(lastExitCode, 1);
        QVERIFY2(lastError.contains(QStringLiteral("--config")), qPrintable(lastError));
    }

    void crossFittedHypothesesComeFromTheInverterThatNeverSawTheText() {
        Fixture f;
        const EmbeddedTexts corpus = embedWithVictim(kSentences, *f.victim);
        QStringList folders;
        std::vector<Vec2TextInverter> inverters;
        for (int fold = 0; fold < 2; ++fold) {
            torch::manual_seed(20 + fold);
            Vec2TextSpec spec = f.spec;
            spec.leftOut = {fold + 1, 2, kSentences.size()};
            inverters.emplace_back(test::tinyT5Config(96), spec);
            InverterTrainingTask task(inverters.back(), *f.tokenizer,
                                      foldRows(corpus, fold, 2, false));
            QCOMPARE(task.exampleCount(), 15);
            train(task, test::quickTraining(10), nullptr, {}, {});
            folders << f.dir.filePath(QStringLiteral("fold-%1").arg(fold));
            saveVec2TextInverter(*inverters.back(), *f.tokenizer, folders.last());
        }
        const EmbeddedTexts hypotheses = crossFittedHypotheses(folders, corpus, *f.victim, 8);
        QCOMPARE(hypotheses.texts.size(), kSentences.size());
        for (int fold = 0; fold < 2; ++fold) {
            LoadedInverter loaded = loadVec2TextInverter(folders[fold]);
            const EmbeddedTexts own = baseHypotheses(*loaded.model, loaded.tokenizer,
                                                     foldRows(corpus, fold, 2, true), *f.victim, 8);
            for (int j = 0; j < own.texts.size(); ++j) {
                QCOMPARE(hypotheses.texts[fold + 2 * j], own.texts[j]);
                QVERIFY(test::sameValues(hypotheses.embeddings[fold + 2 * j], own.embeddings[j]));
            }
        }
        // The two inverters do not guess alike: the assignment above is observable.
        LoadedInverter first = loadVec2TextInverter(folders[0]);
        QVERIFY(baseHypotheses(*first.model, first.tokenizer, corpus, *f.victim, 8).texts !=
                hypotheses.texts);
        QVERIFY_THROWS_EXCEPTION(
            InputError,
            crossFittedHypotheses(folders + folders, foldRows(corpus, 0, 10, true), *f.victim, 8));
        // Folders in the wrong order, or for other texts, would give in-sample hypotheses.
        try {
            crossFittedHypotheses({folders[1], folders[0]}, corpus, *f.victim, 8);
            QFAIL("fold inverters in the wrong order were taken");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("--leave-out 1/2")),
                     qPrintable(e.message()));
        }
        QVERIFY_THROWS_EXCEPTION(
            InputError, crossFittedHypotheses(folders, foldRows(corpus, 0, 2, true), *f.victim, 8));
    }

    void withoutFeedbackTheHypothesisEmbeddingIsNotRead() {
        Fixture f;
        torch::manual_seed(9);
        Vec2TextSpec blind = f.spec;
        blind.feedback = false;
        Vec2TextCorrector corrector(test::tinyT5Config(96), blind);
        corrector->eval();
        const torch::Tensor target = torch::randn({2, blind.embeddingDim});
        const torch::Tensor ids = torch::tensor({{5, 6, 1}, {7, 1, 0}}, torch::kLong);
        const torch::Tensor mask = torch::tensor({{1, 1, 1}, {1, 1, 0}}, torch::kLong);
        const torch::Tensor decoder = torch::tensor({{0, 5}, {0, 7}}, torch::kLong);
        torch::NoGradGuard noGrad;
        const torch::Tensor one =
            corrector->forward(target, torch::randn({2, blind.embeddingDim}), ids, mask, decoder);
        const torch::Tensor other =
            corrector->forward(target, torch::randn({2, blind.embeddingDim}), ids, mask, decoder);
        QVERIFY(test::sameValues(one, other));
        // With feedback the same weights do read it.
        Vec2TextSpec seeing = blind;
        seeing.feedback = true;
        Vec2TextCorrector withFeedback(test::tinyT5Config(96), seeing);
        withFeedback->eval();
        QVERIFY(
            !test::sameValues(withFeedback->forward(target, torch::randn({2, seeing.embeddingDim}),
                                                    ids, mask, decoder),
                              withFeedback->forward(target, torch::randn({2, seeing.embeddingDim}),
                                                    ids, mask, decoder)));
        const QString folder = f.dir.filePath(QStringLiteral("blind"));
        saveVec2TextCorrector(*corrector, *f.tokenizer, folder);
        QVERIFY(!loadVec2TextCorrector(folder).model->spec().feedback);
    }

    // Withheld feedback is what a corrector trained without it sees: the same weights loaded as
    // a no-feedback corrector propose the same corrections; with its feedback it proposes others.
    void withheldFeedbackIsTheNoFeedbackCorrectorsInput() {
        Fixture f;
        const EmbeddedTexts corpus = embedWithVictim(kSentences, *f.victim);
        torch::manual_seed(11);
        Vec2TextInverter inverter(test::tinyT5Config(96), f.spec);
        Vec2TextCorrector seeing(test::tinyT5Config(96), f.spec);
        Vec2TextSpec blindSpec = f.spec;
        blindSpec.feedback = false;
        Vec2TextCorrector blind(test::tinyT5Config(96), blindSpec);
        {
            torch::NoGradGuard noGrad;
            // Untrained, it would end every text at once: with the end and pad tokens' (tied)
            // embeddings at zero, their logits are 0 and some other token's is larger.
            const T5Config& config = seeing->encoder_decoder->config();
            const torch::Tensor table = seeing->encoder_decoder->shared->weight;
            table[config.eosTokenId].zero_();
            table[config.padTokenId].zero_();
            // And what it reads of its inputs would barely move its choices: the cross-attention
            // made to outweigh the rest of the decoder's sums.
            for (const auto& p : seeing->named_parameters())
                if (p.key().find("EncDecAttention.o.weight") != std::string::npos)
                    p.value().mul_(100.0);
            const auto source = seeing->named_parameters();
            for (const auto& p : blind->named_parameters())
                p.value().copy_(source[p.key()]);
        }
        const QString inverterFolder = f.dir.filePath(QStringLiteral("inverter"));
        const QString seeingFolder = f.dir.filePath(QStringLiteral("seeing"));
        const QString blindFolder = f.dir.filePath(QStringLiteral("blind"));
        saveVec2TextInverter(*inverter, *f.tokenizer, inverterFolder);
        saveVec2TextCorrector(*seeing, *f.tokenizer, seeingFolder);
        saveVec2TextCorrector(*blind, *f.tokenizer, blindFolder);
        const auto proposals = [&](const QString& correctorFolder, bool withhold) {
            Vec2TextInversion attack(loadVec2TextInverter(inverterFolder), inverterFolder,
                                     loadVec2TextCorrector(correctorFolder), correctorFolder,
                                     *f.victim);
            CorrectionOptions options;
            options.steps = 1;
            options.withholdFeedback = withhold;
            QStringList texts;
            for (const InversionResult& result : attack.invert(corpus.embeddings, options))
                for (const CorrectionRound& round : result.rounds)
                    for (const CorrectionCandidate& candidate : round.candidates)
                        texts << candidate.text;
            return texts;
        };
        const QStringList withheld = proposals(seeingFolder, true);
        QVERIFY(!withheld.isEmpty());
        QCOMPARE(withheld, proposals(blindFolder, false));
        QVERIFY(withheld != proposals(seeingFolder, false));
    }

    void givenHypothesesReplaceTheDecodedOnesLineForLine() {
        Fixture f;
        const QString victimFolder = f.dir.filePath(QStringLiteral("victim"));
        f.victim->save(victimFolder);
        const auto writeLines = [&](const QString& name, const QStringList& lines) {
            const QString path = f.dir.filePath(name);
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly)) return QString();
            file.write((lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
            return path;
        };
        const QString config = f.dir.filePath(QStringLiteral("t5.json"));
        test::tinyT5Config(96).save(config);
        Vec2TextTrainingRequest request;
        request.victim = victimFolder;
        request.textsPath = writeLines(QStringLiteral("texts.txt"), kSentences);
        request.numRepeatTokens = 4;
        request.maxLength = 16;
        request.trainer = test::quickTraining(2);
        request.trainer.batchSize = 10;
        request.outFolder = f.dir.filePath(QStringLiteral("inverter"));
        request.configPath = config;
        trainVec2TextModel(request);

        request.stage = Vec2TextTrainingRequest::Stage::Corrector;
        request.inverterFolder = request.outFolder;
        request.configPath.clear();
        request.initFromInverter = true;
        request.trainer.epochs = 1;
        const auto corrector = [&](const QString& name, const QString& hypotheses) {
            request.outFolder = f.dir.filePath(name);
            request.hypothesesPath = hypotheses;
            trainVec2TextModel(request);
            return loadVec2TextCorrector(request.outFolder);
        };
        // The base inverter's own hypotheses, given as a file, train the same corrector as
        // decoding them does; other lines train another one.
        LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
        const QStringList own =
            baseHypotheses(*inverter.model, inverter.tokenizer,
                           embedWithVictim(kSentences, *f.victim), *f.victim, 32)
                .texts;
        QVERIFY(own != kSentences);
        const QString ownFile = writeLines(QStringLiteral("own.txt"), own);
        QStringList shifted = own;
        shifted.move(0, shifted.size() - 1); // text i gets text i + 1's hypothesis
        const QString shiftedFile = writeLines(QStringLiteral("shifted.txt"), shifted);
        QVERIFY(!ownFile.isEmpty() && !shiftedFile.isEmpty()); // else decoding would stand in
        const LoadedCorrector decoded = corrector(QStringLiteral("decoded"), {});
        const LoadedCorrector given = corrector(QStringLiteral("given"), ownFile);
        const LoadedCorrector other = corrector(QStringLiteral("shifted"), shiftedFile);
        const auto weights = [](const LoadedCorrector& c) {
            return c.model->encoder_decoder->named_parameters()[std::string("shared.weight")];
        };
        QVERIFY(test::closeValues(weights(given), weights(decoded)));
        QVERIFY(!test::closeValues(weights(other), weights(decoded)));
        // A finished checkpoint of other hypotheses is not resumed.
        request.outFolder = f.dir.filePath(QStringLiteral("given"));
        request.hypothesesPath = shiftedFile;
        try {
            trainVec2TextModel(request);
            QFAIL("a checkpoint of other hypotheses was resumed");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("hypotheses_sha256")),
                     qPrintable(e.message()));
        }
        // One line per text, or a clear refusal naming the file.
        request.outFolder = f.dir.filePath(QStringLiteral("short"));
        request.hypothesesPath = writeLines(QStringLiteral("short.txt"), own.mid(0, 3));
        try {
            trainVec2TextModel(request);
            QFAIL("3 hypotheses were taken for 30 texts");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(request.hypothesesPath) &&
                         e.message().contains(QStringLiteral("30 lines")) &&
                         e.message().contains(QStringLiteral("found 3 lines")),
                     qPrintable(e.message()));
        }
        request.foldInverters = {request.inverterFolder, request.inverterFolder};
        QVERIFY_THROWS_EXCEPTION(InputError, trainVec2TextModel(request));
    }

    void foldersRoundTripAndRefuseMismatches() {
        Fixture f;
        torch::manual_seed(9);
        Vec2TextCorrector corrector(test::tinyT5Config(96), f.spec);
        const QString folder = f.dir.filePath(QStringLiteral("corrector"));
        saveVec2TextCorrector(*corrector, *f.tokenizer, folder);
        const LoadedCorrector loaded = loadVec2TextCorrector(folder);
        const auto original = corrector->named_parameters();
        const auto reread = loaded.model->named_parameters();
        QCOMPARE(reread.size(), original.size());
        for (const auto& p : original)
            QVERIFY2(test::sameValues(p.value(), reread[p.key()]), p.key().c_str());
        QVERIFY(original.contains("embedding_transform_1.0.weight"));
        QVERIFY(original.contains("embedding_transform_3.3.bias"));
        QVERIFY(original.contains("layernorm.weight"));
        QVERIFY(original.contains("encoder_decoder.shared.weight"));

        try {
            loadVec2TextInverter(folder);
            QFAIL("a corrector folder loaded as an inverter");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("vec2text-inversion")) &&
                         e.message().contains(QStringLiteral("vec2text-corrector")),
                     qPrintable(e.message()));
        }
        Vec2TextSpec wide = f.spec;
        wide.embeddingDim = 24;
        wide.victimName = QStringLiteral("another-embedder");
        try {
            requireVictimFits(wide.victim(), folder, *f.victim);
            QFAIL("a 24-dimensional attacker was accepted for a 16-dimensional victim");
        } catch (const InputError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("expected 16, found 24")) &&
                         e.message().contains(QStringLiteral("another-embedder")),
                     qPrintable(e.message()));
        }
    }
};

QTEST_GUILESS_MAIN(TestVec2Text)
#include "test_vec2text.moc"
