// The Report tab, offscreen: the tables of a real case's evaluated runs shown and chosen, copied
// as Markdown, exported as CSV and LaTeX, and the whole report written as HTML with every curve
// embedded as a PNG and as a PDF; unknown formats refused; the main window's Report tab follows
// the open case. The demo case's PDF report reads as a report: few pages, wide tables on landscape
// pages, no figure broken across lines, no column narrower than a word.
#include "cli_process.h"
#include "main_window.h"
#include "report/report_findings.h"
#include "report_fixture.h"
#include "report_view.h"
#include "store/curve_store.h"
#include "test_support.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFontMetricsF>
#include <QImage>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

using namespace unembed;
using namespace unembed::test;

class TestGuiReportView : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

    QString evaluatedCase(const QString& name) {
        const QString path = dir_.filePath(name);
        CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
        fillEvaluatedCase(c);
        return path;
    }

private Q_SLOTS:
    void showsAndCopiesTheTables() {
        CaseFile c(evaluatedCase(QStringLiteral("show.unembed")));
        ReportView view;
        view.resize(900, 600);
        view.show();
        auto* choice = view.findChild<QComboBox*>(QStringLiteral("reportTableChoice"));
        auto* browser = view.findChild<QTextBrowser*>(QStringLiteral("reportBrowser"));
        QVERIFY(choice && browser);
        QVERIFY(!choice->isEnabled());

        view.showCase(&c);
        QCOMPARE(view.tables().size(), size_t(4));
        QCOMPARE(choice->count(), 5); // all tables, then each
        const QString shown = browser->toPlainText();
        QVERIFY(shown.contains(QStringLiteral("Table 1: token micro precision, recall and F1")));
        QVERIFY(shown.contains(QStringLiteral("GEIA beam 5")));
        QVERIFY(shown.contains(QStringLiteral("Vec2Text 20 steps, sbeam 4")));

        // All tables, then table 1 alone, through the button a user presses.
        QPushButton* copy = nullptr;
        for (QPushButton* button : view.findChildren<QPushButton*>())
            if (button->text().contains(QStringLiteral("Markdown"))) copy = button;
        QVERIFY(copy && copy->isEnabled());
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), view.selectedMarkdown());
        QVERIFY(
            view.selectedMarkdown().contains(QStringLiteral("**Vec2Text by correction round**")));
        choice->setCurrentIndex(1);
        QTest::mouseClick(copy, Qt::LeftButton);
        const QString table1 = QApplication::clipboard()->text();
        QVERIFY(table1.startsWith(QStringLiteral("**Table 1")));
        QVERIFY(table1.contains(QStringLiteral("| MLC |")));
        QVERIFY(!table1.contains(QStringLiteral("Vec2Text by correction round")));
        QVERIFY(view.selectedCsv().startsWith(QStringLiteral("Attack,Dataset,Run,n,Precision")));
        QVERIFY(view.selectedLatex().contains(QStringLiteral("\\begin{tabular}{llrrrrr}")));
        // Every table as CSV: each under its title.
        choice->setCurrentIndex(0);
        QCOMPARE(view.selectedCsv().count(QStringLiteral("Attack,Dataset,Run,")), 4);

        view.showCase(nullptr);
        QVERIFY(view.tables().empty());
        QVERIFY(!choice->isEnabled());
    }

    void exportsTheReportAsHtmlAndPdf() {
        CaseFile c(evaluatedCase(QStringLiteral("export.unembed")));
        ReportView view;
        view.showCase(&c);

        const QString html = dir_.filePath(QStringLiteral("report.html"));
        view.exportReport(html);
        const QString text = QString::fromUtf8(readFile(html));
        QVERIFY(text.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(
            text.contains(QStringLiteral("<h2>Table 3: stop words and named entities (%)</h2>")));
        // One embedded PNG per curve of the case (a scatter per run), each a real image.
        const QRegularExpression image(QStringLiteral("src=\"data:image/png;base64,([^\"]+)\""));
        int images = 0;
        for (auto it = image.globalMatch(text); it.hasNext(); ++images) {
            const QByteArray png = QByteArray::fromBase64(it.next().captured(1).toLatin1());
            QImage decoded;
            QVERIFY(decoded.loadFromData(png, "PNG"));
            QCOMPARE(decoded.size(), QSize(800, 500));
        }
        QCOMPARE(images, 3);

        // A curve none of whose series has two points (a typed sentence's run) is no figure; one
        // with two points in a series is (issue 49: a page per one-dot scatter).
        CurveInfo dot;
        dot.kind = QStringLiteral("scatter");
        dot.title = QStringLiteral("one sample");
        dot.xLabel = QStringLiteral("BLEU");
        dot.yLabel = QStringLiteral("cosine");
        saveCurve(c, dot,
                  {{QStringLiteral("a"), 1, 10, 0.5, {}}, {QStringLiteral("b"), 1, 3, 0.1, {}}});
        CurveInfo line = dot;
        line.title = QStringLiteral("two samples");
        saveCurve(c, line,
                  {{QStringLiteral("a"), 1, 10, 0.5, {}}, {QStringLiteral("a"), 1, 20, 0.7, {}}});
        view.showCase(&c);
        view.exportReport(html);
        const QString again = QString::fromUtf8(readFile(html));
        QCOMPARE(int(again.count(QStringLiteral("src=\"data:image/png;base64,"))), 4);
        QVERIFY(again.contains(QStringLiteral("two samples")));
        QVERIFY(!again.contains(QStringLiteral("one sample<")));

        const QString pdf = dir_.filePath(QStringLiteral("report.pdf"));
        view.exportReport(pdf);
        const QByteArray bytes = readFile(pdf);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("/Image")); // the figures are in it
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));

        expectError([&] { view.exportReport(dir_.filePath(QStringLiteral("report.docx"))); },
                    {QStringLiteral("report.docx"), QStringLiteral(".html or .pdf")});
    }

    // `unembed-cli report` writes the same report without the workbench, and the tables as
    // Markdown.
    void theCliWritesTheReport() {
        const QString casePath = evaluatedCase(QStringLiteral("cli.unembed"));
        const auto report = [&](const QString& name) {
            return test::runCli({QStringLiteral("report"), QStringLiteral("--case"), casePath,
                                 QStringLiteral("--out"), dir_.filePath(name),
                                 QStringLiteral("--json")});
        };
        const test::CliResult html = report(QStringLiteral("cli.html"));
        QVERIFY2(html.exitCode == 0, html.err.constData());
        const QString text = QString::fromUtf8(readFile(dir_.filePath(QStringLiteral("cli.html"))));
        QVERIFY(
            text.contains(QStringLiteral("<h2>Table 3: stop words and named entities (%)</h2>")));
        QCOMPARE(int(text.count(QStringLiteral("src=\"data:image/png;base64,"))), 3);
        const test::CliResult pdf = report(QStringLiteral("cli.pdf"));
        QVERIFY2(pdf.exitCode == 0, pdf.err.constData());
        const QByteArray bytes = readFile(dir_.filePath(QStringLiteral("cli.pdf")));
        QVERIFY(bytes.startsWith("%PDF-") && bytes.contains("/Image"));
        const test::CliResult markdown = report(QStringLiteral("cli.md"));
        QVERIFY2(markdown.exitCode == 0, markdown.err.constData());
        // The findings, then the tables.
        CaseFile c(casePath);
        const ReportContent content = reportContent(c);
        const std::vector<ReportTable>& tables = content.tables;
        QCOMPARE(markdown.json().value(QStringLiteral("tables")).toInt(), int(tables.size()));
        const QString written =
            QString::fromUtf8(readFile(dir_.filePath(QStringLiteral("cli.md"))));
        QVERIFY(written.startsWith(QStringLiteral("## Summary of findings\n")));
        QCOMPARE(written, reportMarkdown(content));
        QVERIFY(written.endsWith(tableMarkdown(tables.back())));
        const test::CliResult docx = report(QStringLiteral("cli.docx"));
        QCOMPARE(docx.exitCode, 1);
        QVERIFY(docx.out.contains(".html, .pdf or .md"));
    }

    // A narrow Report tab keeps each figure on one line (no "21." above "7"), a refresh keeps the
    // place scrolled to, and copying says what it copied.
    void figuresStayWholeAndTheScrollStays() {
        CaseFile c(evaluatedCase(QStringLiteral("narrow.unembed")));
        ReportView view;
        view.resize(420, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.showCase(&c);
        auto* browser = view.findChild<QTextBrowser*>(QStringLiteral("reportBrowser"));
        browser->document()->documentLayout()->documentSize(); // laid out at the view's width
        const QRegularExpression figure(QStringLiteral("^[0-9]+\\.[0-9]+$"));
        int figures = 0;
        for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
            if (figure.match(block.text()).hasMatch()) {
                ++figures;
                QVERIFY2(block.layout()->lineCount() == 1, qPrintable(block.text()));
            }
        QVERIFY(figures > 10);

        QScrollBar* scroll = browser->verticalScrollBar();
        QVERIFY(scroll->maximum() > 0);
        scroll->setValue(scroll->maximum() / 2);
        const int scrolled = scroll->value();
        QVERIFY(scrolled > 0);
        view.showCase(&c); // what a finished job does
        QCOMPARE(scroll->value(), scrolled);

        QSignalSpy told(&view, &ReportView::message);
        for (QPushButton* button : view.findChildren<QPushButton*>())
            if (button->text().contains(QStringLiteral("Markdown")))
                QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(told.count(), 1);
        QVERIFY(told.first().at(0).toString().contains(QStringLiteral("Markdown")));
    }

    void theDemoReportIsLaidOutForPaper() {
        const QString path = dir_.filePath(QStringLiteral("demo.unembed"));
        QVERIFY(QFile::copy(
            QDir(QStringLiteral(UNEMBED_DEMO_PACK)).filePath(QStringLiteral("demo.unembed")),
            path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        CaseFile c(path);
        ReportView view;
        view.showCase(&c);
        QVERIFY(view.tables().size() >= 4);
        const QString pdf = dir_.filePath(QStringLiteral("demo-report.pdf"));
        view.exportReport(pdf);
        const PdfReportLayout& layout = view.pdfLayout();

        // The pages the file holds (each page object, not the page tree), as laid out: the title,
        // the tables, each on the pages its rows need, and the case's curves two to a page (before
        // the layout, 19 curves took 35 pages).
        const QString bytes = QString::fromLatin1(readFile(pdf));
        const qsizetype pages =
            bytes.count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]")));
        QCOMPARE(int(pages), layout.pages);
        // By default at most kCompactFigures of the case's curves are drawn (the demo has more),
        // and the whole PDF fits 12 pages.
        QVERIFY(int(listCurves(c).size()) > kCompactFigures);
        const int curvePages = (kCompactFigures + 1) / 2;
        QVERIFY2(layout.pages <= 12, qPrintable(QString::number(layout.pages)));
        // A table starts on a page of its own and runs on over as many as its rows need.
        int tablePages = 0;
        for (const PdfTableLayout& table : layout.tables)
            tablePages += table.lastPage - table.firstPage + 1;
        QVERIFY2(layout.pages > curvePages && layout.pages <= 1 + tablePages + curvePages,
                 qPrintable(QStringLiteral("%1 pages, %2 tables on %3 pages, %4 curve pages")
                                .arg(pages)
                                .arg(view.tables().size())
                                .arg(tablePages)
                                .arg(curvePages)));

        // The summary has the first page to itself; its tables come first, the others after.
        QCOMPARE(layout.summaryPages, 1);
        std::vector<PdfTableLayout> detail;
        for (const PdfTableLayout& table : layout.tables)
            if (table.id != QLatin1String("findings") && table.id != QLatin1String("worst-records"))
                detail.push_back(table);
        QCOMPARE(layout.tables.front().id, QStringLiteral("findings"));
        QCOMPARE(layout.tables.front().firstPage, 1);
        QVERIFY(!layout.tables.front().landscape);
        QCOMPARE(detail.size(), view.tables().size());
        QCOMPARE(detail.front().firstPage, 2);
        for (size_t t = 0; t < detail.size(); ++t) {
            const PdfTableLayout& table = detail[t];
            const ReportTable& shown = view.tables()[t];
            QVERIFY2(table.fontPoints >= 7, qPrintable(table.id));
            QFont font;
            font.setPointSizeF(table.fontPoints);
            QImage points(1, 1, QImage::Format_RGB32); // a device of 72 dots per inch
            points.setDotsPerMeterX(2835);
            points.setDotsPerMeterY(2835);
            const QFontMetricsF metrics(font, &points);
            for (size_t c = 0; c < table.columnWidths.size(); ++c) {
                const QString where = QStringLiteral("%1 column %2").arg(table.id).arg(c);
                // A figure's column holds its widest figure on one line, a text column each of
                // its words ("PersonaChat" wraps only at a space); none is a few characters wide.
                QVERIFY2(table.columnWidths[c] > metrics.horizontalAdvance(QStringLiteral("0000")),
                         qPrintable(where));
                if (table.widestFigures[c] > 0)
                    QVERIFY2(table.columnWidths[c] > table.widestFigures[c], qPrintable(where));
                for (const QStringList& row : shown.rows)
                    for (const QString& word :
                         row.value(int(c)).split(QLatin1Char(' '), Qt::SkipEmptyParts))
                        QVERIFY2(table.columnWidths[c] > metrics.horizontalAdvance(word),
                                 qPrintable(where + QStringLiteral(": ") + word));
            }
            // Eleven columns do not fit a portrait A4 page at this size.
            if (table.columnWidths.size() >= 11) QVERIFY2(table.landscape, qPrintable(table.id));
        }

        // The full appendix draws every curve: two to a page, so more pages than that.
        const int compactPages = layout.pages;
        view.setFullAppendix(true);
        view.exportReport(pdf);
        QVERIFY2(view.pdfLayout().pages >=
                     compactPages + int(listCurves(c).size() - 1) / 2 - curvePages,
                 qPrintable(QStringLiteral("%1 pages, %2 compact")
                                .arg(view.pdfLayout().pages)
                                .arg(compactPages)));
    }

    void theMainWindowsReportFollowsTheCase() {
        const QString path = evaluatedCase(QStringLiteral("window.unembed"));
        MainWindow window;
        window.show();
        QVERIFY(window.reportView()->tables().empty());
        QVERIFY(window.openCase(path));
        QCOMPARE(window.reportView()->tables().size(), size_t(4));
        auto* views = window.findChild<QTabWidget*>(QStringLiteral("views"));
        QVERIFY(views);
        QCOMPARE(views->tabText(views->indexOf(window.reportView())), QStringLiteral("R&eport"));
    }
};

QTEST_MAIN(TestGuiReportView)
#include "test_gui_report_view.moc"
