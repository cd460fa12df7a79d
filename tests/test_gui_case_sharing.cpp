// The workbench and the command line on one case at the same time (issue 21, item 8): while the
// main window (offscreen) has the case open and runs import jobs on its worker, real unembed-cli
// processes list the case and import into it. Every job of the window must still succeed and its
// Case panel must keep listing every dataset: no "disk I/O error", no "database disk image is
// malformed", no empty panel.
#include "case_explorer.h"
#include "cli_process.h"
#include "inference_worker.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "test_support.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

namespace {

// The number of datasets the Case panel lists (the children of its first group).
int listedDatasets(const MainWindow& window) {
    const QAbstractItemModel* model = window.caseExplorer()->model();
    if (model->rowCount() == 0) return 0;
    return model->rowCount(model->index(0, 0));
}

} // namespace

class TestGuiCaseSharing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cliProcessesWorkOnTheCaseTheWindowHasOpen() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("shared.unembed"));
        { CaseFile created(casePath, CaseFile::OpenMode::CreateIfMissing); }

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath));
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);

        int expected = 0;
        const QStringList files{QStringLiteral("twin.jsonl"), QStringLiteral("twin.csv"),
                                QStringLiteral("twin.tsv")};
        for (const QString& file : files) {
            // A job of the window: it opens the case on the worker thread, imports, closes.
            window.importFiles({fixture(file)});
            ++expected;
            QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), expected, 30000);
            QVERIFY2(failed.isEmpty(),
                     failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
            QTRY_COMPARE(listedDatasets(window), expected + (expected - 1));

            // Then another process lists the case and imports into it.
            const CliResult list =
                runCli({QStringLiteral("list"), QStringLiteral("--case"), casePath}, 60000);
            QVERIFY2(list.exitCode == 0, list.err.constData());
            const CliResult import =
                runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                        QStringLiteral("--case"), casePath, QStringLiteral("--name"),
                        QStringLiteral("cli %1").arg(expected)},
                       60000);
            QVERIFY2(import.exitCode == 0, import.err.constData());
        }
        // The window's own connection still reads the case: refreshed by a last job.
        window.importFiles({fixture(QStringLiteral("f4.npy"))});
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 4, 30000);
        QVERIFY(failed.isEmpty());
        QTRY_COMPARE(listedDatasets(window), 7);
        CaseFile check(casePath);
        QCOMPARE(listDatasets(check).size(), size_t(7));
    }
};

QTEST_MAIN(TestGuiCaseSharing)
#include "test_gui_case_sharing.moc"
