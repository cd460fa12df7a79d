// REPORT.md's bars from hand-made build states: each bar met, missed or not measured by the
// figures the stages recorded, a missed Vec2Text bar with how this build trained its corrector,
// and a missed noise bar with its margin on both sides (the strongest noise that keeps 90 % of
// NDCG@10, the weakest that halves BLEU).
#include "demo/demo_report.h"

#include <QJsonArray>
#include <QTest>

using namespace unembed;

namespace {

QJsonObject stage(const QJsonObject& settings, const QJsonObject& results) {
    return {{QStringLiteral("settings"), settings}, {QStringLiteral("results"), results}};
}

// One evaluation whose rounds have these BLEU figures (round 0 first), the last one final.
QJsonObject evaluation(const std::vector<double>& bleu) {
    QJsonArray rounds;
    for (size_t r = 0; r < bleu.size(); ++r)
        rounds.append(QJsonObject{{QStringLiteral("round"), int(r)},
                                  {QStringLiteral("bleu"), bleu[r]},
                                  {QStringLiteral("target_cosine"), 0.5 + 0.01 * double(r)}});
    const QJsonObject run{
        {QStringLiteral("metrics"), QJsonObject{{QStringLiteral("bleu"), bleu.back()}}},
        {QStringLiteral("rounds"), rounds}};
    return {{QStringLiteral("evaluations"), QJsonArray{run}}};
}

QJsonObject noisePoint(double lambda, double ndcg, double bleu) {
    return {{QStringLiteral("lambda"), lambda},
            {QStringLiteral("ndcg@10"), ndcg},
            {QStringLiteral("bleu"), bleu}};
}

// A build whose sbeam run goes from 14.7 to `corrected`, whose greedy runs end at `with` and
// `without`, and whose noise sweep has these points.
QJsonObject buildState(double corrected, double with, double without, const QJsonArray& noise) {
    const QJsonObject trainer{{QStringLiteral("epochs"), 4},
                              {QStringLiteral("batch_size"), 64},
                              {QStringLiteral("lr"), 0.001}};
    const QJsonObject steps{{QStringLiteral("steps"), 20}};
    return {
        {QStringLiteral("corpus"), stage({}, {{QStringLiteral("train_texts"), 35555}})},
        {QStringLiteral("vec2text-inversion"),
         stage({{QStringLiteral("trainer"), QJsonObject{{QStringLiteral("epochs"), 5}}},
                {QStringLiteral("model"), QJsonObject{{QStringLiteral("num_layers"), 2},
                                                      {QStringLiteral("num_decoder_layers"), 2},
                                                      {QStringLiteral("d_model"), 256}}}},
               {})},
        {QStringLiteral("vec2text-corrector"),
         stage({{QStringLiteral("init"), QStringLiteral("inverter")},
                {QStringLiteral("trainer"), trainer}},
               {})},
        {QStringLiteral("evaluate-vec2text-sbeam"), stage(steps, evaluation({14.7, corrected}))},
        {QStringLiteral("evaluate-vec2text"), stage(steps, evaluation({13.8, with}))},
        {QStringLiteral("evaluate-vec2text-nofeedback"), stage(steps, evaluation({13.8, without}))},
        {QStringLiteral("sweep-noise"), stage({}, {{QStringLiteral("points"), noise}})}};
}

// The section of the report of `state` under `heading`.
QString section(const QJsonObject& state, const QString& heading) {
    DemoReportInput input;
    input.buildState = state;
    const QString report = demoReportMarkdown(input);
    const qsizetype from = report.indexOf(heading);
    return report.mid(from, report.indexOf(QStringLiteral("\n## "), from + 1) - from);
}

QString bars(const QJsonObject& state) {
    return section(state, QStringLiteral("## Bars"));
}

} // namespace

class TestDemoReport : public QObject {
    Q_OBJECT
private slots:
    void barsMetSayWhichPoint();
    void missedBarsGiveTheirMargins();
    void oneSidedMarginsAndOneBar();
    void missingStagesAreNotMeasured();
    void eachStageSaysWhatRanIt();
    void threatModelsNameTheShippedMapAndTheBar();
};

