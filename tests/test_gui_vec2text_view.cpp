// The Vec2Text live view in the real main window, offscreen: select a vector in the vectors
// table, run three rounds and see three round rows and three chart points whose cosines are the
// ones stored in the case, and the progress at every vector; step round by round through a paused
// run, one round of every selected vector per step, then cancel it and find the rounds shown kept
// and the run marked cancelled. The view shows its own runs only: not a Try's rounds, and not
// another case's rows once a new case is open. A run through an alignment map says so.
// Torch first (the tiny models are made here): Qt's `slots` macro breaks torch headers after it.
#include <torch/torch.h>

#include "attacks/alignment/alignment_map.h"
#include "attacks/vec2text/vec2text_folder.h"
#include "embedders/victim.h"
#include "eval/bleu.h"
#include "eval/report_tables.h"
#include "inference_worker.h"
#include "jobs_panel.h"
#include "main_window.h"
#include "probe_view.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "test_models.h"
#include "vec2text_view.h"
#include "vectors_table_model.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace unembed;

namespace {

const QStringList kMessages = {
    QStringLiteral("my dog is called max"),
    QStringLiteral("i live in a small town"),
    QStringLiteral("she works as a nurse"),
    QStringLiteral("we love hiking in autumn"),
};

struct Fixture {
    QTemporaryDir dir;
    QString casePath;
    QString inverter, corrector, embedder;

    Fixture() {
        const QString spm = dir.filePath(QStringLiteral("spiece.model"));
        SentencePieceTokenizer::trainT5(kMessages, spm, 60);
        const SentencePieceTokenizer tokenizer = SentencePieceTokenizer::load(spm);
        torch::manual_seed(3);
        auto victim = test::tinyVictim(tokenizer, 96);
        embedder = dir.filePath(QStringLiteral("victim"));
        victim->save(embedder);
        // Untrained attackers: the view shows whatever rounds the run makes.
        const Vec2TextSpec spec{16, 4, 10, QStringLiteral("tiny-victim")};
        torch::manual_seed(8);
        inverter = dir.filePath(QStringLiteral("inverter"));
        corrector = dir.filePath(QStringLiteral("corrector"));
        saveVec2TextInverter(*Vec2TextInverter(test::tinyT5Config(96, 32, 8, 64, 1), spec),
                             tokenizer, inverter);
        saveVec2TextCorrector(*Vec2TextCorrector(test::tinyT5Config(96, 32, 8, 64, 1), spec),
                              tokenizer, corrector);

        casePath = dir.filePath(QStringLiteral("live.unembed"));
        CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
        const torch::Tensor vectors = victim->embed(kMessages).contiguous();
        EmbeddingSet set;
        set.sourcePath = QStringLiteral("messages");
        set.vectors =
            FloatMatrix::owned(std::vector<float>(vectors.data_ptr<float>(),
                                                  vectors.data_ptr<float>() + vectors.numel()),
                               vectors.size(0), vectors.size(1));
        set.texts = kMessages;
        insertDataset(caseFile, set,
                      {QStringLiteral("messages"), QStringLiteral("test"), QStringLiteral("-")});
    }

    // The window on the case, with row `row` selected in the vectors table.
    void open(MainWindow& window, int row) const {
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), kMessages.size());
        window.vectorsView()->selectRow(row);
        window.vec2textView()->setModelFolders(inverter, corrector, embedder);
        window.vec2textView()->stopWhenNoGainBox()->setChecked(false);
    }
};

QStandardItem* vectorItem(Vec2TextView* view) {
    return view->roundsModel()->item(0);
}

} // namespace

