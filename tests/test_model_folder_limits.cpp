// Broken model folders through the real unembed-cli (issue 21): a config.json whose sizes would
// need terabytes or do not belong to the weights, a spiece.model that is a folder, and weights
// holding NaN. Each is made here from a tiny victim folder; each must end the verb with exit code
// 1 and a message naming the file (or the model) and what was expected: no `terminate`, no signal,
// no out-of-memory, no NaN vectors written.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "test_victim.h"

#include "cli_process.h"
#include "demo_case_copy.h"
#include "io/json_file.h"
#include "io/safetensors.h"
#include "nn/gpt2_config.h"
#include "test_support.h"

#include <QDir>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace unembed;
using namespace unembed::test;

namespace {

// The tiny victim saved as a sentence-transformers folder, with a texts file to embed.
struct VictimFolder {
    TinyVictim victim;
    QString folder;
    QString texts;
    QString out;

    VictimFolder() {
        folder = victim.dir.filePath(QStringLiteral("victim"));
        victim.victim->save(folder);
        texts = writeFile(victim.dir, QStringLiteral("texts.txt"), "my dog is called max\n");
        out = victim.dir.filePath(QStringLiteral("vectors.npy"));
    }

    CliResult embed() const {
        return runCli({QStringLiteral("embed"), QStringLiteral("--embedder"), folder,
                       QStringLiteral("--texts"), texts, QStringLiteral("--out"), out});
    }
    QString file(const QString& name) const { return QDir(folder).filePath(name); }

    void setConfig(const char* key, double value) const {
        QJsonObject config = readJsonObjectFile(file(QStringLiteral("config.json")));
        config.insert(QLatin1String(key), value);
        writeJsonFile(file(QStringLiteral("config.json")), config);
    }
};

void expectRefused(const VictimFolder& v, const QStringList& pieces) {
    const CliResult r = v.embed();
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(!r.timedOut, "embed did not finish");
    QCOMPARE(r.exitCode, 1);
    for (const QString& piece : pieces)
        QVERIFY2(err.contains(piece), qPrintable(err));
    QVERIFY2(!err.contains(QStringLiteral("terminate")), qPrintable(err));
    QVERIFY(!QFile::exists(v.out));
}

} // namespace

