// MLC end to end on a tiny victim: the micro precision/recall/F1 helper against a hand count, a
// classifier trained inside the test that recovers the token sets of its thirty sentences, the
// threshold sweep and its best point kept in the folder, a bit-exact folder round trip, dimension
// mismatches refused, runs stored in a case file, and the CLI's train and invert.
#include "bag_of_words_fixture.h"
#include "tensor_compare.h"

#include "attacks/bag_of_words_run.h"
#include "attacks/mlc/mlc_folder.h"
#include "error.h"
#include "eval/report_tables.h"
#include "eval/run_facts.h"
#include "eval/sample_audit.h"
#include "eval/sample_estimate.h"
#include "io/json_file.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "test_support.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <memory>

using namespace unembed;

namespace {

// The model every test below starts from: one hidden layer, trained to overfit the sentences.
MlcModel trainedModel(const test::BagOfWordsFixture& f) {
    torch::manual_seed(4);
    MlcModel model(MlcSpec{16, f.tokenizer->pieceCount(), 128, QStringLiteral("tiny-victim")});
    MlcTrainingTask task(model, *f.tokenizer, f.corpus);
    train(task, test::quickTraining(400));
    return model;
}

} // namespace

class TestMlc : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void microScoresPoolCountsOverSentences() {
        // Sentence 1: {1, 2, 3} against {1, 2, 5}: 2 hits of 3 predicted, 3 to find.
        // Sentence 2: {4, 4} against {4, 6, 4}: repeats count once, 1 hit of 1, 2 to find.
        const MicroPrf scores = tokenMicroScores({{1, 2, 3}, {4, 4}}, {{1, 2, 5}, {4, 6, 4}});
        QCOMPARE(scores.truePositives(), 3);
        QCOMPARE(scores.predictedCount(), 4);
        QCOMPARE(scores.referenceCount(), 5);
        QCOMPARE(scores.precision(), 75.0);
        QCOMPARE(scores.recall(), 60.0);
        QCOMPARE(scores.f1(), 100.0 * 2 * 0.75 * 0.6 / (0.75 + 0.6));
        // Nothing predicted: precision and F1 are 0, not a division by zero.
        const MicroPrf none = tokenMicroScores({{}}, {{7}});
        QCOMPARE(none.precision(), 0.0);
        QCOMPARE(none.f1(), 0.0);
        test::expectError(
            [] {
                tokenMicroScores({{1}}, {{1}, {2}});
            },
            {QStringLiteral("expected 2, found 1")});
    }

    void recoversTheTokenSetsAndKeepsTheBestThreshold() {
        test::BagOfWordsFixture f;
        MlcModel model = trainedModel(f);
        const std::vector<ThresholdPoint> sweep = sweepThresholds(*model, *f.tokenizer, f.corpus);
        QCOMPARE(sweep.size(), size_t(19));
        QCOMPARE(sweep.front().threshold, 0.05);
        QCOMPARE(sweep[9].threshold, 0.5);
        QCOMPARE(sweep.back().threshold, 0.95);
        const ThresholdPoint& best = bestThreshold(sweep);
        for (const ThresholdPoint& point : sweep)
            QVERIFY(point.scores.f1() <= best.scores.f1());
        // Recall can only fall as the threshold rises.
        for (size_t i = 1; i < sweep.size(); ++i)
            QVERIFY(sweep[i].scores.recall() <= sweep[i - 1].scores.recall());

        // The predictions at the best threshold score as the sweep says, and recover the sets.
        const auto predictions =
            mlcPredictions(model->probabilities(f.corpus.embeddings), best.threshold, *f.tokenizer);
        const MicroPrf scores = tokenMicroScores(test::predictedIds(predictions), f.goldIds());
        qInfo("MLC on its training sentences: threshold %.2f, P %.3f R %.3f F1 %.3f",
              best.threshold, scores.precision(), scores.recall(), scores.f1());
        QCOMPARE(scores.truePositives(), best.scores.truePositives());
        QCOMPARE(scores.predictedCount(), best.scores.predictedCount());
        QVERIFY(scores.f1() >= 90.0);
        for (const BagOfWordsPrediction& prediction : predictions)
            for (size_t k = 1; k < prediction.tokens.size(); ++k)
                QVERIFY(prediction.tokens[k].score <= prediction.tokens[k - 1].score);
        int exactSets = 0;
        for (size_t i = 0; i < predictions.size(); ++i) {
            std::vector<int64_t> predicted = test::predictedIds(predictions)[i];
            std::vector<int64_t> gold = f.goldIds()[i];
            std::sort(predicted.begin(), predicted.end());
            std::sort(gold.begin(), gold.end());
            gold.erase(std::unique(gold.begin(), gold.end()), gold.end());
            exactSets += predicted == gold;
        }
        qInfo("%d of 30 token sets exact; sentence 0 -> %s", exactSets,
              qPrintable(predictions[0].text));
        QVERIFY(exactSets >= 27);

        const QString folder = f.path(QStringLiteral("mlc"));
        saveMlc(*model, *f.tokenizer, sweep, QStringLiteral("train"), folder);
        const QJsonObject block = readJsonObjectFile(QDir(folder).filePath("config.json"))
                                      .value(QStringLiteral("unembed"))
                                      .toObject();
        QCOMPARE(block.value(QStringLiteral("family")).toString(), QStringLiteral("mlc"));
        QCOMPARE(block.value(QStringLiteral("threshold")).toDouble(), best.threshold);
        QCOMPARE(block.value(QStringLiteral("threshold_sweep")).toArray().size(), 19);
        QCOMPARE(block.value(QStringLiteral("victim")).toObject().value("dim").toInt(), 16);

        LoadedMlc loaded = loadMlc(folder);
        QCOMPARE(loaded.threshold, best.threshold);
        QCOMPARE(loaded.sweep.size(), size_t(19));
        QCOMPARE(loaded.sweep[3].scores.f1(), sweep[3].scores.f1());
        QVERIFY(test::sameValues(loaded.model->probabilities(f.corpus.embeddings),
                                 model->probabilities(f.corpus.embeddings)));
        QVERIFY(loaded.model->named_parameters().contains("hidden.weight"));
    }

    void runsStoreTokensAndScoresAndRefuseOtherDimensions() {
        test::BagOfWordsFixture f;
        MlcModel model = trainedModel(f);
        const QString folder = f.path(QStringLiteral("mlc"));
        saveMlc(*model, *f.tokenizer, sweepThresholds(*model, *f.tokenizer, f.corpus),
                QStringLiteral("train"), folder);
        CaseFile caseFile(f.path(QStringLiteral("case.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const qint64 datasetId = f.addDataset(caseFile, f.corpus.embeddings, QStringLiteral("s"));

        BagOfWordsRunRequest request;
        request.modelFolder = folder;
        request.datasetId = datasetId;
        request.threshold = 0.3;
        request.batchSize = 7; // several batches, the last one short
        std::vector<BagOfWordsPrediction> seen;
        const BagOfWordsRunResult run = runBagOfWords(
            caseFile, request, nullptr, [&](const BagOfWordsPrediction& p) { seen.push_back(p); });
        QCOMPARE(run.samples, 30);
        QCOMPARE(seen.size(), size_t(30));
        const RunInfo info = *findRun(caseFile, run.runId);
        QCOMPARE(info.status, QStringLiteral("finished"));
        QCOMPARE(info.attack, QStringLiteral("mlc"));
        const QJsonObject params = QJsonDocument::fromJson(info.paramsJson.toUtf8()).object();
        QCOMPARE(params.value(QStringLiteral("threshold")).toDouble(), 0.3);
        QCOMPARE(params.value(QStringLiteral("threshold_source")).toString(),
                 QStringLiteral("user"));

        const auto expected =
            mlcPredictions(model->probabilities(f.corpus.embeddings), 0.3, *f.tokenizer);
        const auto samples = runSamples(caseFile, run.runId);
        QCOMPARE(samples.size(), size_t(30));
        for (const RunSampleInfo& sample : samples) {
            const BagOfWordsPrediction& want = expected[size_t(sample.row)];
            QCOMPARE(sample.finalText, want.text);
            QVERIFY(!sample.finalCosine);
            const QJsonArray tokens = QJsonDocument::fromJson(sample.tokensJson.toUtf8()).array();
            QCOMPARE(tokens.size(), qsizetype(want.tokens.size()));
            for (qsizetype k = 0; k < tokens.size(); ++k) {
                QCOMPARE(tokens[k].toArray()[0].toInteger(), want.tokens[size_t(k)].id);
                QCOMPARE(tokens[k].toArray()[1].toString(), want.tokens[size_t(k)].piece);
            }
            const QJsonArray scores = QJsonDocument::fromJson(sample.scoresJson.toUtf8()).array();
            QCOMPARE(scores.size(), qsizetype(want.scores.size()));
            QVERIFY(scores.size() >= tokens.size());
            for (qsizetype k = 0; k < scores.size(); ++k) {
                QCOMPARE(scores[k].toArray()[0].toInteger(), want.scores[size_t(k)].id);
                // Batches of 7 sum in another order than one of 30: equal to float precision.
                QVERIFY(std::abs(scores[k].toArray()[2].toDouble() - want.scores[size_t(k)].score) <
                        1e-6);
                QVERIFY(scores[k].toArray()[2].toDouble() >= 0.05);
            }
        }

        // Without --threshold the folder's sweep threshold is used, and said to be.
        request.threshold.reset();
        request.limit = 4;
        const BagOfWordsRunResult swept = runBagOfWords(caseFile, request);
        QCOMPARE(swept.samples, 4);
        QCOMPARE(*swept.threshold, loadMlc(folder).threshold);
        QCOMPARE(QJsonDocument::fromJson(findRun(caseFile, swept.runId)->paramsJson.toUtf8())
                     .object()
                     .value(QStringLiteral("threshold_source"))
                     .toString(),
                 QStringLiteral("train-sweep"));

        // A cancel stops between batches: the first batch is kept, the run says cancelled.
        CancelToken cancel;
        request.limit = 0;
        request.batchSize = 7;
        try {
            runBagOfWords(caseFile, request, &cancel,
                          [&](const BagOfWordsPrediction&) { cancel.cancel(); });
            QFAIL("the cancelled run finished");
        } catch (const Cancelled&) {
        }
        const RunInfo cancelled = listRuns(caseFile).back();
        QCOMPARE(cancelled.status, QStringLiteral("cancelled"));
        QCOMPARE(runSamples(caseFile, cancelled.id).size(), size_t(7));

        const qint64 wide = f.addDataset(caseFile, torch::randn({3, 24}), QStringLiteral("wide"));
        request.datasetId = wide;
        const qint64 runsBefore = qint64(listRuns(caseFile).size());
        test::expectError([&] { runBagOfWords(caseFile, request); },
                          {QStringLiteral("tiny-victim"), QStringLiteral("'wide'"),
                           QStringLiteral("expected 24, found 16")});
        QCOMPARE(qint64(listRuns(caseFile).size()), runsBefore);
    }

    void cliTrainsAndInverts() {
        test::BagOfWordsFixture f;
        const QString victimFolder = f.path(QStringLiteral("victim"));
        f.victim->save(victimFolder);
        const QString texts = f.sentencesFile();
        const QString out = f.path(QStringLiteral("mlc"));
        const QJsonObject trained =
            test::runCli({QStringLiteral("train"),        QStringLiteral("mlc"),
                          QStringLiteral("--embedder"),   victimFolder,
                          QStringLiteral("--texts"),      texts,
                          QStringLiteral("--dev"),        texts,
                          QStringLiteral("--out"),        out,
                          QStringLiteral("--tokenizer"),  f.tokenizer->modelPath(),
                          QStringLiteral("--hidden"),     QStringLiteral("64"),
                          QStringLiteral("--epochs"),     QStringLiteral("60"),
                          QStringLiteral("--batch-size"), QStringLiteral("10"),
                          QStringLiteral("--lr"),         QStringLiteral("1e-2")});
        QCOMPARE(trained.value(QStringLiteral("steps")).toInt(), 180);
        QCOMPARE(trained.value(QStringLiteral("threshold_split")).toString(),
                 QStringLiteral("dev"));
        LoadedMlc loaded = loadMlc(out);
        QCOMPARE(trained.value(QStringLiteral("threshold")).toDouble(), loaded.threshold);
        QCOMPARE(loaded.thresholdSplit, QStringLiteral("dev"));
        QCOMPARE(loaded.model->spec().hidden, 64);
        QVERIFY(
            QFile::exists(QDir(out).filePath(QStringLiteral("checkpoints/trainer_state.json"))));

        const QString casePath = f.path(QStringLiteral("case.unembed"));
        qint64 datasetId = 0;
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
            datasetId = f.addDataset(caseFile, f.corpus.embeddings, QStringLiteral("s"));
        }
        const QJsonObject inverted = test::runCli(
            {QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("mlc"),
             QStringLiteral("--model"), out, QStringLiteral("--case"), casePath,
             QStringLiteral("--dataset"), QString::number(datasetId), QStringLiteral("--limit"),
             QStringLiteral("3")});
        const QJsonArray samples = inverted.value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 3);
        const auto expected =
            mlcPredictions(loaded.model->probabilities(f.corpus.embeddings.slice(0, 0, 3)),
                           loaded.threshold, loaded.tokenizer);
        for (qsizetype i = 0; i < 3; ++i) {
            const QJsonObject sample = samples[i].toObject();
            QCOMPARE(sample.value(QStringLiteral("row")).toInt(), int(i));
            QCOMPARE(sample.value(QStringLiteral("text")).toString(), expected[size_t(i)].text);
            QCOMPARE(sample.value(QStringLiteral("tokens")).toArray().size(),
                     qsizetype(expected[size_t(i)].tokens.size()));
        }
        {
            CaseFile caseFile(casePath);
            QCOMPARE(runSamples(caseFile, inverted.value(QStringLiteral("run")).toInteger()).size(),
                     size_t(3));
        }
        const QStringList invert{QStringLiteral("invert"),
                                 QStringLiteral("--attack"),
                                 QStringLiteral("mlc"),
                                 QStringLiteral("--model"),
                                 out,
                                 QStringLiteral("--case"),
                                 casePath,
                                 QStringLiteral("--dataset"),
                                 QString::number(datasetId)};
        auto rowsOf = [](const QJsonObject& run) {
            std::vector<qint64> rows;
            for (const QJsonValue& sample : run.value(QStringLiteral("samples")).toArray())
                rows.push_back(sample.toObject().value(QStringLiteral("row")).toInteger());
            std::sort(rows.begin(), rows.end());
            return rows;
        };

        // A uniform sample: the rows the seed draws, and the plan kept with the run.
        // A refused command: its exit code and what it printed on stderr.
        auto refused = [](const QStringList& args) {
            QProcess cli;
            cli.start(QStringLiteral(UNEMBED_CLI), args);
            cli.waitForFinished(120000);
            return std::make_pair(cli.exitCode(), cli.readAllStandardError());
        };
        const QJsonObject sampled = test::runCli(
            invert + QStringList{QStringLiteral("--sample"), QStringLiteral("6"),
                                 QStringLiteral("--sample-seed"), QStringLiteral("3")});
        const qint64 population = test::kTinySentences.size();
        QCOMPARE(rowsOf(sampled), uniformSample(population, 6, 3));
        const qint64 sampledRun = sampled.value(QStringLiteral("run")).toInteger();
        {
            CaseFile caseFile(casePath);
            const QJsonObject plan =
                QJsonDocument::fromJson(findRun(caseFile, sampledRun)->paramsJson.toUtf8())
                    .object()
                    .value(QStringLiteral("sampling"))
                    .toObject();
            QCOMPARE(plan.value(QStringLiteral("design")).toString(), QStringLiteral("uniform"));
            QCOMPARE(plan.value(QStringLiteral("population")).toInteger(), population);
        }
        // Two shards: disjoint, and together every row.
        std::vector<qint64> both;
        for (const QString& shard : {QStringLiteral("1/2"), QStringLiteral("2/2")}) {
            const QJsonObject run =
                test::runCli(invert + QStringList{QStringLiteral("--shard"), shard});
            const std::vector<qint64> rows = rowsOf(run);
            both.insert(both.end(), rows.begin(), rows.end());
        }
        std::sort(both.begin(), both.end());
        QCOMPARE(qint64(both.size()), population);
        QCOMPARE(both.back(), population - 1);
        QCOMPARE(qint64(std::unique(both.begin(), both.end()) - both.begin()), population);
        QCOMPARE(refused(invert + QStringList{QStringLiteral("--sample"), QStringLiteral("2"),
                                              QStringLiteral("--limit"), QStringLiteral("2")})
                     .first,
                 2);
        for (const QString& bad : {QStringLiteral("3/2"), QStringLiteral("0/2"),
                                   QStringLiteral("1"), QStringLiteral("a/b")}) {
            const auto [code, error] =
                refused(invert + QStringList{QStringLiteral("--shard"), bad});
            QCOMPARE(code, 2);
            QVERIFY2(error.contains("--shard must be K/N"), error.constData());
        }

        // The audit: refused before the evaluation and for the first-rows run, then intervals
        // around each estimate, kept with the run.
        const QStringList audit{QStringLiteral("audit"), QStringLiteral("--case"), casePath,
                                QStringLiteral("--run")};
        QVERIFY(refused(audit + QStringList{QString::number(sampledRun)})
                    .second.contains("evaluate it first"));
        const qint64 firstRowsRun = inverted.value(QStringLiteral("run")).toInteger();
        for (const qint64 run : {sampledRun, firstRowsRun})
            QCOMPARE(test::runCli({QStringLiteral("eval"), QStringLiteral("--case"), casePath,
                                   QStringLiteral("--run"), QString::number(run)})
                         .value(QStringLiteral("run"))
                         .toInteger(),
                     run);
        const auto firstRows = refused(audit + QStringList{QString::number(firstRowsRun)});
        QCOMPARE(firstRows.first, 1);
        QVERIFY(firstRows.second.contains("uniform random sample"));
        const QJsonObject estimates =
            test::runCli(audit + QStringList{QString::number(sampledRun)});
        QCOMPARE(estimates.value(QStringLiteral("sampled")).toInteger(), qint64(6));
        bool sawF1 = false;
        for (const QJsonValue& value : estimates.value(QStringLiteral("figures")).toArray()) {
            const QJsonObject f = value.toObject();
            QVERIFY(f.value(QStringLiteral("low")).toDouble() <=
                    f.value(QStringLiteral("estimate")).toDouble());
            QVERIFY(f.value(QStringLiteral("estimate")).toDouble() <=
                    f.value(QStringLiteral("high")).toDouble());
            sawF1 |= f.value(QStringLiteral("metric")).toString() == QLatin1String("token_f1");
        }
        QVERIFY(sawF1);
        CaseFile caseFile(casePath);
        QCOMPARE(
            auditFromParams(sampledRun, findRun(caseFile, sampledRun)->paramsJson).figures.size(),
            size_t(estimates.value(QStringLiteral("figures")).toArray().size()));

        // All three in one command; an audit needs a sample.
        const QJsonObject oneShot =
            test::runCli(invert + QStringList{QStringLiteral("--sample"), QStringLiteral("6"),
                                              QStringLiteral("--sample-seed"), QStringLiteral("3"),
                                              QStringLiteral("--audit")});
        QCOMPARE(oneShot.value(QStringLiteral("audit"))
                     .toObject()
                     .value(QStringLiteral("figures"))
                     .toArray()
                     .size(),
                 estimates.value(QStringLiteral("figures")).toArray().size());
        QCOMPARE(refused(invert + QStringList{QStringLiteral("--audit")}).first, 2);

        // Stratified by length: every stratum sampled, the plan kept, the audit weighs them.
        const QJsonObject stratified =
            test::runCli(invert + QStringList{QStringLiteral("--sample"), QStringLiteral("8"),
                                              QStringLiteral("--stratify"),
                                              QStringLiteral("length"), QStringLiteral("--audit")});
        QCOMPARE(rowsOf(stratified).size(), size_t(8));
        const QJsonObject stratifiedPlan =
            QJsonDocument::fromJson(
                findRun(caseFile, stratified.value(QStringLiteral("run")).toInteger())
                    ->paramsJson.toUtf8())
                .object()
                .value(QStringLiteral("sampling"))
                .toObject();
        QCOMPARE(stratifiedPlan.value(QStringLiteral("design")).toString(),
                 QStringLiteral("stratified"));
        qint64 strataPopulation = 0;
        for (const QJsonValue& stratum : stratifiedPlan.value(QStringLiteral("strata")).toArray()) {
            QVERIFY(!stratum.toObject().value(QStringLiteral("rows")).toArray().isEmpty());
            strataPopulation += stratum.toObject().value(QStringLiteral("population")).toInteger();
        }
        QCOMPARE(strataPopulation, population);
        QVERIFY(!stratified.value(QStringLiteral("audit"))
                     .toObject()
                     .value(QStringLiteral("figures"))
                     .toArray()
                     .isEmpty());
        QCOMPARE(
            refused(invert + QStringList{QStringLiteral("--stratify"), QStringLiteral("length")})
                .first,
            2);
    }

    // Two shard processes at once, each on its own copy of the case, merged back: the merged run
    // equals an unsharded run row for row. One vector a batch, as a batch's other rows change
    // the last bits of a matrix product's sums.
    void shardedRunsMergeIntoTheUnshardedRun() {
        test::BagOfWordsFixture f;
        const QString victimFolder = f.path(QStringLiteral("victim"));
        f.victim->save(victimFolder);
        const QString model = f.path(QStringLiteral("mlc"));
        test::runCli({QStringLiteral("train"), QStringLiteral("mlc"), QStringLiteral("--embedder"),
                      victimFolder, QStringLiteral("--texts"), f.sentencesFile(),
                      QStringLiteral("--dev"), f.sentencesFile(), QStringLiteral("--out"), model,
                      QStringLiteral("--tokenizer"), f.tokenizer->modelPath(),
                      QStringLiteral("--hidden"), QStringLiteral("32"), QStringLiteral("--epochs"),
                      QStringLiteral("5")});
        const QString target = f.path(QStringLiteral("target.unembed"));
        qint64 datasetId = 0;
        {
            CaseFile caseFile(target, CaseFile::OpenMode::CreateIfMissing);
            datasetId = f.addDataset(caseFile, f.corpus.embeddings, QStringLiteral("s"));
        }
        auto invert = [&](const QString& casePath) {
            return QStringList{QStringLiteral("invert"),
                               QStringLiteral("--attack"),
                               QStringLiteral("mlc"),
                               QStringLiteral("--model"),
                               model,
                               QStringLiteral("--case"),
                               casePath,
                               QStringLiteral("--dataset"),
                               QString::number(datasetId),
                               QStringLiteral("--batch-size"),
                               QStringLiteral("1")};
        };
        QStringList shardCases;
        std::vector<std::unique_ptr<QProcess>> jobs;
        for (int k = 1; k <= 2; ++k) {
            shardCases << f.path(QStringLiteral("shard-%1.unembed").arg(k));
            QVERIFY(QFile::copy(target, shardCases.back()));
            jobs.push_back(std::make_unique<QProcess>());
            jobs.back()->start(
                QStringLiteral(UNEMBED_CLI),
                invert(shardCases.back()) +
                    QStringList{QStringLiteral("--shard"), QStringLiteral("%1/2").arg(k)});
        }
        for (const auto& job : jobs) {
            QVERIFY(job->waitForFinished(120000));
            QCOMPARE(job->exitCode(), 0);
        }
        const QJsonObject merged = test::runCli(
            QStringList{QStringLiteral("merge"), QStringLiteral("--into"), target} + shardCases);
        const QJsonArray runs = merged.value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 1);
        const QJsonObject mergedRun = runs[0].toObject();
        QVERIFY(mergedRun.value(QStringLiteral("complete")).toBool());
        QCOMPARE(mergedRun.value(QStringLiteral("sample_count")).toInt(),
                 int(test::kTinySentences.size()));
        const qint64 full = test::runCli(invert(target)).value(QStringLiteral("run")).toInteger();

        CaseFile caseFile(target);
        const std::vector<RunSampleInfo> a =
            runSamples(caseFile, mergedRun.value(QStringLiteral("run")).toInteger());
        const std::vector<RunSampleInfo> b = runSamples(caseFile, full);
        QCOMPARE(a.size(), b.size());
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].row, b[i].row);
            QCOMPARE(a[i].finalText, b[i].finalText);
            QCOMPARE(a[i].tokensJson, b[i].tokensJson);
            QCOMPARE(a[i].scoresJson, b[i].scoresJson);
        }
        // Audits checked against the whole run: each figure's truth is its mean over every
        // vector, and most intervals hold it.
        test::runCli({QStringLiteral("eval"), QStringLiteral("--case"), target,
                      QStringLiteral("--run"), QString::number(full)});
        const QJsonObject coverage = test::runCli(
            {QStringLiteral("audit"), QStringLiteral("--case"), target, QStringLiteral("--run"),
             QString::number(full), QStringLiteral("--coverage"), QStringLiteral("6"),
             QStringLiteral("--audits"), QStringLiteral("40")});
        const QJsonArray checked = coverage.value(QStringLiteral("figures")).toArray();
        QVERIFY(!checked.isEmpty());
        for (const QJsonValue& value : checked) {
            const QJsonObject f = value.toObject();
            QCOMPARE(f.value(QStringLiteral("audits")).toInt(), 40);
            QVERIFY(f.value(QStringLiteral("coverage")).toDouble() >= 0.5);
            if (f.value(QStringLiteral("metric")).toString() != QLatin1String("token_f1")) continue;
            double sum = 0;
            int count = 0;
            for (const MetricRecord& m : runMetrics(caseFile, full))
                if (m.runSampleId > 0 && m.name == QLatin1String("token_f1")) {
                    sum += m.value;
                    ++count;
                }
            QCOMPARE(f.value(QStringLiteral("truth")).toDouble(), sum / count);
        }
        // The same check for audits stratified by text length: the same truths, most intervals
        // holding them; --stratify takes only 'length'.
        const QStringList stratified{
            QStringLiteral("audit"),      QStringLiteral("--case"),   target,
            QStringLiteral("--run"),      QString::number(full),      QStringLiteral("--coverage"),
            QStringLiteral("6"),          QStringLiteral("--audits"), QStringLiteral("40"),
            QStringLiteral("--stratify"), QStringLiteral("length")};
        const QJsonObject byLength = test::runCli(stratified);
        QCOMPARE(byLength.value(QStringLiteral("design")).toString(), QStringLiteral("stratified"));
        const QJsonArray strata = byLength.value(QStringLiteral("figures")).toArray();
        QCOMPARE(strata.size(), checked.size());
        bool otherSamples = false; // the strata draw other rows, so other intervals
        for (qsizetype i = 0; i < strata.size(); ++i) {
            const QJsonObject f = strata[i].toObject();
            const QJsonObject uniform = checked[i].toObject();
            QCOMPARE(f.value(QStringLiteral("metric")), uniform.value(QStringLiteral("metric")));
            QCOMPARE(f.value(QStringLiteral("truth")), uniform.value(QStringLiteral("truth")));
            QVERIFY(f.value(QStringLiteral("coverage")).toDouble() >= 0.5);
            otherSamples |= f.value(QStringLiteral("mean_width")).toDouble() !=
                            uniform.value(QStringLiteral("mean_width")).toDouble();
        }
        QVERIFY(otherSamples);
        QStringList wrong = stratified;
        wrong.last() = QStringLiteral("size");
        QProcess refused;
        refused.start(QStringLiteral(UNEMBED_CLI), wrong);
        QVERIFY(refused.waitForFinished(60000));
        QCOMPARE(refused.exitCode(), 2);

        // A shard given twice is refused and merges nothing.
        const qint64 runsBefore = qint64(listRuns(caseFile).size());
        QProcess twice;
        twice.start(QStringLiteral(UNEMBED_CLI), {QStringLiteral("merge"), QStringLiteral("--into"),
                                                  target, shardCases[0], shardCases[0]});
        QVERIFY(twice.waitForFinished(60000));
        QCOMPARE(twice.exitCode(), 1);
        QVERIFY(twice.readAllStandardError().contains("give each shard once"));
        QCOMPARE(qint64(listRuns(caseFile).size()), runsBefore);

        // One shard of the two alone is refused, naming the missing one, and merges nothing;
        // with --allow-partial it is merged and the run marked partial.
        QProcess alone;
        alone.start(QStringLiteral(UNEMBED_CLI),
                    {QStringLiteral("merge"), QStringLiteral("--into"), target, shardCases[0]});
        QVERIFY(alone.waitForFinished(60000));
        QCOMPARE(alone.exitCode(), 1);
        QVERIFY(alone.readAllStandardError().contains("lacks shard(s) 2 of 2"));
        QCOMPARE(qint64(listRuns(caseFile).size()), runsBefore);
        const QJsonObject partial =
            test::runCli({QStringLiteral("merge"), QStringLiteral("--allow-partial"),
                          QStringLiteral("--into"), target, shardCases[0]});
        const QJsonObject partialRun =
            partial.value(QStringLiteral("runs")).toArray().first().toObject();
        QVERIFY(!partialRun.value(QStringLiteral("complete")).toBool());
        const std::optional<RunInfo> stored =
            findRun(caseFile, partialRun.value(QStringLiteral("run")).toInteger());
        QVERIFY(stored.has_value());
        QVERIFY2(runLabel(*stored).endsWith(QStringLiteral("partial: 1 of 2 shards")),
                 qPrintable(runLabel(*stored)));
        // `list` says it apart from a whole merge.
        QVERIFY(runFacts(*stored).partial);
        QCOMPARE(runFacts(*stored).rows, QStringLiteral("1 of 2 shards"));
    }
};

QTEST_GUILESS_MAIN(TestMlc)
#include "test_mlc.moc"