class TestGuiVec2TextView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A Try on a typed sentence after a live run on rows 1-4: its rounds stay in the Try tab,
    // none joins a row of the live tree or its chart. First of the suite: the two views' first
    // jobs of a process once carried the same tag, and the Try's rounds went under row 1.
    void aTrysRoundsStayOutOfTheLiveView() {
        Fixture f;
        MainWindow window;
        f.open(window, 0);
        window.vectorsView()->selectAll();
        Vec2TextView* view = window.vec2textView();
        view->stepsBox()->setValue(1);
        view->startRun();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 60000);
        QStandardItemModel* rounds = view->roundsModel();
        QCOMPARE(rounds->rowCount(), kMessages.size());
        QList<int> shown;
        for (int r = 0; r < rounds->rowCount(); ++r)
            shown << rounds->item(r)->rowCount();
        QCOMPARE(shown, QList<int>(kMessages.size(), 2));
        const int points = view->chart()->graph(0)->dataCount();

        // The live run registered its attackers in the case: Try offers them.
        ProbeView* probe = window.probeView();
        QTRY_COMPARE(probe->attackerList()->count(), 1);
        probe->victimEdit()->setText(f.embedder);
        probe->stepsBox()->setValue(3);
        probe->sentenceEdit()->setText(QStringLiteral("my cat is called tom"));
        QVERIFY(probe->attack() != 0);
        QTRY_VERIFY_WITH_TIMEOUT(probe->attackButton()->isEnabled(), 60000);
        QCOMPARE(probe->roundsTree()->topLevelItemCount(), 1);
        QVERIFY(probe->roundsTree()->topLevelItem(0)->childCount() >= 1);

        QCOMPARE(rounds->rowCount(), kMessages.size());
        for (int r = 0; r < rounds->rowCount(); ++r)
            QCOMPARE(rounds->item(r)->rowCount(), shown[r]);
        QCOMPARE(view->chart()->graph(0)->dataCount(), points);
    }

    // File > New Case, or another case opened: the rounds and the chart of the case before leave
    // the view. A run still paused there goes on in Jobs to its end, in its own case.
    void anotherCaseClearsTheRounds() {
        Fixture f;
        MainWindow window;
        f.open(window, 1);
        Vec2TextView* view = window.vec2textView();
        view->stepsBox()->setValue(1);
        view->startRun();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 60000);
        QCOMPARE(view->roundsModel()->rowCount(), 1);
        QCOMPARE(view->chart()->graph(0)->dataCount(), 2);

        QVERIFY(window.createCase(f.dir.filePath(QStringLiteral("new.unembed"))));
        QCOMPARE(view->roundsModel()->rowCount(), 0);
        QCOMPARE(view->chart()->graph(0)->dataCount(), 0);
        QCOMPARE(view->chart()->graph(1)->dataCount(), 0);
        QCOMPARE(view->chart()->findChild<QCPTextElement*>()->text(), QString());

        // A paused run, then the first case again: the view lets the run go.
        QVERIFY(window.openCase(f.casePath));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), kMessages.size());
        window.vectorsView()->selectRow(2);
        view->stepsBox()->setValue(2);
        view->stepRound();
        QTRY_COMPARE_WITH_TIMEOUT(vectorItem(view)->rowCount(), 1, 30000);
        QVERIFY(view->isRunning());
        QVERIFY(window.createCase(f.dir.filePath(QStringLiteral("other.unembed"))));
        QVERIFY(!view->isRunning());
        QCOMPARE(view->roundsModel()->rowCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!window.worker()->hasPendingJobs(), 60000);
        QCOMPARE(view->roundsModel()->rowCount(), 0);
        CaseFile check(f.casePath);
        const std::vector<RunInfo> runs = listRuns(check);
        QCOMPARE(runs.size(), size_t(2));
        QCOMPARE(runs[1].status, QStringLiteral("finished"));
    }

    void threeRoundsAppearWithTheStoredCosines() {
        Fixture f;
        MainWindow window;
        f.open(window, 2);
        Vec2TextView* view = window.vec2textView();
        view->stepsBox()->setValue(2); // round 0 and two corrections
        view->startRun();
        QVERIFY(view->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 60000);

        QCOMPARE(view->roundsModel()->rowCount(), 1);
        QStandardItem* vector = vectorItem(view);
        QCOMPARE(vector->text(), QStringLiteral("row 3"));
        // The attackers name another embedder (tiny-victim) than the victim folder's: the job's
        // summary in the jobs panel ends with the warnings.
        QStringList states;
        for (const QLabel* label : window.jobsPanel()->findChildren<QLabel*>())
            states << label->text();
        QVERIFY2(states.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("; warning: corrector was trained against an "
                                              "embedder named tiny-victim")),
                 qPrintable(states.join(QLatin1Char('\n'))));
        QCOMPARE(vector->rowCount(), 3);
        QCOMPARE(view->chart()->graph(0)->dataCount(), 3);
        // Every vector inverted, after the run's evaluation too, which counts vectors scored.
        auto* progress = view->findChild<QProgressBar*>();
        QCOMPARE(progress->value(), progress->maximum());
        QCOMPARE(progress->text(), QStringLiteral("1 of 1 vectors"));
        // The vector's row gives its true text as such, the chart names the vector it draws and
        // keeps its legend off the data.
        QVERIFY(view->roundsModel()->item(0, 1)->text().startsWith(
            QStringLiteral("<i>True text:</i>")));
        auto* chartTitle = view->chart()->findChild<QCPTextElement*>();
        QVERIFY(chartTitle);
        QCOMPARE(chartTitle->text(), QStringLiteral("Row 3"));
        QCOMPARE(view->chart()->axisRect()->insetLayout()->elementCount(), 0);

        CaseFile check(f.casePath);
        const std::vector<RunInfo> runs = listRuns(check);
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs[0].status, QStringLiteral("finished"));
        const std::vector<RunSampleInfo> samples = runSamples(check, runs[0].id);
        QCOMPARE(samples.size(), size_t(1));
        QCOMPARE(samples[0].row, 2);
        const std::vector<RoundInfo> stored = sampleRounds(check, samples[0].id);
        QCOMPARE(stored.size(), size_t(3));
        // With the true text known, the run is evaluated as the attack dialog's runs are.
        QStringList figures;
        for (const MetricRecord& record : runMetrics(check, runs[0].id))
            if (record.runSampleId == 0 && !record.round) figures << record.name;
        QVERIFY2(figures.contains(QStringLiteral("bleu")),
                 qPrintable(figures.join(QLatin1Char(' '))));
        // The true text is known: BLEU per round on the right axis, under Vec2Text's definition.
        QCOMPARE(view->chart()->graph(1)->dataCount(), 3);
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(view->chart()->graph(1)->data()->at(r)->value,
                     vec2textBleu(stored[size_t(r)].hypothesis, kMessages[2]));
            QCOMPARE(view->chart()->graph(0)->data()->at(r)->value, stored[size_t(r)].cosine);
            QCOMPARE(vector->child(r, 2)->text(),
                     QString::number(stored[size_t(r)].cosine, 'f', 6));
            QCOMPARE(vector->child(r, 0)->text(), QStringLiteral("round %1").arg(r));
        }
    }

    // Set model folders fold into one line, so the rounds keep the height.
    void modelFoldersFoldIntoOneLine() {
        Fixture f;
        MainWindow window;
        f.open(window, 0);
        Vec2TextView* view = window.vec2textView();
        QLineEdit* inverter = nullptr;
        for (QLineEdit* field : view->findChildren<QLineEdit*>())
            if (field->accessibleName() == QStringLiteral("Base inverter")) inverter = field;
        QVERIFY(inverter);
        QVERIFY(!view->modelFoldersToggle()->isChecked());
        QVERIFY(view->modelFoldersSummary()->isVisibleTo(view));
        QVERIFY(!inverter->isVisibleTo(view));
        QCOMPARE(view->modelFoldersSummary()->text(),
                 QStringLiteral("%1, then %2, against %3")
                     .arg(QFileInfo(f.inverter).fileName(), QFileInfo(f.corrector).fileName(),
                          QFileInfo(f.embedder).fileName()));
        view->modelFoldersToggle()->click();
        QVERIFY(inverter->isVisibleTo(view));
        QVERIFY(!view->modelFoldersSummary()->isVisibleTo(view));
    }

    // The library's rule: every vector runs every step, and the run records the mode.
    void theLibrarysModeRunsEveryStepAndIsRecorded() {
        Fixture f;
        MainWindow window;
        f.open(window, 1);
        Vec2TextView* view = window.vec2textView();
        view->stopWhenNoGainBox()->setChecked(true);
        view->modeBox()->setCurrentIndex(view->modeBox()->findData(QStringLiteral("vec2text")));
        QVERIFY(!view->stopWhenNoGainBox()->isEnabled());
        view->stepsBox()->setValue(3);
        view->startRun();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 60000);
        QCOMPARE(vectorItem(view)->rowCount(), 4);

        CaseFile check(f.casePath);
        const std::vector<RunInfo> runs = listRuns(check);
        QCOMPARE(runs.size(), size_t(1));
        QVERIFY2(runs[0].paramsJson.contains(QStringLiteral("\"mode\":\"vec2text\"")),
                 qPrintable(runs[0].paramsJson));
        view->modeBox()->setCurrentIndex(view->modeBox()->findData(QStringLiteral("keep-best")));
        QVERIFY(view->stopWhenNoGainBox()->isEnabled());
    }

    // Through an alignment map the map's embedder re-embeds the hypotheses and the victim scores
    // the run; the folded summary and the run's label say so.
    void runsThroughAnAlignmentMap() {
        Fixture f;
        const int dim = openVictim(VictimSpec(f.embedder))->dimension();
        AlignmentMapInfo info;
        info.source = {QStringLiteral("tiny-victim"), dim};
        info.target = {QStringLiteral("tiny-victim"), dim};
        info.targetLocation = f.embedder;
        info.pairs = 50;
        const QString map = f.dir.filePath(QStringLiteral("identity-map"));
        AlignmentMap(info, torch::eye(dim)).save(map);
        MainWindow window;
        f.open(window, 0);
        Vec2TextView* view = window.vec2textView();
        view->mapEdit()->setText(map);
        QVERIFY2(view->modelFoldersSummary()->text().endsWith(
                     QStringLiteral("through the map identity-map")),
                 qPrintable(view->modelFoldersSummary()->text()));
        view->stepsBox()->setValue(1);
        view->startRun();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 60000);
        QCOMPARE(vectorItem(view)->rowCount(), 2);
        CaseFile check(f.casePath);
        const RunInfo run = listRuns(check).back();
        QCOMPARE(run.status, QStringLiteral("finished"));
        QCOMPARE(runLabel(run), QStringLiteral("Vec2Text 1 step, aligned from 50 leaked pairs"));
        view->mapEdit()->clear();
    }

    void stepsThroughAPausedRunAndCancelKeepsTheRounds() {
        Fixture f;
        MainWindow window;
        f.open(window, 0);
        Vec2TextView* view = window.vec2textView();
        view->stepsBox()->setValue(10);
        view->stepRound(); // starts paused: round 0, then wait
        QTRY_COMPARE_WITH_TIMEOUT(vectorItem(view)->rowCount(), 1, 30000);
        QTest::qWait(300);
        QCOMPARE(vectorItem(view)->rowCount(), 1); // paused: no round without a step
        QVERIFY(view->isRunning());
        auto* progress = view->findChild<QProgressBar*>();
        QVERIFY(progress);
        QVERIFY2(progress->text().startsWith(QStringLiteral("paused")),
                 qPrintable(progress->text()));
        // The bar says it whole.
        QTRY_VERIFY2(progress->fontMetrics().horizontalAdvance(progress->text()) <
                         progress->contentsRect().width(),
                     qPrintable(QStringLiteral("%1 in %2 px")
                                    .arg(progress->text())
                                    .arg(progress->contentsRect().width())));
        view->stepRound();
        QTRY_COMPARE_WITH_TIMEOUT(vectorItem(view)->rowCount(), 2, 30000);
        QTest::qWait(300);
        QCOMPARE(vectorItem(view)->rowCount(), 2);
        view->cancelRun();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 30000);

        CaseFile check(f.casePath);
        const std::vector<RunInfo> runs = listRuns(check);
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs[0].status, QStringLiteral("cancelled"));
        const std::vector<RunSampleInfo> samples = runSamples(check, runs[0].id);
        QCOMPARE(samples.size(), size_t(1));
        QCOMPARE(sampleRounds(check, samples[0].id).size(), size_t(2));
    }

    // A step shows one more round of every selected vector (they are corrected together), and
    // the progress names the round; a cancel keeps exactly the rounds shown.
    void aStepShowsOneRoundOfEveryVector() {
        Fixture f;
        MainWindow window;
        f.open(window, 0);
        QTableView* table = window.vectorsView();
        table->selectionModel()->select(table->model()->index(2, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        Vec2TextView* view = window.vec2textView();
        QStandardItemModel* rounds = view->roundsModel();
        view->stepsBox()->setValue(10);
        view->stepRound();
        QTRY_COMPARE_WITH_TIMEOUT(rounds->rowCount(), 2, 30000);
        for (int step = 1; step <= 2; ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(
                rounds->item(0)->rowCount() == step && rounds->item(1)->rowCount() == step, 30000);
            QTest::qWait(300);
            QCOMPARE(rounds->item(0)->rowCount(), step); // and no further while paused
            QCOMPARE(rounds->item(1)->rowCount(), step);
            auto* progress = view->findChild<QProgressBar*>();
            QVERIFY2(progress->text().startsWith(QStringLiteral("paused: round %1 of 10").arg(step - 1)),
                     qPrintable(progress->text()));
            if (step < 2) view->stepRound();
        }
        view->cancelRun();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 30000);
        CaseFile check(f.casePath);
        const std::vector<RunInfo> runs = listRuns(check);
        QCOMPARE(runs.size(), size_t(1));
        for (const RunSampleInfo& sample : runSamples(check, runs[0].id))
            QCOMPARE(sampleRounds(check, sample.id).size(), size_t(2));
    }
};

QTEST_MAIN(TestGuiVec2TextView)
#include "test_gui_vec2text_view.moc"
