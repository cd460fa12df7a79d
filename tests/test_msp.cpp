// MSP end to end on a tiny victim: the multiset loss against a hand computation (removal of each
// step's distinct prediction from the remaining multiset, refill once it is empty), a GRU trained
// inside the test
// that recovers the token sets of its thirty sentences in ten steps, a bit-exact folder round
// trip, dimension mismatches refused, runs stored in a case file, and the CLI's train and invert.
#include "bag_of_words_fixture.h"
#include "tensor_compare.h"

#include "attacks/bag_of_words_run.h"
#include "attacks/msp/msp_folder.h"
#include "attacks/msp/msp_training.h"
#include "error.h"
#include "io/json_file.h"
#include "store/run_store.h"
#include "test_support.h"
#include "text/token_f1.h"

#include <QDir>
#include <QJsonArray>

#include <cmath>
#include <set>

using namespace unembed;

namespace {

MspSpec tinySpec(const test::BagOfWordsFixture& f) {
    MspSpec spec;
    spec.embeddingDim = 16;
    spec.vocabSize = f.tokenizer->pieceCount();
    spec.hidden = 128;
    spec.victimName = QStringLiteral("tiny-victim");
    return spec;
}

MspModel trainedModel(const test::BagOfWordsFixture& f) {
    torch::manual_seed(4);
    MspModel model(tinySpec(f));
    MspTrainingTask task(model, *f.tokenizer, f.corpus);
    train(task, test::quickTraining(300));
    return model;
}

// -log softmax(logits)[id]
double nll(const std::vector<double>& logits, int id) {
    double sum = 0;
    for (double l : logits)
        sum += std::exp(l);
    return std::log(sum) - logits[size_t(id)];
}

} // namespace

