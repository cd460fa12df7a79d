// The workbench on the shipped demo case (a copy of it), offscreen, as a first-time user meets it:
// the demo messages listed, three Vec2Text rounds on one message with the demo models giving three
// round rows and three chart points whose cosines are stored in the case, the Compare view showing
// every attack's output for the same messages, the Report tab holding the evaluation's tables, and
// every curve of the case drawn, each curve of one run titled with that run and its dataset, and
// Compare Runs by Round listing the evaluated runs with the number of texts they ran on. Run
// Attack runs MLC (then its context menu's sweep), a random sample, Vec2Text, and GEIA through an
// alignment map without a victim.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "attacks/alignment/alignment_map.h"

#include "attack_dialog.h"
#include "case_explorer.h"
#include "compare_table_model.h"
#include "compare_view.h"
#include "curve_plot.h"
#include "demo_case_copy.h"
#include "eval/report_tables.h"
#include "eval/sample_audit.h"
#include "eval/sample_estimate.h"
#include "inference_worker.h"
#include "main_window.h"
#include "report_view.h"
#include "rounds_compare_dialog.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "vec2text_view.h"
#include "vectors_table_model.h"

#include <qcustomplot.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace unembed;
using test::demoPack;

namespace {

// MLC with the pack's model, and the pack's victim for the evaluation's cosine.
void chooseMlc(AttackDialog& dialog) {
    dialog.attackBox()->setCurrentIndex(0);
    dialog.modelEdit()->setText(demoPack(QStringLiteral("mlc")));
    dialog.victimEdit()->setText(demoPack(QStringLiteral("victim")));
}

} // namespace

