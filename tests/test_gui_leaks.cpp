// The leak list on a real case: a dataset of messages with names, a place, a number and a health
// term, two runs evaluated with the real detectors (a word list and a user term list); which run
// recovered which term, the report's worst-leaks table and the headless report, and the Leaks
// panel's filters, copy and CSV export.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "case_explorer.h"
#include "cli_process.h"
#include "eval/leak_list.h"
#include "eval/run_evaluation.h"
#include "inference_worker.h"
#include "io/embedding_set.h"
#include "leaks_view.h"
#include "main_window.h"
#include "report/report_findings.h"
#include "report_view.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "test_support.h"
#include "text/redaction.h"
#include "text/sentencepiece_tokenizer.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

namespace {

const QStringList kMessages = {
    QStringLiteral("my name is Anna Schmidt and my pin is 4821"),
    QStringLiteral("I live in Berlin with my dog"),
    QStringLiteral("my doctor says I have diabetes"),
};
// What each run made of the messages: the first recovers a name and the place, the second the
// whole first message and the health term.
const QStringList kFirstRun = {QStringLiteral("my name is anna and my pin is 1234"),
                               QStringLiteral("i live in berlin"),
                               QStringLiteral("my doctor says i have a cold")};
const QStringList kSecondRun = {QStringLiteral("Anna Schmidt, pin 4821"), QString(),
                                QStringLiteral("diabetes again")};

const LeakListEntry* entryFor(const LeakList& list, const QString& term) {
    for (const LeakListEntry& entry : list.entries)
        if (entry.term == term) return &entry;
    return nullptr;
}

} // namespace

