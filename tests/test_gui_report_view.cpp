// The Report tab, offscreen: the tables of a real case's evaluated runs shown and chosen, copied
// as Markdown, exported as CSV and LaTeX, and the whole report written as HTML with every curve
// embedded as a PNG and as a PDF; unknown formats refused; the main window's Report tab follows
// the open case.
#include "main_window.h"
#include "report_fixture.h"
#include "report_view.h"
#include "test_support.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QImage>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
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

        const QString pdf = dir_.filePath(QStringLiteral("report.pdf"));
        view.exportReport(pdf);
        const QByteArray bytes = readFile(pdf);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("/Image")); // the figures are in it
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));

        expectError([&] { view.exportReport(dir_.filePath(QStringLiteral("report.docx"))); },
                    {QStringLiteral("report.docx"), QStringLiteral(".html or .pdf")});
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
