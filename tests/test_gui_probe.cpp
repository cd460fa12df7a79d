// The Try tab on a copy of the demo case, offscreen: the case's attackers offered (Vec2Text as an
// inverter with each corrector of its victim), a typed sentence embedded by the pack's victim and
// attacked by the checked attackers, each output in the table with its figures and Vec2Text's
// rounds listed; the sentence kept as the next row of one scratch dataset per victim, each attack
// a run there, evaluated; a second sentence appended to the same dataset; an attacker that cannot
// run reported in its row while the others run; nothing started without a sentence. A vector
// pasted as a JSON array is refused with a clear reason when it is not JSON, not finite or not of
// the attackers' victim's dimension, and otherwise inverted like a sentence's, in a scratch dataset
// of pasted vectors.
#include "demo_case_copy.h"
#include "eval/report_tables.h"
#include "inference_worker.h"
#include "main_window.h"
#include "probe_view.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "test_support.h"
#include "vectors_table_model.h"

#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <functional>

using namespace unembed;

namespace {

// Checks only the attackers whose label starts with one of `prefixes`.
QStringList checkOnly(QListWidget* list, const QStringList& prefixes) {
    QStringList checked;
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem* item = list->item(i);
        const bool keep = std::any_of(prefixes.begin(), prefixes.end(),
                                      [&](const QString& p) { return item->text().startsWith(p); });
        item->setCheckState(keep ? Qt::Checked : Qt::Unchecked);
        if (keep) checked << item->text();
    }
    return checked;
}

std::vector<DatasetInfo> scratchDatasets(CaseFile& caseFile,
                                         const QString& format = QStringLiteral("scratch")) {
    std::vector<DatasetInfo> found;
    for (const DatasetInfo& dataset : listDatasets(caseFile))
        if (dataset.format == format) found.push_back(dataset);
    return found;
}

// The results name a Vec2Text by its corrector: "Vec2Text (inverter + corrector)" is
// "Vec2Text · corrector" there.
QString resultLabel(const QString& listed) {
    if (!listed.startsWith(QLatin1String("Vec2Text ("))) return listed;
    return QStringLiteral("Vec2Text · ") + listed.section(QStringLiteral(" + "), 1).chopped(1);
}

// Starts a Try job with `start` and waits for it (its button is disabled meanwhile: one at a
// time), then expects one result row per checked attacker, in the list's order, each with an
// output and no error.
void expectResults(MainWindow& window, const std::function<int()>& start, QPushButton* button,
                   const QStringList& checked) {
    QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
    QVERIFY(start() != 0);
    QVERIFY(!button->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled(), 120000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
    QTableWidget* table = window.probeView()->resultsTable();
    QCOMPARE(table->rowCount(), int(checked.size()));
    for (int r = 0; r < table->rowCount(); ++r) {
        QCOMPARE(table->item(r, 0)->text(), resultLabel(checked[r]));
        QCOMPARE(table->item(r, 0)->toolTip(), checked[r]);
        QVERIFY(!table->item(r, 1)->toolTip().isEmpty());
        // The attacker's name is whole in its column.
        QVERIFY2(table->fontMetrics().horizontalAdvance(table->item(r, 0)->text()) <
                     table->horizontalHeader()->sectionSize(0),
                 qPrintable(checked[r]));
    }
}

} // namespace

