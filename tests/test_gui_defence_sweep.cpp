// Attack ▸ Sweep a Defence…, offscreen: the dialog fills each defence's default strengths (none
// for binary, the victim-bound ones left to the user) and refuses bad ones; run from the menu on a
// new case with the demo pack's victim and Vec2Text models and a small BEIR folder written here,
// the sweep is stored as a run and its curve, which the plot then shows.
#include "case_explorer.h"
#include "curve_plot.h"
#include "defence_sweep_dialog.h"
#include "error.h"
#include "inference_worker.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/run_store.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace unembed;

namespace {

const QString kPack = QStringLiteral(UNEMBED_DEMO_PACK);

// Eight questions, each answered by one document, and four documents no query asks for.
void writeBeir(const QString& folder) {
    const QStringList queries{
        QStringLiteral("do you have any pets"),    QStringLiteral("where did you grow up"),
        QStringLiteral("what do you do for work"), QStringLiteral("do you like to cook"),
        QStringLiteral("what music do you like"),  QStringLiteral("how old are your kids"),
        QStringLiteral("have you been to france"), QStringLiteral("what is your favourite food")};
    const QStringList documents{QStringLiteral("i have a dog called max"),
                                QStringLiteral("i grew up near the coast"),
                                QStringLiteral("i am a nurse at the hospital"),
                                QStringLiteral("i bake bread on sundays"),
                                QStringLiteral("i listen to jazz mostly"),
                                QStringLiteral("my son is six"),
                                QStringLiteral("i went to paris twice"),
                                QStringLiteral("pizza with extra cheese"),
                                QStringLiteral("i like to read at night"),
                                QStringLiteral("we moved here last year"),
                                QStringLiteral("my car is blue"),
                                QStringLiteral("i play the guitar")};
    QDir().mkpath(folder + QStringLiteral("/qrels"));
    auto write = [](const QString& path, const QByteArray& bytes) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    QByteArray corpus, queryLines, qrels("query-id\tcorpus-id\tscore\n");
    for (int i = 0; i < documents.size(); ++i)
        corpus += QJsonDocument(QJsonObject{{QStringLiteral("_id"), QStringLiteral("d%1").arg(i)},
                                            {QStringLiteral("text"), documents[i]}})
                      .toJson(QJsonDocument::Compact) +
                  '\n';
    for (int i = 0; i < queries.size(); ++i) {
        queryLines +=
            QJsonDocument(QJsonObject{{QStringLiteral("_id"), QStringLiteral("q%1").arg(i)},
                                      {QStringLiteral("text"), queries[i]}})
                .toJson(QJsonDocument::Compact) +
            '\n';
        qrels += QStringLiteral("q%1\td%1\t1\n").arg(i).toUtf8();
    }
    write(folder + QStringLiteral("/corpus.jsonl"), corpus);
    write(folder + QStringLiteral("/queries.jsonl"), queryLines);
    write(folder + QStringLiteral("/qrels/test.tsv"), qrels);
}

void chooseDefence(DefenceSweepDialog& dialog, DefenceKind kind) {
    dialog.defenceBox()->setCurrentIndex(dialog.defenceBox()->findData(int(kind)));
}

} // namespace

class TestGuiDefenceSweep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void dialogFillsEachDefencesStrengths() {
        DefenceSweepDialog dialog;
        dialog.retrievalEdit()->setText(QStringLiteral("/some/beir"));
        QPushButton* ok = dialog.buttonBox()->button(QDialogButtonBox::Ok);
        chooseDefence(dialog, DefenceKind::Noise);
        QCOMPARE(dialog.strengthsEdit()->text(), defaultSweepStrengths(DefenceKind::Noise));
        QVERIFY(ok->isEnabled());
        DefenceSweepRequest request = dialog.request();
        QCOMPARE(request.defence, QStringLiteral("noise"));
        QCOMPARE(request.strengths, (std::vector<double>{0.0, 0.001, 0.01, 0.1, 1.0}));
        QCOMPARE(request.retrievalFolder, QStringLiteral("/some/beir"));
        // No map unless one is given: then the attackers read the victim through it.
        QVERIFY(request.alignMap.isEmpty());
        dialog.mapEdit()->setText(QStringLiteral(" /some/map "));
        QCOMPARE(dialog.request().alignMap, QStringLiteral("/some/map"));
        dialog.mapEdit()->clear();

