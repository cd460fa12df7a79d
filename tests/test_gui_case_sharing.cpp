// The workbench and the command line on one case at the same time (issue 21, item 8): while the
// main window (offscreen) has the case open and runs import jobs on its worker, real unembed-cli
// processes list the case and import into it. Every job of the window must still succeed and its
// Case panel must keep listing every dataset: no "disk I/O error", no "database disk image is
// malformed", no empty panel. And the same after the window's file dialogs have listed the case's
// folder (issue 49, item 1): Qt's file system model reads a file of unknown type to sniff it, and
// that close used to drop every SQLite lock of the window's connection.
#include "case_explorer.h"
#include "cli_process.h"
#include "inference_worker.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "test_support.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace unembed;
using namespace unembed::test;

namespace {

// The number of datasets the Case panel lists (the children of its first group).
int listedDatasets(const MainWindow& window) {
    const QAbstractItemModel* model = window.caseExplorer()->model();
    if (model->rowCount() == 0) return 0;
    return model->rowCount(model->index(0, 0));
}

// Another process (unembed-cli) lists the case, then imports a dataset called `name` into it.
void listAndImportElsewhere(const QString& casePath, const QString& name) {
    const CliResult list =
        runCli({QStringLiteral("list"), QStringLiteral("--case"), casePath}, 60000);
    QVERIFY2(list.exitCode == 0, list.err.constData());
    const CliResult import =
        runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                QStringLiteral("--case"), casePath, QStringLiteral("--name"), name},
               60000);
    QVERIFY2(import.exitCode == 0, import.err.constData());
}

// Rejects the next modal file dialog once it has listed `folder` and, where it shows `file`,
// read its type. Sets `listed` when it did.
void dismissFileDialogAfterListing(const QString& folder, const QString& file, bool* listed) {
    QTimer::singleShot(50, [=] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog) return dismissFileDialogAfterListing(folder, file, listed);
        auto* model = dialog->findChild<QFileSystemModel*>();
        if (!model) return dialog->reject();
        QSignalSpy loaded(model, &QFileSystemModel::directoryLoaded);
        dialog->setDirectory(folder);
        // Listed: the model has read the folder (or, where the filter hides every file, it has
        // its root there and has had the time to).
        *listed = QTest::qWaitFor(
                      [&] {
                          for (const QList<QVariant>& signal : loaded)
                              if (QDir(signal.at(0).toString()) == QDir(folder)) return true;
                          return model->rowCount(model->index(folder)) > 0;
                      },
                      3000) ||
                  QDir(model->rootPath()) == QDir(folder);
        // The type of the case file, where the dialog's filter shows it: read from its content.
        static_cast<void>(QTest::qWaitFor(
            [&] {
                const QModelIndex index = model->index(QDir(folder).filePath(file));
                return index.isValid() && !model->type(index).isEmpty();
            },
            2000));
        dialog->reject();
    });
}

} // namespace

class TestGuiCaseSharing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    }

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
            listAndImportElsewhere(casePath, QStringLiteral("cli %1").arg(expected));
            if (QTest::currentTestFailed()) return;
        }
        // The window's own connection still reads the case: refreshed by a last job.
        window.importFiles({fixture(QStringLiteral("f4.npy"))});
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 4, 30000);
        QVERIFY(failed.isEmpty());
        QTRY_COMPARE(listedDatasets(window), 7);
        CaseFile check(casePath);
        QCOMPARE(listDatasets(check).size(), size_t(7));
    }

    void fileDialogsLeaveTheCaseLockedForOtherProcesses() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("dialogs.unembed"));
        const CliResult first = runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                                        QStringLiteral("--case"), casePath,
                                        QStringLiteral("--name"), QStringLiteral("first")},
                                       60000);
        QVERIFY2(first.exitCode == 0, first.err.constData());

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath));
        QTRY_COMPARE(listedDatasets(window), 1);
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);

        const auto action = [&](const QString& text) {
            for (QAction* candidate : window.findChildren<QAction*>())
                if (candidate->text() == text) return candidate;
            qFatal("no action %s", qPrintable(text));
        };
        // The Import dialog's Browse… opens a file dialog over the dialog itself.
        const auto browseFromImport = [&] {
            QTimer::singleShot(50, [] {
                auto* import = QApplication::activeModalWidget();
                QPushButton* browse = nullptr;
                for (QPushButton* button :
                     import ? import->findChildren<QPushButton*>() : QList<QPushButton*>())
                    if (button->text() == QStringLiteral("&Browse…")) browse = button;
                if (browse) browse->click();
                if (import) import->close();
            });
            action(QStringLiteral("&Import Embeddings…"))->trigger();
        };
        const std::vector<std::pair<const char*, std::function<void()>>> dialogs{
            {"Open Case", [&] { action(QStringLiteral("&Open Case…"))->trigger(); }},
            {"New Case", [&] { action(QStringLiteral("&New Case…"))->trigger(); }},
            {"Import", browseFromImport},
        };
        int expected = 1, jobs = 0;
        for (const auto& [name, open] : dialogs) {
            bool listed = false;
            dismissFileDialogAfterListing(dir.path(), QStringLiteral("dialogs.unembed"), &listed);
            open();
            QVERIFY2(listed, name);

            // Another process reads and writes the case and closes it: it must not believe it
            // is alone with it.
            listAndImportElsewhere(casePath, QString::fromLatin1(name));
            if (QTest::currentTestFailed()) return;
            ++expected;
            QVERIFY2(QFileInfo::exists(casePath + QStringLiteral("-wal")),
                     qPrintable(QStringLiteral("after %1, another process deleted the WAL of "
                                               "the case open in the window")
                                    .arg(QString::fromLatin1(name))));

            // A job of the window still reads and writes the case.
            window.importFiles({fixture(QStringLiteral("twin.jsonl"))});
            ++expected;
            ++jobs;
            QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), jobs, 30000);
            QVERIFY2(failed.isEmpty(),
                     failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
            QTRY_COMPARE(listedDatasets(window), expected);
        }
        CaseFile check(casePath);
        QCOMPARE(listDatasets(check).size(), size_t(expected));
    }
};

QTEST_MAIN(TestGuiCaseSharing)
#include "test_gui_case_sharing.moc"