class TestGuiProbe : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString casePath_;

    // The copy of the demo case open in `window`, its Try tab on the pack's victim; nullptr when
    // the case cannot be shown.
    ProbeView* openTry(MainWindow& window) {
        window.show();
        if (!QTest::qWaitForWindowExposed(&window) || !window.openCase(casePath_)) return nullptr;
        window.probeView()->victimEdit()->setText(test::demoPack(QStringLiteral("victim")));
        return window.probeView();
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        casePath_ = test::copyDemoCase(dir_);
        QVERIFY(!casePath_.isEmpty());
    }

    void attacksATypedSentence() {
        MainWindow window;
        ProbeView* view = openTry(window);
        QVERIFY(view);

        // The demo case's attackers: MLC, MSP, GEIA and Vec2Text with each corrector.
        QStringList labels;
        for (int i = 0; i < view->attackerList()->count(); ++i)
            labels << view->attackerList()->item(i)->text();
        for (const QString& attack : {QStringLiteral("MLC"), QStringLiteral("MSP"),
                                      QStringLiteral("GEIA"), QStringLiteral("Vec2Text")})
            QVERIFY2(labels.join(QLatin1Char('|')).contains(attack),
                     qPrintable(labels.join(QLatin1Char('|'))));
        // Nothing starts without a sentence.
        QVERIFY(!view->attackButton()->isEnabled());
        QCOMPARE(view->attack(), 0);

        const QStringList checked =
            checkOnly(view->attackerList(), {QStringLiteral("MLC"), QStringLiteral("GEIA"),
                                             QStringLiteral("Vec2Text (inverter + corrector)")});
        QCOMPARE(checked.size(), 3);
        view->stepsBox()->setValue(2);
        const size_t runsBefore = listRuns(*window.currentCase()).size();
        const QString sentence = QStringLiteral("my name is anna and i live in leeds");
        view->sentenceEdit()->setText(sentence);
        QVERIFY(view->attackButton()->isEnabled());
        expectResults(
            window, [view] { return view->attack(); }, view->attackButton(), checked);
        if (QTest::currentTestFailed()) return;
        QTableWidget* table = view->resultsTable();
        // Vec2Text's rounds under its name: the base hypothesis and at most two corrections.
        QCOMPARE(view->roundsTree()->topLevelItemCount(), 1);
        const QTreeWidgetItem* vec2text = view->roundsTree()->topLevelItem(0);
        QCOMPARE(vec2text->text(0), checked[2]);
        QVERIFY(vec2text->childCount() >= 1);
        QVERIFY(vec2text->childCount() <= 3);
        QCOMPARE(vec2text->child(0)->text(0), QStringLiteral("0"));

        // The case: one scratch dataset holding the sentence, three evaluated runs on its row.
        CaseFile check(casePath_);
        std::vector<DatasetInfo> scratch = scratchDatasets(check);
        QCOMPARE(scratch.size(), size_t(1));
        QCOMPARE(scratch[0].count, qint64(1));
        QCOMPARE(readVectors(check, scratch[0].id).front().text, sentence);
        const std::vector<RunInfo> runs = listRuns(check);
        QCOMPARE(runs.size(), runsBefore + 3);
        for (size_t i = runsBefore; i < runs.size(); ++i) {
            QCOMPARE(runs[i].datasetId, scratch[0].id);
            QCOMPARE(runs[i].status, QStringLiteral("finished"));
            QCOMPARE(runSampleCount(check, runs[i].id), qint64(1));
            QVERIFY(!runLevelMetrics(check, runs[i].id).empty());
        }
        // The figures in the table are the stored ones: GEIA's (row 1) cosine.
        for (const MetricRecord& metric : runLevelMetrics(check, runs[runsBefore + 1].id))
            if (metric.name == QLatin1String("cosine"))
                QCOMPARE(table->item(1, 2)->text(), QString::number(metric.value, 'f', 4));
        // The window shows the scratch dataset, its new row selected, and stays on the tab.
        QTRY_COMPARE(window.vectorsModel()->datasetId(), scratch[0].id);

        // A second sentence is the dataset's second row; an attacker that cannot run is told in
        // its row while the others still run.
        checkOnly(view->attackerList(), {QStringLiteral("MLC")});
        auto* broken = new QListWidgetItem(QStringLiteral("MSP (gone)"), view->attackerList());
        broken->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        broken->setCheckState(Qt::Checked);
        broken->setData(Qt::UserRole + 1, QStringLiteral("msp"));
        broken->setData(Qt::UserRole + 2, dir_.filePath(QStringLiteral("no-such-model")));
        view->sentenceEdit()->setText(QStringLiteral("i am allergic to penicillin"));
        QVERIFY(view->attack() != 0);
        QTRY_VERIFY_WITH_TIMEOUT(view->attackButton()->isEnabled(), 120000);
        QCOMPARE(table->rowCount(), 2);
        QVERIFY(table->item(1, 1)->toolTip().contains(QStringLiteral("no-such-model")));
        scratch = scratchDatasets(check);
        QCOMPARE(scratch.size(), size_t(1));
        QCOMPARE(scratch[0].count, qint64(2));
        QCOMPARE(readVectors(check, scratch[0].id, 1, 1).front().row, qint64(1));
        QVERIFY(view->statusLabel()->text().contains(QStringLiteral("Row 2")));
    }

    void invertsAPastedVector() {
        MainWindow window;
        ProbeView* view = openTry(window);
        QVERIFY(view);
        const QStringList checked =
            checkOnly(view->attackerList(),
                      {QStringLiteral("MLC"), QStringLiteral("Vec2Text (inverter + corrector)")});
        QCOMPARE(checked.size(), 2);
        view->stepsBox()->setValue(1);
        QVERIFY(!view->invertVectorButton()->isEnabled()); // nothing pasted

        // A vector of the demo's messages, as a notebook prints it.
        CaseFile caseFile(casePath_);
        const DatasetInfo messages = listDatasets(caseFile).front();
        const StoredVector target = readVectors(caseFile, messages.id, 0, 1).front();
        QStringList numbers;
        for (float value : target.values)
            numbers << QString::number(double(value), 'g', 9);
        const QString pasted =
            QLatin1Char('[') + numbers.join(QStringLiteral(", ")) + QLatin1Char(']');

        const auto refused = [&](const QString& text, const QString& reason) {
            view->vectorEdit()->setPlainText(text);
            QVERIFY(view->invertVectorButton()->isEnabled());
            QCOMPARE(view->invertVector(), 0);
            QVERIFY2(view->statusLabel()->text().contains(reason),
                     qPrintable(view->statusLabel()->text()));
        };
        refused(QStringLiteral("0.1, 0.2"), QStringLiteral("not JSON"));
        refused(QStringLiteral("[0.1, NaN, 0.3]"), QStringLiteral("NaN, which is not a finite"));
        refused(QStringLiteral("[0.1, \"a\"]"), QStringLiteral("element 2 is not a number"));
        refused(QStringLiteral("[[0.1, 0.2]]"), QStringLiteral("paste one vector"));
        refused(QStringLiteral("[0.1, 0.2, 0.3]"),
                QStringLiteral(" inverts vectors of %1 numbers").arg(messages.dim));
        QVERIFY(view->statusLabel()->text().startsWith(
            QStringLiteral("The pasted vector has 3 numbers; ")));
        QVERIFY(scratchDatasets(caseFile, QStringLiteral("scratch-vector")).empty());

        const size_t runsBefore = listRuns(caseFile).size();
        view->vectorEdit()->setPlainText(pasted);
        expectResults(
            window, [view] { return view->invertVector(); }, view->invertVectorButton(), checked);
        if (QTest::currentTestFailed()) return;
        // Vec2Text's output with its cosine to the pasted vector, and its rounds.
        QTableWidget* table = view->resultsTable();
        QVERIFY(table->item(1, 2));
        const double cosine = table->item(1, 2)->text().toDouble();
        QVERIFY2(cosine > 0.0 && cosine <= 1.0, qPrintable(table->item(1, 2)->text()));
        QCOMPARE(view->roundsTree()->topLevelItemCount(), 1);

        // The case: the vector, without a text, in a dataset of pasted vectors; a run per attacker.
        const std::vector<DatasetInfo> vectors =
            scratchDatasets(caseFile, QStringLiteral("scratch-vector"));
        QCOMPARE(vectors.size(), size_t(1));
        QCOMPARE(vectors[0].count, qint64(1));
        QVERIFY(!vectors[0].hasTexts);
        QCOMPARE(readVectors(caseFile, vectors[0].id).front().values, target.values);
        const std::vector<RunInfo> runs = listRuns(caseFile);
        QCOMPARE(runs.size(), runsBefore + 2);
        for (size_t i = runsBefore; i < runs.size(); ++i) {
            QCOMPARE(runs[i].datasetId, vectors[0].id);
            QCOMPARE(runs[i].status, QStringLiteral("finished"));
        }
        QVERIFY(view->statusLabel()->text().contains(QStringLiteral("Row 1 of the dataset")));
    }

    // Through a map: the second demo victim (BERT, 128-d), which no shipped attacker was trained
    // on, read through the shipped 1,000-pair map by the first victim's attackers; the runs say
    // so, and each scores its output under that second victim.
    void attacksThroughAMap() {
        MainWindow window;
        ProbeView* view = openTry(window);
        QVERIFY(view);
        view->victimEdit()->setText(test::demoPack(QStringLiteral("victim-bert")));
        view->mapEdit()->setText(test::demoPack(QStringLiteral("maps/victim-bert-1000-pairs")));
        const QStringList checked =
            checkOnly(view->attackerList(), {QStringLiteral("MLC"), QStringLiteral("GEIA")});
        QCOMPARE(checked.size(), 2);
        const size_t runsBefore = listRuns(*window.currentCase()).size();
        view->sentenceEdit()->setText(QStringLiteral("my name is anna and i live in leeds"));
        expectResults(
            window, [view] { return view->attack(); }, view->attackButton(), checked);
        const std::vector<RunInfo> runs = listRuns(*window.currentCase());
        QCOMPARE(runs.size(), runsBefore + 2);
        for (size_t i = runsBefore; i < runs.size(); ++i)
            QVERIFY2(runLabel(runs[i]).endsWith(QStringLiteral("aligned from 1,000 leaked pairs")),
                     qPrintable(runLabel(runs[i])));
        QTableWidget* table = view->resultsTable();
        QVERIFY2(!table->item(1, 2)->text().isEmpty(), "no cosine under the victim");
        view->mapEdit()->clear();
    }

    // The same victim under another folder name: an attacker trained against "victim" is marked
    // and its tooltip says what Check Pair says; MLC and MSP take no victim and are not.
    void anotherVictimNameIsMarked() {
        const QString renamed = test::copyFolder(test::demoPack(QStringLiteral("victim")),
                                                 dir_.filePath(QStringLiteral("victim-copy")));
        MainWindow window;
        window.show();
        QVERIFY(window.openCase(casePath_));
        ProbeView* view = window.probeView();
        view->victimEdit()->setText(renamed);
        const QStringList checked =
            checkOnly(view->attackerList(), {QStringLiteral("MLC"), QStringLiteral("GEIA")});
        QCOMPARE(checked.size(), 2);
        view->sentenceEdit()->setText(QStringLiteral("my name is anna and i live in leeds"));
        QVERIFY(view->attack() != 0);
        QTRY_VERIFY_WITH_TIMEOUT(view->attackButton()->isEnabled(), 120000);
        QTableWidget* table = view->resultsTable();
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), checked[0]);
        QCOMPARE(table->item(1, 0)->text(), QStringLiteral("⚠ ") + checked[1]);
        QVERIFY2(table->item(1, 0)->toolTip().contains(
                     QStringLiteral("named victim, and the victim is named victim-copy")),
                 qPrintable(table->item(1, 0)->toolTip()));
    }
};

QTEST_MAIN(TestGuiProbe)
#include "test_gui_probe.moc"