        // Truncation's dimensions depend on the victim: none is filled in, and none means no sweep.
        chooseDefence(dialog, DefenceKind::Truncate);
        QVERIFY(dialog.strengthsEdit()->text().isEmpty());
        QVERIFY(!ok->isEnabled());
        dialog.strengthsEdit()->setText(QStringLiteral("64, 32"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.request().strengths, (std::vector<double>{64, 32}));
        dialog.strengthsEdit()->setText(QStringLiteral("64,abc"));
        QVERIFY_THROWS_EXCEPTION(InputError, dialog.request());

        // Binary has no strength; the rotation's default counts fit the set, given ones must.
        chooseDefence(dialog, DefenceKind::Binary);
        QVERIFY(!dialog.strengthsEdit()->isEnabled());
        QVERIFY(ok->isEnabled());
        chooseDefence(dialog, DefenceKind::Rotate);
        QVERIFY(dialog.request().dropUnfittingLeaks);
        dialog.strengthsEdit()->setText(QStringLiteral("0,4"));
        QVERIFY(!dialog.request().dropUnfittingLeaks);

        dialog.retrievalEdit()->clear();
        QVERIFY(!ok->isEnabled());
    }

    void sweepFromTheAttackMenu() {
        QTemporaryDir dir;
        const QString beir = dir.filePath(QStringLiteral("beir"));
        writeBeir(beir);
        const QString casePath = dir.filePath(QStringLiteral("sweep.unembed"));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("defenceSweepAction"));
        QVERIFY(action);
        QVERIFY(!action->isEnabled());
        QVERIFY(window.createCase(casePath));
        QVERIFY(action->isEnabled());
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+D")));

        bool dialogSeen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<DefenceSweepDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialogSeen = true;
            chooseDefence(*dialog, DefenceKind::Scalar);
            dialog->strengthsEdit()->setText(QStringLiteral("4,1"));
            dialog->victimEdit()->setText(kPack + QStringLiteral("/victim"));
            dialog->retrievalEdit()->setText(beir);
            dialog->inverterEdit()->setText(kPack + QStringLiteral("/inverter"));
            dialog->correctorEdit()->setText(kPack + QStringLiteral("/corrector"));
            dialog->stepsBox()->setValue(1);
            dialog->limitBox()->setValue(2);
            dialog->buttonBox()->button(QDialogButtonBox::Ok)->click();
        });
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QSignalSpy failed(window.worker(), &InferenceWorker::jobFailed);
        action->trigger();
        QVERIFY(dialogSeen);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() == 1, 300000);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty() ? "" : qPrintable(failed.front().at(1).toString()));

        CaseFile caseFile(casePath);
        const std::vector<RunInfo> runs = listRuns(caseFile);
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs.front().attack, QStringLiteral("defence-sweep"));
        const std::vector<CurveInfo> curves = listCurves(caseFile);
        QCOMPARE(curves.size(), size_t(1));
        QCOMPARE(curves.front().kind, QStringLiteral("defence"));
        QCOMPARE(curves.front().runId, runs.front().id);
        // Without the defence, then 4 bits and 1 bit: each series has its two strengths.
        const std::vector<CurvePoint> points = curvePoints(caseFile, curves.front().id);
        QVERIFY(!points.empty());
        for (const CurvePoint& point : points)
            QVERIFY2(point.x == 4.0 || point.x == 1.0, qPrintable(QString::number(point.x)));
        // The stored curve is on screen.
        QTRY_COMPARE(window.curvePlot()->curve().id, curves.front().id);
    }
};

QTEST_MAIN(TestGuiDefenceSweep)
#include "test_gui_defence_sweep.moc"
