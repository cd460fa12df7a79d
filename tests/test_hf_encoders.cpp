// Sentence-transformers folders of BERT, RoBERTa (Dense with tanh), XLM-RoBERTa (e5 prompts) and
// MPNet encoders, in the 5.x/6.x and the 2.x/3.x layouts, embedded by the real `unembed-cli embed`
// and compared with the vectors sentence-transformers itself gave (within 1e-4): default prompts
// applied, --prompt choosing another, an unknown prompt and an unsupported architecture refused
// by name.
#include "test_support.h"

#include "io/embedding_reader.h"
#include "io/json_file.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <cmath>

using namespace unembed;
using namespace unembed::test;

namespace {

struct CliResult {
    int exitCode = -1;
    QByteArray err;
};

CliResult runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(UNEMBED_CLI), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError()};
}

QStringList probeTexts(const QString& family) {
    QStringList texts;
    const QJsonObject json =
        readJsonObjectFile(hfEncoderFixture(family + QStringLiteral("_expected.json")));
    for (const QJsonValue& text : json.value(QStringLiteral("texts")).toArray())
        texts << text.toString();
    return texts;
}

// Runs `embed` on `texts` and returns the vectors it wrote.
FloatMatrix embedWithCli(const QTemporaryDir& dir, const QString& folder, const QStringList& texts,
                         const QStringList& extra = {}) {
    const QString textsPath =
        writeFile(dir, QStringLiteral("texts.txt"), texts.join(QLatin1Char('\n')).toUtf8() + '\n');
    const QString out = dir.filePath(QStringLiteral("out.npy"));
    QFile::remove(out);
    const CliResult r =
        runCli(QStringList{QStringLiteral("embed"), QStringLiteral("--embedder"), folder,
                           QStringLiteral("--texts"), textsPath, QStringLiteral("--out"), out} +
               extra);
    if (r.exitCode != 0) qWarning("%s", r.err.constData());
    return r.exitCode == 0 ? readEmbeddings(out).vectors : FloatMatrix();
}

double maxDifference(const FloatMatrix& got, const FloatMatrix& want) {
    if (got.rows() != want.rows() || got.dim() != want.dim()) return INFINITY;
    double worst = 0.0;
    for (qint64 r = 0; r < got.rows(); ++r)
        for (qint64 c = 0; c < got.dim(); ++c)
            worst = std::max(worst, std::abs(double(got.row(r)[c]) - double(want.row(r)[c])));
    return worst;
}

} // namespace

class TestHfEncoders : public QObject {
    Q_OBJECT

private slots:
    void vectorsMatchSentenceTransformers_data() {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("folder");
        for (const char* family : {"st_bert_mean", "st_bert_cls_prompt", "st_roberta_dense",
                                   "st_xlmr_e5", "st_mpnet_mean"})
            for (const char* layout : {"", "_v2layout"}) {
                const QString folder = QLatin1String(family) + QLatin1String(layout);
                QTest::newRow(qPrintable(folder)) << QString::fromLatin1(family) << folder;
            }
    }
    void vectorsMatchSentenceTransformers() {
        QFETCH(QString, family);
        QFETCH(QString, folder);
        QTemporaryDir dir;
        const FloatMatrix got = embedWithCli(dir, hfEncoderFixture(folder), probeTexts(family));
        const FloatMatrix want =
            readEmbeddings(hfEncoderFixture(family + QStringLiteral("_expected.npy"))).vectors;
        const double difference = maxDifference(got, want);
        QVERIFY2(difference <= 1e-4,
                 qPrintable(QStringLiteral("largest difference %1").arg(difference)));
    }

    // --prompt query on the first ten texts gives sentence-transformers' prompt_name="query".
    void promptOptionMatchesSentenceTransformers_data() {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("folder");
        for (const char* family : {"st_bert_cls_prompt", "st_xlmr_e5"})
            for (const char* layout : {"", "_v2layout"}) {
                const QString folder = QLatin1String(family) + QLatin1String(layout);
                QTest::newRow(qPrintable(folder)) << QString::fromLatin1(family) << folder;
            }
    }
    void promptOptionMatchesSentenceTransformers() {
        QFETCH(QString, family);
        QFETCH(QString, folder);
        QTemporaryDir dir;
        const FloatMatrix got =
            embedWithCli(dir, hfEncoderFixture(folder), probeTexts(family).mid(0, 10),
                         {QStringLiteral("--prompt"), QStringLiteral("query")});
        const FloatMatrix want =
            readEmbeddings(hfEncoderFixture(family + QStringLiteral("_expected_query.npy")))
                .vectors;
        const double difference = maxDifference(got, want);
        QVERIFY2(difference <= 1e-4,
                 qPrintable(QStringLiteral("largest difference %1").arg(difference)));
        // Without the prompt the vectors are others.
        if (family == QLatin1String("st_xlmr_e5")) {
            const FloatMatrix plain =
                embedWithCli(dir, hfEncoderFixture(folder), probeTexts(family).mid(0, 10));
            QVERIFY(maxDifference(plain, want) > 1e-3);
        }
    }

    void unknownPromptIsRefusedNamingThePrompts() {
        QTemporaryDir dir;
        const QString texts = writeFile(dir, QStringLiteral("texts.txt"), "hello\n");
        const CliResult r =
            runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                    hfEncoderFixture(QStringLiteral("st_xlmr_e5")), QStringLiteral("--texts"),
                    texts, QStringLiteral("--out"), dir.filePath(QStringLiteral("o.npy")),
                    QStringLiteral("--prompt"), QStringLiteral("question")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("question") && r.err.contains("passage") && r.err.contains("query"),
                 r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("o.npy"))));
    }

    void unsupportedArchitectureIsRefusedByName() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("victim"));
        QDir().mkpath(folder + QStringLiteral("/1_Pooling"));
        for (const char* file : {"modules.json", "config.json", "tokenizer.json",
                                 "1_Pooling/config.json", "model.safetensors"})
            QVERIFY(QFile::copy(
                hfEncoderFixture(QStringLiteral("st_bert_mean_v2layout/") + QLatin1String(file)),
                folder + QLatin1Char('/') + QLatin1String(file)));
        QFile::setPermissions(folder + QStringLiteral("/config.json"),
                              QFile::ReadOwner | QFile::WriteOwner);
        QJsonObject config = readJsonObjectFile(folder + QStringLiteral("/config.json"));
        config.insert(QStringLiteral("model_type"), QStringLiteral("gpt_neox"));
        writeJsonFile(folder + QStringLiteral("/config.json"), config);
        // Normalize is listed but its folder left out: it holds nothing sentence-transformers
        // reads.
        const QString texts = writeFile(dir, QStringLiteral("texts.txt"), "hello\n");
        const CliResult r = runCli({QStringLiteral("embed"), QStringLiteral("--embedder"), folder,
                                    QStringLiteral("--texts"), texts, QStringLiteral("--out"),
                                    dir.filePath(QStringLiteral("o.npy"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("gpt_neox") &&
                     r.err.contains("bert, mpnet, roberta, t5, xlm-roberta"),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestHfEncoders)
#include "test_hf_encoders.moc"
