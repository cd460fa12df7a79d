// The Compare view in the real main window, offscreen, over runs stored in a real case file: the
// runs on the dataset in view are listed, each vector they attacked is one row with every run's
// output (MLC tokens by probability without special tokens, Vec2Text at the chosen round),
// recovered words are marked, choosing a figure in "Sort by" sorts at once and shows that figure
// in every output cell under its human name, the row and true text stay while the outputs scroll,
// the detail pane lays out the row in focus, and the comparison copies as Markdown. A figure that
// some runs lack (MLC has no BLEU) sorts the first output column that has it, and a header's
// first click puts the outputs that recovered most first.
#include "compare_table_model.h"
#include "compare_view.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "vectors_table_model.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace unembed;

namespace {

const QStringList kTexts = {QStringLiteral("my dog max is old"), QStringLiteral("i live in leeds"),
                            QStringLiteral("call me on tuesday")};

// The dataset of kTexts in `c`; returns its id.
qint64 insertTexts(CaseFile& c) {
    EmbeddingSet set;
    set.sourcePath = QStringLiteral("texts");
    set.vectors = FloatMatrix::owned({1, 0, 0, 1, 1, 1}, 3, 2);
    set.texts = kTexts;
    return insertDataset(c, set,
                         {QStringLiteral("messages"), QStringLiteral("test"), QStringLiteral("-")});
}

// A case with one dataset, a Vec2Text run on rows 0 and 1 (two rounds each) and an MLC run on
// rows 0 and 2; returns the case's path.
QString makeCase(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("compare.unembed"));
    CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
    const qint64 dataset = insertTexts(c);

    const qint64 v2t = startRun(c, QStringLiteral("vec2text"), 0, dataset,
                                QStringLiteral("{\"steps\":2,\"sbeam\":1}"), QStringLiteral("CPU"));
    const QString guesses[2][2] = {
        {QStringLiteral("my cat is old"), QStringLiteral("my dog max is old")},
        {QStringLiteral("i work in york"), QStringLiteral("i live in york")}};
    qint64 samples[2] = {0, 0};
    for (qint64 row = 0; row < 2; ++row)
        for (int round = 0; round < 2; ++round) {
            const QString& text = guesses[row][round];
            samples[row] = recordSampleOutput(c, v2t, row, text, 0.5 + 0.2 * round);
            recordRound(c, samples[row], {round, text, 0.5 + 0.2 * round, QStringLiteral("[]")});
        }
    finishRun(c, v2t, QStringLiteral("finished"));
    // What `eval` stores: per-sample figures and the sensitive terms of the references.
    const QString detector = QStringLiteral("test-terms/1");
    replaceRunEvaluation(
        c, v2t, dataset, {0, 1},
        {{samples[0], std::nullopt, QStringLiteral("bleu"), 10.0, QStringLiteral("d"), {}, {}, {}},
         {samples[1], std::nullopt, QStringLiteral("bleu"), 80.0, QStringLiteral("d"), {}, {}, {}}},
        {{dataset, 0, 0, 7, 3, QStringLiteral("proper-noun"), QStringLiteral("max"), detector},
         {dataset, 1, 0, 10, 5, QStringLiteral("place"), QStringLiteral("leeds"), detector}},
        {}, {});

    const qint64 mlc =
        startRun(c, QStringLiteral("mlc"), 0, dataset, QStringLiteral("{}"), QStringLiteral("CPU"));
    // MLC's set above its threshold, EOS first as stored, and every token's probability.
    recordSampleTokens(
        c, mlc, 0, QStringLiteral("</s> dog old"),
        QStringLiteral("[[1, \"</s>\"], [7, \"\u2581dog\"], [9, \"\u2581old\"]]"),
        QStringLiteral("[[1, \"</s>\", 0.99], [7, \"\u2581dog\", 0.4], [9, \"\u2581old\", 0.8]]"));
    recordSampleTokens(c, mlc, 2, QStringLiteral("tuesday"),
                       QStringLiteral("[[11, \"\u2581tuesday\"]]"), {});
    finishRun(c, mlc, QStringLiteral("finished"));
    return path;
}

