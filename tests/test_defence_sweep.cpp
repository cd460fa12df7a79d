// The noise trade-off on a tiny victim and a tiny Vec2Text pair: lambda 0 reproduces the clean
// retrieval and the clean inversion exactly, noise that swamps the signal ruins retrieval, a seed
// reproduces a sweep, and bad requests are refused.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/vec2text/correction.h"
#include "error.h"
#include "eval/beir.h"
#include "eval/noise_sweep.h"
#include "eval/retrieval.h"
#include "eval/text_scores.h"
#include "store/curve_store.h"
#include "store/run_store.h"
#include "test_models.h"
#include "test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

const QStringList kUtterances = {
    QStringLiteral("do you have any pets"),        QStringLiteral("where did you grow up"),
    QStringLiteral("what do you do for work"),     QStringLiteral("do you like to cook"),
    QStringLiteral("what music do you listen to"), QStringLiteral("how old are your kids"),
    QStringLiteral("have you been to france"),     QStringLiteral("what is your favourite food"),
};
const QStringList kReplies = {
    QStringLiteral("yes a dog called max and two cats"),
    QStringLiteral("in a small town near the coast"),
    QStringLiteral("i am a nurse at the city hospital"),
    QStringLiteral("i bake bread every sunday"),
    QStringLiteral("mostly jazz and some old rock"),
    QStringLiteral("my son is six and my daughter nine"),
    QStringLiteral("twice , paris and lyon"),
    QStringLiteral("pizza with extra cheese"),
};

struct Fixture {
    QTemporaryDir dir;
    NoiseSweepRequest request;

    Fixture() {
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(kUtterances + kReplies, spm, 90);
        const SentencePieceTokenizer tokenizer = SentencePieceTokenizer::load(spm);
        torch::manual_seed(3);
        auto victim = test::tinyVictim(tokenizer, 96);
        request.victim = dir.filePath(QStringLiteral("victim"));
        victim->save(request.victim.location);
        // Untrained attackers: the sweep's bookkeeping does not depend on how good they are.
        const Vec2TextSpec spec{16, 4, 12, QStringLiteral("tiny-victim")};
        torch::manual_seed(8);
        Vec2TextInverter inverter(test::tinyT5Config(96, 32, 8, 64, 1), spec);
        Vec2TextCorrector corrector(test::tinyT5Config(96, 32, 8, 64, 1), spec);
        request.inverterFolder = dir.filePath(QStringLiteral("inverter"));
        request.correctorFolder = dir.filePath(QStringLiteral("corrector"));
        saveVec2TextInverter(*inverter, tokenizer, request.inverterFolder);
        saveVec2TextCorrector(*corrector, tokenizer, request.correctorFolder);

        BeirSet set;
        for (int i = 0; i < kUtterances.size(); ++i) {
            set.queryIds << QStringLiteral("q%1").arg(i);
            set.queryTexts << kUtterances[i];
            set.docIds << QStringLiteral("d%1").arg(i);
            set.docTexts << kReplies[i];
            set.qrels[set.queryIds.back()][set.docIds.back()] = 1;
        }
        request.retrievalFolder = dir.filePath(QStringLiteral("retrieval"));
        writeBeir(set, request.retrievalFolder);
        request.limit = 4;
        request.correction.steps = 2;
        request.seed = 11;
    }
};

} // namespace

class TestNoiseSweep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lambdaZeroIsTheCleanVictim() {
        Fixture f;
        f.request.lambdas = {0.0};
        const std::vector<NoiseSweepPoint> points = runNoiseSweep(f.request);
        QCOMPARE(points.size(), size_t(1));