void TestDemoReport::barsMetSayWhichPoint() {
    const QString text = bars(buildState(
        30.0, 25.0, 18.0,
        {noisePoint(0, 0.8, 30.0), noisePoint(0.01, 0.78, 14.0), noisePoint(0.1, 0.3, 4.0)}));
    QVERIFY2(text.contains(QStringLiteral("2. Vec2Text 20 steps + sbeam 4 at least 15 BLEU above "
                                          "its base model: **met** (base 14.7, after correction "
                                          "30.0: 15.3 points)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("after 20 steps: **met** (25.0 with, 18.0 without: 7.0 "
                                          "points)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("loses at least half: **met**: λ = 0.01 (NDCG@10 0.780 "
                                          "of 0.800, 97.5 %; BLEU 14.0 of 30.0, 46.7 %).")),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("this build tried")));
}

void TestDemoReport::missedBarsGiveTheirMargins() {
    const QString text =
        bars(buildState(20.6, 16.9, 16.8,
                        {noisePoint(0, 0.725, 24.9), noisePoint(0.03, 0.697, 18.8),
                         noisePoint(0.04, 0.670, 15.6), noisePoint(0.045, 0.650, 12.3),
                         noisePoint(0.05, 0.629, 12.0), noisePoint(0.1, 0.281, 6.4)}));
    QVERIFY2(text.contains(QStringLiteral("its base model: **missed** (base 14.7, after "
                                          "correction 20.6: 5.9 points)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("**missed** (16.9 with, 16.8 without: 0.1 points)")),
             qPrintable(text));
    // The margin on both sides: 0.04 is the strongest noise that keeps 90 % (0.670 of 0.725),
    // 0.045 the weakest that halves BLEU (12.3 of 24.9), at 89.7 % of NDCG@10: a share just under
    // the bar is not rounded up to it.
    QVERIFY2(text.contains(QStringLiteral(
                 "loses at least half: **missed**: the strongest noise that keeps 90 % of NDCG@10 "
                 "is λ = 0.04 (NDCG@10 0.670 of 0.725, 92.4 %; BLEU 15.6 of 24.9, 62.7 %); the "
                 "weakest that halves BLEU is λ = 0.045 (NDCG@10 0.650 of 0.725, 89.7 %; BLEU "
                 "12.3 of 24.9, 49.4 %).")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(
                 "For bars 2 and 3: this build tried a T5 of 2 + 2 layers (d_model 256) trained 5 "
                 "epochs as the base inverter on 35555 texts; the correctors start from its "
                 "weights and train 4 epochs (batch 64, peak learning rate 0.001) on the base "
                 "inverter's hypotheses of its training texts.")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("docs/demo.md, section \"What was tried for the missed "
                                         "bars\"")));
}

// One bar missed is "bar"; a noise sweep with only one side of the margin names the other as
// absent.
void TestDemoReport::oneSidedMarginsAndOneBar() {
    const QString text = bars(buildState(
        30.0, 16.9, 16.8,
        {noisePoint(0, 0.725, 24.9), noisePoint(0.01, 0.72, 20.0), noisePoint(0.02, 0.70, 18.0)}));
    QVERIFY2(text.contains(QStringLiteral("loses at least half: **missed**: the strongest noise "
                                          "that keeps 90 % of NDCG@10 is λ = 0.02 (NDCG@10 0.700 "
                                          "of 0.725, 96.6 %; BLEU 18.0 of 24.9, 72.3 %); no λ in "
                                          "the sweep halves BLEU.")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("For bar 3: this build tried")), qPrintable(text));
}

// A stage the build lacks is "not measured", not missed, and is given no training to blame; a
// sweep without its clean point says so.
void TestDemoReport::missingStagesAreNotMeasured() {
    QJsonObject state = buildState(20.6, 16.9, 16.8, {noisePoint(0.01, 0.72, 20.0)});
    state.remove(QStringLiteral("evaluate-vec2text-sbeam"));
    state.remove(QStringLiteral("evaluate-vec2text-nofeedback"));
    const QString text = bars(state);
    QVERIFY2(text.contains(QStringLiteral("its base model: **not measured** (base —, after "
                                          "correction —: — points)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("**not measured** (16.9 with, — without: — points)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("loses at least half: **not measured** (no clean λ = 0 "
                                          "point in the sweep).")),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("this build tried")));
}

// "How it was built" names the device each stage ran on, and says so for stages recorded before
// builds noted it.
void TestDemoReport::eachStageSaysWhatRanIt() {
    QJsonObject state = buildState(20.6, 16.9, 16.8, {});
    QJsonObject corrector = state.value(QStringLiteral("vec2text-corrector")).toObject();
    corrector.insert(QStringLiteral("seconds"), 300.0);
    corrector.insert(QStringLiteral("device"), QStringLiteral("CUDA:0 NVIDIA H200 · fp32"));
    state.insert(QStringLiteral("vec2text-corrector"), corrector);
    const QString text = section(state, QStringLiteral("## How it was built"));
    QVERIFY2(text.contains(QStringLiteral("| vec2text-corrector | 5.0 | CUDA:0 NVIDIA H200 · fp32 "
                                          "| `{}` |")) &&
                 text.contains(QStringLiteral("| corpus | 0.0 | not recorded | "
                                              "`{\"train_texts\":35555}` |")),
             qPrintable(text));
}

void TestDemoReport::threatModelsNameTheShippedMapAndTheBar() {
    const auto row = [](bool own, int pairs, const QString& label, double f1) {
        return QJsonObject{
            {QStringLiteral("own_victim"), own},
            {QStringLiteral("pairs"), pairs},
            {QStringLiteral("label"), label},
            {QStringLiteral("metrics"), QJsonObject{{QStringLiteral("token_f1"), f1}}}};
    };
    const QJsonObject results{
        {QStringLiteral("held_out_pairs"), 500},
        {QStringLiteral("maps"),
         QJsonArray{QJsonObject{
             {QStringLiteral("pairs"), 1000},
             {QStringLiteral("held_out"), QJsonObject{{QStringLiteral("cosine_mean"), 0.455}}}}}},
        {QStringLiteral("rows"),
         QJsonArray{row(false, 1000, QStringLiteral("GEIA beam 5, aligned from 1000"), 45.0),
                    row(true, 0, QStringLiteral("GEIA beam 5"), 50.0)}}};
    QJsonObject state = buildState(20.6, 16.9, 16.8, {});
    state.insert(QStringLiteral("threat-models"),
                 stage({{QStringLiteral("shipped_map"), 1000}}, results));
    const QString text = section(state, QStringLiteral("## Threat models"));
    QVERIFY2(text.contains(QStringLiteral("on 500 held-out training pairs")) &&
                 text.contains(QStringLiteral("The map from 1000 pairs ships as "
                                              "`maps/victim-bert-1000-pairs/`.")) &&
                 text.contains(QStringLiteral("| aligned from 1,000 leaked pairs | GEIA beam 5 | "
                                              "0.455 | 45.0 |")) &&
                 text.contains(QStringLiteral("**met** (45.0 against 50.0, 90 %)")),
             qPrintable(text));
    QVERIFY2(!text.contains(QLatin1Char('%') + QStringLiteral("3")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestDemoReport)
#include "test_demo_report.moc"
