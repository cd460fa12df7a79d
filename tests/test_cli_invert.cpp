// `unembed-cli invert` as a notebook user and a script run it, with the shipped demo models:
// a sentence inverted in one command with no case (nothing written), the base inverter on
// leaked vectors (a case's or a file's) without a victim, and `list` telling the runs apart
// (model, steps, rows, defence, the dataset a shipped run was made on).
#include "cli_process.h"
#include "demo_case_copy.h"
#include "store/run_store.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

namespace {

const QString kSentence = QStringLiteral("i love walking my dog in the park");

// The run of `list --json` with this id.
QJsonObject listedRun(const QJsonObject& list, qint64 id) {
    for (const QJsonValue& run : list.value(QStringLiteral("runs")).toArray())
        if (run.toObject().value(QStringLiteral("id")).toInteger() == id) return run.toObject();
    return {};
}

// The listed run of this label (the demo build decides the ids of its sweeps).
QJsonObject listedRun(const QJsonObject& list, const QString& label) {
    for (const QJsonValue& run : list.value(QStringLiteral("runs")).toArray())
        if (run.toObject().value(QStringLiteral("label")).toString() == label)
            return run.toObject();
    return {};
}

// The demo's base inverter alone (--steps 0, no victim) on the case's demo messages.
QStringList baseInverter(const QString& casePath) {
    return {QStringLiteral("invert"),
            QStringLiteral("--attack"),
            QStringLiteral("vec2text"),
            QStringLiteral("--inverter"),
            demoPack(QStringLiteral("inverter")),
            QStringLiteral("--steps"),
            QStringLiteral("0"),
            QStringLiteral("--case"),
            casePath,
            QStringLiteral("--dataset"),
            QStringLiteral("1"),
            QStringLiteral("--json")};
}

} // namespace

