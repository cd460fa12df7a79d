// `unembed-cli bench embed` on a real sentence-transformers folder and `bench vec2text` on the demo
// pack's models: every setting asked for is reported, on the device chosen, with figures that
// follow from each other (a benchmark, so no timing is asserted).
#include "cli_process.h"
#include "test_support.h"

#include <QJsonArray>
#include <QTest>

using namespace unembed;

class TestBenchEmbed : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reportsEverySetting() {
        const test::CliResult result = test::runCli(
            {QStringLiteral("bench"), QStringLiteral("embed"), QStringLiteral("--embedder"),
             test::hfEncoderFixture("st_bert_mean"), QStringLiteral("--repeats"),
             QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = result.json();
        QCOMPARE(report.value("model_type").toString(), QStringLiteral("bert"));
        QVERIFY(report.value("matmul_gflops").toDouble() > 0);
        // Embedding tables are left out: 2 layers of 32 wide with a 64 feed-forward.
        QCOMPARE(report.value("parameters").toInteger(),
                 qint64(2 * (4 * (32 * 32 + 32) + (64 * 32 + 64) + (32 * 64 + 32) + 4 * 32)));
        const QJsonArray rows = report.value("rows").toArray();
        QCOMPARE(rows.size(), 4);
        QSet<QString> settings;
        for (const QJsonValue& value : rows) {
            const QJsonObject row = value.toObject();
            const int batch = row.value("batch").toInt();
            settings.insert(QStringLiteral("%1x%2").arg(batch).arg(row.value("length").toInt()));
            QVERIFY(row.value("tokens_per_text").toDouble() >= 2);
            const double perSecond = row.value("sentences_per_second").toDouble();
            QVERIFY(perSecond > 0);
            QVERIFY(qAbs(perSecond * row.value("ms_per_batch").toDouble() / 1000.0 - batch) <
                    1e-6 * batch);
            QVERIFY(qAbs(row.value("share_of_matmul_peak").toDouble() -
                         row.value("gflops").toDouble() /
                             report.value("matmul_gflops").toDouble()) < 1e-9);
        }
        QCOMPARE(settings, (QSet<QString>{"1x32", "32x32", "1x128", "32x128"}));
        // Texts of 128 tokens are cut at the folder's length (the fixture has 80 positions).
        QVERIFY(rows[0].toObject().value("tokens_per_text").toDouble() >= 32);
        QVERIFY(rows[2].toObject().value("tokens_per_text").toDouble() <= 80);
    }

    // --batches and --sbeams choose the settings: each with and without the cache, in order.
    void vec2textReportsTheSettingsAskedFor() {
        const QString pack = QStringLiteral(UNEMBED_DEMO_PACK);
        const test::CliResult result = test::runCli(
            {QStringLiteral("bench"), QStringLiteral("vec2text"), QStringLiteral("--inverter"),
             pack + QStringLiteral("/inverter"), QStringLiteral("--corrector"),
             pack + QStringLiteral("/corrector"), QStringLiteral("--embedder"),
             pack + QStringLiteral("/victim"), QStringLiteral("--batches"), QStringLiteral("2"),
             QStringLiteral("--sbeams"), QStringLiteral("2"), QStringLiteral("--repeats"),
             QStringLiteral("1"), QStringLiteral("--device"), QStringLiteral("cpu"),
             QStringLiteral("--json")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = result.json();
        QVERIFY(report.value("device").toString().startsWith(QLatin1String("CPU")));
        const QJsonArray rows = report.value("rows").toArray();
        QCOMPARE(rows.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject row = rows[i].toObject();
            QCOMPARE(row.value("batch").toInt(), 2);
            QCOMPARE(row.value("sbeam").toInt(), 2);
            QCOMPARE(row.value("cache").toBool(), i == 0);
            QVERIFY(row.value("ms_decoding").toDouble() <= row.value("ms_per_step").toDouble());
            QVERIFY(qAbs(row.value("share_of_matmul_peak").toDouble() -
                         row.value("gflops").toDouble() /
                             report.value("matmul_gflops").toDouble()) < 1e-9);
        }
        // Without batch 1 greedy there is no cache speed-up to report.
        QCOMPARE(report.value("cache_speedup_greedy_batch1").toDouble(), 0.0);

        // Each list is checked on its own and named.
        for (const auto& [option, value] :
             {std::pair{QStringLiteral("--sbeams"), QStringLiteral("0")},
              std::pair{QStringLiteral("--batches"), QStringLiteral("4097")},
              std::pair{QStringLiteral("--batches"), QStringLiteral("1,x")}}) {
            const test::CliResult refused = test::runCli(
                {QStringLiteral("bench"), QStringLiteral("vec2text"), QStringLiteral("--inverter"),
                 pack + QStringLiteral("/inverter"), QStringLiteral("--corrector"),
                 pack + QStringLiteral("/corrector"), QStringLiteral("--embedder"),
                 pack + QStringLiteral("/victim"), option, value});
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.startsWith(
                         QStringLiteral("unembed-cli bench: %1 takes").arg(option).toUtf8()),
                     refused.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestBenchEmbed)
#include "test_bench_embed.moc"
