// The File menu's case paths, offscreen on a copy of the demo case: Close Case (Ctrl+W) leaves the
// window with no case, every view empty and the actions that need a case disabled; Register
// Endpoint… opens the Models panel's dialog and registers what is entered through the same job.
#include "case_explorer.h"
#include "compare_table_model.h"
#include "compare_view.h"
#include "demo_case_copy.h"
#include "endpoint_dialog.h"
#include "inference_worker.h"
#include "jobs_panel.h"
#include "leaks_view.h"
#include "main_window.h"
#include "map_view.h"
#include "models_view.h"
#include "probe_view.h"
#include "report_view.h"
#include "vectors_table_model.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace unembed;

class TestGuiCaseMenu : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void closeCaseEmptiesTheWindow() {
        QTemporaryDir dir;
        const QString casePath = test::copyDemoCase(dir);
        QVERIFY(!casePath.isEmpty());
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* close = window.findChild<QAction*>(QStringLiteral("closeCaseAction"));
        QVERIFY(close);
        QCOMPARE(close->shortcut(), QKeySequence(QStringLiteral("Ctrl+W")));
        QVERIFY(!close->isEnabled());

        QVERIFY(window.openCase(casePath));
        QVERIFY(close->isEnabled());
        QTRY_VERIFY(window.vectorsModel()->rowCount() > 0);
        QVERIFY(window.caseExplorer()->model()->rowCount() > 0);
        QVERIFY(window.modelsView()->table()->rowCount() > 0);
        QVERIFY(window.probeView()->attackerList()->count() > 0);
        QVERIFY(window.compareView()->tableModel()->rowCount() > 0);
        QVERIFY(!window.reportView()->tables().empty());
        auto* attack = window.findChild<QAction*>(QStringLiteral("attackAction"));
        QVERIFY(attack->isEnabled());

        QSignalSpy changed(&window, &MainWindow::caseChanged);
        close->trigger();
        QVERIFY(!window.currentCase());
        QCOMPARE(changed.count(), 1);
        QVERIFY(changed.front().front().toString().isEmpty());
        QCOMPARE(window.windowTitle(), QStringLiteral("Unembed"));
        QCOMPARE(window.vectorsModel()->rowCount(), 0);
        QCOMPARE(window.caseExplorer()->model()->rowCount(), 0);
        QCOMPARE(window.modelsView()->table()->rowCount(), 0);
        QCOMPARE(window.probeView()->attackerList()->count(), 0);
        QCOMPARE(window.compareView()->tableModel()->rowCount(), 0);
        QVERIFY(window.leaksView()->shownEntries().empty());
        QVERIFY(window.reportView()->tables().empty());
        QVERIFY(window.mapView()->map().rows.empty());
        for (const char* name : {"attackAction", "closeCaseAction", "registerEndpointAction",
                                 "compareRoundsAction", "compareDefencesAction"})
            QVERIFY2(!window.findChild<QAction*>(QLatin1String(name))->isEnabled(), name);
        QVERIFY(!window.probeView()->attackButton()->isEnabled());

        // The case opens again as before.
        QVERIFY(window.openCase(casePath));
        QTRY_VERIFY(window.vectorsModel()->rowCount() > 0);
        QVERIFY(close->isEnabled());
    }

    void registerEndpointFromTheFileMenu() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("endpoint.unembed"));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("registerEndpointAction"));
        QVERIFY(action);
        QVERIFY(!action->isEnabled());
        QVERIFY(window.createCase(casePath));
        QVERIFY(action->isEnabled());

        // The dialog is the panel's; an endpoint that answers nothing fails in its job, which
        // names the URL, as the panel's button does.
        const QString url = QStringLiteral("http://127.0.0.1:9/v1");
        bool dialogSeen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<EndpointDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialogSeen = true;
            dialog->urlEdit()->setText(url);
            dialog->modelEdit()->setText(QStringLiteral("victim"));
            dialog->accept();
        });
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
        action->trigger();
        QVERIFY(dialogSeen);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        QVERIFY2(failed.front().at(1).toString().contains(QStringLiteral("127.0.0.1:9")),
                 qPrintable(failed.front().at(1).toString()));
        QCOMPARE(window.jobsPanel()->jobCount(), 1);
    }
};

QTEST_MAIN(TestGuiCaseMenu)
#include "test_gui_case_menu.moc"