class TestMsp : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void multisetLossFollowsTheRemainingMultiset() {
        // Gold multiset {0, 0, 1} over a vocabulary of 3; five steps. A step predicts its most
        // probable token not predicted before (until every token has been).
        const std::vector<std::vector<double>> steps = {
            {2, 0, 0}, // predicts 0, in the multiset: {0, 1} remain
            {3, 0, 1}, // 0 was predicted: predicts 2, not in it: {0, 1} remain
            {0, 1, 0}, // predicts 1: {0} remains
            {1, 0, 0}, // every token predicted, so 0 again: nothing remains
            {0, 0, 0}, // refilled with {0, 0, 1}
        };
        std::vector<float> flat;
        for (const auto& step : steps)
            flat.insert(flat.end(), step.begin(), step.end());
        const torch::Tensor logits = torch::tensor(flat).reshape({1, 5, 3});
        const torch::Tensor gold = torch::tensor({2.0f, 1.0f, 0.0f}).reshape({1, 3});
        const double expected =
            ((2.0 / 3 * nll(steps[0], 0) + 1.0 / 3 * nll(steps[0], 1)) +
             (0.5 * nll(steps[1], 0) + 0.5 * nll(steps[1], 1)) +
             (0.5 * nll(steps[2], 0) + 0.5 * nll(steps[2], 1)) + nll(steps[3], 0) +
             (2.0 / 3 * nll(steps[4], 0) + 1.0 / 3 * nll(steps[4], 1))) /
            5;
        QVERIFY(std::abs(multisetLoss(logits, gold).item<double>() - expected) < 1e-6);
        QVERIFY(test::sameValues(distinctStepTokens(logits).reshape({5}),
                                 torch::tensor({0, 2, 1, 0, 0}, torch::kLong)));
    }

    void recoversTheTokenSetsAndRoundTrips() {
        test::BagOfWordsFixture f(250, 4);
        const auto gold = f.goldIds();
        size_t longest = 0;
        for (const auto& ids : gold)
            longest = std::max(longest, ids.size());
        size_t distinctTotal = 0, reachable = 0;
        for (auto ids : gold) {
            std::sort(ids.begin(), ids.end());
            ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
            distinctTotal += ids.size();
            reachable += std::min<size_t>(10, ids.size());
        }
        qInfo("%d pieces; the longest sentence has %d tokens; recall ceiling %.3f",
              f.tokenizer->pieceCount(), int(longest), double(reachable) / double(distinctTotal));
        torch::manual_seed(4);
        MspModel untrained(tinySpec(f));
        const MicroPrf before = tokenMicroScores(
            test::predictedIds(mspPredictions(*untrained, f.corpus.embeddings, *f.tokenizer)),
            gold);
        MspModel model = trainedModel(f);
        const auto predictions = mspPredictions(*model, f.corpus.embeddings, *f.tokenizer);
        QCOMPARE(predictions.size(), size_t(30));
        for (const BagOfWordsPrediction& prediction : predictions) {
            QCOMPARE(prediction.tokens.size(), size_t(10));
            std::set<int64_t> distinct;
            for (const PredictedToken& token : prediction.tokens)
                distinct.insert(token.id);
            QCOMPARE(distinct.size(), size_t(10)); // no step repeats an earlier one
        }
        const MicroPrf scores = tokenMicroScores(test::predictedIds(predictions), gold);
        qInfo("MSP on its training sentences: P %.3f R %.3f F1 %.3f (untrained F1 %.3f); "
              "sentence 0 -> %s",
              scores.precision(), scores.recall(), scores.f1(), before.f1(),
              qPrintable(predictions[0].text));
        // Ten distinct steps find nearly every token they can: 85.5% of the distinct gold tokens
        // fit in ten steps, and the measured recall is at that ceiling.
        QVERIFY(scores.precision() >= 90.0);
        QVERIFY(scores.recall() >= 80.0);
        QVERIFY(scores.f1() >= before.f1() + 50.0);

        const QString folder = f.path(QStringLiteral("msp"));
        saveMsp(*model, *f.tokenizer, folder);
        const QJsonObject block = readJsonObjectFile(QDir(folder).filePath("config.json"))
                                      .value(QStringLiteral("unembed"))
                                      .toObject();
        QCOMPARE(block.value(QStringLiteral("family")).toString(), QStringLiteral("msp"));
        QCOMPARE(block.value(QStringLiteral("steps")).toInt(), 10);
        LoadedMsp loaded = loadMsp(folder);
        QVERIFY(test::sameValues(loaded.model->forward(f.corpus.embeddings),
                                 model->forward(f.corpus.embeddings)));
        QVERIFY(loaded.model->named_parameters().contains("gru.weight_ih_l0"));
        test::expectError([&] { loadMsp(f.path(QStringLiteral("nowhere"))); },
                          {QStringLiteral("config.json is missing")});
    }

    void runsStoreTheStepTokensAndRefuseOtherDimensions() {
        test::BagOfWordsFixture f(250, 4);
        MspModel model = trainedModel(f);
        const QString folder = f.path(QStringLiteral("msp"));
        saveMsp(*model, *f.tokenizer, folder);
        CaseFile caseFile(f.path(QStringLiteral("case.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const qint64 datasetId = f.addDataset(caseFile, f.corpus.embeddings, QStringLiteral("s"));
        BagOfWordsRunRequest request;
        request.attack = BagOfWordsAttack::Msp;
        request.modelFolder = folder;
        request.datasetId = datasetId;
        request.limit = 12;
        request.batchSize = 5;
        const BagOfWordsRunResult run = runBagOfWords(caseFile, request);
        QCOMPARE(run.samples, 12);
        QVERIFY(!run.threshold);
        const RunInfo info = *findRun(caseFile, run.runId);
        QCOMPARE(info.status, QStringLiteral("finished"));
        QCOMPARE(info.attack, QStringLiteral("msp"));
        QCOMPARE(QJsonDocument::fromJson(info.paramsJson.toUtf8())
                     .object()
                     .value(QStringLiteral("steps"))
                     .toInt(),
                 10);
        const auto expected = mspPredictions(*model, f.corpus.embeddings, *f.tokenizer);
        const auto samples = runSamples(caseFile, run.runId);
        QCOMPARE(samples.size(), size_t(12));
        for (const RunSampleInfo& sample : samples) {
            const BagOfWordsPrediction& want = expected[size_t(sample.row)];
            QCOMPARE(sample.finalText, want.text);
            QVERIFY(sample.scoresJson.isEmpty());
            const QJsonArray tokens = QJsonDocument::fromJson(sample.tokensJson.toUtf8()).array();
            QCOMPARE(tokens.size(), 10);
            for (qsizetype k = 0; k < tokens.size(); ++k) {
                QCOMPARE(tokens[k].toArray()[0].toInteger(), want.tokens[size_t(k)].id);
                QCOMPARE(tokens[k].toArray()[1].toString(), want.tokens[size_t(k)].piece);
            }
        }

        request.datasetId = f.addDataset(caseFile, torch::randn({3, 8}), QStringLiteral("narrow"));
        test::expectError([&] { runBagOfWords(caseFile, request); },
                          {QStringLiteral("tiny-victim"), QStringLiteral("'narrow'"),
                           QStringLiteral("expected 8, found 16")});
        // An MSP folder is not an MLC one.
        request.attack = BagOfWordsAttack::Mlc;
        request.datasetId = datasetId;
        test::expectError([&] { runBagOfWords(caseFile, request); },
                          {QStringLiteral("expected mlc, found msp")});
    }

    void cliTrainsWithItsOwnTokenizerAndInverts() {
        test::BagOfWordsFixture f;
        const QString victimFolder = f.path(QStringLiteral("victim"));
        f.victim->save(victimFolder);
        const QString out = f.path(QStringLiteral("msp"));
        const QStringList trainArgs = {QStringLiteral("train"),        QStringLiteral("msp"),
                                       QStringLiteral("--embedder"),   victimFolder,
                                       QStringLiteral("--texts"),      f.sentencesFile(),
                                       QStringLiteral("--out"),        out,
                                       QStringLiteral("--vocab-size"), QStringLiteral("80"),
                                       QStringLiteral("--hidden"),     QStringLiteral("32"),
                                       QStringLiteral("--epochs"),     QStringLiteral("2"),
                                       QStringLiteral("--batch-size"), QStringLiteral("10")};
        const QJsonObject trained = test::runCli(trainArgs);
        QCOMPARE(trained.value(QStringLiteral("steps")).toInt(), 6);
        QVERIFY(!trained.contains(QStringLiteral("threshold")));
        LoadedMsp loaded = loadMsp(out);
        QCOMPARE(loaded.model->spec().hidden, 32);
        QVERIFY(loaded.tokenizer.pieceCount() <= 80);
        QCOMPARE(loaded.model->spec().vocabSize, loaded.tokenizer.pieceCount());
        // The same command again finds the finished run in its checkpoint.
        QCOMPARE(test::runCli(trainArgs).value(QStringLiteral("resumed")).toBool(), true);

        const QString casePath = f.path(QStringLiteral("case.unembed"));
        qint64 datasetId = 0;
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
            datasetId = f.addDataset(caseFile, f.corpus.embeddings, QStringLiteral("s"));
        }
        const QJsonObject inverted = test::runCli(
            {QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("msp"),
             QStringLiteral("--model"), out, QStringLiteral("--case"), casePath,
             QStringLiteral("--dataset"), QString::number(datasetId), QStringLiteral("--limit"),
             QStringLiteral("2")});
        const QJsonArray samples = inverted.value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 2);
        const auto expected =
            mspPredictions(*loaded.model, f.corpus.embeddings.slice(0, 0, 2), loaded.tokenizer);
        for (qsizetype i = 0; i < 2; ++i) {
            const QJsonObject sample = samples[i].toObject();
            QCOMPARE(sample.value(QStringLiteral("text")).toString(), expected[size_t(i)].text);
            const QJsonArray tokens = sample.value(QStringLiteral("tokens")).toArray();
            QCOMPARE(tokens.size(), 10);
            QCOMPARE(tokens[0].toArray()[0].toInteger(), expected[size_t(i)].tokens[0].id);
        }
    }
};

QTEST_GUILESS_MAIN(TestMsp)
#include "test_msp.moc"