class TestGuiDemoCase : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString casePath_;

    // Opens the demo case in `window` and runs Attack ▸ Run Attack on its messages with the
    // dialog as `configure` sets it; `summary` is the job's, which must not fail.
    void attackFromDialog(MainWindow& window, const std::function<void(AttackDialog&)>& configure,
                          QString& summary) {
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath_));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 200);
        auto* action = window.findChild<QAction*>(QStringLiteral("attackAction"));
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
        bool dialogSeen = false;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = window.findChild<AttackDialog*>();
            if (!dialog) return;
            dialogSeen = true;
            configure(*dialog);
            dialog->accept();
        });
        action->trigger();
        QVERIFY(dialogSeen);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() > 0, 300000);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        summary = finished.first().at(1).toString();
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        casePath_ = test::copyDemoCase(dir_);
        QVERIFY(!casePath_.isEmpty());
    }

    void threeRoundsOnADemoMessage() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath_));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 200);
        window.vectorsView()->selectRow(0);
        Vec2TextView* view = window.vec2textView();
        view->setModelFolders(demoPack(QStringLiteral("inverter")),
                              demoPack(QStringLiteral("corrector")),
                              demoPack(QStringLiteral("victim")));
        view->stopWhenNoGainBox()->setChecked(false);
        view->stepsBox()->setValue(2); // round 0 and two corrections
        const size_t runsBefore = listRuns(*window.currentCase()).size();
        view->startRun();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 120000);

        QStandardItem* vector = view->roundsModel()->item(0);
        QCOMPARE(vector->rowCount(), 3);
        QCOMPARE(view->chart()->graph(0)->dataCount(), 3);
        CaseFile check(casePath_);
        const std::vector<RunInfo> runs = listRuns(check);
        QCOMPARE(runs.size(), runsBefore + 1);
        const std::vector<RunSampleInfo> samples = runSamples(check, runs.back().id);
        QCOMPARE(samples.size(), size_t(1));
        const std::vector<RoundInfo> stored = sampleRounds(check, samples[0].id);
        QCOMPARE(stored.size(), size_t(3));
        for (int r = 0; r < 3; ++r)
            QCOMPARE(view->chart()->graph(0)->data()->at(r)->value, stored[size_t(r)].cosine);
    }

    void compareReportAndCurvesShowTheBuild() {
        MainWindow window;
        window.show();
        QVERIFY(window.openCase(casePath_));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 200);
        // Every attack of the demo-runs stage, side by side for the same messages.
        const CompareTableModel* table = window.compareView()->tableModel();
        QTRY_VERIFY(table->rowCount() >= 200);
        QStringList headers;
        for (int c = CompareTableModel::FirstRunColumn; c < table->columnCount(); ++c)
            headers << table->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        for (const QString& attack : {QStringLiteral("MLC"), QStringLiteral("MSP"),
                                      QStringLiteral("GEIA"), QStringLiteral("Vec2Text")})
            QVERIFY2(headers.join(QLatin1Char(' ')).contains(attack),
                     qPrintable(headers.join(QStringLiteral(" | "))));

        // The evaluation on PersonaChat test travelled as figures: the papers' tables.
        QStringList tables;
        for (const ReportTable& t : window.reportView()->tables())
            tables << t.id;
        QVERIFY(tables.contains(QStringLiteral("table1")));
        QVERIFY(tables.contains(QStringLiteral("vec2text-rounds")));

        // Every curve the build stored draws from its points.
        QSet<QString> kinds;
        for (const CurveInfo& curve : listCurves(*window.currentCase())) {
            QVERIFY(window.showCurve(curve.id));
            QVERIFY(window.curvePlot()->graphCount() > 0);
            kinds.insert(curve.kind);
        }
        for (const QString& kind : {QStringLiteral("pr"), QStringLiteral("noise"),
                                    QStringLiteral("rounds"), QStringLiteral("scatter")})
            QVERIFY2(kinds.contains(kind), qPrintable(kind));

        // Vec2Text's Fig. 3: the corrector with and without feedback, round by round.
        int feedbackFigures = 0;
        for (const CurveInfo& curve : listCurves(*window.currentCase()))
            if (curve.kind == QLatin1String("rounds") && curve.runId == 0 &&
                curve.title.contains(QStringLiteral("no feedback"))) {
                QVERIFY(window.showCurve(curve.id));
                QCOMPARE(window.curvePlot()->graphCount(), 4); // BLEU, exact match: two runs
                ++feedbackFigures;
            }
        QCOMPARE(feedbackFigures, 1);

        // The four rounds curves share a stored title; shown, each names its run and dataset.
        QSet<QString> roundsTitles;
        for (const CurveInfo& curve : listCurves(*window.currentCase()))
            if (curve.kind == QLatin1String("rounds") && curve.runId != 0) {
                QVERIFY(window.showCurve(curve.id));
                const QString shown = window.curvePlot()->fullTitle();
                QVERIFY2(shown.contains(QStringLiteral("(run %1)").arg(curve.runId)),
                         qPrintable(shown));
                QVERIFY2(shown.contains(QStringLiteral(" on ")), qPrintable(shown));
                roundsTitles.insert(shown);
            }
        QVERIFY(roundsTitles.size() >= 4);
        // Hovering a measured point reads as a figure, not as 8 or 9 decimals.
        QCPGraph* first = window.curvePlot()->graph(0);
        const QString hover = window.curvePlot()->pointDescriptionAt(
            {first->keyAxis()->coordToPixel(first->data()->at(1)->key),
             first->valueAxis()->coordToPixel(first->data()->at(1)->value)});
        QVERIFY(!hover.isEmpty());
        const QRegularExpression longDecimals(QStringLiteral("\\.[0-9]{5,}"));
        QVERIFY2(!longDecimals.match(hover).hasMatch(), qPrintable(hover));
    }

    // Curves ▸ Compare Runs by Round… on the demo's evaluated runs (copied without their
    // samples): each listed with the texts it ran on, never "0 samples".
    void compareRunsByRoundCountsTheTexts() {
        MainWindow window;
        window.show();
        QVERIFY(window.openCase(casePath_));
        auto* action = window.findChild<QAction*>(QStringLiteral("compareRoundsAction"));
        QVERIFY(action && action->isEnabled());
        QStringList listed;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = window.findChild<RoundsCompareDialog*>();
            if (!dialog) return;
            for (int i = 0; i < dialog->runList()->count(); ++i)
                listed << dialog->runList()->item(i)->text();
            dialog->reject();
        });
        action->trigger();
        QVERIFY(listed.size() >= 2);
        for (const QString& run : listed) {
            QVERIFY2(!run.contains(QStringLiteral("— 0 sample")), qPrintable(run));
            QVERIFY2(run.contains(QStringLiteral("sample")), qPrintable(run));
        }
    }

    // Attack ▸ Run Attack on Dataset…: MLC with the demo model on the first messages, evaluated
    // in the same job; then the run's context menu in the Case panel sweeps its thresholds and
    // evaluates it again.
    void attacksAndEvaluatesFromTheMenus() {
        size_t runsBefore = 0;
        {
            CaseFile before(casePath_);
            runsBefore = listRuns(before).size();
        }
        MainWindow window;
        QString summary;
        attackFromDialog(
            window,
            [](AttackDialog& dialog) {
                chooseMlc(dialog);
                dialog.limitBox()->setValue(12);
            },
            summary);
        if (QTest::currentTestFailed()) return;

        const std::vector<RunInfo> runs = listRuns(*window.currentCase());
        QCOMPARE(runs.size(), runsBefore + 1);
        const RunInfo& run = runs.back();
        QCOMPARE(run.attack, QStringLiteral("mlc"));
        QCOMPARE(runSamples(*window.currentCase(), run.id).size(), size_t(12));
        QStringList evaluated;
        for (const MetricRecord& record : runMetrics(*window.currentCase(), run.id))
            if (record.runSampleId == 0) evaluated << record.name;
        QVERIFY2(evaluated.contains(QStringLiteral("token_f1")) &&
                     evaluated.contains(QStringLiteral("cosine")),
                 qPrintable(evaluated.join(QLatin1Char(' '))));

        // The run's context menu: a precision-recall sweep, then evaluating it again.
        // The Case panel lists the new run once the window has taken the job's end.
        QAbstractItemModel* tree = window.caseExplorer()->model();
        QModelIndexList found;
        QTRY_VERIFY((found = tree->match(tree->index(0, 0), Qt::DisplayRole,
                                         QStringLiteral("#%1 mlc").arg(run.id), 1,
                                         Qt::MatchStartsWith | Qt::MatchRecursive))
                        .size() == 1);
        QObject owner;
        const QList<QAction*> actions = window.caseExplorer()->itemActions(found.first(), &owner);
        QCOMPARE(actions.size(), 3); // Evaluate Run, Precision–Recall Sweep, Delete Run…
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
        actions.at(1)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
        QTRY_COMPARE(window.curvePlot()->curve().kind, QStringLiteral("pr"));
        QCOMPARE(window.curvePlot()->curve().runId, run.id);
        finished.clear();
        actions.at(0)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
        QVERIFY(failed.isEmpty());
    }

    // Run Attack through an alignment map: GEIA needs no victim then (the map's attack embedder
    // scores its outputs), and the run says which threat model it measured.
    void attacksThroughAnAlignmentMap() {
        AlignmentMapInfo info;
        info.source = {QStringLiteral("unembed-demo-victim"), 256};
        info.target = {QStringLiteral("unembed-demo-victim"), 256};
        info.targetLocation = demoPack(QStringLiteral("victim"));
        info.pairs = 300;
        const QString map = dir_.filePath(QStringLiteral("identity-map"));
        AlignmentMap(info, torch::eye(256)).save(map);
        MainWindow window;
        QString summary;
        attackFromDialog(
            window,
            [&](AttackDialog& dialog) {
                dialog.attackBox()->setCurrentIndex(2); // GEIA beam
                dialog.modelEdit()->setText(demoPack(QStringLiteral("geia")));
                dialog.victimEdit()->clear();
                dialog.evaluateBox()->setChecked(false);
                QVERIFY(!dialog.buttonBox()->button(QDialogButtonBox::Ok)->isEnabled());
                dialog.mapEdit()->setText(map);
                QVERIFY(dialog.buttonBox()->button(QDialogButtonBox::Ok)->isEnabled());
                dialog.limitBox()->setValue(3);
            },
            summary);
        if (QTest::currentTestFailed()) return;
        const RunInfo run = listRuns(*window.currentCase()).back();
        QCOMPARE(run.attack, QStringLiteral("geia"));
        QCOMPARE(runLabel(run), QStringLiteral("GEIA beam 5, aligned from 300 leaked pairs"));
        const std::vector<RunSampleInfo> samples = runSamples(*window.currentCase(), run.id);
        QCOMPARE(samples.size(), size_t(3));
        QVERIFY(samples.front().finalCosine.has_value());
    }

    // Run Attack with a random sample, evaluated: the sampled rows, and the whole dataset's
    // figures estimated with their intervals, kept with the run for the report.
    void auditsARandomSampleFromTheAttackDialog() {
        MainWindow window;
        QString summary;
        attackFromDialog(
            window,
            [](AttackDialog& dialog) {
                chooseMlc(dialog);
                QVERIFY(!dialog.seedBox()->isEnabled());
                dialog.sampleBox()->setValue(20);
                QVERIFY(!dialog.limitBox()->isEnabled());
                dialog.seedBox()->setValue(5);
            },
            summary);
        if (QTest::currentTestFailed()) return;
        QVERIFY2(summary.contains(QStringLiteral("Sampling audits")), qPrintable(summary));
        const RunInfo run = listRuns(*window.currentCase()).back();
        std::vector<qint64> rows;
        for (const RunSampleInfo& sample : runSamples(*window.currentCase(), run.id))
            rows.push_back(sample.row);
        QCOMPARE(rows, uniformSample(200, 20, 5));
        const SampleAudit audit = auditFromParams(run.id, run.paramsJson);
        QCOMPARE(audit.sampled, qint64(20));
        QCOMPARE(audit.population, qint64(200));
        QVERIFY(!audit.figures.empty());
        bool tableListsIt = false;
        for (const ReportTable& table : reportTables(*window.currentCase()))
            tableListsIt |= table.id == QLatin1String("audits");
        QVERIFY(tableListsIt);
    }

    // Vec2Text from Run Attack: its corrector, steps and sequence beam offered for it alone, the
    // run made with them on the first rows and evaluated like the other attacks' runs.
    void runsVec2TextFromTheAttackDialog() {
        MainWindow window;
        QString summary;
        attackFromDialog(
            window,
            [](AttackDialog& dialog) {
                QVERIFY(!dialog.correctorEdit()->isVisible()); // MLC first: no corrector
                const int vec2text =
                    dialog.attackBox()->findText(QStringLiteral("Vec2Text"), Qt::MatchStartsWith);
                QVERIFY(vec2text >= 0);
                dialog.attackBox()->setCurrentIndex(vec2text);
                QVERIFY(dialog.correctorEdit()->isVisible());
                QVERIFY(dialog.stepsBox()->isVisible() && dialog.beamBox()->isVisible());
                dialog.modelEdit()->setText(demoPack(QStringLiteral("inverter")));
                dialog.correctorEdit()->setText(demoPack(QStringLiteral("corrector")));
                dialog.victimEdit()->setText(demoPack(QStringLiteral("victim")));
                dialog.stepsBox()->setValue(1);
                dialog.beamBox()->setValue(2);
                dialog.limitBox()->setValue(3);
                QVERIFY(dialog.evaluateBox()->isChecked());
            },
            summary);
        if (QTest::currentTestFailed()) return;
        const RunInfo run = listRuns(*window.currentCase()).back();
        QCOMPARE(run.attack, QStringLiteral("vec2text"));
        QCOMPARE(run.status, QStringLiteral("finished"));
        QCOMPARE(runSamples(*window.currentCase(), run.id).size(), size_t(3));
        QVERIFY2(run.paramsJson.contains(QStringLiteral("\"steps\":1")) &&
                     run.paramsJson.contains(QStringLiteral("\"sbeam\":2")),
                 qPrintable(run.paramsJson));
        QStringList evaluated;
        for (const MetricRecord& record : runMetrics(*window.currentCase(), run.id))
            if (record.runSampleId == 0) evaluated << record.name;
        QVERIFY2(evaluated.contains(QStringLiteral("bleu")) &&
                     evaluated.contains(QStringLiteral("cosine")),
                 qPrintable(evaluated.join(QLatin1Char(' '))));
    }

    // With the demo case open, every panel's minimum fits a 1280x800 screen less a title bar
    // (727 px measured with Debian 12's fonts), and every plot takes its ground and ink from the
    // palette, dark included.
    void fitsTheScreenInBothPalettes() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath_));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 200);
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 780,
                 qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));

        const QList<QCustomPlot*> plots = window.findChildren<QCustomPlot*>();
        QVERIFY(plots.size() >= 3); // Curves, Vec2Text live, the Models panel's loss
        QPalette dark = window.palette();
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Text, QColor(230, 230, 230));
        dark.setColor(QPalette::Window, QColor(45, 45, 45));
        dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
        for (const QPalette& palette : {window.palette(), dark}) {
            window.setPalette(palette);
            for (QCustomPlot* plot : plots) {
                plot->resize(200, 150);
                const QImage image = plot->grab().toImage();
                QCOMPARE(image.pixelColor(2, 2).rgb(), palette.color(QPalette::Base).rgb());
            }
        }
    }
};

QTEST_MAIN(TestGuiDemoCase)
#include "test_gui_demo_case.moc"
