// `unembed-cli bench embed` on a real sentence-transformers folder, `bench vec2text` on the demo
// pack's models and `bench generate` on a T5 folder: every setting asked for is reported, on the
// device chosen, with figures that follow from each other (a benchmark, so no timing is asserted).
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "cli_process.h"
#include "nn/generation.h"
#include "nn/t5.h"
#include "test_models.h"
#include "test_support.h"

#include <QCryptographicHash>
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
    // Each row's SHA-256 is that of generate()'s sequences for the same ids, so a run can be
    // checked against another implementation; bad inputs files are refused naming the line.
    void generateHashesWhatGenerateReturns() {
        QTemporaryDir dir;
        torch::manual_seed(3);
        T5Model model(test::tinyT5Config(48, 16, 4, 32, 1));
        saveT5(*model, dir.filePath(QStringLiteral("t5")));
        const torch::Tensor ids =
            torch::tensor({5, 9, 11, 30, 7, 41, 3, 3, 18, 22, 47, 2, 6, 6, 6}).view({3, 5});
        const QString inputs = test::writeFile(dir, QStringLiteral("ids.txt"),
                                               "5 9 11 30 7\n41 3 3 18 22\n\n47 2 6 6 6\n");
        const auto run = [&](const QString& file, const QString& batches) {
            return test::runCli(
                {QStringLiteral("bench"), QStringLiteral("generate"), QStringLiteral("--model"),
                 dir.filePath(QStringLiteral("t5")), QStringLiteral("--inputs"), file,
                 QStringLiteral("--batches"), batches, QStringLiteral("--beams"),
                 QStringLiteral("1,3"), QStringLiteral("--new-tokens"), QStringLiteral("6"),
                 QStringLiteral("--repeats"), QStringLiteral("1"), QStringLiteral("--device"),
                 QStringLiteral("cpu"), QStringLiteral("--json")});
        };
        const test::CliResult result = run(inputs, QStringLiteral("1,3"));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = result.json();
        QCOMPARE(report.value("input_length").toInt(), 5);
        const QJsonArray rows = report.value("rows").toArray();
        QCOMPARE(rows.size(), 4);
        torch::NoGradGuard noGrad;
        for (const QJsonValue& value : rows) {
            const QJsonObject row = value.toObject();
            const int batch = row.value("batch").toInt();
            GenerationOptions options;
            options.maxNewTokens = 6;
            options.numBeams = row.value("beams").toInt();
            const torch::Tensor input = ids.slice(0, 0, batch);
            const torch::Tensor mask = torch::ones_like(input);
            const torch::Tensor sequences =
                generate(*model, model->encode(input, mask), mask, options).sequences.contiguous();
            QCOMPARE(sequences.size(0), qint64(batch));
            const QByteArray bytes(reinterpret_cast<const char*>(sequences.data_ptr<int64_t>()),
                                   qsizetype(sequences.numel() * sizeof(int64_t)));
            QCOMPARE(row.value("sequences_sha256").toString(),
                     QString::fromLatin1(
                         QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
            const double perSecond = row.value("tokens_per_second").toDouble();
            const double positions = double(batch) * double(sequences.size(1) - 1);
            QVERIFY(qAbs(perSecond * row.value("ms_per_call").toDouble() / 1000.0 - positions) <
                    1e-6 * positions);
            const int ended = row.value("ended_early").toInt();
            QVERIFY(ended >= 0 && ended <= batch);
        }

        for (const auto& [text, problem] :
             {std::pair{QByteArray("5 9 11\n41 3\n"), QByteArray("row 2")},
              std::pair{QByteArray("5 9 48\n"), QByteArray("not a token id of this model")},
              std::pair{QByteArray("5 9 x\n"), QByteArray("not a token id of this model")},
              std::pair{QByteArray("5 9 11\n"), QByteArray("fewer inputs than the largest")},
              std::pair{QByteArray("\n"), QByteArray("has no input")}}) {
            const QString bad = test::writeFile(dir, QStringLiteral("bad.txt"), text);
            const test::CliResult refused = run(bad, QStringLiteral("2"));
            QVERIFY(refused.exitCode != 0);
            QVERIFY2(refused.err.contains(bad.toUtf8()) && refused.err.contains(problem),
                     refused.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestBenchEmbed)
#include "test_bench_embed.moc"
