// Defence trade-offs on a tiny victim and a tiny Vec2Text pair: lambda 0 reproduces the clean
// retrieval and the clean inversion exactly, noise that swamps the signal ruins retrieval, a seed
// reproduces a sweep, the other defences start from the clean victim, leaked pairs undo a secret
// rotation, the sweeps are stored and compared, and bad requests are refused.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/alignment/alignment_map.h"
#include "attacks/attacker_folder.h"
#include "attacks/vec2text/correction.h"
#include "embedders/defence.h"
#include "embedders/victim.h"
#include "error.h"
#include "eval/beir.h"
#include "eval/defence_sweep.h"
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
    DefenceSweepRequest request;

    // `leakable`: documents no query asks for, after the others (a rotation's leaked pairs);
    // `trainedAgainst`: the embedder the attackers name.
    explicit Fixture(int leakable = 0,
                     const QString& trainedAgainst = QStringLiteral("tiny-victim")) {
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(kUtterances + kReplies, spm, 90);
        const SentencePieceTokenizer tokenizer = SentencePieceTokenizer::load(spm);
        torch::manual_seed(3);
        auto victim = test::tinyVictim(tokenizer, 96);
        request.victim = dir.filePath(QStringLiteral("victim"));
        victim->save(request.victim.location);
        // Untrained attackers: the sweep's bookkeeping does not depend on how good they are.
        const Vec2TextSpec spec{16, 4, 12, trainedAgainst};
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
        for (int i = 0; i < leakable; ++i) {
            set.docIds << QStringLiteral("x%1").arg(i);
            set.docTexts << QStringLiteral("%1 %2").arg(kReplies[i % kReplies.size()],
                                                        kUtterances[(i * 3) % kUtterances.size()]);
        }
        request.retrievalFolder = dir.filePath(QStringLiteral("retrieval"));
        writeBeir(set, request.retrievalFolder);
        request.limit = 4;
        request.correction.steps = 2;
        request.seed = 11;
    }
};

} // namespace

class TestDefenceSweep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lambdaZeroIsTheCleanVictim() {
        Fixture f;
        f.request.strengths = {0.0};
        const std::vector<DefenceSweepPoint> points = runDefenceSweep(f.request);
        QCOMPARE(points.size(), size_t(1));

        // The same retrieval and the same inversion without any defence in the way.
        const BeirSet set = readBeir(f.request.retrievalFolder);
        auto victim = SentenceTransformer::load(f.request.victim.location);
        const torch::Tensor docs = victim->embed(set.docTexts);
        QCOMPARE(points[0].ndcg,
                 retrievalQuality(set, victim->embed(set.queryTexts), docs, 10).ndcg);
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

