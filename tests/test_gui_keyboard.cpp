// The workbench by keyboard, offscreen: Ctrl+Tab and Ctrl+Shift+Tab step through the views, a
// shortcut puts the focus in the Case panel (and a panel's shortcut in its first control), every
// view's tab has an Alt+letter and F1's guide names every view, and in Import, Tab goes from the
// path to the next field while Return imports instead of opening a file dialog.
#include "case_explorer.h"
#include "import_dialog.h"
#include "main_window.h"
#include "shortcuts_dialog.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

using namespace unembed;

namespace {

// A view's name as the guide and the tab bar show it, without its mnemonic marker.
QString plain(QString text) {
    return text.remove(QLatin1Char('&'));
}

} // namespace

class TestGuiKeyboard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ctrlTabStepsThroughTheViews() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* views = window.findChild<QTabWidget*>(QStringLiteral("views"));
        QVERIFY(views);
        views->setCurrentIndex(0);
        // From wherever the focus is: the Case panel's tree here.
        window.caseExplorer()->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(views->currentIndex(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab,
                        Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab,
                        Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(views->currentIndex(), views->count() - 1); // round the end
    }

    void aShortcutFocusesTheCasePanel() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* caseDock = window.findChild<QDockWidget*>(QStringLiteral("caseDock"));
        auto* toCase = window.findChild<QAction*>(QStringLiteral("caseDockAction"));
        QVERIFY(caseDock && toCase);
        QVERIFY(!toCase->shortcut().isEmpty());
        window.vectorsView()->setFocus();
        QTest::keySequence(&window, toCase->shortcut());
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.caseExplorer()));
        QVERIFY(caseDock->isVisible()); // it was in front: the focus went in, it stayed open
        // In front with the focus: the shortcut closes it.
        QTest::keySequence(&window, toCase->shortcut());
        QTRY_VERIFY(!caseDock->isVisible());

        // A panel brought forward by its shortcut takes the focus in its first control.
        auto* compare = window.findChild<QDockWidget*>(QStringLiteral("compareDock"));
        auto* toCompare = window.findChild<QAction*>(QStringLiteral("compareDockAction"));
        QVERIFY(compare && toCompare);
        toCompare->trigger();
        QTRY_VERIFY(compare->isAncestorOf(QApplication::focusWidget()));
    }

    void everyViewHasAnAltLetterAndAGuideEntry() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ShortcutsDialog dialog(&window);
        const QString guide =
            dialog.findChild<QTextBrowser*>(QStringLiteral("viewGuide"))->toPlainText();
        QStringList names;
        auto* views = window.findChild<QTabWidget*>(QStringLiteral("views"));
        for (int i = 0; i < views->count(); ++i)
            names << plain(views->tabText(i));
        for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
            if (dock->objectName() != QLatin1String("jobsDock")) names << dock->windowTitle();
        QVERIFY(names.contains(QStringLiteral("Map")) && names.contains(QStringLiteral("Try")));
        // Each view's tab has its Alt+letter (test_gui_translations: none taken twice).
        for (int i = 0; i < views->count(); ++i)
            QVERIFY2(!QKeySequence::mnemonic(views->tabText(i)).isEmpty(),
                     qPrintable(views->tabText(i)));
        for (const QString& name : names)
            QVERIFY2(guide.contains(name + QStringLiteral(": ")), qPrintable(name));
    }

    void importTakesTabAndReturn() {
        MainWindow window;
        ImportDialog dialog(&window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QLineEdit* path = dialog.embeddingsEdit();
        path->setFocus();
        QTest::keyClicks(path, QStringLiteral(UNEMBED_FIXTURES "/f4.npy"));
        QTest::keyClick(path, Qt::Key_Tab);
        const QWidget* next = QApplication::focusWidget();
        QVERIFY(next);
        QCOMPARE(next->accessibleName(), QStringLiteral("Texts file"));

        // A file dialog opened by Return is closed at once, and told.
        bool fileDialogOpened = false;
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [&] {
            for (QWidget* widget : QApplication::topLevelWidgets())
                if (auto* files = qobject_cast<QFileDialog*>(widget); files && files->isVisible()) {
                    fileDialogOpened = true;
                    files->reject();
                }
        });
        closer.start(100);
        path->setFocus();
        QTest::keyClick(path, Qt::Key_Return);
        QTRY_VERIFY(!dialog.isVisible());
        QVERIFY(!fileDialogOpened);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.embeddingsPath(), QStringLiteral(UNEMBED_FIXTURES "/f4.npy"));
    }
};

QTEST_MAIN(TestGuiKeyboard)
#include "test_gui_keyboard.moc"
