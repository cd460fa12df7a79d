// The main window, offscreen: open a case, drop embedding files on the window (the drag-and-drop
// path the user takes), see the rows appear in the vectors table, see a bad file fail in the jobs
// panel without touching the case. A panel's shortcut brings it forward when its tab is behind
// another's, and closes it only when it is in front. Help ▸ Keyboard Shortcuts lists the window's
// shortcuts where they live.
#include "case_explorer.h"
#include "compute_settings.h"
#include "curve_plot.h"
#include "import_dialog.h"
#include "inference_worker.h"
#include "jobs_panel.h"
#include "main_window.h"
#include "report_fixture.h"
#include "runtime/cancel_token.h"
#include "runtime/compute_device.h"
#include "shortcuts_dialog.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/run_store.h"
#include "test_support.h"
#include "vectors_table_model.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

using namespace unembed;
using namespace unembed::test;

namespace {

// Sends the drag-enter and drop events a window system sends for a file dragged from a file
// manager; returns whether the window accepted the drag.
bool dropFiles(QWidget* target, const QStringList& paths) {
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString& path : paths)
        urls << QUrl::fromLocalFile(path);
    mime.setUrls(urls);
    const QPoint at = target->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    if (!enter.isAccepted()) return false;
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

} // namespace

class TestGuiMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void droppedFileShowsItsRows() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("gui.unembed"));
        { CaseFile created(casePath, CaseFile::OpenMode::CreateIfMissing); }

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath));
        QVERIFY(window.windowTitle().contains(QStringLiteral("gui.unembed")));

        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QVERIFY(dropFiles(&window, {fixture(QStringLiteral("twin.jsonl"))}));
        // The job may end before a wait() would start: count what the spy caught.
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 3);
        const QModelIndex text = window.vectorsModel()->index(1, VectorsTableModel::TextColumn);
        QCOMPARE(text.data().toString(), QStringLiteral("say \"hi\""));
        const QModelIndex norm = window.vectorsModel()->index(0, VectorsTableModel::NormColumn);
        // Row 0 is (-1, -0.75, -0.5, -0.25): norm sqrt(1.875).
        QCOMPARE(norm.data().toString(), QStringLiteral("1.3693"));
        QCOMPARE(window.jobsPanel()->jobCount(), 1);

        CaseFile check(casePath);
        QCOMPARE(listDatasets(check).size(), size_t(1));
        QCOMPARE(listDatasets(check).front().name, QStringLiteral("twin"));

        // The Import dialog names the dataset: the file's name until another is typed.
        ImportDialog dialog(&window);
        dialog.embeddingsEdit()->setText(fixture(QStringLiteral("twin.jsonl")));
        QCOMPARE(dialog.nameEdit()->placeholderText(), QStringLiteral("twin"));
        QVERIFY(dialog.datasetName().isEmpty());
        dialog.nameEdit()->setText(QStringLiteral("  support tickets  "));
        window.importFiles({dialog.embeddingsPath()}, dialog.textsPath(), dialog.datasetName());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
        QCOMPARE(listDatasets(check).back().name, QStringLiteral("support tickets"));
    }

    void aChromaStoreOffersItsCollections() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("chroma.unembed"));
        MainWindow window;
        window.show();
        QVERIFY(window.createCase(casePath));
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        ImportDialog dialog(&window);
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(dialog.collectionBox()->isHidden());
        dialog.embeddingsEdit()->setText(fixture(QStringLiteral("chroma/chroma-1.3.4")));
        QVERIFY(!dialog.collectionBox()->isHidden());
        QCOMPARE(dialog.collectionBox()->count(), 3);
        dialog.collectionBox()->setCurrentText(QStringLiteral("plain"));
        QCOMPARE(dialog.collection(), QStringLiteral("plain"));
        QCOMPARE(dialog.nameEdit()->placeholderText(), QStringLiteral("plain"));
        QVERIFY(ok->isEnabled());
        window.importFiles({dialog.embeddingsPath()}, dialog.textsPath(), dialog.datasetName(),
                           dialog.collection());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        CaseFile check(casePath);
        QCOMPARE(listDatasets(check).front().name, QStringLiteral("plain"));
        QCOMPARE(listDatasets(check).front().count, qint64(3));

        // A name two of the store's databases share is offered with its id, and imports by it.
        QTemporaryDir shared;
        const QString store = copyFolder(fixture(QStringLiteral("chroma/chroma-1.3.4")),
                                         shared.filePath(QStringLiteral("store")));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("shared-name"));
            db.setDatabaseName(store + QStringLiteral("/chroma.sqlite3"));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO databases (id, name, tenant_id) VALUES "
                                          "('second', 'second', 'default_tenant')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO collections (id, name, dimension, "
                                          "database_id) VALUES ('other-notes', 'notes', 4, "
                                          "'second')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("shared-name"));
        dialog.embeddingsEdit()->setText(store);
        QCOMPARE(dialog.collectionBox()->count(), 4);
        const int other = dialog.collectionBox()->findText(QStringLiteral("notes (other-notes)"));
        QVERIFY(other >= 0);
        dialog.collectionBox()->setCurrentIndex(other);
        QCOMPARE(dialog.collection(), QStringLiteral("other-notes"));
        QCOMPARE(dialog.nameEdit()->placeholderText(), QStringLiteral("notes"));
        int original = -1;
        for (int i = 0; i < dialog.collectionBox()->count(); ++i)
            if (dialog.collectionBox()->itemText(i).startsWith(QStringLiteral("notes (")) &&
                i != other)
                original = i;
        QVERIFY(original >= 0);
        dialog.collectionBox()->setCurrentIndex(original);
        window.importFiles({dialog.embeddingsPath()}, {}, {}, dialog.collection());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
        QCOMPARE(listDatasets(check).back().name, QStringLiteral("notes"));
        QCOMPARE(listDatasets(check).back().count, qint64(33));

        // A store this version cannot read says why where the collections would be.
        QTemporaryDir foreign;
        {
            QFile db(foreign.filePath(QStringLiteral("chroma.sqlite3")));
            QVERIFY(db.open(QIODevice::WriteOnly));
            db.write("not a database at all, though named like Chroma's\n");
        }
        dialog.embeddingsEdit()->setText(foreign.path());
        QVERIFY(!dialog.collectionBox()->isEnabled());
        QVERIFY(dialog.collectionBox()->toolTip().contains(QStringLiteral("chroma.sqlite3")));
        QVERIFY(dialog.collection().isEmpty());
        QVERIFY(!ok->isEnabled());
        dialog.embeddingsEdit()->setText(fixture(QStringLiteral("twin.jsonl")));
        QVERIFY(dialog.collectionBox()->isHidden());
        QVERIFY(ok->isEnabled());
    }

    void badDropFailsAndLeavesCaseUnchanged() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("bad.unembed"));
        { CaseFile created(casePath, CaseFile::OpenMode::CreateIfMissing); }
        MainWindow window;
        window.show();
        QVERIFY(window.openCase(casePath));
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
        QVERIFY(dropFiles(&window, {fixture(QStringLiteral("nan_f4.npy"))}));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        const QString message = failed.first().at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("nan_f4.npy")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("NaN")), qPrintable(message));
        CaseFile check(casePath);
        QVERIFY(listDatasets(check).empty());
    }

    void panelShortcutsRaiseATabBehind() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* models = window.findChild<QDockWidget*>(QStringLiteral("modelsDock"));
        auto* compare = window.findChild<QDockWidget*>(QStringLiteral("compareDock"));
        auto* showModels = window.findChild<QAction*>(QStringLiteral("modelsDockAction"));
        auto* showCompare = window.findChild<QAction*>(QStringLiteral("compareDockAction"));
        QVERIFY(models && compare && showModels && showCompare);
        QCOMPARE(showModels->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+O")));
        // A panel whose tab is behind another's stays "visible", moved out of sight.
        const auto inFront = [](QDockWidget* dock) {
            return dock->isVisible() && !dock->visibleRegion().isEmpty();
        };
        compare->show();
        models->show();
        compare->raise();
        QTRY_VERIFY(inFront(compare));
        QTRY_VERIFY(!inFront(models)); // tabbed behind Compare

        showModels->trigger(); // Ctrl+Shift+O
        QTRY_VERIFY(inFront(models));
        QVERIFY(!inFront(compare));
        QVERIFY(showModels->isChecked() && showCompare->isChecked());
        showCompare->trigger(); // Ctrl+Shift+C: Compare's tab was behind
        QTRY_VERIFY(inFront(compare));
        showCompare->trigger(); // in front: closes it
        QTRY_VERIFY(!compare->isVisible());
        QVERIFY(!showCompare->isChecked());
        showCompare->trigger();
        QTRY_VERIFY(inFront(compare));
        QVERIFY(showCompare->isChecked());
    }

    // The Case panel's context menu deletes a run (with its curves) and a curve; the plot lets go
    // of what was deleted.
    void runsAndCurvesAreDeletedFromTheCasePanel() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("delete.unembed"));
        qint64 first = 0, second = 0;
        {
            CaseFile created(casePath, CaseFile::OpenMode::CreateIfMissing);
            first = evaluatedRun(created, QStringLiteral("mlc"), QStringLiteral("{}"),
                                 {figure(QStringLiteral("token_f1"), 30.0)});
            second = evaluatedRun(created, QStringLiteral("geia"), QStringLiteral("{}"),
                                  {figure(QStringLiteral("token_f1"), 40.0)});
        }
        MainWindow window;
        window.show();
        QVERIFY(window.openCase(casePath));
        QAbstractItemModel* tree = window.caseExplorer()->model();
        const auto item = [&](const QString& label) {
            const QModelIndexList found = tree->match(tree->index(0, 0), Qt::DisplayRole, label, 1,
                                                      Qt::MatchStartsWith | Qt::MatchRecursive);
            return found.isEmpty() ? QModelIndex() : found.first();
        };
        QObject owner;
        const QList<QAction*> runMenu =
            window.caseExplorer()->itemActions(item(QStringLiteral("#%1 mlc").arg(first)), &owner);
        QCOMPARE(runMenu.size(), 3);
        QCOMPARE(runMenu.last()->text(), QStringLiteral("&Delete Run…"));
        QSignalSpy asked(window.caseExplorer(), &CaseExplorer::deleteRunRequested);
        // The window asks for a confirmation first (a modal box); here the request is taken as
        // confirmed.
        disconnect(window.caseExplorer(), &CaseExplorer::deleteRunRequested, &window, nullptr);
        connect(window.caseExplorer(), &CaseExplorer::deleteRunRequested, &owner,
                [&](qint64 runId) { window.removeRun(runId); });
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        runMenu.last()->trigger();
        QCOMPARE(asked.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        CaseFile check(casePath);
        QCOMPARE(listRuns(check).size(), size_t(1));
        QCOMPARE(listRuns(check).front().id, second);
        QCOMPARE(listCurves(check).size(), size_t(1)); // the run's scatter went with it
        QTRY_VERIFY(!item(QStringLiteral("#%1 mlc").arg(first)).isValid());

        // A dataset: renamed, then deleted with the run left on it.
        EmbeddingSet set;
        set.vectors = FloatMatrix::owned({1.0f, 0.0f, 0.0f, 1.0f}, 2, 2);
        set.texts = {QStringLiteral("first"), QStringLiteral("second")};
        set.sourcePath = QStringLiteral("vectors.npy");
        qint64 dataset = 0, onIt = 0;
        try {
            dataset = insertDataset(
                check, set,
                {QStringLiteral("vectors"), QStringLiteral("npy"), QStringLiteral("checksum")});
            onIt = startRun(check, QStringLiteral("mlc"), 0, dataset, QStringLiteral("{}"),
                            QStringLiteral("cpu"));
            finishRun(check, onIt, QStringLiteral("finished"));
        } catch (const InputError& e) {
            QFAIL(qPrintable(e.message()));
        }
        QVERIFY(window.renameDataset(dataset, QStringLiteral("  tickets  ")) != 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
        QCOMPARE(listDatasets(check).front().name, QStringLiteral("tickets"));
        QVERIFY(window.removeDataset(dataset) != 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 30000);
        QVERIFY(listDatasets(check).empty());
        QVERIFY(!findRun(check, onIt));
        QVERIFY(findRun(check, second));

        // A curve: shown, then deleted, and the plot empties.
        const qint64 curve = listCurves(check).front().id;
        QVERIFY(window.showCurve(curve));
        QCOMPARE(window.curvePlot()->curve().id, curve);
        QVERIFY(window.removeCurve(curve) != 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 4, 30000);
        QVERIFY(listCurves(check).empty());
        QTRY_COMPARE(window.curvePlot()->curve().id, qint64(0));
    }

    void shortcutsAreListedWhereTheyLive() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* help = window.findChild<QAction*>(QStringLiteral("shortcutsAction"));
        QVERIFY(help);
        QCOMPARE(help->shortcut(), QKeySequence(QKeySequence::HelpContents));
        ShortcutsDialog dialog(&window);
        QSet<QString> rows;
        for (int row = 0; row < dialog.table()->rowCount(); ++row) {
            QStringList cells;
            for (int column = 0; column < 3; ++column)
                cells << dialog.table()->item(row, column)->text();
            rows.insert(cells.join(QStringLiteral(" | ")));
        }
        const auto keys = [](const QKeySequence& sequence) {
            return sequence.toString(QKeySequence::NativeText);
        };
        for (const QString& expected :
             {QStringLiteral("File menu | Import Embeddings | %1")
                  .arg(keys(QKeySequence("Ctrl+I"))),
              QStringLiteral("Vec2Text live | Step | %1").arg(keys(QKeySequence(Qt::Key_F10))),
              QStringLiteral("Report | Copy as Markdown | %1")
                  .arg(keys(QKeySequence("Ctrl+Shift+M"))),
              QStringLiteral("Help menu | Keyboard Shortcuts | %1")
                  .arg(keys(QKeySequence(QKeySequence::HelpContents)))})
            QVERIFY2(rows.contains(expected), qPrintable(QStringList(rows.values()).join('\n')));
        // A button's Alt+letter mnemonic alone is not a listed shortcut.
        for (const QString& row : rows)
            QVERIFY2(!row.contains(QStringLiteral("Alt+")), qPrintable(row));
    }

    // A job cancelled before it reported progress shows no "0%", and each job takes two lines.
    void aCancelledJobShowsNoPercentage() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy started(window.worker(), &InferenceWorker::jobStarted);
        QSignalSpy cancelled(window.worker(), &InferenceWorker::jobCancelled);
        const int job = window.worker()->enqueue(
            QStringLiteral("waits to be cancelled"),
            [](const CancelToken& cancel, const InferenceWorker::ReportProgress&) {
                while (true) {
                    cancel.throwIfCancelled();
                    QThread::msleep(5);
                }
                return QString();
            });
        QTRY_COMPARE(started.count(), 1);
        window.worker()->cancel(job);
        QTRY_COMPARE(cancelled.count(), 1);
        auto* bar = window.jobsPanel()->findChild<QProgressBar*>();
        QVERIFY(bar);
        QTRY_VERIFY(bar->isHidden());
        // The title, the bar, the time and Cancel share the first line; the state is the second.
        auto* cancel = window.jobsPanel()->findChild<QPushButton*>();
        QVERIFY(cancel);
        QLayout* firstLine = bar->parentWidget()->layout()->itemAt(0)->layout();
        QVERIFY(firstLine && firstLine->indexOf(bar) >= 0 && firstLine->indexOf(cancel) >= 0);
        QCOMPARE(bar->parentWidget()->layout()->count(), 2);
    }

    // View ▸ Compute Threads: one per core or a count, kept for the next start, where it reaches
    // the inference worker through UNEMBED_THREADS unless the environment already sets it.
    void computeThreadsAreAChoiceForTheNextStart() {
        const QByteArray runnerDevice = qgetenv(kDeviceVariable); // applying writes it too
        qunsetenv(kThreadsVariable);
        QSettings().remove(QLatin1String(kThreadsSetting));
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("threadsMenu"));
        QVERIFY(menu);
        const QList<QAction*> choices = menu->actions();
        QCOMPARE(choices.size(), QThread::idealThreadCount() + 1);
        QVERIFY(choices.first()->isChecked()); // one per core by default
        choices.at(1)->trigger();
        QCOMPARE(QSettings().value(QLatin1String(kThreadsSetting)).toInt(), 1);
        QVERIFY(choices.at(1)->isChecked() && !choices.first()->isChecked());
        applyComputeSettings();
        QCOMPARE(qgetenv(kThreadsVariable), QByteArray("1"));
        qputenv(kThreadsVariable, "7"); // the environment wins
        applyComputeSettings();
        QCOMPARE(qgetenv(kThreadsVariable), QByteArray("7"));
        qunsetenv(kThreadsVariable);
        QSettings().remove(QLatin1String(kThreadsSetting));
        if (runnerDevice.isNull())
            qunsetenv(kDeviceVariable);
        else
            qputenv(kDeviceVariable, runnerDevice);
    }

    // The status bar names the device the worker chose; its tooltip the threads, OpenBLAS's
    // included (their count follows the thread setting unless OPENBLAS_NUM_THREADS says),
    // OpenBLAS's kernels and the few-row products'.
    void statusBarNamesTheDeviceAndThreads() {
        MainWindow window;
        auto* label = window.findChild<QLabel*>(QStringLiteral("deviceLabel"));
        QVERIFY(label);
        QTRY_VERIFY_WITH_TIMEOUT(!label->toolTip().isEmpty(), 20000);
        const ComputeInfo info = computeInfo();
        QCOMPARE(label->text(), info.summary());
        const QString tip = label->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("Threads: %1 ").arg(info.threads)), qPrintable(tip));
        const QString blas = QStringLiteral("BLAS: ") + info.blas;
        // English has no plural forms of its own here: "(s)", as in every %n message.
        const QString threads = info.blasThreads > 0
                                    ? QStringLiteral(", %1 thread(s)").arg(info.blasThreads)
                                    : QString();
        const QString kernels = info.blasKernels.isEmpty()
                                    ? QString()
                                    : QStringLiteral(", %1 kernels").arg(info.blasKernels);
        const QString rows = info.rowKernels.isEmpty()
                                 ? QString()
                                 : QStringLiteral("\nFew-row products: %1").arg(info.rowKernels);
        QVERIFY2(tip.endsWith(blas + threads + kernels + rows), qPrintable(tip));
        if (info.blas.startsWith(QLatin1String("OpenBLAS"))) {
            QVERIFY(!info.blasKernels.isEmpty());
            QVERIFY2(
                label->text().contains(QStringLiteral(" · OpenBLAS %1 · ").arg(info.blasKernels)),
                qPrintable(label->text()));
        }
    }

    // View ▸ Compute Device: automatic, the CPU or each GPU this process sees, kept for the next
    // start, where the worker reads it (not the GUI thread); a device that start cannot use
    // gives way to auto and the worker says why; UNEMBED_DEVICE wins, and the menu says so.
    void computeDeviceIsAChoiceForTheNextStart() {
        const QByteArray runnerVariable = qgetenv(kDeviceVariable);
        const QString runnerDevice = chosenDevice();
        qunsetenv(kDeviceVariable);
        QSettings().remove(QLatin1String(kDeviceSetting));
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("deviceMenu"));
        QVERIFY(menu);
        QVERIFY(menu->actions().isEmpty()); // filled when it opens
        Q_EMIT menu->aboutToShow();
        QList<QAction*> choices = menu->actions();
        QCOMPARE(choices.size(), 2 + computeInfo().cudaDevices);
        QVERIFY(choices.first()->isChecked()); // automatic by default
        QCOMPARE(choices.at(1)->data().toString(), QStringLiteral("cpu"));
        choices.at(1)->trigger();
        QCOMPARE(QSettings().value(QLatin1String(kDeviceSetting)).toString(),
                 QStringLiteral("cpu"));
        applyComputeSettings();
        QCOMPARE(qgetenv(kDeviceVariable), QByteArray("cpu"));
        QVERIFY(chooseDeviceFromSettings().isEmpty());
        QCOMPARE(chosenDevice(), QStringLiteral("cpu"));

        // A GPU this process does not have: auto instead, and the reason.
        qunsetenv(kDeviceVariable);
        QSettings().setValue(QLatin1String(kDeviceSetting), QStringLiteral("cuda:99"));
        applyComputeSettings();
        InferenceWorker worker;
        QSignalSpy problems(&worker, &InferenceWorker::deviceProblem);
        worker.initialise();
        QCOMPARE(problems.size(), 1);
        const QString problem = problems.first().first().toString();
        QVERIFY2(problem.contains(QLatin1String("cuda:99")) &&
                     problem.contains(QLatin1String("Compute Device")),
                 qPrintable(problem));
        QCOMPARE(chosenDevice(),
                 computeInfo().cudaDevices > 0 ? QStringLiteral("cuda:0") : QStringLiteral("cpu"));
        Q_EMIT menu->aboutToShow();
        QVERIFY(menu->actions().last()->isChecked() && !menu->actions().last()->isEnabled());

        // The environment wins over the setting, and the menu says so.
        qputenv(kDeviceVariable, "cpu");
        applyComputeSettings();
        QCOMPARE(qgetenv(kDeviceVariable), QByteArray("cpu"));
        Q_EMIT menu->aboutToShow();
        QVERIFY(!menu->actions().first()->isEnabled());
        QVERIFY2(menu->actions().first()->text().contains(QLatin1String("UNEMBED_DEVICE=cpu")),
                 qPrintable(menu->actions().first()->text()));

        // A precision that cannot be used gives way to fp32, and the worker says so.
        const QByteArray runnerPrecision = qgetenv(kPrecisionVariable);
        qputenv(kPrecisionVariable, "fp8");
        problems.clear();
        worker.initialise();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().first().toString().contains(QLatin1String("Using fp32 instead")),
                 qPrintable(problems.first().first().toString()));
        QCOMPARE(chosenPrecision(), QStringLiteral("fp32"));
        if (runnerPrecision.isNull())
            qunsetenv(kPrecisionVariable);
        else
            qputenv(kPrecisionVariable, runnerPrecision);

        QSettings().remove(QLatin1String(kDeviceSetting));
        if (runnerVariable.isNull())
            qunsetenv(kDeviceVariable);
        else
            qputenv(kDeviceVariable, runnerVariable);
        chooseDevice(runnerDevice, {});
    }

    // A case of an older format opens after an upgrade job the Jobs panel shows, with its data.
    void anOldCaseIsUpgradedInAJobThenOpened() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.unembed"));
        const std::vector<Migration> upToV6(CaseFile::builtinMigrations().begin(),
                                            CaseFile::builtinMigrations().begin() + 6);
        {
            CaseFile old(path, CaseFile::OpenMode::CreateIfMissing, upToV6);
            EmbeddingSet set;
            set.vectors = FloatMatrix::owned({1.0f, 0.0f, 0.0f, 1.0f}, 2, 2);
            set.texts = {QStringLiteral("first"), QStringLiteral("second")};
            set.sourcePath = QStringLiteral("old.npy");
            insertDataset(old, set,
                          {QStringLiteral("old"), QStringLiteral("npy"), QStringLiteral("sum")});
        }
        QCOMPARE(CaseFile::storedSchemaVersion(path), 6);
        QCOMPARE(CaseFile::storedSchemaVersion(dir.filePath(QStringLiteral("none"))), -1);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy queued(window.worker(), &InferenceWorker::jobQueued);
        QVERIFY(window.openCase(path));
        QTRY_VERIFY_WITH_TIMEOUT(window.currentCase() && window.currentCase()->path() == path,
                                 30000);
        QCOMPARE(window.currentCase()->schemaVersion(), CaseFile::latestSchemaVersion());
        QCOMPARE(listDatasets(*window.currentCase()).size(), size_t(1));
        QCOMPARE(queued.count(), 1);
        QVERIFY(queued.first().at(1).toString().startsWith(QStringLiteral("Upgrade old.unembed")));
    }

    void nonEmbeddingFilesAreNotAccepted() {
        MainWindow window;
        window.show();
        QVERIFY(!dropFiles(&window, {fixture(QStringLiteral("make_fixtures.py"))}));
    }
};

QTEST_MAIN(TestGuiMainWindow)
#include "test_gui_main_window.moc"
