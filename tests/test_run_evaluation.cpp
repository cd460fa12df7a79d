// `eval` and `sweep pr` on a real case file: a dataset with texts, an attacker vocabulary
// trained here, and MLC, MSP and Vec2Text runs written through core/store with outputs whose
// figures are known in advance; the stored metrics, spans and curves, their replacement on a
// re-run, the cosine under a tiny random victim and a judge, and both verbs through the CLI.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "embedders/sentence_transformer.h"
#include "eval/bleu.h"
#include "eval/precision_recall_curve.h"
#include "eval/run_evaluation.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "test_models.h"
#include "test_support.h"
#include "text/sentencepiece_tokenizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>

#include <cmath>
#include <map>

using namespace unembed;
using unembed::test::writeFile;

namespace {

const QStringList kReferences = {QStringLiteral("I met John Smith in Paris"),
                                 QStringLiteral("my dog is 3 years old"),
                                 QStringLiteral("call me at 555-123-4567")};

QString idsJson(const std::vector<int64_t>& ids, const SentencePieceTokenizer& tokenizer,
                const std::vector<double>& scores = {}) {
    QJsonArray array;
    for (size_t i = 0; i < ids.size(); ++i) {
        QJsonArray entry{qint64(ids[i]), tokenizer.decode({ids[i]}, false)};
        if (!scores.empty()) entry.append(scores[i]);
        array.append(entry);
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

std::vector<int64_t> distinct(std::vector<int64_t> ids) {
    std::vector<int64_t> result;
    for (int64_t id : ids)
        if (std::find(result.begin(), result.end(), id) == result.end()) result.push_back(id);
    return result;
}

double valueOf(const std::vector<MetricValue>& values, const QString& name) {
    for (const MetricValue& v : values)
        if (v.name == name) return v.value;
    return std::nan("");
}

qint64 count(CaseFile& c, const QString& sql) {
    QSqlQuery q(c.db());
    q.exec(sql);
    q.next();
    return q.value(0).toLongLong();
}

struct CliResult {
    int exitCode = -1;
    QJsonObject json;
    QString err;
};

CliResult runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(UNEMBED_CLI), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QJsonDocument::fromJson(p.readAllStandardOutput()).object(),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestRunEvaluation : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString casePath_;
    QString wordList_;
    std::unique_ptr<SentencePieceTokenizer> tokenizer_;
    QString victimFolder_;
    qint64 mlcRun_ = 0, mspRun_ = 0, vec2textRun_ = 0, geiaRun_ = 0;
    qint64 distinctReferenceIds_ = 0; // summed over the sentences, EOS included

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const QString modelFolder = dir_.filePath(QStringLiteral("attacker"));
        QVERIFY(QDir().mkpath(modelFolder));
        QStringList corpus = kReferences;
        for (int i = 0; i < 30; ++i)
            corpus << QStringLiteral("the %1 cats of Paris sat on %2 mats").arg(i).arg(i * 7)
                   << QStringLiteral("John likes dogs and old years number %1").arg(i);
        SentencePieceTokenizer::trainT5(corpus, modelFolder + QStringLiteral("/spiece.model"), 80);
        tokenizer_ =
            std::make_unique<SentencePieceTokenizer>(SentencePieceTokenizer::load(modelFolder));
        wordList_ = writeFile(dir_, QStringLiteral("words"), "John\nParis\nSmith\ncat\n");

        casePath_ = dir_.filePath(QStringLiteral("eval.unembed"));
        CaseFile c(casePath_, CaseFile::OpenMode::CreateIfMissing);
        EmbeddingSet set;
        set.sourcePath = QStringLiteral("/data/refs.npy");
        set.vectors = FloatMatrix::owned(std::vector<float>(12, 0.5f), 3, 4);
        set.texts = kReferences;
        const qint64 dataset = insertDataset(
            c, set, {QStringLiteral("refs"), QStringLiteral("npy"), QStringLiteral("00")});
        auto model = [&](const QString& family) {
            ModelInfo info;
            info.name = family;
            info.folder = modelFolder;
            info.family = family;
            info.checksum = family; // one row per family
            return registerModel(c, info);
        };

        // MLC: every reference token scored 0.8, plus one wrong token scored 0.3; it predicted
        // (tokens_json) all of them.
        mlcRun_ = startRun(c, QStringLiteral("mlc"), model(QStringLiteral("mlc")), dataset,
                           QStringLiteral("{}"), QStringLiteral("CPU"));
        mspRun_ = startRun(c, QStringLiteral("msp"), model(QStringLiteral("msp")), dataset,
                           QStringLiteral("{}"), QStringLiteral("CPU"));
        for (qint64 row = 0; row < 3; ++row) {
            std::vector<int64_t> ids = distinct(tokenizer_->encode(kReferences[row]));
            distinctReferenceIds_ += qint64(ids.size());
            int64_t wrong = 3;
            while (std::find(ids.begin(), ids.end(), wrong) != ids.end())
                ++wrong;
            std::vector<double> scores(ids.size(), 0.8);
            std::vector<int64_t> withWrong = ids;
            withWrong.push_back(wrong);
            scores.push_back(0.3);
            recordSampleTokens(c, mlcRun_, row, kReferences[row], idsJson(withWrong, *tokenizer_),
                               idsJson(withWrong, *tokenizer_, scores));
            // MSP predicted every piece but not the EOS.
            std::vector<int64_t> pieces;
            for (int64_t id : ids)
                if (id != tokenizer_->eosId()) pieces.push_back(id);
            recordSampleTokens(c, mspRun_, row, kReferences[row], idsJson(pieces, *tokenizer_),
                               QString());
        }
        finishRun(c, mlcRun_, QStringLiteral("finished"));
        finishRun(c, mspRun_, QStringLiteral("finished"));

        // Vec2Text: row 0 is right after round 2, row 1 after round 1, row 2 at once (it
        // stopped there).
        vec2textRun_ =
            startRun(c, QStringLiteral("vec2text"), model(QStringLiteral("vec2text-corrector")),
                     dataset, QStringLiteral("{}"), QStringLiteral("CPU"));
        const std::vector<std::vector<std::pair<QString, double>>> rounds = {
            {{QStringLiteral("I met John in Paris"), 0.8},
             {QStringLiteral("I met John Smith in Rome"), 0.9},
             {kReferences[0], 1.0}},
            {{QStringLiteral("my cat is old"), 0.5}, {kReferences[1], 0.99}},
            {{kReferences[2], 1.0}}};
        for (qint64 row = 0; row < 3; ++row)
            for (size_t r = 0; r < rounds[size_t(row)].size(); ++r) {
                const auto& [text, cosine] = rounds[size_t(row)][r];
                const qint64 sample = recordSampleOutput(c, vec2textRun_, row, text, cosine);
                recordRound(c, sample, {int(r), text, cosine, QStringLiteral("[]")});
            }
        finishRun(c, vec2textRun_, QStringLiteral("finished"));

        // GEIA: near misses, and an empty output.
        geiaRun_ = startRun(c, QStringLiteral("geia"), model(QStringLiteral("geia")), dataset,
                            QStringLiteral("{}"), QStringLiteral("CPU"));
        for (qint64 row = 0; row < 3; ++row)
            recordSampleOutput(c, geiaRun_, row, geiaOutputs()[row], 0);
        finishRun(c, geiaRun_, QStringLiteral("finished"));

        // A tiny random victim: only the cosine's bookkeeping is under test, not its quality.
        torch::manual_seed(7);
        T5Config config = test::tinyT5Config(tokenizer_->pieceCount(), 16, 4, 32, 1);
        victimFolder_ = dir_.filePath(QStringLiteral("victim"));
        SentenceTransformer(QStringLiteral("tiny-victim"),
                            T5Model(config, T5ModelImpl::Parts::EncoderOnly), *tokenizer_,
                            SentencePooling{}, torch::nn::Linear{nullptr},
                            QStringLiteral("torch.nn.modules.linear.Identity"), true, 32)
            .save(victimFolder_);
    }

    static QStringList geiaOutputs() {
        return {QStringLiteral("I met John in Rome"), QStringLiteral("my dog is old"), QString()};
    }

    void vec2textRunFigures() {
        CaseFile c(casePath_);
        RunEvaluationRequest request;
        request.runId = vec2textRun_;
        request.wordList = wordList_;
        const RunEvaluation result = evaluateRun(c, request);
        QCOMPARE(result.output, QStringLiteral("text"));
        QCOMPARE(result.samples, 3);
        QCOMPARE(valueOf(result.runMetrics, QStringLiteral("bleu")), 100.0);
        QCOMPARE(valueOf(result.runMetrics, QStringLiteral("exact_match")), 100.0);
        QCOMPARE(valueOf(result.runMetrics, QStringLiteral("token_f1")), 100.0);
        QCOMPARE(valueOf(result.runMetrics, QStringLiteral("nerr")), 100.0);
        QCOMPARE(valueOf(result.runMetrics, QStringLiteral("full_name_recovery")), 100.0);
        QVERIFY(std::isnan(valueOf(result.runMetrics, QStringLiteral("cosine")))); // no embedder

        // Exact matches by round: row 2 from round 0, row 1 from round 1, row 0 at round 2;
        // a sample that stopped keeps its last hypothesis and cosine.
        QCOMPARE(result.rounds.size(), size_t(3));
        QVERIFY(std::abs(valueOf(result.rounds[0].values, QStringLiteral("exact_match")) -
                         100.0 / 3) < 1e-9);
        QVERIFY(std::abs(valueOf(result.rounds[1].values, QStringLiteral("exact_match")) -
                         200.0 / 3) < 1e-9);
        QCOMPARE(valueOf(result.rounds[2].values, QStringLiteral("bleu")), 100.0);
        QVERIFY(std::abs(valueOf(result.rounds[2].values, QStringLiteral("target_cosine")) -
                         (1.0 + 0.99 + 1.0) / 3) < 1e-9);
        QVERIFY(std::abs(valueOf(result.rounds[0].values, QStringLiteral("target_cosine")) -
                         (0.8 + 0.5 + 1.0) / 3) < 1e-9);

        // Stored: per-sample and run-level figures with their definitions, rounds with `round`.
        const auto stored = runMetrics(c, vec2textRun_);
        const auto bleuRound1 = std::find_if(stored.begin(), stored.end(), [](const auto& m) {
            return m.round == 1 && m.name == QLatin1String("bleu");
        });
        QVERIFY(bleuRound1 != stored.end());
        QCOMPARE(bleuRound1->definition, metricDefinition(QStringLiteral("bleu")).definitionId);
        const auto nerr = std::find_if(stored.begin(), stored.end(), [](const auto& m) {
            return m.runSampleId == 0 && m.name == QLatin1String("nerr");
        });
        QVERIFY(nerr != stored.end());
        QVERIFY(nerr->detector.contains(QStringLiteral("proper-noun-gazetteer/3 (3 entries, ")));
        const auto tokenF1 = std::find_if(stored.begin(), stored.end(), [](const auto& m) {
            return m.name == QLatin1String("token_f1");
        });
        QCOMPARE(tokenF1->tokenizer, tokenizer_->modelPath());
        QVERIFY(std::any_of(stored.begin(), stored.end(),
                            [](const auto& m) { return m.runSampleId > 0 && !m.round; }));

        // Spans: John, Smith, Paris; the number 3; the phone number, in references and outputs.
        const auto spans = rowSpans(c, 1, 0);
        QCOMPARE(spans.size(), size_t(6));
        QCOMPARE(spans[0].runSampleId, 0);
        QCOMPARE(spans[0].text, QStringLiteral("John"));
        QCOMPARE(spans[0].start, 6);
        QCOMPARE(rowSpans(c, 1, 2).front().kind, QStringLiteral("phone"));
        QCOMPARE(result.spans, 10);

        // Curves: BLEU and exact match on the left axis, cosine on the right; the scatter.
        QCOMPARE(result.curveIds.size(), size_t(3));
        QCOMPARE(findCurve(c, result.curveIds[2])->kind, QStringLiteral("length"));
        const auto roundsCurve = findCurve(c, result.curveIds[0]);
        QCOMPARE(roundsCurve->kind, QStringLiteral("rounds"));
        QCOMPARE(roundsCurve->y2Label, QStringLiteral("cosine"));
        const auto points = curvePoints(c, result.curveIds[0]);
        QCOMPARE(points.size(), size_t(9));
        const auto cosinePoint = std::find_if(points.begin(), points.end(), [](const auto& p) {
            return p.series == QLatin1String("cosine") && p.x == 2;
        });
        QCOMPARE(cosinePoint->axis, 2);
        const auto scatter = curvePoints(c, result.curveIds[1]);
        QCOMPARE(scatter.size(), size_t(3));
        QCOMPARE(scatter[0].x, 1.0); // row 0's final cosine
        QCOMPARE(scatter[0].y, 100.0);
        QCOMPARE(scatter[0].label, QStringLiteral("row 0"));

        // Re-running replaces: the same number of metrics, spans and curves, none doubled, and
        // each curve keeps its id (a script's `export --curve ID` goes on working).
        const qint64 metrics = count(c, QStringLiteral("SELECT COUNT(*) FROM metric"));
        const qint64 spanRows = count(c, QStringLiteral("SELECT COUNT(*) FROM span"));
        // A curve of another run made in between takes the next free id, not the replaced ones'.
        CurveInfo between;
        between.kind = QStringLiteral("defences");
        between.title = QStringLiteral("between");
        saveCurve(c, between, {});
        const RunEvaluation again = evaluateRun(c, request);
        QCOMPARE(count(c, QStringLiteral("SELECT COUNT(*) FROM metric")), metrics);
        QCOMPARE(count(c, QStringLiteral("SELECT COUNT(*) FROM span")), spanRows);
        QCOMPARE(count(c, QStringLiteral("SELECT COUNT(*) FROM curve")), 4);
        QCOMPARE(again.curveIds, result.curveIds);
    }

    void tokenRunFigures() {
        CaseFile c(casePath_);
        RunEvaluationRequest request;
        request.runId = mspRun_;
        request.wordList = wordList_;
        const RunEvaluation result = evaluateRun(c, request);
        QCOMPARE(result.output, QStringLiteral("tokens"));
        // All but the three EOS ids predicted, nothing wrong.
        QCOMPARE(valueOf(result.runMetrics, QStringLiteral("token_precision")), 100.0);
        QVERIFY(std::abs(valueOf(result.runMetrics, QStringLiteral("token_recall")) -
                         100.0 * double(distinctReferenceIds_ - 3) /
                             double(distinctReferenceIds_)) < 1e-9);
        QVERIFY(std::isnan(valueOf(result.runMetrics, QStringLiteral("bleu"))));
        QVERIFY(result.curveIds.empty());
        // Token sets have no perplexity (refused before any judge is read).
        request.perplexityJudge = dir_.filePath(QStringLiteral("no-judge"));
        test::expectError([&] { evaluateRun(c, request); },
                          {QStringLiteral("a perplexity needs texts"), QStringLiteral("MSP")});
    }

    void precisionRecallCurve() {
        CaseFile c(casePath_);
        const PrecisionRecallCurve curve = storePrecisionRecallCurve(c, mlcRun_);
        QCOMPARE(curve.sweep.size(), size_t(19));
        // Up to 0.30 the three wrong tokens are in; up to 0.80 exactly the references; above,
        // nothing.
        const double n = double(distinctReferenceIds_);
        QVERIFY(std::abs(curve.sweep[0].counts.precision() - 100 * n / (n + 3)) < 1e-9);
        QCOMPARE(curve.sweep[5].counts.precision(), 100 * n / (n + 3));
        QCOMPARE(curve.sweep[6].counts.precision(), 100.0);
        QCOMPARE(curve.sweep[15].counts.recall(), 100.0);  // 0.80
        QCOMPARE(curve.sweep[16].counts.recall(), 0.0);    // 0.85
        QCOMPARE(curve.operatingPoints.size(), size_t(3)); // MSP, Vec2Text and GEIA
        QCOMPARE(curve.operatingPoints[1].attack, QStringLiteral("vec2text"));
        QCOMPARE(curve.operatingPoints[1].counts.f1(), 100.0);
        QVERIFY(curve.operatingPoints[2].counts.f1() < 100.0);

        const auto points = curvePoints(c, curve.curveId);
        QCOMPARE(points.size(), size_t(22));
        const auto first = std::find_if(points.begin(), points.end(), [](const auto& p) {
            return p.series == QLatin1String("MLC");
        });
        QCOMPARE(first->label, QStringLiteral("0.05"));
        QCOMPARE(first->x, 100.0); // recall
        QVERIFY(std::any_of(points.begin(), points.end(), [&](const auto& p) {
            return p.series == QStringLiteral("MSP (run %1)").arg(mspRun_);
        }));
        // A second sweep replaces the first.
        const qint64 again = storePrecisionRecallCurve(c, mlcRun_).curveId;
        QCOMPARE(count(c, QStringLiteral("SELECT COUNT(*) FROM curve WHERE kind = 'pr'")), 1);
        QVERIFY(findCurve(c, again).has_value());
        test::expectError([&] { storePrecisionRecallCurve(c, vec2textRun_); },
                          {casePath_, QStringLiteral("an MLC run"), QStringLiteral("vec2text")});
    }

    void cosineUnderVictimAndJudge() {
        CaseFile c(casePath_);
        RunEvaluationRequest request;
        request.runId = geiaRun_;
        request.wordList = wordList_;
        request.victim = victimFolder_;
        request.judgeFolder = victimFolder_;
        const RunEvaluation result = evaluateRun(c, request);
        const auto victim = SentenceTransformer::load(victimFolder_);
        const torch::Tensor cosines =
            torch::cosine_similarity(victim->embed(geiaOutputs()), victim->embed(kReferences), 1);
        const double expected = cosines.mean().item<double>();
        QVERIFY(expected < 0.999); // the outputs differ from the references
        QVERIFY(std::abs(valueOf(result.runMetrics, QStringLiteral("cosine")) - expected) < 1e-5);
        QVERIFY(std::abs(valueOf(result.runMetrics, QStringLiteral("judge_cosine")) - expected) <
                1e-5);
        QCOMPARE(valueOf(result.runMetrics, QStringLiteral("exact_match")), 0.0);
        const auto stored = runMetrics(c, geiaRun_);
        const auto perSample = std::find_if(stored.begin(), stored.end(), [](const auto& m) {
            return m.runSampleId > 0 && m.name == QLatin1String("cosine");
        });
        QVERIFY(perSample != stored.end());
        QVERIFY(std::abs(perSample->value - cosines[0].item<double>()) < 1e-5);
        QCOMPARE(perSample->judge, victim->name());

        // The length study: the references in buckets of attacker tokens, BLEU, exact match and
        // the victim's cosine as means over each bucket.
        const auto lengthCurve = findCurve(c, result.curveIds.back());
        QCOMPARE(lengthCurve->kind, QStringLiteral("length"));
        QCOMPARE(lengthCurve->y2Label, QStringLiteral("cosine"));
        std::map<double, std::vector<int>> buckets;
        for (int row = 0; row < 3; ++row) {
            const size_t n = tokenizer_->encode(kReferences[row]).size() - 1;
            buckets[n <= 8 ? 8 : n <= 16 ? 16 : n <= 32 ? 32 : n <= 64 ? 64 : 128].push_back(row);
        }
        const auto lengthPoints = curvePoints(c, lengthCurve->id);
        QCOMPARE(lengthPoints.size(), 3 * buckets.size());
        for (const CurvePoint& point : lengthPoints) {
            QVERIFY2(buckets.count(point.x), qPrintable(QString::number(point.x)));
            const std::vector<int>& rows = buckets[point.x];
            double expected = 0;
            for (int row : rows)
                expected += point.series == QLatin1String("BLEU")
                                ? vec2textBleu(geiaOutputs()[row], kReferences[row])
                            : point.series == QLatin1String("cosine") ? cosines[row].item<double>()
                                                                      : 0.0;
            QVERIFY2(std::abs(point.y - expected / double(rows.size())) < 1e-5,
                     qPrintable(point.series));
            QCOMPARE(point.axis, point.series == QLatin1String("cosine") ? 2 : 1);
            QVERIFY(point.label.endsWith(QStringLiteral(", %1 samples").arg(rows.size())));
        }
        test::expectError(
            [&] {
                RunEvaluationRequest bad = request;
                bad.termsFile = dir_.filePath(QStringLiteral("no-terms.txt"));
                evaluateRun(c, bad);
            },
            {QStringLiteral("no-terms.txt")});
    }

    void verbs() {
        const CliResult eval =
            runCli({QStringLiteral("eval"), QStringLiteral("--case"), casePath_,
                    QStringLiteral("--run"), QString::number(mlcRun_), QStringLiteral("--json")});
        QCOMPARE(eval.exitCode, 0);
        const QJsonObject metrics = eval.json.value(QStringLiteral("metrics")).toObject();
        QCOMPARE(metrics.value(QStringLiteral("token_recall")).toDouble(), 100.0);
        QVERIFY(eval.json.value(QStringLiteral("definitions"))
                    .toObject()
                    .contains(QStringLiteral("token_f1")));

        const CliResult sweep = runCli(
            {QStringLiteral("sweep"), QStringLiteral("pr"), QStringLiteral("--case"), casePath_,
             QStringLiteral("--run"), QString::number(mlcRun_), QStringLiteral("--json")});
        QCOMPARE(sweep.exitCode, 0);
        QCOMPARE(sweep.json.value(QStringLiteral("sweep")).toArray().size(), 19);
        QCOMPARE(sweep.json.value(QStringLiteral("operating_points")).toArray().size(), 3);

        const CliResult wrongRun =
            runCli({QStringLiteral("sweep"), QStringLiteral("pr"), QStringLiteral("--case"),
                    casePath_, QStringLiteral("--run"), QString::number(mspRun_)});
        QCOMPARE(wrongRun.exitCode, 1);
        QVERIFY2(wrongRun.err.contains(QStringLiteral("an MLC run")), qPrintable(wrongRun.err));
        QCOMPARE(runCli({QStringLiteral("sweep"), QStringLiteral("noise"), QStringLiteral("--case"),
                         casePath_})
                     .exitCode,
                 2);
        const CliResult missing =
            runCli({QStringLiteral("eval"), QStringLiteral("--case"), casePath_,
                    QStringLiteral("--run"), QStringLiteral("99")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QStringLiteral("no such run")), qPrintable(missing.err));
    }
};

QTEST_GUILESS_MAIN(TestRunEvaluation)
#include "test_run_evaluation.moc"