class TestModelFolderLimits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theUntouchedFolderEmbeds() {
        const VictimFolder v;
        const CliResult r = v.embed();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(QFile::exists(v.out));
    }

    // Item 3: sizes that would need more memory than there is are refused from the config alone.
    void configSizesBeyondMemoryAreRefused_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::newRow("d_model 1e9") << QStringLiteral("d_model") << 1e9;
        QTest::newRow("num_layers 1e9") << QStringLiteral("num_layers") << 1e9;
        QTest::newRow("d_ff 1e9") << QStringLiteral("d_ff") << 1e9;
    }
    void configSizesBeyondMemoryAreRefused() {
        QFETCH(QString, key);
        QFETCH(double, value);
        const VictimFolder v;
        v.setConfig(key.toLatin1().constData(), value);
        expectRefused(
            v, {v.file(QStringLiteral("config.json")), QStringLiteral("would not fit in memory")});
    }

    // Item 3: a config whose sizes fit in memory but not the stored weights is refused from the
    // safetensors header, before the model is built.
    void configThatDoesNotBelongToTheWeightsIsRefused() {
        const VictimFolder v;
        v.setConfig("d_ff", 100000);
        expectRefused(v, {v.file(QStringLiteral("config.json")),
                          QStringLiteral("does not belong to these weights"),
                          v.file(QStringLiteral("model.safetensors"))});
    }

    void gpt2ConfigBeyondMemoryIsRefused() {
        const QJsonObject config{{QStringLiteral("n_layer"), 1000000},
                                 {QStringLiteral("n_embd"), 768},
                                 {QStringLiteral("n_head"), 12}};
        const QString message =
            errorMessage([&] { GPT2Config::fromJson(config, QStringLiteral("gpt2/config.json")); });
        QVERIFY2(message.contains(QStringLiteral("gpt2/config.json")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("would not fit in memory")), qPrintable(message));
    }

    // Item 2: a spiece.model that is a folder ends the verb with a message, not `terminate`.
    void sentencePieceFolderIsRefused() {
        const VictimFolder v;
        const QString spm = v.file(QStringLiteral("spiece.model"));
        QVERIFY(QFile::remove(spm));
        QVERIFY(QDir().mkpath(spm));
        expectRefused(v, {spm, QStringLiteral("found a folder")});
    }

    // Item 11: weights holding NaN give NaN vectors; the embedder is named and nothing written.
    void nanWeightsAreDetectedInTheOutput() {
        const VictimFolder v;
        const QString weights = v.file(QStringLiteral("model.safetensors"));
        std::vector<SafetensorsTensorData> tensors;
        {
            const SafetensorsFile file = SafetensorsFile::open(weights);
            for (const SafetensorsTensor& t : file.tensors()) {
                SafetensorsTensorData data{t.name, t.dtype, t.shape, file.bytes(t).toByteArray()};
                if (t.name == QLatin1String("shared.weight")) {
                    float* values = reinterpret_cast<float*>(data.bytes.data());
                    for (qsizetype i = 0; i < data.bytes.size() / 4; ++i)
                        values[i] = std::numeric_limits<float>::quiet_NaN();
                }
                tensors.push_back(std::move(data));
            }
        }
        writeSafetensors(weights, tensors);
        expectRefused(v, {weights, QStringLiteral("shared.weight"), QStringLiteral("not finite")});
    }

    // Issue 48, item 10: an attacker folder with a NaN weight is refused when it loads, naming
    // the file and the tensor, instead of running to exit 0 with garbage.
    void nanWeightsInAnAttackerAreRefused_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QStringList>("attack");
        const QString victim = demoPack(QStringLiteral("victim"));
        QTest::newRow("mlc") << QStringLiteral("mlc")
                             << QStringList{QStringLiteral("mlc"), QStringLiteral("--model")};
        QTest::newRow("msp") << QStringLiteral("msp")
                             << QStringList{QStringLiteral("msp"), QStringLiteral("--model")};
        QTest::newRow("geia") << QStringLiteral("geia")
                              << QStringList{QStringLiteral("geia"), QStringLiteral("--model")};
        QTest::newRow("vec2text") << QStringLiteral("inverter")
                                  << QStringList{QStringLiteral("vec2text"),
                                                 QStringLiteral("--steps"),
                                                 QStringLiteral("0"),
                                                 QStringLiteral("--embedder"),
                                                 victim,
                                                 QStringLiteral("--inverter")};
    }
    void nanWeightsInAnAttackerAreRefused() {
        QFETCH(QString, folder);
        QFETCH(QStringList, attack);
        QTemporaryDir dir;
        const QString caseCopy = copyDemoCase(dir);
        QVERIFY(!caseCopy.isEmpty());
        const QString attacker =
            copyFolder(demoPack(folder), dir.filePath(QStringLiteral("attacker")));
        const QString weights = QDir(attacker).filePath(QStringLiteral("model.safetensors"));
        QString poisoned;
        std::vector<SafetensorsTensorData> tensors;
        {
            const SafetensorsFile file = SafetensorsFile::open(weights);
            for (const SafetensorsTensor& t : file.tensors()) {
                SafetensorsTensorData data{t.name, t.dtype, t.shape, file.bytes(t).toByteArray()};
                if (poisoned.isEmpty() && t.dtype == QLatin1String("F16") &&
                    data.bytes.size() > 8) {
                    poisoned = t.name;
                    data.bytes[2] = char(0x00); // the second value: an fp16 quiet NaN, 0x7E00
                    data.bytes[3] = char(0x7E);
                } else if (poisoned.isEmpty() && t.dtype == QLatin1String("F32") &&
                           data.bytes.size() > 8) {
                    poisoned = t.name;
                    reinterpret_cast<float*>(data.bytes.data())[1] =
                        std::numeric_limits<float>::quiet_NaN();
                }
                tensors.push_back(std::move(data));
            }
        }
        QVERIFY(!poisoned.isEmpty());
        writeSafetensors(weights, tensors);
        const CliResult r = runCli(
            QStringList{QStringLiteral("invert"), QStringLiteral("--attack")} + attack +
            QStringList{attacker, QStringLiteral("--case"), caseCopy, QStringLiteral("--dataset"),
                        QStringLiteral("1"), QStringLiteral("--limit"), QStringLiteral("2")});
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(r.exitCode == 1, qPrintable(err));
        QVERIFY2(err.contains(weights) && err.contains(poisoned) && err.contains(u"not finite"),
                 qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestModelFolderLimits)
#include "test_model_folder_limits.moc"
