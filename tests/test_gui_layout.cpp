// What the first-time analyst found clipped, on the demo case at 1280 x 800, offscreen: a long
// status message is cut with "…" in the middle before the device label (the whole in the
// tooltip), the Case
// panel's long curve names wrap whole, a click in Compare keeps the Row column in view, and an
// axis of whole numbers (correction rounds) has no tick between two of them.
#include "case_explorer.h"
#include "compare_view.h"
#include "curve_plot.h"
#include "demo_case_copy.h"
#include "inference_worker.h"
#include "main_window.h"
#include "store/curve_store.h"
#include "vec2text_view.h"
#include "vectors_table_model.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

class TestGuiLayout : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString casePath_;

    bool open(MainWindow& window) {
        window.resize(1280, 800);
        window.show();
        return QTest::qWaitForWindowExposed(&window) && window.openCase(casePath_);
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        casePath_ = test::copyDemoCase(dir_);
        QVERIFY(!casePath_.isEmpty());
    }

    void aLongStatusMessageStopsBeforeTheDeviceLabel() {
        MainWindow window;
        QVERIFY(open(window));
        auto* device = window.findChild<QLabel*>(QStringLiteral("deviceLabel"));
        QVERIFY(device);
        QTRY_VERIFY(device->isVisible());
        const QString message =
            QStringLiteral("Run 42 finished; evaluated 2000 samples, cosine under ") +
            QString(200, QLatin1Char('x'));
        Q_EMIT window.worker()->deviceProblem(message); // shown until the next message
        const QString shown = window.statusBar()->currentMessage();
        QVERIFY(shown.startsWith(QStringLiteral("Run 42 finished")));
        QVERIFY(shown.contains(QChar(0x2026)));
        QVERIFY2(window.statusBar()->fontMetrics().horizontalAdvance(shown) < device->x(),
                 qPrintable(QStringLiteral("%1 px before %2")
                                .arg(window.statusBar()->fontMetrics().horizontalAdvance(shown))
                                .arg(device->x())));
        QCOMPARE(window.statusBar()->toolTip(), message);
    }

    void longCurveNamesWrapWhole() {
        MainWindow window;
        QVERIFY(open(window));
        CaseExplorer* explorer = window.caseExplorer();
        QTRY_VERIFY(explorer->model()->rowCount() > 0);
        explorer->expandAll();
        QApplication::processEvents();
        int checked = 0;
        const auto* model = static_cast<QStandardItemModel*>(explorer->model());
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                const QModelIndex item = model->index(r, 0, group);
                const QString text = item.data().toString();
                if (!text.startsWith(QLatin1Char('#'))) continue; // curves: "#N title (kind)"
                explorer->scrollTo(item);
                const QRect rect = explorer->visualRect(item);
                const QRect needed = explorer->fontMetrics().boundingRect(
                    QRect(0, 0, rect.width() - 8, 10000), Qt::TextWordWrap, text);
                QVERIFY2(needed.height() <= rect.height(),
                         qPrintable(QStringLiteral("%1: %2 px of text in %3 px")
                                        .arg(text)
                                        .arg(needed.height())
                                        .arg(rect.height())));
                ++checked;
            }
        }
        QVERIFY(checked >= 20);
    }

    void aClickInCompareKeepsTheRowColumn() {
        MainWindow window;
        QVERIFY(open(window));
        QTRY_VERIFY(window.vectorsModel()->rowCount() > 0);
        QTableView* frozen = window.compareView()->frozenView();
        QTableView* outputs = window.compareView()->tableView();
        QTRY_VERIFY(outputs->model()->rowCount() > 2);
        QApplication::processEvents();
        const int start = frozen->horizontalScrollBar()->value();
        // A cell of the true text, then one of the outputs far right.
        const QModelIndex truth = frozen->model()->index(2, 1);
        QTest::mouseClick(frozen->viewport(), Qt::LeftButton, {},
                          frozen->visualRect(truth).center());
        const int last = outputs->model()->columnCount() - 1;
        outputs->scrollTo(outputs->model()->index(1, last));
        QTest::mouseClick(outputs->viewport(), Qt::LeftButton, {},
                          outputs->visualRect(outputs->model()->index(1, last)).center());
        QApplication::processEvents();
        // At the first launch's layout the comparison shows a handful of rows, not three.
        const int rowHeight = outputs->verticalHeader()->defaultSectionSize();
        QVERIFY2(outputs->viewport()->height() >= 4 * rowHeight,
                 qPrintable(QStringLiteral("%1 px for rows of %2 px")
                                .arg(outputs->viewport()->height())
                                .arg(rowHeight)));
        QCOMPARE(frozen->horizontalScrollBar()->value(), start);
        QVERIFY(frozen->visualRect(frozen->model()->index(1, 0)).left() >= 0);
    }

    void roundsTickAtWholeNumbers() {
        MainWindow window;
        QVERIFY(open(window));
        qint64 rounds = 0;
        for (const CurveInfo& curve : listCurves(*window.currentCase()))
            if (curve.kind == QLatin1String("rounds")) rounds = curve.id;
        QVERIFY(rounds != 0);
        QVERIFY(window.showCurve(rounds));
        CurvePlot* plot = window.curvePlot();
        for (const int width : {300, 500, 900}) {
            plot->resize(width, 320);
            plot->replot();
            const QVector<double> ticks = plot->xAxis->tickVector();
            QVERIFY(!ticks.isEmpty());
            for (const double tick : ticks)
                QVERIFY2(tick == std::floor(tick), qPrintable(QString::number(tick)));
        }
        // Vec2Text live's chart of rounds too, empty as at the first launch.
        QCustomPlot* live = window.vec2textView()->chart();
        live->replot();
        QVERIFY(!live->xAxis->tickVector().isEmpty());
        for (const double tick : live->xAxis->tickVector())
            QVERIFY2(tick == std::floor(tick), qPrintable(QString::number(tick)));
    }
};

QTEST_MAIN(TestGuiLayout)
#include "test_gui_layout.moc"