    // Through a map the attacker reads the defended vectors in the attack embedder's space and
    // re-embeds with it. A map fitted from the victim onto itself changes nothing: the sweep's
    // predictions are those without a map, and the run records the threat model. A map for
    // another dimension is refused, naming it.
    void aMapTakesTheAttackerIntoItsSpace() {
        Fixture f;
        f.request.strengths = {0.0, 0.05};
        const std::vector<DefenceSweepPoint> plain = runDefenceSweep(f.request);

        const BeirSet set = readBeir(f.request.retrievalFolder);
        auto victim = SentenceTransformer::load(f.request.victim.location);
        const torch::Tensor docs = victim->embed(set.docTexts + set.queryTexts);
        AlignmentMapInfo info;
        info.source = {victim->name(), int(victim->dimension())};
        info.target = info.source;
        info.targetLocation = f.request.victim.location;
        const QString mapFolder = f.dir.filePath(QStringLiteral("identity-map"));
        AlignmentMap::fit(docs, docs, info).save(mapFolder);
        f.request.alignMap = mapFolder;
        const std::vector<DefenceSweepPoint> mapped = runDefenceSweep(f.request);
        QCOMPARE(mapped.size(), plain.size());
        for (size_t p = 0; p < plain.size(); ++p) {
            QCOMPARE(mapped[p].ndcg, plain[p].ndcg); // retrieval stays in the victim's space
            QCOMPARE(mapped[p].predictions, plain[p].predictions);
        }
        QTemporaryDir caseDir;
        CaseFile caseFile(caseDir.filePath(QStringLiteral("mapped.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const StoredDefenceSweep stored = storeDefenceSweep(caseFile, f.request, mapped);
        const QJsonObject params =
            QJsonDocument::fromJson(findRun(caseFile, stored.runId)->paramsJson.toUtf8()).object();
        QCOMPARE(params.value(QStringLiteral("alignment"))
                     .toObject()
                     .value(QStringLiteral("threat_model"))
                     .toString(),
                 QStringLiteral("aligned from 16 leaked pairs"));
        QVERIFY(defenceTradeoffs(caseFile).front().series.contains(
            QStringLiteral("attacker aligned from 16 leaked pairs")));

        // A map that reads vectors of another dimension than the victim's.
        const QString other = f.dir.filePath(QStringLiteral("other-map"));
        AlignmentMapInfo wide = info;
        wide.source.dim = 2 * info.source.dim;
        AlignmentMap::fit(torch::cat({docs, docs}, 1), docs, wide).save(other);
        f.request.alignMap = other;
        test::expectError([&] { runDefenceSweep(f.request); },
                          {other, QStringLiteral("victim dimension")});
    }

    void noiseThatSwampsTheSignalRuinsRetrieval() {
        Fixture f;
        f.request.strengths = {0.0, 1e-4, 30.0};
        f.request.correction.steps = 0;
        const std::vector<DefenceSweepPoint> points = runDefenceSweep(f.request);
        QCOMPARE(points.size(), size_t(3));
        QCOMPARE(points[0].strength, 0.0);
        QCOMPARE(points[2].strength, 30.0);
        // Unit vectors in 16 dimensions against noise of norm ~120: a random ranking.
        QVERIFY2(points[0].ndcg > 0.5, qPrintable(QString::number(points[0].ndcg)));
        QVERIFY(std::abs(points[1].ndcg - points[0].ndcg) < 1e-9);
        QVERIFY2(points[2].ndcg < points[0].ndcg,
                 qPrintable(QStringLiteral("%1 -> %2").arg(points[0].ndcg).arg(points[2].ndcg)));
    }

    void aSeedReproducesTheSweep() {
        Fixture f;
        f.request.strengths = {0.5};
        f.request.correction.steps = 1;
        const auto first = runDefenceSweep(f.request);
        const auto second = runDefenceSweep(f.request);
        QCOMPARE(first[0].ndcg, second[0].ndcg);
        QCOMPARE(first[0].predictions, second[0].predictions);
        f.request.seed = 12;
        f.request.strengths = {30.0};
        const auto other = runDefenceSweep(f.request);
        f.request.seed = 11;
        const auto same = runDefenceSweep(f.request);
        QVERIFY(other[0].cosines != same[0].cosines || other[0].ndcg != same[0].ndcg);
    }

    void aStoredSweepIsARunAndANoiseCurve() {
        Fixture f;
        f.request.strengths = {0.0, 30.0};
        const auto points = runDefenceSweep(f.request);
        CaseFile caseFile(f.dir.filePath(QStringLiteral("sweep.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const StoredDefenceSweep stored = storeDefenceSweep(caseFile, f.request, points);
        const auto run = findRun(caseFile, stored.runId);
        QVERIFY(run);
        QCOMPARE(run->attack, QStringLiteral("noise-sweep"));
        QCOMPARE(run->status, QStringLiteral("finished"));
        QVERIFY(run->paramsJson.contains(QStringLiteral("\"lambdas\":[0,30]")));
        // The search behind NDCG@10 is recorded: this set is small enough for exact search.
        QVERIFY(run->paramsJson.contains(QStringLiteral("\"retrieval_search\":\"exact cosine\"")));
        // The attackers name another embedder than the victim folder's: both are warned of.
        QCOMPARE(points.front().warnings.size(), 2);
        QVERIFY(points.front().warnings.front().contains(QStringLiteral("named tiny-victim")));
        QVERIFY(run->paramsJson.contains(QStringLiteral("\"warnings\":[\"inverter was trained")));
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

    // The sweep applies the defences itself: attackers are compared with the clean victim, an
    // adaptive attacker by the embedder behind its defence. Runs word the adaptive case apart.
    void warningsCompareTheUndefendedVictim() {
        const QString victimName = [] {
            Fixture f;
            return openVictim(f.request.victim)->name();
        }();
        for (const QString& trainedAgainst :
             {victimName, victimName + QStringLiteral(" behind noise:λ=0.01")}) {
            Fixture f(0, trainedAgainst);
            f.request.strengths = {0.0};
            QStringList stages;
            const auto points =
                runDefenceSweep(f.request, nullptr, [&](const Progress& p) { stages << p.stage; });
            QVERIFY2(points.front().warnings.isEmpty(), qPrintable(trainedAgainst));
            QVERIFY(!stages.join('\n').contains(QStringLiteral("warning")));
            const auto victim = openVictim(f.request.victim);
            const QString warning =
                victimNameMismatch({trainedAgainst, 16}, f.request.inverterFolder, *victim);
            QCOMPARE(warning.contains(QStringLiteral("adaptive attacker")),
                     trainedAgainst != victimName);
        }
        // The other way round: an attacker trained without a defence, run behind one.
        {
            Fixture f;
            auto victim = openVictim(f.request.victim);
            Defence noise({DefenceKind::Noise, 0.01, 1}, torch::randn({4, 16}));
            DefendedEmbedder defended(*victim, noise);
            const QString warning =
                victimNameMismatch({victimName, 16}, f.request.inverterFolder, defended);
            QVERIFY2(warning.contains(QStringLiteral("without a defence")), qPrintable(warning));
        }
        Fixture f(0, QStringLiteral("another-embedder behind noise:λ=0.01"));
        f.request.strengths = {0.0};
        QStringList stages;
        const auto points =
            runDefenceSweep(f.request, nullptr, [&](const Progress& p) { stages << p.stage; });
        QCOMPARE(points.front().warnings.size(), 2);
        QVERIFY(points.front().warnings.front().contains(QStringLiteral("named another-embedder")));
        QVERIFY(stages.front().startsWith(QStringLiteral("loading")));
        QVERIFY(stages.contains(QStringLiteral("warning: ") + points.front().warnings.front()));
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

        // Another defence, then every sweep of the case compared.
        const QStringList common{QStringLiteral("--case"),      casePath,
                                 QStringLiteral("--embedder"),  f.request.victim.location,
                                 QStringLiteral("--retrieval"), f.request.retrievalFolder,
                                 QStringLiteral("--inverter"),  f.request.inverterFolder,
                                 QStringLiteral("--corrector"), f.request.correctorFolder,
                                 QStringLiteral("--steps"),     QStringLiteral("0"),
                                 QStringLiteral("--limit"),     QStringLiteral("3"),
                                 QStringLiteral("--json")};
        cli.start(QStringLiteral(UNEMBED_CLI),
                  QStringList{QStringLiteral("sweep"), QStringLiteral("defence"),
                              QStringLiteral("--defence"), QStringLiteral("scalar"),
                              QStringLiteral("--strengths"), QStringLiteral("4,1")} +
                      common);
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonObject scalar = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray scalarPoints = scalar.value(QStringLiteral("points")).toArray();
        QCOMPARE(scalarPoints.size(), 3);
        QVERIFY(scalarPoints[0].toObject().value(QStringLiteral("clean")).toBool());
        QCOMPARE(scalarPoints[1].toObject().value(QStringLiteral("label")).toString(),
                 QStringLiteral("4 bits"));

        cli.start(QStringLiteral(UNEMBED_CLI),
                  {QStringLiteral("sweep"), QStringLiteral("defences"), QStringLiteral("--case"),
                   casePath, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonObject compared = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(compared.value(QStringLiteral("points")).toArray().size(), 2 + 3);

        for (const QStringList& bad :
             {QStringList{QStringLiteral("--defence"), QStringLiteral("blur")},
              QStringList{QStringLiteral("--defence"), QStringLiteral("truncate")},
              QStringList{QStringLiteral("--defence"), QStringLiteral("scalar"),
                          QStringLiteral("--strengths"), QStringLiteral("8,x")}}) {
            cli.start(QStringLiteral(UNEMBED_CLI),
                      QStringList{QStringLiteral("sweep"), QStringLiteral("defence")} + bad +
                          common);
            QVERIFY(cli.waitForFinished(60000));
            QCOMPARE(cli.exitCode(), 2);
            const QByteArray error = cli.readAllStandardError();
            QVERIFY2(error.contains("--defence") || error.contains("--strengths"),
                     error.constData());
        }
    }

    void otherDefencesStartFromTheCleanVictim() {
        Fixture f;
        f.request.defence = QStringLiteral("truncate");
        f.request.strengths = {16.0, 2.0};
        const std::vector<DefenceSweepPoint> points = runDefenceSweep(f.request);
        QCOMPARE(points.size(), size_t(3));
        QVERIFY(points[0].clean);
        QCOMPARE(points[0].label, QStringLiteral("no defence"));
        QCOMPARE(points[1].label, QStringLiteral("16 dimensions"));
        // Keeping all 16 dimensions is no defence at all.
        QCOMPARE(points[1].ndcg, points[0].ndcg);
        QCOMPARE(points[1].predictions, points[0].predictions);
        QVERIFY(!points[2].clean);

        CaseFile caseFile(f.dir.filePath(QStringLiteral("truncate.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        const StoredDefenceSweep stored = storeDefenceSweep(caseFile, f.request, points);
        QCOMPARE(findRun(caseFile, stored.runId)->attack, QStringLiteral("defence-sweep"));
        const auto curve = findCurve(caseFile, stored.curveId);
        QCOMPARE(curve->kind, QStringLiteral("defence"));
        QCOMPARE(curve->xLabel, QStringLiteral("dimensions kept"));
        QVERIFY(!curve->logX);
        // The clean figures sit in the parameters; the points are the two strengths.
        const QJsonObject params = QJsonDocument::fromJson(curve->paramsJson.toUtf8()).object();
        QCOMPARE(params.value(QStringLiteral("defence")).toString(), QStringLiteral("truncate"));
        QCOMPARE(params.value(QStringLiteral("clean"))
                     .toObject()
                     .value(QStringLiteral("NDCG@10"))
                     .toDouble(),
                 points[0].ndcg);
        QCOMPARE(curvePoints(caseFile, stored.curveId).size(), size_t(2 * 5));
    }

    void leakedPairsUndoASecretRotation() {
        Fixture f(20);
        f.request.defence = QStringLiteral("rotate");
        f.request.strengths = {0.0, 20.0};
        const std::vector<DefenceSweepPoint> points = runDefenceSweep(f.request);
        QCOMPARE(points.size(), size_t(3));
        // Search is unchanged by a rotation; the naive attacker inverts rotated vectors.
        QVERIFY(std::abs(points[1].ndcg - points[0].ndcg) < 1e-9);
        QVERIFY(std::abs(points[2].ndcg - points[0].ndcg) < 1e-9);
        QCOMPARE(points[2].label, QStringLiteral("20 leaked pairs"));
        // Twenty pairs of 16-dimensional vectors pin the rotation down: the clean inversion.
        QCOMPARE(points[2].predictions, points[0].predictions);
        for (size_t i = 0; i < points[0].cosines.size(); ++i)
            QVERIFY(std::abs(points[2].cosines[i] - points[0].cosines[i]) < 1e-4);

        f.request.strengths = {25.0}; // 28 documents, 4 inverted
        test::expectError([&] { runDefenceSweep(f.request); },
                          {"at most 24 leaked pairs", "too few documents"});
        // The default counts: those the set is too small for are left out, with a warning.
        f.request.strengths = {0.0, 20.0, 25.0, 100.0};
        f.request.dropUnfittingLeaks = true;
        QStringList warnings;
        const std::vector<DefenceSweepPoint> fitted =
            runDefenceSweep(f.request, nullptr, [&](const Progress& p) {
                if (p.stage.startsWith(QLatin1String("warning: rotate"))) warnings << p.stage;
            });
        QCOMPARE(fitted.size(), size_t(3)); // no defence, 0 and 20 leaked pairs
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(QStringLiteral("25, 100 leaked pairs left out")) &&
                     warnings.first().contains(QStringLiteral("24 documents after the 4")),
                 qPrintable(warnings.first()));
    }

    void theComparisonDrawsEverySweepFromItsCleanPoint() {
        Fixture f;
        CaseFile caseFile(f.dir.filePath(QStringLiteral("compare.unembed")),
                          CaseFile::OpenMode::CreateIfMissing);
        test::expectError([&] { storeDefenceComparison(caseFile); }, {"no defence sweep"});
        f.request.correction.steps = 0;
        f.request.strengths = {0.0, 0.5};
        const auto noise = runDefenceSweep(f.request);
        const StoredDefenceSweep noiseRun = storeDefenceSweep(caseFile, f.request, noise);
        f.request.defence = QStringLiteral("binary");
        const auto binary = runDefenceSweep(f.request);
        const StoredDefenceSweep binaryRun = storeDefenceSweep(caseFile, f.request, binary);

        const qint64 curveId = storeDefenceComparison(caseFile);
        QCOMPARE(findCurve(caseFile, curveId)->kind, QStringLiteral("defences"));
        QHash<QString, std::vector<CurvePoint>> series;
        for (const CurvePoint& p : curvePoints(caseFile, curveId))
            series[p.series].push_back(p);
        QCOMPARE(series.size(), 2);
        const auto& noiseSeries =
            series.value(QStringLiteral("Gaussian noise (run %1)").arg(noiseRun.runId));
        const auto& binarySeries =
            series.value(QStringLiteral("Binary quantisation (run %1)").arg(binaryRun.runId));
        QCOMPARE(noiseSeries.size(), size_t(2));
        QCOMPARE(binarySeries.size(), size_t(2));
        for (const auto* s : {&noiseSeries, &binarySeries}) {
            QCOMPARE(s->front().label, QStringLiteral("no defence"));
            QCOMPARE(s->front().x, noise[0].ndcg);
        }
        QCOMPARE(noiseSeries[1].label, QStringLiteral("λ = 0.5"));
        QCOMPARE(noiseSeries[1].x, noise[1].ndcg);
        QCOMPARE(binarySeries[1].label, QStringLiteral("1 bit"));
        QCOMPARE(binarySeries[1].x, binary[1].ndcg);
        for (const MetricValue& v : defenceSweepFigures(binary[1]))
            if (v.name == QLatin1String("bleu")) QCOMPARE(binarySeries[1].y, v.value);

        // An adaptive attacker (what `train --defence binary` records as its victim) is a series
        // of its own beside the naive one, named as such.
        const SentencePieceTokenizer tokenizer =
            SentencePieceTokenizer::load(f.dir.filePath(QStringLiteral("spiece.model")));
        const Vec2TextSpec adaptive{16, 4, 12, QStringLiteral("tiny-victim behind binary")};
        Vec2TextInverter inverter(test::tinyT5Config(96, 32, 8, 64, 1), adaptive);
        Vec2TextCorrector corrector(test::tinyT5Config(96, 32, 8, 64, 1), adaptive);
        f.request.inverterFolder = f.dir.filePath(QStringLiteral("adaptive-inverter"));
        f.request.correctorFolder = f.dir.filePath(QStringLiteral("adaptive-corrector"));
        saveVec2TextInverter(*inverter, tokenizer, f.request.inverterFolder);
        saveVec2TextCorrector(*corrector, tokenizer, f.request.correctorFolder);
        const StoredDefenceSweep adaptiveRun =
            storeDefenceSweep(caseFile, f.request, runDefenceSweep(f.request));
        QStringList names;
        for (const CurvePoint& p : curvePoints(caseFile, storeDefenceComparison(caseFile)))
            if (!names.contains(p.series)) names << p.series;
        QCOMPARE(names.size(), 3);
        QVERIFY2(names.contains(QStringLiteral("Binary quantisation (run %1, attacker trained "
                                               "behind binary)")
                                    .arg(adaptiveRun.runId)),
                 qPrintable(names.join(QStringLiteral("; "))));
        QVERIFY(
            names.contains(QStringLiteral("Binary quantisation (run %1)").arg(binaryRun.runId)));
    }

    void refusesNegativeLambdaAndMismatchedModels() {
        Fixture f;
        f.request.strengths = {0.0, -0.1};
        test::expectError([&] { runDefenceSweep(f.request); }, {"strength", "negative"});
        f.request.strengths = {0.0};
        f.request.defence = QStringLiteral("blur");
        test::expectError([&] { runDefenceSweep(f.request); }, {"unknown defence"});
        // Refused before anything is embedded or inverted (issue 55, item 6).
        QStringList stages;
        const ProgressFn seen = [&](const Progress& p) { stages << p.stage; };
        f.request.defence = QStringLiteral("truncate");
        f.request.strengths = {17.0};
        test::expectError([&] { runDefenceSweep(f.request, nullptr, seen); },
                          {"only 16 dimensions"});
        f.request.defence = QStringLiteral("pca");
        f.request.strengths = {8.0, 40.0};
        test::expectError([&] { runDefenceSweep(f.request, nullptr, seen); },
                          {"at most 16 components", "pca:40"});
        for (const QString& stage : stages)
            QVERIFY2(!stage.startsWith(QLatin1String("embedding")) &&
                         !stage.startsWith(QLatin1String("inverting")),
                     qPrintable(stage));
        f.request.defence = QStringLiteral("noise");
        f.request.strengths = {0.0};
        f.request.retrievalFolder = f.dir.filePath(QStringLiteral("missing"));
        test::expectError([&] { runDefenceSweep(f.request); }, {"missing"});
    }
};

QTEST_GUILESS_MAIN(TestDefenceSweep)
#include "test_defence_sweep.moc"
