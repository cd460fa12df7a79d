// The window stays on a 1280x800 screen (issue 18): the demo curve with the longest title, in
// English and in German, neither widens the window nor squeezes the Case panel (which widens to
// 300 px), its title breaking into lines within the plot; the real binary with a fresh profile
// starts maximised on a screen too small for 1280x800 and a title bar, fits a German interface
// maximised at 1280 px, and brings a saved geometry larger than the screen within it.
#include "curve_plot.h"
#include "eval/report_text.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "translations.h"
#include "vectors_table_model.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeView>

using namespace unembed;

namespace {

void removeTranslations() {
    for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

class TestGuiWindowFit : public QObject {
    Q_OBJECT
private:
    // The window at 1280x800 on a copy of the demo case, its 200 messages listed.
    void openDemoAt1280x800(MainWindow& window) {
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath_));
        QTRY_COMPARE(window.vectorsModel()->rowCount(), 200);
    }

    QTemporaryDir dir_;
    QString casePath_;

    // The real binary with a fresh profile (its language and saved geometry as given) on one
    // offscreen screen of `screen` pixels; the window as its --screenshot saved it.
    QImage startBinary(const QSize& screen, const QString& language,
                       const QByteArray& savedGeometry) {
        QTemporaryDir profile;
        const QString screens = profile.filePath(QStringLiteral("screens.json"));
        QFile json(screens);
        if (!json.open(QIODevice::WriteOnly)) return {};
        json.write(QStringLiteral("{\"screens\": [{\"name\": \"main\", \"x\": 0, \"y\": 0, "
                                  "\"width\": %1, \"height\": %2, \"logicalDpi\": 96, "
                                  "\"logicalBaseDpi\": 96, \"dpr\": 1}]}")
                       .arg(screen.width())
                       .arg(screen.height())
                       .toUtf8());
        json.close();
        {
            QSettings settings(profile.filePath(QStringLiteral("config/Unembed/Unembed.conf")),
                               QSettings::IniFormat);
            settings.setValue(QStringLiteral("ui/language"), language);
            if (!savedGeometry.isEmpty())
                settings.setValue(QStringLiteral("window/geometry"), savedGeometry);
        }
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"),
                           QStringLiteral("offscreen:configfile=") + screens);
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                           profile.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"),
                           profile.filePath(QStringLiteral("data")));
        const QString shot = profile.filePath(QStringLiteral("window.png"));
        QProcess gui;
        gui.setProcessEnvironment(environment);
        gui.start(QStringLiteral(UNEMBED_GUI), {QStringLiteral("--screenshot"), shot, casePath_});
        if (!gui.waitForFinished(120000) || gui.exitCode() != 0)
            qWarning("%s", gui.readAllStandardError().constData());
        return QImage(shot);
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        casePath_ = dir_.filePath(QStringLiteral("demo.unembed"));
        QVERIFY(QFile::copy(
            QDir(QStringLiteral(UNEMBED_DEMO_PACK)).filePath(QStringLiteral("demo.unembed")),
            casePath_));
        QVERIFY(QFile::setPermissions(casePath_, QFile::ReadOwner | QFile::WriteOwner));
    }

    void aLongTitleKeepsTheWindowWidth_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
    }

    void aLongTitleKeepsTheWindowWidth() {
        QFETCH(QString, language);
        installTranslations(*QCoreApplication::instance(), language);
        {
            MainWindow window;
            openDemoAt1280x800(window);
            if (QTest::currentTestFailed()) return;
            CurveInfo longest;
            for (const CurveInfo& curve : listCurves(*window.currentCase()))
                if (curve.title.size() > longest.title.size()) longest = curve;
            QVERIFY(longest.title.size() > 80); // curve 14, two runs named in full
            auto* caseDock = window.findChild<QDockWidget*>(QStringLiteral("caseDock"));
            QVERIFY(caseDock);
            const int caseWidth = caseDock->width();

            QVERIFY(window.showCurve(longest.id));
            QTest::qWait(50);
            QVERIFY2(window.width() <= 1280, qPrintable(QString::number(window.width())));
            QVERIFY2(window.minimumSizeHint().width() <= 1280,
                     qPrintable(QString::number(window.minimumSizeHint().width())));
            QVERIFY2(caseDock->width() >= caseWidth,
                     qPrintable(QStringLiteral("%1 < %2").arg(caseDock->width()).arg(caseWidth)));

            // The title breaks into lines that fit the plot; its full text stays the curve's.
            CurvePlot* plot = window.curvePlot();
            auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
            QVERIFY(title);
            const QStringList lines = title->text().split(QLatin1Char('\n'));
            QVERIFY(lines.size() >= 2);
            const QFontMetrics metrics(title->font());
            for (const QString& line : lines)
                QVERIFY2(metrics.horizontalAdvance(line) <= plot->width(), qPrintable(line));
            QVERIFY(plot->fullTitle().startsWith(ReportText::fromStored(longest.title)));

            // The Case panel can be widened to read its names, the window staying as wide.
            window.resizeDocks({caseDock}, {300}, Qt::Horizontal);
            QTest::qWait(50);
            QVERIFY2(caseDock->width() >= 290, qPrintable(QString::number(caseDock->width())));
            QVERIFY(window.width() <= 1280);
        }
        removeTranslations();
    }

    // At 1280x800 the Vec2Text panel gives its rounds room: its model folders fold into one
    // line once set, and the rounds tree shows at least six rows.
    void theRoundsHaveRoomAt1280x800() {
        MainWindow window;
        openDemoAt1280x800(window);
        if (QTest::currentTestFailed()) return;
        auto* tree = window.findChild<QTreeView*>(QStringLiteral("roundsView"));
        QVERIFY(tree);
        QVERIFY(tree->isVisible());
        // A row of the tree: a line of text and its margins.
        const int rows = tree->viewport()->height() / (tree->fontMetrics().height() + 6);
        QVERIFY2(rows >= 6,
                 qPrintable(
                     QStringLiteral("%1 rows (%2 px)").arg(rows).arg(tree->viewport()->height())));
    }

    // The status bar on screen at the first launch: a 1366x768 screen has no room for 1280x800
    // and a title bar, so the window starts maximised.
    void theFirstLaunchFitsTheScreen() {
        const QImage window = startBinary(QSize(1366, 768), QStringLiteral("en"), {});
        QVERIFY(!window.isNull());
        QVERIFY2(window.width() <= 1366 && window.height() <= 768,
                 qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));
    }

    void germanFitsMaximisedAt1280() {
        const QImage window = startBinary(QSize(1280, 800), QStringLiteral("de"), {});
        QVERIFY(!window.isNull());
        QVERIFY2(window.width() <= 1280 && window.height() <= 800,
                 qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));
    }

    // A geometry saved on a larger screen (or by an earlier version that outgrew this one).
    void aSavedGeometryLargerThanTheScreenIsBroughtWithinIt() {
        QWidget large;
        large.resize(1600, 1000);
        const QImage window =
            startBinary(QSize(1280, 800), QStringLiteral("en"), large.saveGeometry());
        QVERIFY(!window.isNull());
        QVERIFY2(window.width() <= 1280 && window.height() <= 800,
                 qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));
    }
};

QTEST_MAIN(TestGuiWindowFit)
#include "test_gui_window_fit.moc"