class TestCliInvert : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aSentenceIsInvertedWithNoCase() {
        QTemporaryDir work;
        const QStringList victim{QStringLiteral("--embedder"), demoPack(QStringLiteral("victim")),
                                 QStringLiteral("--text"), kSentence, QStringLiteral("--json")};
        const CliResult vec2text =
            runCli(QStringList{QStringLiteral("invert"), QStringLiteral("--attack"),
                               QStringLiteral("vec2text"), QStringLiteral("--inverter"),
                               demoPack(QStringLiteral("inverter")), QStringLiteral("--corrector"),
                               demoPack(QStringLiteral("corrector")), QStringLiteral("--steps"),
                               QStringLiteral("1")} +
                       victim,
                   120000, work.path());
        QVERIFY2(vec2text.exitCode == 0, vec2text.err.constData());
        const QJsonArray samples = vec2text.json().value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 1);
        const QJsonObject sample = samples.first().toObject();
        QCOMPARE(sample.value(QStringLiteral("row")).toInt(), 0);
        QVERIFY(!sample.value(QStringLiteral("text")).toString().isEmpty());
        // The demo attack reads its own victim's vector of the sentence closely.
        QVERIFY2(sample.value(QStringLiteral("cosine")).toDouble() > 0.5, vec2text.out.constData());
        QVERIFY(!sample.value(QStringLiteral("rounds")).toArray().isEmpty());
        // No case, so no run to name.
        QVERIFY(!vec2text.json().contains(QStringLiteral("run")));

        const CliResult geia =
            runCli(QStringList{QStringLiteral("invert"), QStringLiteral("--attack"),
                               QStringLiteral("geia"), QStringLiteral("--model"),
                               demoPack(QStringLiteral("geia"))} +
                       victim,
                   120000, work.path());
        QVERIFY2(geia.exitCode == 0, geia.err.constData());
        const QJsonObject decoded =
            geia.json().value(QStringLiteral("samples")).toArray().first().toObject();
        QVERIFY(!decoded.value(QStringLiteral("text")).toString().isEmpty());
        QVERIFY(decoded.value(QStringLiteral("cosine")).isDouble());

        const CliResult mlc = runCli(
            QStringList{QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("mlc"),
                        QStringLiteral("--model"), demoPack(QStringLiteral("mlc"))} +
                victim,
            120000, work.path());
        QVERIFY2(mlc.exitCode == 0, mlc.err.constData());
        QVERIFY(!mlc.json()
                     .value(QStringLiteral("samples"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("tokens"))
                     .toArray()
                     .isEmpty());

        // Nothing was written where the user ran it.
        QCOMPARE(QDir(work.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
        // A sentence is not a dataset: --case with --text is a usage error.
        const CliResult both =
            runCli(QStringList{QStringLiteral("invert"), QStringLiteral("--attack"),
                               QStringLiteral("geia"), QStringLiteral("--model"),
                               demoPack(QStringLiteral("geia")), QStringLiteral("--case"),
                               QStringLiteral("x")} +
                   victim);
        QCOMPARE(both.exitCode, 2);
        QVERIFY2(both.err.contains("--case"), both.err.constData());
    }

    void theBaseInverterReadsLeakedVectorsWithoutAVictim() {
        QTemporaryDir dir;
        const QString casePath = copyDemoCase(dir);
        QVERIFY(!casePath.isEmpty());
        const CliResult r = runCli(baseInverter(casePath) +
                                   QStringList{QStringLiteral("--sample"), QStringLiteral("3")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray samples = r.json().value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 3);
        for (const QJsonValue& s : samples) {
            QVERIFY(!s.toObject().value(QStringLiteral("text")).toString().isEmpty());
            // No victim, no cosine.
            QVERIFY(s.toObject().value(QStringLiteral("cosine")).isNull());
        }
        const qint64 runId = r.json().value(QStringLiteral("run")).toInteger();
        CaseFile caseFile(casePath);
        const auto run = findRun(caseFile, runId);
        QVERIFY(run);
        QCOMPARE(run->status, QStringLiteral("finished"));
        QCOMPARE(runSampleCount(caseFile, runId), qint64(3));
        // Correction steps are scored by the victim: refused without one, before any work.
        const CliResult steps = runCli(
            {QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("vec2text"),
             QStringLiteral("--inverter"), demoPack(QStringLiteral("inverter")),
             QStringLiteral("--corrector"), demoPack(QStringLiteral("corrector")),
             QStringLiteral("--steps"), QStringLiteral("1"), QStringLiteral("--case"), casePath,
             QStringLiteral("--dataset"), QStringLiteral("1")});
        QCOMPARE(steps.exitCode, 2);
        QVERIFY2(steps.err.contains("--embedder"), steps.err.constData());

        // Leaked vectors in a file, inverted with no case and no victim.
        const QString texts = dir.filePath(QStringLiteral("sentences.txt"));
        QFile leaked(texts);
        QVERIFY(leaked.open(QIODevice::WriteOnly));
        leaked.write(kSentence.toUtf8() + "\nmy sister works as a nurse in leeds\n");
        leaked.close();
        const QString vectors = dir.filePath(QStringLiteral("leaked.npy"));
        const CliResult embedded =
            runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                    demoPack(QStringLiteral("victim")), QStringLiteral("--texts"), texts,
                    QStringLiteral("--out"), vectors});
        QVERIFY2(embedded.exitCode == 0, embedded.err.constData());
        const CliResult file = runCli(
            {QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("vec2text"),
             QStringLiteral("--inverter"), demoPack(QStringLiteral("inverter")),
             QStringLiteral("--steps"), QStringLiteral("0"), QStringLiteral("--vectors"), vectors,
             QStringLiteral("--json")});
        QVERIFY2(file.exitCode == 0, file.err.constData());
        const QJsonArray inverted = file.json().value(QStringLiteral("samples")).toArray();
        QCOMPARE(inverted.size(), 2);
        QVERIFY(!inverted.last().toObject().value(QStringLiteral("text")).toString().isEmpty());
        QVERIFY(inverted.last().toObject().value(QStringLiteral("cosine")).isNull());
        QVERIFY(!file.json().contains(QStringLiteral("run")));
    }

    void listTellsTheRunsApart() {
        QTemporaryDir dir;
        const QString casePath = copyDemoCase(dir);
        QVERIFY(!casePath.isEmpty());
        const CliResult sampled =
            runCli(baseInverter(casePath) +
                   QStringList{QStringLiteral("--sample"), QStringLiteral("2"),
                               QStringLiteral("--sample-seed"), QStringLiteral("7")});
        QVERIFY2(sampled.exitCode == 0, sampled.err.constData());
        const qint64 runId = sampled.json().value(QStringLiteral("run")).toInteger();

        const CliResult listed = runCli(
            {QStringLiteral("list"), QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        const QJsonObject run = listedRun(listed.json(), runId);
        QCOMPARE(run.value(QStringLiteral("model_name")).toString(), QStringLiteral("inverter"));
        QCOMPARE(run.value(QStringLiteral("steps")).toInt(-1), 0);
        QCOMPARE(run.value(QStringLiteral("subset")).toString(),
                 QStringLiteral("sample of 2 of 200 (seed 7)"));
        QCOMPARE(run.value(QStringLiteral("partial")).toBool(true), false);
        QVERIFY(run.value(QStringLiteral("defence")).isNull());
        // The demo's run 4 (the whole dataset, 20 steps, sbeam 4) and 5 (the first 20, 3 steps)
        // differ by steps, rows and label.
        const QJsonObject whole = listedRun(listed.json(), 4);
        const QJsonObject first = listedRun(listed.json(), 5);
        QCOMPARE(whole.value(QStringLiteral("steps")).toInt(), 20);
        QVERIFY(whole.value(QStringLiteral("subset")).isNull());
        QCOMPARE(first.value(QStringLiteral("steps")).toInt(), 3);
        QCOMPARE(first.value(QStringLiteral("subset")).toString(), QStringLiteral("first 20"));
        QCOMPARE(first.value(QStringLiteral("model_name")).toString(), QStringLiteral("corrector"));
        // A sweep names its defence; a run shipped without its dataset says what it was.
        const QJsonObject scalar =
            listedRun(listed.json(), QStringLiteral("Defence sweep (scalar)"));
        QCOMPARE(scalar.value(QStringLiteral("defence")).toString(), QStringLiteral("scalar"));
        QCOMPARE(scalar.value(QStringLiteral("dataset")).toInteger(), qint64(0));
        QVERIFY(scalar.value(QStringLiteral("dataset_note")).toString().contains("PersonaChat"));

        // The text lines say the same.
        const CliResult text = runCli({QStringLiteral("list"), QStringLiteral("--case"), casePath});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        const QString lines = QString::fromUtf8(text.out);
        QVERIFY2(lines.contains(QStringLiteral("  %1  Vec2Text 0 steps  model inverter  dataset 1  "
                                               "sample of 2 of 200 (seed 7)  finished")
                                    .arg(runId)),
                 text.out.constData());
        QVERIFY2(lines.contains(QStringLiteral("  5  Vec2Text 3 steps  model corrector  dataset 1  "
                                               "first 20  finished")),
                 text.out.constData());
        QVERIFY2(lines.contains(QStringLiteral("defence scalar")), text.out.constData());
        QVERIFY2(lines.contains(QStringLiteral("dataset not in the case: PersonaChat test")),
                 text.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliInvert)
#include "test_cli_invert.moc"
