// Sentence-transformers embedders: a tiny T5-encoder folder written, reloaded and used as
// sentence-transformers would (pooling honouring the mask, Dense, Normalize), folder errors that
// name the file, the seeded noise defence, and `unembed-cli embed` writing what the embedder gives.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "embedders/sentence_transformer.h"
#include "error.h"
#include "io/embedding_reader.h"
#include "io/embedding_writer.h"
#include "io/sidecar_texts.h"
#include "tensor_compare.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

const QStringList kSentences = {
    QStringLiteral("my sister lives in a small town by the sea"),
    QStringLiteral("I work night shifts at the hospital"),
    QStringLiteral("do you have any pets at home?"),
    QStringLiteral("we adopted a grey cat last spring"),
    QStringLiteral("my favourite food is spicy noodle soup"),
    QStringLiteral("I am training for a marathon in October"),
    QStringLiteral("the bakery on the corner opens at six"),
    QStringLiteral("he teaches maths to teenagers"),
    QStringLiteral("our garden is full of tomatoes this year"),
    QStringLiteral("I moved here from the north two years ago"),
    QStringLiteral("she plays the violin in an orchestra"),
    QStringLiteral("what do you do on weekends?"),
};

T5Config tinyEncoderConfig() {
    T5Config config;
    config.vocabSize = 100;
    config.dModel = 16;
    config.dKv = 4;
    config.dFf = 32;
    config.numLayers = 2;
    config.numDecoderLayers = 2;
    config.numHeads = 4;
    config.relativeAttentionNumBuckets = 8;
    config.relativeAttentionMaxDistance = 16;
    return config;
}

// Writes a sentence-transformers folder with a random tiny encoder, mean pooling, a 16 -> 12
// Dense layer with tanh, and Normalize.
QString writeTinyEmbedder(const QTemporaryDir& dir, bool withDense = true) {
    const QString folder =
        dir.filePath(withDense ? QStringLiteral("st") : QStringLiteral("st-plain"));
    QDir().mkpath(folder);
    const QString spm = dir.filePath(QStringLiteral("spiece.model"));
    if (!QFile::exists(spm)) SentencePieceTokenizer::trainT5(kSentences, spm, 80);
    torch::manual_seed(11);
    T5Model encoder(tinyEncoderConfig(), T5ModelImpl::Parts::EncoderOnly);
    torch::nn::Linear dense{nullptr};
    if (withDense) dense = torch::nn::Linear(torch::nn::LinearOptions(16, 12).bias(true));
    SentenceTransformer embedder(QStringLiteral("tiny"), encoder, SentencePieceTokenizer::load(spm),
                                 SentencePooling{}, dense,
                                 QStringLiteral("torch.nn.modules.activation.Tanh"), true, 64);
    embedder.save(folder);
    return folder;
}

