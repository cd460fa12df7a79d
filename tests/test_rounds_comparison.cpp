// Vec2Text runs side by side by round (the "with and without feedback" figure): one stored curve,
// a series per run and metric with the runs' stored per-round values, the ablation labelled, and
// a clear refusal of anything that has no rounds to compare. Also through `unembed-cli sweep
// rounds`.
#include "eval/report_tables.h"
#include "eval/rounds_comparison.h"
#include "report_fixture.h"
#include "store/curve_store.h"
#include "test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using test::figure;

namespace {

// A finished, evaluated Vec2Text run with BLEU = base + gain * round and cosine 0.5 + 0.1 * round
// over rounds 0..lastRound.
qint64 vec2textRun(CaseFile& c, const QString& params, double base, double gain, int lastRound) {
    std::vector<MetricRecord> metrics;
    for (int round = 0; round <= lastRound; ++round) {
        metrics.push_back(figure(QStringLiteral("bleu"), base + gain * round, round));
        metrics.push_back(
            figure(QStringLiteral("exact_match"), round == lastRound ? 5.0 : 0.0, round));
        metrics.push_back(figure(QStringLiteral("target_cosine"), 0.5 + 0.1 * round, round));
    }
    metrics.push_back(figure(QStringLiteral("bleu"), base + gain * lastRound));
    return test::evaluatedRun(c, QStringLiteral("vec2text"), params, metrics);
}

// The default metrics (BLEU and exact match) unless others are given.
RoundsComparisonRequest comparing(std::vector<qint64> runs,
                                  const QStringList& metrics = RoundsComparisonRequest().metrics) {
    RoundsComparisonRequest request;
    request.runIds = std::move(runs);
    request.metrics = metrics;
    return request;
}

std::vector<CurvePoint> series(const std::vector<CurvePoint>& points, const QString& name) {
    std::vector<CurvePoint> found;
    for (const CurvePoint& point : points)
        if (point.series == name) found.push_back(point);
    return found;
}

} // namespace

class TestRoundsComparison : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString path_;
    qint64 withFeedback_ = 0, withoutFeedback_ = 0, mlc_ = 0, unevaluated_ = 0;

