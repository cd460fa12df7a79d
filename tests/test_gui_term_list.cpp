// Attack ▸ Sensitive Terms…, offscreen: the dialog describes the list it is given and refuses one
// that does not load; the list chosen is what every evaluation the workbench runs gives its
// detectors, so a made-up term and a "name:" line become spans of the dataset's texts.
#include "attack_dialog.h"
#include "inference_worker.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/metric_store.h"
#include "term_list.h"
#include "vectors_table_model.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace unembed;

namespace {

const QString kPack = QStringLiteral(UNEMBED_DEMO_PACK);

QString writeList(const QTemporaryDir& dir, const QByteArray& lines) {
    const QString path = dir.filePath(QStringLiteral("terms.txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(lines);
    return path;
}

// Waits for the window's jobs to end; fails on a failed one.
void waitForJobs(MainWindow& window, int jobs) {
    QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
    QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() >= jobs, 300000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.front().at(1).toString()));
}

} // namespace

class TestGuiTermList : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void dialogDescribesAndRemembersTheList() {
        QTemporaryDir dir;
        const QString list = writeList(dir, "zorblax\nname: Priya Nair\n");
        QVERIFY(chosenTermsFile().isEmpty());
        TermListDialog dialog;
        QLabel* summary = dialog.summaryLabel();
        dialog.pathEdit()->setText(dir.filePath(QStringLiteral("missing.txt")));
        QCOMPARE(summary->text(), TermListDialog::tr("No such file."));
        dialog.pathEdit()->setText(list);
        QVERIFY2(summary->text().contains(QStringLiteral("terms.txt")),
                 qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QStringLiteral("1 name line")),
                 qPrintable(summary->text()));
        dialog.buttonBox()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(chosenTermsFile(), list);

        // A folder is no list: the dialog says why and stays open; the choice is kept.
        TermListDialog again;
        QCOMPARE(again.pathEdit()->text(), list);
        again.pathEdit()->setText(dir.path());
        bool warned = false;
        QTimer::singleShot(0, this, [&] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                warned = true;
                box->accept();
            }
        });
        again.show();
        again.buttonBox()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(warned);
        QVERIFY(again.isVisible());
        QCOMPARE(chosenTermsFile(), list);

        // Empty: the built-in detectors alone.
        again.pathEdit()->clear();
        again.buttonBox()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(chosenTermsFile().isEmpty());
    }

    void evaluationsUseTheChosenList() {
        QTemporaryDir dir;
        const QString list = writeList(dir, "zorblax\nname: Priya Nair\n");
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.createCase(dir.filePath(QStringLiteral("terms.unembed"))));

        auto* action = window.findChild<QAction*>(QStringLiteral("termListAction"));
        QVERIFY(action);
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<TermListDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialog->pathEdit()->setText(list);
            dialog->buttonBox()->button(QDialogButtonBox::Ok)->click();
        });
        action->trigger();
        QCOMPARE(chosenTermsFile(), list);

        window.embedTexts({QStringLiteral("my zorblax keeps me awake at night"),
                           QStringLiteral("priya nair is my neighbour")},
                          QStringLiteral("typed"), kPack + QStringLiteral("/victim"));
        waitForJobs(window, 1);
        QTRY_VERIFY(window.vectorsModel()->datasetId() != 0);
        const qint64 datasetId = window.vectorsModel()->datasetId();
        AttackChoice choice;
        choice.attack = DatasetAttack::Mlc;
        choice.modelFolder = kPack + QStringLiteral("/mlc");
        choice.victimFolder = kPack + QStringLiteral("/victim");
        window.runAttack(datasetId, choice);
        waitForJobs(window, 1);

        CaseFile caseFile(window.currentCase()->path());
        QStringList found;
        for (const SpanRecord& span : referenceSpans(caseFile, datasetId))
            found << QStringLiteral("%1:%2").arg(span.kind, span.text);
        QVERIFY2(found.contains(QStringLiteral("term:zorblax")), qPrintable(found.join(", ")));
        QVERIFY2(found.contains(QStringLiteral("name:priya nair")), qPrintable(found.join(", ")));
    }
};

QTEST_MAIN(TestGuiTermList)
#include "test_gui_term_list.moc"