// An MLC run first (no BLEU), then a Vec2Text run on the same three rows whose BLEU orders them
// otherwise than the share of their words recovered; returns the case's path.
QString makeMlcFirstCase(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("mlc-first.unembed"));
    CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
    const qint64 dataset = insertTexts(c);
    const qint64 mlc =
        startRun(c, QStringLiteral("mlc"), 0, dataset, QStringLiteral("{}"), QStringLiteral("CPU"));
    for (qint64 row = 0; row < 3; ++row)
        recordSampleTokens(c, mlc, row, QStringLiteral("old"),
                           QStringLiteral("[[9, \"\u2581old\"]]"), {});
    finishRun(c, mlc, QStringLiteral("finished"));

    const qint64 v2t = startRun(c, QStringLiteral("vec2text"), 0, dataset,
                                QStringLiteral("{\"steps\":0}"), QStringLiteral("CPU"));
    // Words recovered: 40%, 100%, 75%; BLEU 30, 60, 90.
    const QStringList outputs = {QStringLiteral("my cat is young"),
                                 QStringLiteral("i live in leeds"),
                                 QStringLiteral("call me on monday")};
    std::vector<MetricRecord> bleu;
    for (qint64 row = 0; row < 3; ++row) {
        const qint64 sample = recordSampleOutput(c, v2t, row, outputs[int(row)], 0.5);
        recordRound(c, sample, {0, outputs[int(row)], 0.5, QStringLiteral("[]")});
        bleu.push_back({sample,
                        std::nullopt,
                        QStringLiteral("bleu"),
                        30.0 * double(row + 1),
                        QStringLiteral("d"),
                        {},
                        {},
                        {}});
    }
    finishRun(c, v2t, QStringLiteral("finished"));
    replaceRunEvaluation(c, v2t, dataset, {0, 1, 2}, bleu, {}, {}, {});
    return path;
}

// The dataset rows in the order the table shows them.
QStringList shownRows(CompareView* view) {
    QStringList rows;
    for (int r = 0; r < view->tableView()->model()->rowCount(); ++r)
        rows
            << view->tableView()->model()->index(r, CompareTableModel::RowColumn).data().toString();
    return rows;
}

void clickHeader(QTableView* table, int column) {
    table->scrollTo(table->model()->index(0, column));
    QHeaderView* header = table->horizontalHeader();
    QTest::mouseClick(
        header->viewport(), Qt::LeftButton, {},
        QPoint(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
               header->height() / 2));
}

QString cell(CompareView* view, int row, int column, int role = Qt::DisplayRole) {
    return view->tableView()->model()->index(row, column).data(role).toString();
}

} // namespace