class TestGuiLeaks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        casePath_ = dir_.filePath(QStringLiteral("leaks.unembed"));
        const QString words =
            writeFile(dir_, QStringLiteral("words.txt"), "Anna\nSchmidt\nBerlin\n");
        const QString terms = writeFile(dir_, QStringLiteral("terms.txt"), "diabetes\n");
        CaseFile c(casePath_, CaseFile::OpenMode::CreateIfMissing);
        EmbeddingSet set;
        set.sourcePath = QStringLiteral("/data/messages.npy");
        set.vectors = FloatMatrix::owned(std::vector<float>(6, 0.5f), 3, 2);
        set.texts = kMessages;
        datasetId_ = insertDataset(
            c, set, {QStringLiteral("messages"), QStringLiteral("npy"), QStringLiteral("00")});
        // The attacker's tokenizer, for the token figures the evaluation also stores.
        const QString modelFolder = dir_.filePath(QStringLiteral("geia"));
        QVERIFY(QDir().mkpath(modelFolder));
        QStringList corpus = kMessages;
        for (int i = 0; i < 40; ++i)
            corpus << QStringLiteral("the %1 cats of Paris sat on %2 mats").arg(i).arg(i * 7);
        SentencePieceTokenizer::trainT5(corpus, modelFolder + QStringLiteral("/spiece.model"), 80);
        ModelInfo model;
        model.name = QStringLiteral("geia");
        model.folder = modelFolder;
        model.family = QStringLiteral("geia");
        model.checksum = QStringLiteral("00");
        const qint64 modelId = registerModel(c, model);
        for (const QStringList* outputs : {&kFirstRun, &kSecondRun}) {
            const qint64 run = startRun(c, QStringLiteral("geia"), modelId, datasetId_,
                                        QStringLiteral("{\"decode\":\"beam\",\"beams\":5}"),
                                        QStringLiteral("CPU"));
            for (qint64 row = 0; row < 3; ++row)
                if (!(*outputs)[int(row)].isEmpty())
                    recordSampleOutput(c, run, row, (*outputs)[int(row)], std::nullopt);
            finishRun(c, run, QStringLiteral("finished"));
            RunEvaluationRequest request;
            request.runId = run;
            request.wordList = words;
            request.termsFile = terms;
            evaluateRun(c, request);
            runs_ << run;
        }
    }

    void eachTermSaysWhichRunRecoveredIt() {
        CaseFile c(casePath_);
        const LeakList list = leakList(c, datasetId_);
        QCOMPARE(list.datasetName, QStringLiteral("messages"));
        QCOMPARE(list.runs.size(), size_t(2));
        QCOMPARE(list.runs[0].runId, runs_[0]);
        QVERIFY(!list.kinds.isEmpty());
        QVERIFY(!list.detectors.isEmpty());
        const struct {
            const char* term;
            bool first, second;
        } expected[] = {{"Anna", true, true},
                        {"Schmidt", false, true},
                        {"4821", false, true},
                        {"Berlin", true, false},
                        {"diabetes", false, true}};
        for (const auto& e : expected) {
            const LeakListEntry* entry = entryFor(list, QString::fromUtf8(e.term));
            QVERIFY2(entry, e.term);
            QCOMPARE(entry->recovered, (std::vector<bool>{e.first, e.second}));
        }
        QCOMPARE(entryFor(list, QStringLiteral("Berlin"))->row, 1);
        // No term twice in a row, though two runs were evaluated (each stores the spans).
        QSet<QString> seen;
        for (const LeakListEntry& entry : list.entries) {
            const QString key =
                QStringLiteral("%1 %2 %3").arg(entry.row).arg(entry.kind, entry.term);
            QVERIFY2(!seen.contains(key), qPrintable(key));
            seen.insert(key);
        }

        const ReportTable table = leakListTable(list, {0, 1});
        QCOMPARE(table.columns.size(), 6);
        QCOMPARE(table.rows.size(), size_t(2));
        QCOMPARE(table.rows[0][0], QStringLiteral("1")); // rows counted from 1
        QVERIFY(tableCsv(table).contains(QStringLiteral("yes")));
    }

    void theReportShowsTheWorstLeaks() {
        CaseFile c(casePath_);
        const ReportTable worst = worstLeaksTable(c, leakList(c, datasetId_), 1);
        QCOMPARE(worst.title,
                 QStringLiteral("Leaks in messages: the records with the most sensitive terms "
                                "recovered"));
        // One record per run: the first run's first leaking message (one term each, by row), the
        // second run's first message (three terms).
        QCOMPARE(worst.rows.size(), size_t(2));
        QCOMPARE(worst.rows[0][1], QStringLiteral("1"));
        QCOMPARE(worst.rows[0][4], QStringLiteral("Anna"));
        QCOMPARE(worst.rows[1][1], QStringLiteral("1"));
        QCOMPARE(worst.rows[1][2], kMessages[0]);
        QCOMPARE(worst.rows[1][3], kSecondRun[0]);
        QVERIFY(worst.rows[1][4].contains(QStringLiteral("4821")));
        QVERIFY(worst.rows[1][5].isEmpty()); // nothing missed
        QVERIFY(worst.notes.join(QString()).contains(list0Detector(c)));

        const QString out = dir_.filePath(QStringLiteral("report.md"));
        const CliResult report = runCli({QStringLiteral("report"), QStringLiteral("--case"),
                                         casePath_, QStringLiteral("--out"), out});
        QVERIFY2(report.exitCode == 0, report.err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(file.readAll());
        QVERIFY2(markdown.contains(QStringLiteral("Leaks in messages")), qPrintable(markdown));
        QVERIFY(markdown.contains(QStringLiteral("diabetes again")));
    }

    // The report opens with its findings: each run's share of records leaking a term with its
    // interval and risk, the headline, the worst records; the PDF puts them on page 1 alone.
    void theReportOpensWithItsFindings() {
        CaseFile c(casePath_);
        const ReportFindings findings = reportContent(c).findings;
        QCOMPARE(findings.threats.rows.size(), size_t(2));
        // The first run had outputs for the three messages (all hold a term) and recovered a term
        // from two; the second had outputs for two and recovered a term from both.
        QCOMPARE(findings.threats.rows[0][0], QStringLiteral("trained against the victim"));
        QCOMPARE(findings.threats.rows[0][3], QStringLiteral("3"));
        QCOMPARE(findings.threats.rows[0][4], QStringLiteral("67 % (21–94 %)"));
        QCOMPARE(findings.threats.rows[0][5], QStringLiteral("high"));
        QCOMPARE(findings.threats.rows[1][3], QStringLiteral("2"));
        QCOMPARE(findings.threats.rows[1][4], QStringLiteral("100 % (34–100 %)"));
        const QString text = findings.paragraphs.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("GEIA beam 5 (trained against the victim) recovers "
                                              "at least one sensitive term from 100 % (34–100 %) "
                                              "of the records of messages that hold one (n = 2).")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("No defence was measured")));
        QVERIFY(text.contains(QStringLiteral("Not tested: an attacker aligned from leaked pairs")));
        // The worst record first: three terms recovered from the first message.
        QVERIFY(!findings.worst.rows.empty());
        QCOMPARE(findings.worst.rows[0][0], QStringLiteral("messages, row 1"));
        QCOMPARE(findings.worst.rows[0][1], kMessages[0]);
        QCOMPARE(findings.worst.rows[0][3], kSecondRun[0]);

        ReportView view;
        view.showCase(&c);
        const QString pdf = dir_.filePath(QStringLiteral("findings.pdf"));
        view.exportReport(pdf);
        QCOMPARE(view.pdfLayout().summaryPages, 1);
        QVERIFY(!view.pdfLayout().tables.empty());
        QCOMPARE(view.pdfLayout().tables.front().id, QStringLiteral("findings"));
        const auto detail =
            std::find_if(view.pdfLayout().tables.begin(), view.pdfLayout().tables.end(),
                         [](const PdfTableLayout& table) {
                             return table.id != QLatin1String("findings") &&
                                    table.id != QLatin1String("worst-records");
                         });
        QVERIFY(detail != view.pdfLayout().tables.end());
        QCOMPARE(detail->firstPage, 2);
    }

    // Redacted, no quoted record, reconstruction or term list keeps a detected term: in the
    // findings, the detail tables, and the CLI's Markdown and HTML.
    void redactionLeavesNoDetectedTerm() {
        QCOMPARE(redactedText(QStringLiteral("Anna Schmidt met anna in Leeds"),
                              {{QStringLiteral("Anna"), QStringLiteral("given-name")},
                               {QStringLiteral("Anna Schmidt"), QStringLiteral("name")}}),
                 QStringLiteral("[name] met [given name] in Leeds"));
        const QStringList terms{QStringLiteral("Anna"), QStringLiteral("Schmidt"),
                                QStringLiteral("4821"), QStringLiteral("Berlin"),
                                QStringLiteral("diabetes")};
        const auto leaked = [&](const QString& text) {
            QStringList found;
            for (const QString& term : terms)
                if (text.contains(term, Qt::CaseInsensitive)) found << term;
            return found;
        };
        CaseFile c(casePath_);
        const ReportContent redacted = reportContent(c, {true});
        const ReportFindings& findings = redacted.findings;
        QVERIFY(findings.redacted);
        QVERIFY(!findings.worst.rows.empty());
        for (const QStringList& row : findings.worst.rows)
            QVERIFY2(leaked(row.join(QLatin1Char(' '))).isEmpty(), qPrintable(row.join(" | ")));
        QVERIFY(findings.worst.rows[0][1].contains(QStringLiteral("[")));
        for (const ReportTable& table : redacted.tables)
            for (const QStringList& row : table.rows)
                QVERIFY2(leaked(row.join(QLatin1Char(' '))).isEmpty(), qPrintable(row.join(" | ")));
        for (const QString& format : {QStringLiteral("md"), QStringLiteral("html")}) {
            for (const bool redact : {false, true}) {
                const QString out = dir_.filePath(QStringLiteral("redacted.") + format);
                QStringList args{QStringLiteral("report"), QStringLiteral("--case"), casePath_,
                                 QStringLiteral("--out"), out};
                if (redact) args << QStringLiteral("--redact");
                const CliResult report = runCli(args);
                QVERIFY2(report.exitCode == 0, report.err.constData());
                QFile file(out);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString written = QString::fromUtf8(file.readAll());
                // Unredacted, the report quotes every term; redacted, none.
                QCOMPARE(leaked(written), redact ? QStringList() : terms);
                QCOMPARE(written.contains(QStringLiteral("This report is redacted")), redact);
            }
        }
    }

    void thePanelFiltersCopiesAndExports() {
        CaseFile c(casePath_);
        LeaksView view;
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const LeakList list = leakList(c, datasetId_);
        view.showDataset(&c, datasetId_);
        QTableView* table = view.tableView();
        QCOMPARE(table->model()->rowCount(), int(list.entries.size()));
        QCOMPARE(table->model()->columnCount(), 6);
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("messages")));
        // The recovered mark and who made it.
        const int berlin = int(
            std::find_if(list.entries.begin(), list.entries.end(),
                         [](const LeakListEntry& e) { return e.term == QLatin1String("Berlin"); }) -
            list.entries.begin());
        QCOMPARE(table->model()->index(berlin, 4).data().toString(), QStringLiteral("\u2713"));
        QVERIFY(table->model()->index(berlin, 5).data().toString().isEmpty());
        QVERIFY(table->model()
                    ->index(berlin, 5)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("did not recover")));

        view.filterEdit()->setText(QStringLiteral("berl"));
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 2).data().toString(), QStringLiteral("Berlin"));
        // Built-in kinds read as words, in the table and the Kind box; a term list's as written.
        QCOMPARE(table->model()->index(0, 1).data().toString(), QStringLiteral("proper noun"));
        QVERIFY(view.kindBox()->findText(QStringLiteral("proper noun")) > 0);
        QCOMPARE(view.kindBox()->findText(QStringLiteral("proper-noun")), -1);
        view.filterEdit()->clear();
        view.kindBox()->setCurrentIndex(
            view.kindBox()->findData(entryFor(list, QStringLiteral("diabetes"))->kind));
        for (int row = 0; row < table->model()->rowCount(); ++row)
            QCOMPARE(table->model()->index(row, 1).data().toString(),
                     entryFor(list, QStringLiteral("diabetes"))->kind);
        view.kindBox()->setCurrentIndex(0);
        view.recoveredOnlyBox()->setChecked(true);
        int recovered = 0;
        for (const LeakListEntry& entry : list.entries)
            recovered += entry.recoveredCount() > 0 ? 1 : 0;
        QCOMPARE(table->model()->rowCount(), recovered);

        // Copy and export what is shown, as shown.
        QApplication::clipboard()->clear();
        const auto buttons = view.findChildren<QPushButton*>();
        for (QPushButton* button : buttons)
            if (button->text().contains(QStringLiteral("Table"))) button->click();
        QCOMPARE(view.shownTable().rows.size(), size_t(recovered));
        QCOMPARE(QApplication::clipboard()->text(), tableMarkdown(view.shownTable()));
        QCOMPARE(tableCsv(view.shownTable()).count(QLatin1Char('\n')), recovered + 1);

        // Another dataset (none) clears the list, and an unevaluated one says what to do.
        view.showDataset(nullptr, 0);
        QCOMPARE(table->model()->rowCount(), 0);
        QVERIFY(view.summaryLabel()->text().contains(QStringLiteral("Select a dataset")));
    }

    void theMainWindowHasALeaksPanel() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath_));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("leaksDock"));
        QVERIFY(dock);
        auto* show = window.findChild<QAction*>(QStringLiteral("leaksDockAction"));
        QVERIFY(show);
        QCOMPARE(show->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+L")));
        // Opening a case shows its newest dataset in the panels that follow it.
        QTRY_VERIFY(window.leaksView()->tableView()->model()->rowCount() > 0);
        // Tabbed with Compare: the shortcut brings it to the front.
        show->trigger();
        QTRY_VERIFY(dock->isVisible() && !dock->visibleRegion().isEmpty());
    }

    // A text run's menu offers a perplexity judge; the evaluation it runs stores the
    // predictions' perplexity under the chosen GPT-2 folder (GEIA's PPL), here the fixture judge.
    void textRunsAreEvaluatedWithAPerplexityJudge() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("judged.unembed"));
        QVERIFY(QFile::copy(casePath_, casePath));
        const QString judge = test::copyPerplexityJudge(dir.filePath(QStringLiteral("judge")));
        MainWindow window;
        window.show();
        QVERIFY(window.openCase(casePath));
        QAbstractItemModel* tree = window.caseExplorer()->model();
        const QModelIndexList item =
            tree->match(tree->index(0, 0), Qt::DisplayRole, QStringLiteral("#%1 ").arg(runs_[0]), 1,
                        Qt::MatchStartsWith | Qt::MatchRecursive);
        QCOMPARE(item.size(), 1);
        QObject owner;
        QStringList offered;
        for (const QAction* action : window.caseExplorer()->itemActions(item.first(), &owner))
            offered << action->text();
        QVERIFY2(offered.contains(QStringLiteral("Evaluate with a Perple&xity Judge…")),
                 qPrintable(offered.join(QStringLiteral(", "))));
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        QVERIFY(window.evaluateRun(runs_[0], QString(), judge) != 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY2(finished.first().at(1).toString().contains(QStringLiteral("perplexity under")),
                 qPrintable(finished.first().at(1).toString()));
        CaseFile c(casePath);
        bool found = false;
        for (const MetricRecord& m : runLevelMetrics(c, runs_[0]))
            if (m.name == QLatin1String("perplexity")) {
                found = true;
                QVERIFY(m.value > 1.0);
                QVERIFY2(m.judge.contains(QStringLiteral("judge")), qPrintable(m.judge));
            }
        QVERIFY(found);
    }

private:
    QString list0Detector(CaseFile& c) { return leakList(c, datasetId_).detectors.first(); }

    QTemporaryDir dir_;
    QString casePath_;
    qint64 datasetId_ = 0;
    QList<qint64> runs_;
};

QTEST_MAIN(TestGuiLeaks)
#include "test_gui_leaks.moc"
