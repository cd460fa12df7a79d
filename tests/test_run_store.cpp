// Runs in the case file: a run's life cycle, per-sample outputs updated in place, rounds stored
// in order with their candidates, model registration reused for the same weights, and a case
// written at schema 1 upgraded in place with its data kept; token outputs and curves; models
// found again where a moved case's folders now are, only with the same weights.
#include "io/file_checksum.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "test_support.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using unembed::test::errorMessage;

class TestRunStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void runSamplesAndRoundsRoundTrip() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("runs.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        ModelInfo model;
        model.name = QStringLiteral("corrector");
        model.folder = QStringLiteral("/models/corrector");
        model.family = QStringLiteral("vec2text-corrector");
        model.checksum = QStringLiteral("abc123");
        model.victimName = QStringLiteral("gtr-base");
        model.victimDim = 768;
        const qint64 modelId = registerModel(c, model);
        QCOMPARE(registerModel(c, model), modelId);
        model.checksum = QStringLiteral("def456"); // retrained weights in the same folder
        QVERIFY(registerModel(c, model) != modelId);
        QCOMPARE(listModels(c).size(), size_t(2));
        QCOMPARE(listModels(c).front().victimDim, 768);

        const qint64 runId = startRun(c, QStringLiteral("vec2text"), modelId, 0,
                                      QStringLiteral("{\"steps\":2}"), QStringLiteral("CPU"));
        auto run = findRun(c, runId);
        QVERIFY(run.has_value());
        QCOMPARE(run->status, QStringLiteral("running"));
        QVERIFY(!run->finishedAt.isValid());

        const qint64 sample = recordSampleOutput(c, runId, 4, QStringLiteral("a guess"), 0.5);
        recordRound(c, sample, {0, QStringLiteral("a guess"), 0.5, QStringLiteral("[]")});
        QCOMPARE(recordSampleOutput(c, runId, 4, QStringLiteral("a better guess"), 0.75), sample);
        recordRound(c, sample,
                    {1, QStringLiteral("a better guess"), 0.75,
                     QStringLiteral("[{\"text\":\"a better guess\",\"cosine\":0.75}]")});
        finishRun(c, runId, QStringLiteral("finished"));

        run = findRun(c, runId);
        QCOMPARE(run->status, QStringLiteral("finished"));
        QVERIFY(run->finishedAt >= run->startedAt);
        const auto samples = runSamples(c, runId);
        QCOMPARE(samples.size(), size_t(1));
        QCOMPARE(samples.front().row, 4);
        QCOMPARE(samples.front().finalText, QStringLiteral("a better guess"));
        QCOMPARE(samples.front().finalCosine, std::optional<double>(0.75));
        QVERIFY(samples.front().tokensJson.isEmpty());
        const auto rounds = sampleRounds(c, sample);
        QCOMPARE(rounds.size(), size_t(2));
        QCOMPARE(rounds[0].hypothesis, QStringLiteral("a guess"));
        QCOMPARE(rounds[1].round, 1);
        QVERIFY(rounds[1].candidatesJson.contains(QStringLiteral("a better guess")));
        // A round is recorded once.
        bool refused = false;
        try {
            recordRound(c, sample, {1, QStringLiteral("again"), 0.1, QStringLiteral("[]")});
        } catch (const std::exception&) {
            refused = true;
        }
        QVERIFY(refused);
        QCOMPARE(sampleRounds(c, sample).size(), size_t(2));
    }

    void movedModelsAreFoundByTheirWeights() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("moved.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        const QDir pack(dir.filePath(QStringLiteral("pack")));
        for (const char* name : {"corrector", "geia", "present"}) {
            QDir().mkpath(pack.filePath(QLatin1String(name)));
            test::writeFile(dir, QStringLiteral("pack/%1/model.safetensors").arg(name),
                            QByteArray("weights of ") + name);
        }
        auto model = [&](const QString& folder, const QString& weightsOf) {
            ModelInfo info;
            info.name = QFileInfo(folder).fileName();
            info.folder = folder;
            info.family = QStringLiteral("geia");
            info.checksum =
                sha256OfFile(pack.filePath(weightsOf + QStringLiteral("/model.safetensors")));
            return registerModel(c, info);
        };
        // Where the build made them; the second's and third's weights differ from the pack's
        // (retrained since), and a run uses the third; the fourth is in the pack already; the
        // fifth has no folder of its name in the pack.
        const qint64 moved =
            model(QStringLiteral("/elsewhere/build/corrector"), QStringLiteral("corrector"));
        const qint64 outdated =
            model(QStringLiteral("/elsewhere/build/geia"), QStringLiteral("corrector"));
        const qint64 retrained = model(QStringLiteral("/old/build/geia"), QStringLiteral("present"));
        startRun(c, QStringLiteral("geia"), retrained, 0, QStringLiteral("{}"),
                 QStringLiteral("cpu"));
        const qint64 present =
            model(pack.filePath(QStringLiteral("present")), QStringLiteral("present"));
        const qint64 gone = model(QStringLiteral("/elsewhere/build/mlc"), QStringLiteral("geia"));

        QCOMPARE(relocateModels(c, pack.path()), 1);
        QHash<qint64, QString> folders;
        for (const ModelInfo& info : listModels(c))
            folders.insert(info.id, info.folder);
        QCOMPARE(folders.value(moved), pack.absoluteFilePath(QStringLiteral("corrector")));
        QVERIFY(!folders.contains(outdated)); // no run used it
        QCOMPARE(folders.value(retrained), QStringLiteral("/old/build/geia"));
        QCOMPARE(folders.value(present), pack.filePath(QStringLiteral("present")));
        QCOMPARE(folders.value(gone), QStringLiteral("/elsewhere/build/mlc"));
        QCOMPARE(relocateModels(c, pack.path()), 0);

        // The same weights registered from a second build folder: relocated, the two rows name
        // one folder, and become one, its runs with it.
        const qint64 twin =
            model(QStringLiteral("/second/build/corrector"), QStringLiteral("corrector"));
        QVERIFY(twin != moved);
        const qint64 run = startRun(c, QStringLiteral("geia"), twin, 0, QStringLiteral("{}"),
                                    QStringLiteral("cpu"));
        QCOMPARE(relocateModels(c, pack.path()), 1);
        QCOMPARE(listModels(c).size(), size_t(4));
        QCOMPARE(findRun(c, run)->modelId, moved);
        QCOMPARE(mergeDuplicateModels(c), 0);
    }

    void anEmptyHypothesisIsStoredAsEmptyText() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("empty.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        const qint64 runId = startRun(c, QStringLiteral("vec2text"), 0, 0, QStringLiteral("{}"),
                                      QStringLiteral("CPU"));
        // What a model that decodes EOS first gives: a null QString.
        const qint64 sample = recordSampleOutput(c, runId, 0, QString(), 0.1);
        recordRound(c, sample, {0, QString(), 0.1, QStringLiteral("[]")});
        const auto rounds = sampleRounds(c, sample);
        QCOMPARE(rounds.size(), size_t(1));
        QVERIFY(rounds[0].hypothesis.isEmpty());
        QCOMPARE(runSamples(c, runId).front().finalText, QString());
    }

    void tokenOutputsHaveNoCosine() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("t.unembed")), CaseFile::OpenMode::CreateIfMissing);
        const qint64 runId =
            startRun(c, QStringLiteral("mlc"), 0, 0, QStringLiteral("{}"), QStringLiteral("cpu"));
        recordSampleTokens(c, runId, 0, QStringLiteral("dog cat"),
                           QStringLiteral("[[7,\"dog\"],[9,\"cat\"]]"),
                           QStringLiteral("[[7,\"dog\",0.9],[9,\"cat\",0.6]]"));
        recordSampleTokens(c, runId, 1, QString(), QStringLiteral("[]"), QString());
        const auto samples = runSamples(c, runId);
        QCOMPARE(samples.size(), size_t(2));
        QVERIFY(!samples[0].finalCosine);
        QCOMPARE(samples[0].tokensJson, QStringLiteral("[[7,\"dog\"],[9,\"cat\"]]"));
        QVERIFY(samples[0].scoresJson.contains(QStringLiteral("0.6")));
        QCOMPARE(samples[1].tokensJson, QStringLiteral("[]"));
        QVERIFY(samples[1].scoresJson.isEmpty());
    }

    void curvesKeepTheirPointsInOrder() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.unembed"));
        qint64 id = 0;
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            CurveInfo curve;
            curve.kind = QStringLiteral("noise");
            curve.title = QStringLiteral("Noise");
            curve.xLabel = QStringLiteral("lambda");
            curve.yLabel = QStringLiteral("NDCG@10");
            curve.y2Label = QStringLiteral("BLEU");
            curve.logX = true;
            id = saveCurve(c, curve,
                           {{QStringLiteral("ndcg"), 1, 0.01, 0.3, {}},
                            {QStringLiteral("bleu"), 2, 0.01, 70, {}},
                            {QStringLiteral("ndcg"), 1, 0.001, 0.31, QStringLiteral("first")},
                            {QStringLiteral("bleu"), 2, 0.001, 80, {}}});
            CurveInfo wrong = curve;
            wrong.kind = QStringLiteral("pie");
            QVERIFY(errorMessage([&] { saveCurve(c, wrong, {}); }).contains(QStringLiteral("pie")));
        }
        CaseFile c(path, CaseFile::OpenMode::ExistingOnly);
        QCOMPARE(listCurves(c).size(), size_t(1));
        const auto curve = findCurve(c, id);
        QVERIFY(curve && curve->logX && curve->runId == 0);
        QCOMPARE(curve->y2Label, QStringLiteral("BLEU"));
        const auto points = curvePoints(c, id);
        QCOMPARE(points.size(), size_t(4));
        QCOMPARE(points[0].series, QStringLiteral("bleu"));
        QCOMPARE(points[0].y, 70.0);
        QCOMPARE(points[1].y, 80.0);
        QCOMPARE(points[2].series, QStringLiteral("ndcg"));
        QCOMPARE(points[3].label, QStringLiteral("first"));
        QCOMPARE(points[3].axis, 1);
        QVERIFY(!findCurve(c, id + 1));
    }

    void schemaOneCaseIsUpgradedWithItsData() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.unembed"));
        std::vector<Migration> firstOnly = {CaseFile::builtinMigrations().front()};
        {
            CaseFile old(path, CaseFile::OpenMode::CreateIfMissing, firstOnly);
            QCOMPARE(old.schemaVersion(), 1);
            EmbeddingSet set;
            set.sourcePath = QStringLiteral("/data/old.npy");
            set.vectors = FloatMatrix::owned({1.f, 2.f, 3.f, 4.f}, 2, 2);
            insertDataset(old, set,
                          {QStringLiteral("old"), QStringLiteral("npy"), QStringLiteral("x")});
            QSqlQuery q(old.db());
            QVERIFY(!q.exec(QStringLiteral("SELECT * FROM round")));
        }
        CaseFile upgraded(path);
        QCOMPARE(upgraded.schemaVersion(), CaseFile::latestSchemaVersion());
        QCOMPARE(listDatasets(upgraded).front().name, QStringLiteral("old"));
        QCOMPARE(readVectors(upgraded, listDatasets(upgraded).front().id)[1].values,
                 (std::vector<float>{3.f, 4.f}));
        QSqlQuery q(upgraded.db());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM round")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRunStore)
#include "test_run_store.moc"