class TestGuiCompareView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsEveryRunsOutputSideBySide() {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(window.openCase(makeCase(dir)));
        CompareView* view = window.compareView();
        CompareTableModel* table = view->tableModel();
        QTRY_COMPARE(table->runs().size(), size_t(2));
        QCOMPARE(table->columnCount(), CompareTableModel::FirstRunColumn + 2);
        QCOMPARE(table->rowCount(), 3); // rows 0 and 1 (Vec2Text), 0 and 2 (MLC)
        QCOMPARE(table->headerData(2, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Vec2Text 2 steps (run 1), final"));

        const int v2t = CompareTableModel::FirstRunColumn;
        const int mlc = v2t + 1;
        QCOMPARE(cell(view, 0, v2t, CompareTableModel::PlainTextRole),
                 QStringLiteral("my dog max is old"));
        // The most probable first, no </s>.
        QCOMPARE(cell(view, 0, mlc, CompareTableModel::PlainTextRole),
                 QStringLiteral("old \u00b7 dog"));
        QVERIFY(cell(view, 0, mlc, Qt::ToolTipRole).contains(QStringLiteral("old 0.80, dog 0.40")));
        QCOMPARE(cell(view, 2, v2t), QStringLiteral("<i>not attacked</i>"));
        // "live" and "in" recovered, "york" not: marked and not.
        const QString marked = cell(view, 1, v2t);
        QVERIFY2(marked.contains(QStringLiteral(">live</span>")), qPrintable(marked));
        QVERIFY2(marked.endsWith(QStringLiteral(" york")), qPrintable(marked));

        // Vec2Text as it stood after round 0.
        view->roundBox()->setValue(0);
        QCOMPARE(cell(view, 0, v2t, CompareTableModel::PlainTextRole),
                 QStringLiteral("my cat is old"));
        QVERIFY(table->headerData(2, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .endsWith(QStringLiteral("round 0")));

        // Sorted by what Vec2Text recovered, the unattacked row last.
        view->tableView()->sortByColumn(v2t, Qt::DescendingOrder);
        QCOMPARE(cell(view, 2, CompareTableModel::RowColumn), QStringLiteral("3"));
        QCOMPARE(cell(view, 0, CompareTableModel::RowColumn), QStringLiteral("1"));

        // The run list shows both runs (its view saw the rows arrive), and unchecking one drops
        // its column.
        auto* runList = view->findChild<QListView*>();
        QVERIFY(runList);
        auto* runs = qobject_cast<QStandardItemModel*>(runList->model());
        QCOMPARE(runs->rowCount(), 2);
        QVERIFY(!runList->visualRect(runs->index(1, 0)).isEmpty());
        QVERIFY(runs->item(1)->text().startsWith(QStringLiteral("MLC")));
        runs->item(1)->setCheckState(Qt::Unchecked);
        QCOMPARE(table->columnCount(), CompareTableModel::FirstRunColumn + 1);
        runs->item(1)->setCheckState(Qt::Checked);
        QCOMPARE(table->columnCount(), CompareTableModel::FirstRunColumn + 2);
        view->tableView()->sortByColumn(v2t, Qt::DescendingOrder);

        // Sensitive terms of the true text, in their own colour, with the detector named: in the
        // reference of row 2 ("leeds", not recovered) and in row 1's output ("max", recovered).
        // Final outputs, sorted by what Vec2Text recovered: rows 1, 2, 3.
        view->roundBox()->setValue(-1);
        QCOMPARE(cell(view, 1, CompareTableModel::RowColumn), QStringLiteral("2"));
        const QString sensitive = QStringLiteral("<b style=\"color:#b35806\">%1</b>");
        QVERIFY2(cell(view, 1, CompareTableModel::ReferenceColumn)
                     .contains(sensitive.arg(QStringLiteral("leeds"))),
                 qPrintable(cell(view, 1, CompareTableModel::ReferenceColumn)));
        QVERIFY2(cell(view, 0, v2t).contains(sensitive.arg(QStringLiteral("max"))),
                 qPrintable(cell(view, 0, v2t)));
        QVERIFY(!cell(view, 1, v2t).contains(QStringLiteral("#b35806")));
        bool legendNamesDetector = false;
        for (QLabel* label : view->findChildren<QLabel*>())
            legendNamesDetector =
                legendNamesDetector || label->toolTip().contains(QStringLiteral("test-terms/1"));
        QVERIFY(legendNamesDetector);
        // Sorting by a stored figure, chosen by its name for people: BLEU puts row 2 (80) above
        // row 1 (10) at once, with no click on a header, and each output shows its BLEU.
        view->tableView()->sortByColumn(CompareTableModel::RowColumn, Qt::AscendingOrder);
        const int bleu = view->sortBox()->findData(QStringLiteral("bleu"));
        QVERIFY(bleu > 0);
        QCOMPARE(view->sortBox()->itemText(bleu), QStringLiteral("BLEU"));
        view->sortBox()->setCurrentIndex(bleu);
        QCOMPARE(cell(view, 0, CompareTableModel::RowColumn), QStringLiteral("2"));
        QVERIFY2(cell(view, 0, v2t).startsWith(QStringLiteral("<b>80.0</b>")),
                 qPrintable(cell(view, 0, v2t)));
        QVERIFY(cell(view, 0, v2t, Qt::ToolTipRole).contains(QStringLiteral("BLEU: 80.0")));
        view->sortBox()->setCurrentIndex(0);
        QCOMPARE(cell(view, 0, CompareTableModel::RowColumn), QStringLiteral("1"));
        QVERIFY2(cell(view, 0, v2t).startsWith(QStringLiteral("<b>100%</b>")),
                 qPrintable(cell(view, 0, v2t)));

        // The row and the true text in a view of their own, which scrolls with the outputs.
        QTableView* frozen = view->frozenView();
        QVERIFY(!frozen->isColumnHidden(CompareTableModel::ReferenceColumn));
        QVERIFY(frozen->isColumnHidden(v2t));
        QVERIFY(view->tableView()->isColumnHidden(CompareTableModel::ReferenceColumn));
        QVERIFY(!view->tableView()->isColumnHidden(v2t));
        QCOMPARE(frozen->selectionModel(), view->tableView()->selectionModel());
        QVERIFY(view->detailPane()->minimumHeight() >= 60);

        // The comparison as the user sees it, copied: a Markdown table, row 1 first.
        QPushButton* copy = nullptr;
        for (QPushButton* button : view->findChildren<QPushButton*>())
            if (button->text().remove(QLatin1Char('&')).contains(QStringLiteral("Copy")))
                copy = button;
        QVERIFY(copy && copy->isEnabled());
        QTest::mouseClick(copy, Qt::LeftButton);
        const QString copied = QApplication::clipboard()->text();
        QVERIFY2(copied.contains(QStringLiteral("| 1 | my dog max is old | my dog max is old | "
                                                "100% | old \u00b7 dog | 40% |")),
                 qPrintable(copied));

        view->tableView()->selectRow(0);
        const QString detail = view->detailPane()->toPlainText();
        QVERIFY2(detail.contains(QStringLiteral("True text: my dog max is old")),
                 qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("MLC (run 2): old \u00b7 dog")),
                 qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("40% of the true text's words recovered")),
                 qPrintable(detail));
    }

