// The papers' tables from stored figures: which runs land in which table, labels, rounds kept to
// 0/1/5/10/20/50 plus the final figures, Markdown/CSV/LaTeX escaping; a run's figures copied to
// another case without its samples (as the demo ships its evaluation); a run deleted with
// everything it produced.
#include "eval/report_tables.h"
#include "report/report_findings.h"
#include "report_fixture.h"
#include "store/run_copy.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace unembed;

namespace {

qint64 count(CaseFile& c, const QString& table, qint64 runId) {
    QSqlQuery q(c.db());
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE run_id = ?").arg(table));
    q.addBindValue(runId);
    if (!q.exec() || !q.next()) qFatal("count failed");
    return q.value(0).toLongLong();
}

const ReportTable* findTable(const std::vector<ReportTable>& tables, const QString& id) {
    for (const ReportTable& table : tables)
        if (table.id == id) return &table;
    return nullptr;
}

} // namespace

class TestReportTables : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    qint64 mlc_ = 0, geia_ = 0, vec2text_ = 0;

    void fill(CaseFile& c) {
        const test::EvaluatedRuns runs = test::fillEvaluatedCase(c);
        mlc_ = runs.mlc;
        geia_ = runs.geia;
        vec2text_ = runs.vec2text;
    }

private Q_SLOTS:
    void runsLandInThePapersTables() {
        CaseFile c(dir_.filePath(QStringLiteral("tables.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        fill(c);
        // A run still running has figures from an earlier evaluation, yet stays out of the tables.
        const qint64 running =
            startRun(c, QStringLiteral("msp"), 0, 0, QStringLiteral("{}"), QStringLiteral("CPU"));
        replaceRunEvaluation(c, running, 0, {}, {test::figure(QStringLiteral("token_f1"), 1.0)}, {},
                             {}, {});

        const std::vector<ReportTable> tables = reportTables(c);
        const ReportTable* table1 = findTable(tables, QStringLiteral("table1"));
        QVERIFY(table1);
        // The unfinished MSP run is left out.
        QCOMPARE(table1->rows.size(), size_t(2));
        QCOMPARE(table1->rows[0],
                 (QStringList{QStringLiteral("MLC"), QStringLiteral("—"), QString::number(mlc_),
                              QStringLiteral("2"), QStringLiteral("50.0"), QStringLiteral("25.0"),
                              QStringLiteral("33.3")}));
        QCOMPARE(table1->rows[1][0], QStringLiteral("GEIA beam 5"));
        QCOMPARE(table1->rows[1][4], QStringLiteral("—"));
        QVERIFY(table1->notes.contains(QStringLiteral("Tokenizer: attacker spiece.model")));

        const ReportTable* table3 = findTable(tables, QStringLiteral("table3"));
        QVERIFY(table3);
        QCOMPARE(table3->rows.size(), size_t(1));
        QVERIFY(table3->notes.contains(QStringLiteral("Detector: test detector")));
        const ReportTable* generation = findTable(tables, QStringLiteral("generation"));
        QVERIFY(generation);
        QVERIFY(generation->rows[0].contains(QStringLiteral("0.813"))); // cosine to 3 places

        const ReportTable* rounds = findTable(tables, QStringLiteral("vec2text-rounds"));
        QVERIFY(rounds);
        QStringList shown;
        for (const QStringList& row : rounds->rows)
            shown << row[3];
        QCOMPARE(shown, (QStringList{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("5"),
                                     QStringLiteral("final")}));
        QCOMPARE(rounds->rows[2][4], QStringLiteral("50.0"));
        QCOMPARE(rounds->rows[2][7], QStringLiteral("1.000"));
        QCOMPARE(rounds->rows[3][5], QStringLiteral("70.0"));
        QCOMPARE(rounds->rows[0][0], QStringLiteral("Vec2Text 20 steps, sbeam 4"));
    }

    void tablesAreWrittenInThreeFormats() {
        ReportTable table;
        table.title = QStringLiteral("Table 1: F1 (%)");
        table.columns = {QStringLiteral("Attack"), QStringLiteral("Run"), QStringLiteral("F1")};
        table.rows = {{QStringLiteral("Vec2Text 20 steps, sbeam 4"), QStringLiteral("3"),
                       QStringLiteral("12.5")},
                      {QStringLiteral("a|b \"q\""), QStringLiteral("4"), QStringLiteral("—")}};
        table.notes = {QStringLiteral("token_f1: micro F1")};

        const QString markdown = tableMarkdown(table);
        QVERIFY(markdown.startsWith(QStringLiteral("**Table 1: F1 (%)**\n\n| Attack | Run | F1 |\n"
                                                   "| --- | ---: | ---: |\n")));
        QVERIFY(markdown.contains(QStringLiteral("| a\\|b \"q\" | 4 | — |\n")));
        QVERIFY(markdown.endsWith(QStringLiteral("\n- token_f1: micro F1\n")));

        QCOMPARE(tableCsv(table),
                 QStringLiteral("Attack,Run,F1\r\n\"Vec2Text 20 steps, sbeam 4\",3,12.5\r\n"
                                "\"a|b \"\"q\"\"\",4,—\r\n"));

        const QString latex = tableLatex(table);
        QVERIFY(latex.contains(QStringLiteral("\\caption{Table 1: F1 (\\%)}")));
        QVERIFY(latex.contains(QStringLiteral("\\begin{tabular}{lrr}")));
        // Text columns are left-aligned wherever they stand, as in the leaks tables; a column
        // of dashes alone is text.
        ReportTable leaks;
        leaks.columns = {QStringLiteral("Row"), QStringLiteral("Text"), QStringLiteral("Dataset")};
        leaks.rows = {
            {QStringLiteral("12"), QStringLiteral("my name is Anna"), QStringLiteral("—")}};
        QCOMPARE(figureColumns(leaks), (std::vector<bool>{true, false, false}));
        QVERIFY(latex.contains(QStringLiteral("a|b \"q\" & 4 & -- \\\\")));
    }

    void labelsNameTheDecoding() {
        RunInfo run;
        run.attack = QStringLiteral("geia");
        run.paramsJson =
            QStringLiteral("{\"decode\":\"nucleus\",\"top_p\":0.9,\"temperature\":0.7}");
        QCOMPARE(runLabel(run), QStringLiteral("GEIA nucleus p=0.9 T=0.7"));
        run.paramsJson = QStringLiteral("{\"decoder\":\"t5\",\"decode\":\"beam\",\"beams\":5}");
        QCOMPARE(runLabel(run), QStringLiteral("GEIA beam 5, T5 decoder"));
        run.paramsJson = QStringLiteral("{\"decoder\":\"gpt2\",\"decode\":\"beam\",\"beams\":5}");
        QCOMPARE(runLabel(run), QStringLiteral("GEIA beam 5"));
        run.attack = QStringLiteral("vec2text");
        run.paramsJson = QStringLiteral("{\"steps\":1,\"sbeam\":1}");
        QCOMPARE(runLabel(run), QStringLiteral("Vec2Text 1 step"));
        run.paramsJson =
            QStringLiteral("{\"steps\":5,\"feedback\":true,\"feedback_withheld\":true}");
        QCOMPARE(runLabel(run), QStringLiteral("Vec2Text 5 steps, feedback withheld"));
        run.attack = QStringLiteral("msp");
        QCOMPARE(runLabel(run), QStringLiteral("MSP"));
        // Sweeps are named in words, not as their attack id in capitals ("NOISE-SWEEP").
        run.attack = QStringLiteral("noise-sweep");
        QCOMPARE(runLabel(run), QStringLiteral("Noise sweep"));
        run.attack = QStringLiteral("defence-sweep");
        run.paramsJson = QStringLiteral("{\"defence\":\"scalar\"}");
        QCOMPARE(runLabel(run), QStringLiteral("Defence sweep (scalar)"));
    }

    void figuresTravelWithoutTheSamples() {
        CaseFile from(dir_.filePath(QStringLiteral("from.unembed")),
                      CaseFile::OpenMode::CreateIfMissing);
        fill(from);
        CaseFile to(dir_.filePath(QStringLiteral("to.unembed")),
                    CaseFile::OpenMode::CreateIfMissing);
        const qint64 copy = copyRunFigures(from, vec2text_, to, QStringLiteral("held-out texts"));

        const std::optional<RunInfo> run = findRun(to, copy);
        QVERIFY(run);
        QCOMPARE(run->status, QStringLiteral("finished"));
        QCOMPARE(run->datasetId, 0);
        const QJsonObject params = QJsonDocument::fromJson(run->paramsJson.toUtf8()).object();
        QCOMPARE(params.value(QStringLiteral("dataset")).toString(),
                 QStringLiteral("held-out texts"));
        QCOMPARE(params.value(QStringLiteral("sbeam")).toInt(), 4);
        QVERIFY(runSamples(to, copy).empty());
        QCOMPARE(runMetrics(to, copy).size(), runMetrics(from, vec2text_).size());
        QCOMPARE(count(to, QStringLiteral("curve"), copy), 1);

        // The copied run's tables read as the original's, sample count included.
        const std::vector<ReportTable> fromTables = reportTables(from);
        const std::vector<ReportTable> toTables = reportTables(to);
        const ReportTable* original = findTable(fromTables, QStringLiteral("vec2text-rounds"));
        const ReportTable* copied = findTable(toTables, QStringLiteral("vec2text-rounds"));
        QVERIFY(original && copied);
        QCOMPARE(copied->rows.size(), original->rows.size());
        QCOMPARE(copied->rows.back().mid(3), original->rows.back().mid(3));
        QCOMPARE(copied->rows.back()[1], QStringLiteral("held-out texts"));
        QVERIFY(!findTable(toTables, QStringLiteral("table1")));

        CaseFile mlcCase(dir_.filePath(QStringLiteral("mlc.unembed")),
                         CaseFile::OpenMode::CreateIfMissing);
        copyRunFigures(from, mlc_, mlcCase, QStringLiteral("held-out texts"));
        const std::vector<ReportTable> mlcTables = reportTables(mlcCase);
        const ReportTable* mlcTable = findTable(mlcTables, QStringLiteral("table1"));
        QVERIFY(mlcTable);
        QCOMPARE(mlcTable->rows[0][3], QStringLiteral("2"));
    }

    void aDeletedRunTakesItsOutputsAlong() {
        CaseFile c(dir_.filePath(QStringLiteral("delete.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        fill(c);
        QCOMPARE(count(c, QStringLiteral("run_sample"), geia_), 2);
        QCOMPARE(count(c, QStringLiteral("metric"), geia_), 4);
        QCOMPARE(count(c, QStringLiteral("curve"), geia_), 1);
        deleteRun(c, geia_);
        QVERIFY(!findRun(c, geia_));
        QCOMPARE(count(c, QStringLiteral("run_sample"), geia_), 0);
        QCOMPARE(count(c, QStringLiteral("metric"), geia_), 0);
        QCOMPARE(count(c, QStringLiteral("curve"), geia_), 0);
        QCOMPARE(count(c, QStringLiteral("metric"), mlc_), 3);
    }

    // The demo's attackers each carry a copy of one spiece.model: it is named once, with the
    // folders, not once per folder.
    void aTokenizerSharedByFoldersIsNamedOnce() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.unembed"));
        QVERIFY(QFile::copy(QStringLiteral(UNEMBED_DEMO_PACK "/demo.unembed"), path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        CaseFile demo(path);
        const ReportTable* table1 = nullptr;
        const std::vector<ReportTable> tables = reportTables(demo);
        table1 = findTable(tables, QStringLiteral("table1"));
        QVERIFY(table1);
        const QStringList tokenizers = table1->notes.filter(QStringLiteral("Tokenizer: "));
        QCOMPARE(tokenizers, QStringList{QStringLiteral(
                                 "Tokenizer: spiece.model of corrector-nofeedback, corrector, "
                                 "geia, mlc, msp")});
    }

    // The summary's defence: among the swept points that keep 90 % of their sweep's clean NDCG@10,
    // the one with the lowest BLEU, with a warning when BLEU rests on few documents.
    void theFindingsNameTheDefenceToTake() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("defences.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        const auto paragraph = [&] {
            const QStringList paragraphs = reportContent(c).findings.paragraphs;
            const QStringList defence = paragraphs.filter(
                QRegularExpression(QStringLiteral("^(No defence|Of the defences)")));
            return defence.isEmpty() ? QString() : defence.first();
        };
        QCOMPARE(paragraph(), QStringLiteral("No defence was measured: the case holds no defence "
                                             "sweep."));
        const auto sweep =
            [&](const QString& defence, int documents,
                const std::vector<std::tuple<double, double, double, QString>>& points) {
                CurveInfo curve;
                curve.kind = QStringLiteral("defence");
                curve.runId = startRun(c, QStringLiteral("defence-sweep"), 0, 0,
                                       QStringLiteral("{}"), QStringLiteral("CPU"));
                curve.title = QStringLiteral("sweep");
                curve.paramsJson = QStringLiteral("{\"defence\":\"%1\",\"limit\":%2,\"clean\":"
                                                  "{\"NDCG@10\":0.5,\"BLEU\":30}}")
                                       .arg(defence)
                                       .arg(documents);
                std::vector<CurvePoint> stored;
                for (const auto& [x, ndcg, bleu, label] : points) {
                    stored.push_back({QStringLiteral("NDCG@10"), 1, x, ndcg, label});
                    stored.push_back({QStringLiteral("BLEU"), 2, x, bleu, label});
                }
                saveCurve(c, curve, stored);
            };
        // Truncation keeps too little retrieval at every strength.
        sweep(QStringLiteral("truncate"), 200, {{64, 0.40, 2.0, QStringLiteral("64 dims")}});
        QCOMPARE(paragraph(),
                 QStringLiteral("No defence swept keeps 90 % of retrieval quality (NDCG@10)."));
        // 8 bits keeps 98 %; 4 bits leaks less but keeps only 80 %.
        sweep(
            QStringLiteral("scalar"), 10,
            {{8, 0.49, 20.0, QStringLiteral("8 bits")}, {4, 0.40, 5.0, QStringLiteral("4 bits")}});
        QCOMPARE(
            paragraph(),
            QStringLiteral("Of the defences swept, Scalar quantisation (run 2) at 8 bits keeps "
                           "98 % of retrieval quality (NDCG@10 0.490 against 0.500 without "
                           "it) at the lowest leak: Vec2Text's BLEU falls from 30.0 to 20.0. "
                           "BLEU rests on few inverted documents (n = 10): an indication, not "
                           "a ranking."));
    }
};

QTEST_GUILESS_MAIN(TestReportTables)
#include "test_report_tables.moc"