        // The same retrieval and the same inversion without any defence in the way.
        const BeirSet set = readBeir(f.request.retrievalFolder);
        auto victim = SentenceTransformer::load(f.request.victim.location);
        const torch::Tensor docs = victim->embed(set.docTexts);
        QCOMPARE(points[0].ndcg, retrievalNdcg(set, victim->embed(set.queryTexts), docs, 10));
        Vec2TextInversion attack(
            loadVec2TextInverter(f.request.inverterFolder), f.request.inverterFolder,
            loadVec2TextCorrector(f.request.correctorFolder), f.request.correctorFolder, *victim);
        const auto clean = attack.invert(docs.slice(0, 0, 4), f.request.correction);
        QCOMPARE(points[0].references, set.docTexts.mid(0, 4));
        QCOMPARE(points[0].predictions.size(), 4);
        QCOMPARE(points[0].cosines.size(), size_t(4));
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(points[0].predictions[i], clean[size_t(i)].text);
            // Scored against the reference's own vector, the cosine the run reached.
            QVERIFY(std::abs(points[0].cosines[size_t(i)] - clean[size_t(i)].cosine) < 1e-5);
        }
    }

    void noiseThatSwampsTheSignalRuinsRetrieval() {
        Fixture f;
        f.request.lambdas = {0.0, 1e-4, 30.0};
        f.request.correction.steps = 0;
        const std::vector<NoiseSweepPoint> points = runNoiseSweep(f.request);
        QCOMPARE(points.size(), size_t(3));
        QCOMPARE(points[0].lambda, 0.0);
        QCOMPARE(points[2].lambda, 30.0);
        // Unit vectors in 16 dimensions against noise of norm ~120: a random ranking.
        QVERIFY2(points[0].ndcg > 0.5, qPrintable(QString::number(points[0].ndcg)));
        QVERIFY(std::abs(points[1].ndcg - points[0].ndcg) < 1e-9);
        QVERIFY2(points[2].ndcg < points[0].ndcg,
                 qPrintable(QStringLiteral("%1 -> %2").arg(points[0].ndcg).arg(points[2].ndcg)));
    }

    void aSeedReproducesTheSweep() {
        Fixture f;
        f.request.lambdas = {0.5};
        f.request.correction.steps = 1;
        const auto first = runNoiseSweep(f.request);
        const auto second = runNoiseSweep(f.request);
        QCOMPARE(first[0].ndcg, second[0].ndcg);
        QCOMPARE(first[0].predictions, second[0].predictions);
        f.request.seed = 12;
        f.request.lambdas = {30.0};
        const auto other = runNoiseSweep(f.request);
        f.request.seed = 11;
        const auto same = runNoiseSweep(f.request);
        QVERIFY(other[0].cosines != same[0].cosines || other[0].ndcg != same[0].ndcg);
    }

    void aStoredSweepIsARunAndANoiseCurve() {
        Fixture f;
        f.request.lambdas = {0.0, 30.0};
        const auto points = runNoiseSweep(f.request);
        CaseFile caseFile(f.dir.filePath(QStringLiteral("sweep.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const StoredNoiseSweep stored = storeNoiseSweep(caseFile, f.request, points);
        const auto run = findRun(caseFile, stored.runId);
        QVERIFY(run);
        QCOMPARE(run->attack, QStringLiteral("noise-sweep"));
        QCOMPARE(run->status, QStringLiteral("finished"));
        QVERIFY(run->paramsJson.contains(QStringLiteral("\"lambdas\":[0,30]")));
        const auto curve = findCurve(caseFile, stored.curveId);
        QVERIFY(curve);
        QCOMPARE(curve->kind, QStringLiteral("noise"));
        QVERIFY(curve->logX);
        const std::vector<CurvePoint> stored_points = curvePoints(caseFile, stored.curveId);
        QCOMPARE(stored_points.size(), size_t(2 * 5)); // five figures per lambda
        // The clean BLEU is the BLEU of the clean predictions, under the registry's definition.
        TextScores clean({});
        for (int i = 0; i < points[0].predictions.size(); ++i)
            clean.add(points[0].predictions[i], points[0].references[i]);
        double cleanBleu = -1;
        for (const MetricValue& v : clean.corpus())
            if (v.name == QLatin1String("bleu")) cleanBleu = v.value;
        bool seen = false;
        for (const CurvePoint& p : stored_points)
            if (p.series == QLatin1String("BLEU") && p.x == 0.0) {
                QCOMPARE(p.y, cleanBleu);
                QCOMPARE(p.axis, 2);
                seen = true;
            }
        QVERIFY(seen);
    }

    void theCliStoresTheSweep() {
        Fixture f;
        const QString casePath = f.dir.filePath(QStringLiteral("cli.unembed"));
        { CaseFile created(casePath, CaseFile::OpenMode::CreateIfMissing); }
        QProcess cli;
        cli.start(
            QStringLiteral(UNEMBED_CLI),
            {QStringLiteral("sweep"), QStringLiteral("noise"), QStringLiteral("--case"), casePath,
             QStringLiteral("--embedder"), f.request.victim.location, QStringLiteral("--retrieval"),
             f.request.retrievalFolder, QStringLiteral("--inverter"), f.request.inverterFolder,
             QStringLiteral("--corrector"), f.request.correctorFolder, QStringLiteral("--lambdas"),
             QStringLiteral("0,0.5"), QStringLiteral("--steps"), QStringLiteral("1"),
             QStringLiteral("--limit"), QStringLiteral("3"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonObject result = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(result.value(QStringLiteral("points")).toArray().size(), 2);
        CaseFile caseFile(casePath);
        QCOMPARE(curvePoints(caseFile, result.value(QStringLiteral("curve")).toInteger()).size(),
                 size_t(10));

        cli.start(QStringLiteral(UNEMBED_CLI),
                  {QStringLiteral("sweep"), QStringLiteral("noise"), QStringLiteral("--case"),
                   casePath, QStringLiteral("--embedder"), f.request.victim.location,
                   QStringLiteral("--retrieval"), f.request.retrievalFolder,
                   QStringLiteral("--inverter"), f.request.inverterFolder,
                   QStringLiteral("--corrector"), f.request.correctorFolder,
                   QStringLiteral("--lambdas"), QStringLiteral("0,-1")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("--lambdas"));
    }

    void refusesNegativeLambdaAndMismatchedModels() {
        Fixture f;
        f.request.lambdas = {0.0, -0.1};
        test::expectError([&] { runNoiseSweep(f.request); }, {"lambda", "negative"});
        f.request.lambdas = {0.0};
        f.request.retrievalFolder = f.dir.filePath(QStringLiteral("missing"));
        test::expectError([&] { runNoiseSweep(f.request); }, {"missing"});
    }
};

QTEST_GUILESS_MAIN(TestNoiseSweep)
#include "test_noise_sweep.moc"