    void sortsByTheFirstColumnWithTheFigure() {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(makeMlcFirstCase(dir)));
        CompareView* view = window.compareView();
        QTRY_COMPARE(view->tableModel()->runs().size(), size_t(2));
        QCOMPARE(view->tableModel()->runs()[0].attack, QStringLiteral("mlc"));
        const int mlc = CompareTableModel::FirstRunColumn;
        const int v2t = mlc + 1;
        QCOMPARE(shownRows(view), (QStringList{"1", "2", "3"}));

        // BLEU, chosen with no click on a header: Vec2Text's, the highest first.
        view->sortBox()->setCurrentIndex(view->sortBox()->findData(QStringLiteral("bleu")));
        QCOMPARE(view->tableView()->horizontalHeader()->sortIndicatorSection(), v2t);
        QCOMPARE(shownRows(view), (QStringList{"3", "2", "1"}));
        QVERIFY2(cell(view, 0, v2t).startsWith(QStringLiteral("<b>90.0</b>")),
                 qPrintable(cell(view, 0, v2t)));

        // Back to the words recovered, on the column chosen: the most first.
        view->sortBox()->setCurrentIndex(0);
        QCOMPARE(shownRows(view), (QStringList{"2", "3", "1"}));

        // A header's first click sorts its column the same way, the second turns the order.
        clickHeader(view->tableView(), mlc);
        QCOMPARE(view->tableView()->horizontalHeader()->sortIndicatorSection(), mlc);
        clickHeader(view->tableView(), v2t);
        QCOMPARE(view->tableView()->horizontalHeader()->sortIndicatorSection(), v2t);
        QCOMPARE(shownRows(view), (QStringList{"2", "3", "1"}));
        clickHeader(view->tableView(), v2t);
        QCOMPARE(shownRows(view), (QStringList{"1", "3", "2"}));
    }
};

QTEST_MAIN(TestGuiCompareView)
#include "test_gui_compare_view.moc"