private Q_SLOTS:
    void initTestCase() {
        path_ = dir_.filePath(QStringLiteral("rounds.unembed"));
        CaseFile c(path_, CaseFile::OpenMode::CreateIfMissing);
        withFeedback_ =
            vec2textRun(c, QStringLiteral("{\"steps\":3,\"sbeam\":1,\"feedback\":true}"), 10, 5, 3);
        withoutFeedback_ = vec2textRun(
            c, QStringLiteral("{\"steps\":3,\"sbeam\":1,\"feedback\":false}"), 10, 1, 2);
        mlc_ = test::evaluatedRun(c, QStringLiteral("mlc"), QStringLiteral("{}"),
                                  {figure(QStringLiteral("token_f1"), 30.0)});
        unevaluated_ = startRun(c, QStringLiteral("vec2text"), 0, 0,
                                QStringLiteral("{\"steps\":3}"), QStringLiteral("CPU"));
        recordSampleOutput(c, unevaluated_, 0, QStringLiteral("first"), 0.5);
        finishRun(c, unevaluated_, QStringLiteral("finished"));
    }

    void theAblationIsLabelled() {
        CaseFile c(path_);
        QCOMPARE(runLabel(*findRun(c, withFeedback_)), QStringLiteral("Vec2Text 3 steps"));
        QCOMPARE(runLabel(*findRun(c, withoutFeedback_)),
                 QStringLiteral("Vec2Text 3 steps, no feedback"));
    }

    void eachRunAndMetricIsASeries() {
        CaseFile c(path_);
        const qint64 id = storeRoundsComparison(c, comparing({withFeedback_, withoutFeedback_}));
        const CurveInfo curve = *findCurve(c, id);
        QCOMPARE(curve.kind, QStringLiteral("rounds"));
        QCOMPARE(curve.runId, 0);
        QVERIFY2(curve.title.contains(QStringLiteral("no feedback")), qPrintable(curve.title));
        QVERIFY(curve.y2Label.isEmpty()); // no cosine asked for
        const QJsonObject params = QJsonDocument::fromJson(curve.paramsJson.toUtf8()).object();
        QCOMPARE(params.value(QStringLiteral("runs")).toArray(),
                 (QJsonArray{withFeedback_, withoutFeedback_}));
        QVERIFY(!params.value(QStringLiteral("definitions"))
                     .toObject()
                     .value(QStringLiteral("bleu"))
                     .toString()
                     .isEmpty());

        const std::vector<CurvePoint> points = curvePoints(c, id);
        const auto with =
            series(points, QStringLiteral("Vec2Text 3 steps (run %1): BLEU").arg(withFeedback_));
        const auto without = series(
            points,
            QStringLiteral("Vec2Text 3 steps, no feedback (run %1): BLEU").arg(withoutFeedback_));
        QCOMPARE(with.size(), size_t(4)); // rounds 0..3
        QCOMPARE(without.size(), size_t(3));
        for (const CurvePoint& point : with) {
            QCOMPARE(point.axis, 1);
            QCOMPARE(point.y, 10.0 + 5.0 * point.x);
        }
        QCOMPARE(without.back().x, 2.0);
        QCOMPARE(without.back().y, 12.0);
        const auto exact = series(
            points, QStringLiteral("Vec2Text 3 steps (run %1): exact match").arg(withFeedback_));
        QCOMPARE(exact.size(), size_t(4));
        QCOMPARE(exact.back().y, 5.0);
        QCOMPARE(points.size(), size_t(4 + 3) * 2);
    }

    void cosineGoesOnTheRightAxis() {
        CaseFile c(path_);
        const qint64 id = storeRoundsComparison(
            c, comparing({withFeedback_, withoutFeedback_},
                         {QStringLiteral("bleu"), QStringLiteral("target_cosine")}));
        QCOMPARE(findCurve(c, id)->y2Label, QStringLiteral("cosine"));
        const auto cosine =
            series(curvePoints(c, id),
                   QStringLiteral("Vec2Text 3 steps (run %1): cosine").arg(withFeedback_));
        QCOMPARE(cosine.size(), size_t(4));
        QCOMPARE(cosine.front().axis, 2);
        QCOMPARE(cosine.back().y, 0.8);
    }

    void cosineAloneTakesTheLeftAxis() {
        CaseFile c(path_);
        const qint64 id = storeRoundsComparison(
            c, comparing({withFeedback_, withoutFeedback_}, {QStringLiteral("target_cosine")}));
        const CurveInfo curve = *findCurve(c, id);
        QCOMPARE(curve.yLabel, QStringLiteral("cosine"));
        QVERIFY(curve.y2Label.isEmpty());
        for (const CurvePoint& point : curvePoints(c, id))
            QCOMPARE(point.axis, 1);
        const qint64 bleuOnly = storeRoundsComparison(
            c, comparing({withFeedback_, withoutFeedback_}, {QStringLiteral("bleu")}));
        QCOMPARE(findCurve(c, bleuOnly)->yLabel, QStringLiteral("BLEU (%)"));
    }

    void whatHasNoRoundsIsRefused() {
        CaseFile c(path_);
        // Comparisons belong to no run; nothing refused may store one.
        auto comparisons = [&] {
            const std::vector<CurveInfo> curves = listCurves(c);
            return std::count_if(curves.begin(), curves.end(),
                                 [](const CurveInfo& curve) { return curve.runId == 0; });
        };
        const auto before = comparisons();
        test::expectError([&] { storeRoundsComparison(c, comparing({withFeedback_})); },
                          {path_, QStringLiteral("at least two runs")});
        test::expectError(
            [&] {
                storeRoundsComparison(c, comparing({withFeedback_, mlc_}));
            },
            {QStringLiteral("run %1").arg(mlc_), QStringLiteral("Vec2Text")});
        test::expectError(
            [&] {
                storeRoundsComparison(c, comparing({withFeedback_, 999}));
            },
            {QStringLiteral("run 999"), QStringLiteral("no such run")});
        test::expectError(
            [&] {
                storeRoundsComparison(c, comparing({withFeedback_, unevaluated_}));
            },
            {QStringLiteral("run %1").arg(unevaluated_), QStringLiteral("not been evaluated")});
        test::expectError(
            [&] {
                storeRoundsComparison(c, comparing({withFeedback_, withFeedback_}));
            },
            {QStringLiteral("more than once")});
        test::expectError(
            [&] {
                storeRoundsComparison(
                    c, comparing({withFeedback_, withoutFeedback_}, {QStringLiteral("token_f1")}));
            },
            {QStringLiteral("token_f1"), QStringLiteral("not a per-round figure")});
        test::expectError(
            [&] {
                storeRoundsComparison(c, comparing({withFeedback_, withoutFeedback_}, {}));
            },
            {QStringLiteral("at least one metric")});
        test::expectError(
            [&] {
                storeRoundsComparison(c,
                                      comparing({withFeedback_, withoutFeedback_},
                                                {QStringLiteral("bleu"), QStringLiteral("bleu")}));
            },
            {QStringLiteral("bleu"), QStringLiteral("more than once")});
        // A run whose evaluation left a round without one of the metrics.
        const qint64 partial = test::evaluatedRun(
            c, QStringLiteral("vec2text"), QStringLiteral("{\"steps\":1}"),
            {figure(QStringLiteral("bleu"), 1.0, 0), figure(QStringLiteral("exact_match"), 0.0, 0),
             figure(QStringLiteral("bleu"), 2.0, 1)});
        test::expectError(
            [&] {
                storeRoundsComparison(c, comparing({withFeedback_, partial}));
            },
            {QStringLiteral("run %1").arg(partial), QStringLiteral("round 1 has no figure")});
        QCOMPARE(comparisons(), before);
    }

    void theCliStoresTheSameCurve() {
        QProcess cli;
        cli.start(QStringLiteral(UNEMBED_CLI),
                  {QStringLiteral("sweep"), QStringLiteral("rounds"), QStringLiteral("--case"),
                   path_, QStringLiteral("--runs"),
                   QStringLiteral("%1,%2").arg(withFeedback_).arg(withoutFeedback_),
                   QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject result = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray bleu =
            result.value(QStringLiteral("series"))
                .toObject()
                .value(QStringLiteral("Vec2Text 3 steps, no feedback (run %1): BLEU")
                           .arg(withoutFeedback_))
                .toArray();
        QCOMPARE(bleu, (QJsonArray{10.0, 11.0, 12.0}));
        CaseFile c(path_);
        QVERIFY(findCurve(c, result.value(QStringLiteral("curve")).toInteger()));

        cli.start(QStringLiteral(UNEMBED_CLI),
                  {QStringLiteral("sweep"), QStringLiteral("rounds"), QStringLiteral("--case"),
                   path_, QStringLiteral("--runs"), QStringLiteral("%1").arg(mlc_)});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY(cli.readAllStandardError().contains("at least two runs"));
    }
};

QTEST_GUILESS_MAIN(TestRoundsComparison)
#include "test_rounds_comparison.moc"