QString expectError(const std::function<void()>& action) {
    try {
        action();
    } catch (const InputError& e) {
        return e.message();
    }
    return {};
}

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestSentenceTransformer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void savedFolderReloadsToTheSameVectors() {
        QTemporaryDir dir;
        const QString folder = writeTinyEmbedder(dir);
        for (const char* file : {"modules.json", "config.json", "model.safetensors", "spiece.model",
                                 "1_Pooling/config.json", "2_Dense/config.json",
                                 "2_Dense/model.safetensors", "sentence_bert_config.json"})
            QVERIFY2(QFile::exists(QDir(folder).filePath(QLatin1String(file))), file);
        auto first = SentenceTransformer::load(folder);
        auto second = SentenceTransformer::load(folder);
        QCOMPARE(first->dimension(), 12);
        const torch::Tensor a = first->embed(kSentences);
        QCOMPARE(a.size(0), kSentences.size());
        QCOMPARE(a.size(1), 12);
        QVERIFY(test::sameValues(a, second->embed(kSentences)));
        // Normalize: unit rows. Distinct texts: distinct vectors.
        QVERIFY(test::closeValues(a.norm(2, 1), torch::ones({a.size(0)}), 1e-5, 1e-5));
        QVERIFY(!test::closeValues(a[0], a[1]));
    }

    // Named after the folder; a Hugging Face cache snapshot after its model, not its revision.
    void theFolderNamesTheEmbedder() {
        QTemporaryDir dir;
        const QString folder = writeTinyEmbedder(dir);
        QCOMPARE(SentenceTransformer::load(folder + QStringLiteral("/"))->name(),
                 QStringLiteral("st"));
        const QString snapshot =
            dir.filePath(QStringLiteral("hub/models--sentence-transformers--gtr-t5-base/snapshots/"
                                        "7a0a3b1f4e9d0c2b5e6f8a9b0c1d2e3f4a5b6c7d"));
        QVERIFY(QDir().mkpath(QFileInfo(snapshot).absolutePath()));
        QVERIFY(QDir().rename(folder, snapshot));
        QCOMPARE(SentenceTransformer::load(snapshot)->name(), QStringLiteral("gtr-t5-base"));
        QCOMPARE(SentenceTransformer::folderName(
                     dir.filePath(QStringLiteral("hub/models--gpt2/snapshots/abc123"))),
                 QStringLiteral("gpt2"));
        QCOMPARE(SentenceTransformer::folderName(dir.filePath(QStringLiteral("snapshots/abc"))),
                 QStringLiteral("abc"));
    }

    void batchingAndPaddingDoNotChangeVectors() {
        QTemporaryDir dir;
        auto embedder = SentenceTransformer::load(writeTinyEmbedder(dir));
        embedder->batchSize = 5; // batches mix short and long texts, so rows are padded
        const torch::Tensor batched = embedder->embed(kSentences);
        for (int i = 0; i < kSentences.size(); ++i) {
            const torch::Tensor alone = embedder->embed({kSentences[i]});
            QVERIFY2(test::closeValues(batched[i], alone[0], 1e-5, 1e-6),
                     qPrintable(kSentences[i]));
        }
    }

    void meanPoolingMatchesAHandComputation() {
        QTemporaryDir dir;
        auto embedder = SentenceTransformer::load(writeTinyEmbedder(dir, false));
        QCOMPARE(embedder->dimension(), 16);
        torch::NoGradGuard noGrad;
        const TokenizedBatch tokens =
            embedder->tokenizer().encodeBatch({kSentences[0], kSentences[2]});
        const torch::Tensor states = embedder->encoder().encode(tokens.ids, tokens.mask);
        const int64_t length = tokens.mask[1].sum().item<int64_t>();
        const torch::Tensor mean = states[1].slice(0, 0, length).mean(0);
        const torch::Tensor expected = mean / mean.norm();
        const torch::Tensor got = embedder->embed({kSentences[0], kSentences[2]})[1];
        QVERIFY(test::closeValues(got, expected, 1e-5, 1e-6));
    }

    void folderProblemsNameTheFile() {
        QTemporaryDir dir;
        const QString folder = writeTinyEmbedder(dir);
        const QString modules = QDir(folder).filePath(QStringLiteral("modules.json"));
        QFile f(modules);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray original = f.readAll();
        f.close();

        QByteArray edited = original;
        edited.replace("sentence_transformers.models.Dense", "sentence_transformers.models.LSTM");
        writeText(modules, edited);
        QString message = expectError([&] { SentenceTransformer::load(folder); });
        QVERIFY2(message.contains(QStringLiteral("modules.json")) &&
                     message.contains(QStringLiteral("LSTM")),
                 qPrintable(message));
        writeText(modules, original);

        const QString denseWeights =
            QDir(folder).filePath(QStringLiteral("2_Dense/model.safetensors"));
        QVERIFY(QFile::rename(denseWeights, denseWeights + QStringLiteral(".off")));
        message = expectError([&] { SentenceTransformer::load(folder); });
        QVERIFY2(message.contains(QStringLiteral("2_Dense")) &&
                     message.contains(QStringLiteral("safetensors")),
                 qPrintable(message));
        QVERIFY(QFile::rename(denseWeights + QStringLiteral(".off"), denseWeights));

        writeText(QDir(folder).filePath(QStringLiteral("2_Dense/config.json")),
                  R"({"in_features": 20, "out_features": 12, "bias": true,
                      "activation_function": "torch.nn.modules.activation.Tanh"})");
        message = expectError([&] { SentenceTransformer::load(folder); });
        QVERIFY2(message.contains(QStringLiteral("linear.weight")) &&
                     message.contains(QStringLiteral("expected [12, 20], found [12, 16]")),
                 qPrintable(message));

        message =
            expectError([&] { SentenceTransformer::load(dir.filePath(QStringLiteral("none"))); });
        QVERIFY2(message.contains(QStringLiteral("modules.json is missing")), qPrintable(message));
    }

    void cliEmbedWritesWhatTheEmbedderGives() {
        QTemporaryDir dir;
        const QString folder = writeTinyEmbedder(dir);
        const QString texts = dir.filePath(QStringLiteral("messages.txt"));
        writeText(texts, kSentences.join(QLatin1Char('\n')).toUtf8() + '\n');
        auto embedder = SentenceTransformer::load(folder);
        embedder->batchSize = 4; // as the CLI is told below: the same batches, the same bits
        const torch::Tensor expected = embedder->embed(kSentences);
        for (const QString& suffix :
             {QStringLiteral("npy"), QStringLiteral("safetensors"), QStringLiteral("jsonl")}) {
            const QString out = dir.filePath(QStringLiteral("vectors.") + suffix);
            QProcess cli;
            cli.start(QStringLiteral(UNEMBED_CLI),
                      {QStringLiteral("embed"), QStringLiteral("--embedder"), folder,
                       QStringLiteral("--texts"), texts, QStringLiteral("--out"), out,
                       QStringLiteral("--batch-size"), QStringLiteral("4"),
                       QStringLiteral("--json")});
            QVERIFY(cli.waitForFinished(60000));
            QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
            const QJsonObject result =
                QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
            QCOMPARE(result.value(QStringLiteral("rows")).toInt(), kSentences.size());
            QCOMPARE(result.value(QStringLiteral("dim")).toInt(), 12);

            ReadOptions options;
            if (suffix != QLatin1String("jsonl")) options.textsPath = sidecarTextsPath(out);
            const EmbeddingSet set = readEmbeddings(out, options);
            QCOMPARE(set.texts, kSentences);
            const torch::Tensor read =
                torch::from_blob(const_cast<float*>(set.vectors.data()),
                                 {set.vectors.rows(), set.vectors.dim()}, torch::kFloat32);
            QVERIFY2(test::sameValues(read, expected), qPrintable(suffix));
        }
    }
};

QTEST_GUILESS_MAIN(TestSentenceTransformer)
#include "test_sentence_transformer.moc"
