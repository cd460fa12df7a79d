// Issue 55's "for scripts" items, through the real unembed-cli: usage errors as JSON (exit 2), one
// vocabulary of JSON keys, messages that say how to fix the command (the nearest option or verb,
// the case's ids, an attacker folder given as the victim), `new`, short progress logs on a pipe,
// and help and `list` answered by the launcher without libtorch.
#include "cli_process.h"
#include "demo_case_copy.h"
#include "io/embedding_writer.h"
#include "test_support.h"

#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

namespace {

// A float32 .npy of rows x dim values, written here so the progress test controls its size.
QString writeNpy(const QTemporaryDir& dir, qint64 rows, qint64 dim) {
    QByteArray values(rows * dim * 4, Qt::Uninitialized);
    QDataStream stream(&values, QIODevice::WriteOnly);
    stream.setByteOrder(QDataStream::LittleEndian);
    stream.setFloatingPointPrecision(QDataStream::SinglePrecision);
    for (qint64 i = 0; i < rows * dim; ++i)
        stream << float(i % 97) / 97.0f;
    return writeFile(dir, QStringLiteral("vectors.npy"), npyFloat32Header(rows, dim) + values);
}

// A case in `dir` holding the f4.npy fixture as dataset 1; empty when the import failed.
QString importedCase(const QTemporaryDir& dir) {
    const QString casePath = dir.filePath(QStringLiteral("c.unembed"));
    const CliResult r = runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                                QStringLiteral("--case"), casePath});
    return r.exitCode == 0 ? casePath : QString();
}

// Every key of `value` and of the objects inside it.
QStringList allKeys(const QJsonValue& value) {
    QStringList keys;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            keys << it.key() << allKeys(it.value());
    } else if (value.isArray()) {
        for (const QJsonValue& item : value.toArray())
            keys << allKeys(item);
    }
    return keys;
}

} // namespace

class TestCliScripting : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // With --json, a usage error is a JSON object on stdout too, with its exit code.
    void usageErrorsAreJson_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("invert"), QStringLiteral("--atack"),
                           QStringLiteral("mlc"), QStringLiteral("--json")}
            << QStringLiteral("unknown option --atack; did you mean --attack?");
        QTest::newRow("missing option")
            << QStringList{QStringLiteral("list"), QStringLiteral("--json")}
            << QStringLiteral("--case is required");
        QTest::newRow("bad value")
            << QStringList{QStringLiteral("export"),    QStringLiteral("--case"),
                           QStringLiteral("c.unembed"), QStringLiteral("--curve"),
                           QStringLiteral("abc"),       QStringLiteral("--out"),
                           QStringLiteral("f.png"),     QStringLiteral("--json")}
            << QStringLiteral("--curve must be a whole number");
        QTest::newRow("a verb's own check")
            << QStringList{QStringLiteral("delete"), QStringLiteral("--case"),
                           QStringLiteral("c.unembed"), QStringLiteral("--json")}
            << QStringLiteral("give one of --run ID, --curve ID or --dataset ID");
        QTest::newRow("unknown verb")
            << QStringList{QStringLiteral("invret"), QStringLiteral("--json")}
            << QStringLiteral("unknown verb 'invret'; did you mean "
                              "invert?");
    }
    void usageErrorsAreJson() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const CliResult r = runCli(args, 60000, dir.path());
        QCOMPARE(r.exitCode, 2);
        QJsonParseError parse;
        const QJsonObject json = QJsonDocument::fromJson(r.out, &parse).object();
        QVERIFY2(parse.error == QJsonParseError::NoError, r.out.constData());
        QVERIFY2(json.value(QStringLiteral("error")).toString().contains(message),
                 r.out.constData());
        QCOMPARE(json.value(QStringLiteral("exit_code")).toInt(), 2);
        // The person reading the terminal gets the message on stderr as before.
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    // A verb's own checks after parsing (invert's row plan) are JSON too, and one object only.
    void invertsOwnChecksAreJson() {
        QTemporaryDir dir;
        const QString casePath = importedCase(dir);
        QVERIFY(!casePath.isEmpty());
        const QStringList invert{QStringLiteral("invert"),
                                 QStringLiteral("--case"),
                                 casePath,
                                 QStringLiteral("--attack"),
                                 QStringLiteral("mlc"),
                                 QStringLiteral("--model"),
                                 dir.filePath(QStringLiteral("mlc")),
                                 QStringLiteral("--json")};
        CliResult r =
            runCli(invert + QStringList{QStringLiteral("--dataset"), QStringLiteral("1"),
                                        QStringLiteral("--stratify"), QStringLiteral("length")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.json().value(QStringLiteral("error")).toString(),
                 QStringLiteral("--stratify takes 'length', with --sample"));
        // A dataset the case does not hold fails (1) on the way: that error is the one object.
        r = runCli(invert + QStringList{QStringLiteral("--dataset"), QStringLiteral("7"),
                                        QStringLiteral("--sample"), QStringLiteral("2")});
        QJsonParseError parse;
        const QJsonObject json = QJsonDocument::fromJson(r.out, &parse).object();
        QVERIFY2(parse.error == QJsonParseError::NoError, r.out.constData());
        QVERIFY2(json.value(QStringLiteral("error")).toString().contains("its one dataset is 1"),
                 r.out.constData());
    }

    // Without --json nothing is printed on stdout, and the nearest option is still suggested.
    void unknownOptionSuggestsTheNearest() {
        const CliResult r = runCli({QStringLiteral("import"), QStringLiteral("f.npy"),
                                    QStringLiteral("--cas"), QStringLiteral("c.unembed")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("unembed-cli import: unknown option --cas; did you mean --case?"),
                 r.err.constData());
        const CliResult far = runCli({QStringLiteral("list"), QStringLiteral("--frobnicate")});
        QCOMPARE(far.exitCode, 2);
        QVERIFY2(far.err.contains("unknown option --frobnicate (unembed-cli list --help lists "
                                  "the options)"),
                 far.err.constData());
    }

    // An id the case does not hold: the message names the ids it does hold.
    void unknownIdsNameTheCaseIds() {
        QTemporaryDir dir;
        const QString casePath = importedCase(dir);
        QVERIFY(!casePath.isEmpty());
        CliResult r = runCli({QStringLiteral("delete"), QStringLiteral("--case"), casePath,
                              QStringLiteral("--dataset"), QStringLiteral("5")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("its one dataset is 1"), r.err.constData());
        r = runCli({QStringLiteral("eval"), QStringLiteral("--case"), casePath,
                    QStringLiteral("--run"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("it has no run yet"), r.err.constData());
        r = runCli({QStringLiteral("export"), QStringLiteral("--case"), casePath,
                    QStringLiteral("--curve"), QStringLiteral("3"), QStringLiteral("--out"),
                    dir.filePath(QStringLiteral("f.png"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("it has no curve yet"), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("f.png"))));
    }

    // An attacker folder where the victim belongs says what it is and what a victim looks like.
    void attackerFolderAsVictimIsNamed() {
        QTemporaryDir dir;
        const QString texts = writeFile(dir, QStringLiteral("texts.txt"), "a text\n");
        const CliResult r =
            runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                    demoPack(QStringLiteral("geia")), QStringLiteral("--texts"), texts,
                    QStringLiteral("--out"), dir.filePath(QStringLiteral("v.npy"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("this is an attacker folder (a geia model); a victim folder has "
                                "modules.json"),
                 r.err.constData());
    }

    // What a verb wrote is printed as an absolute path, whatever --out was relative to.
    void writtenPathsAreAbsolute() {
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("texts.txt"), "my sister lives in Leeds\n");
        const CliResult r = runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                                    demoPack(QStringLiteral("victim")), QStringLiteral("--texts"),
                                    QStringLiteral("texts.txt"), QStringLiteral("--out"),
                                    QStringLiteral("v.jsonl"), QStringLiteral("--json")},
                                   120000, dir.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.json().value(QStringLiteral("out")).toString(),
                 QDir(dir.path()).absoluteFilePath(QStringLiteral("v.jsonl")));
    }

    // `new` makes an empty case and never writes over a file.
    void newCreatesAnEmptyCase() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("c.unembed"));
        CliResult r = runCli(
            {QStringLiteral("new"), QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("case")).toString(), casePath);
        r = runCli(
            {QStringLiteral("list"), QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        for (const char* kind : {"datasets", "models", "runs", "curves"})
            QCOMPARE(r.json().value(QLatin1String(kind)).toArray().size(), 0);

        const QByteArray caseBytes = readFile(casePath);
        r = runCli({QStringLiteral("new"), QStringLiteral("--case"), casePath});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("already exists; new never overwrites a file"), r.err.constData());
        QCOMPARE(readFile(casePath), caseBytes);
        const QString notes = writeFile(dir, QStringLiteral("notes.unembed"), "my notes\n");
        r = runCli({QStringLiteral("new"), QStringLiteral("--case"), notes});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(readFile(notes), QByteArray("my notes\n"));
    }

    // One vocabulary: an object's own id is "id", another object it names is its kind ("run",
    // "dataset", "model", "curve"); no key ends in "_id".
    void jsonKeysShareOneVocabulary() {
        QTemporaryDir dir;
        const QString casePath = copyDemoCase(dir);
        QVERIFY(!casePath.isEmpty());
        const CliResult list = runCli(
            {QStringLiteral("list"), QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonObject json = list.json();
        const QJsonObject run = json.value(QStringLiteral("runs")).toArray().first().toObject();
        QVERIFY(run.contains(QStringLiteral("dataset")));
        QVERIFY(run.contains(QStringLiteral("model")));
        const QJsonObject curve = json.value(QStringLiteral("curves")).toArray().first().toObject();
        QVERIFY(curve.contains(QStringLiteral("run")));
        const QStringList ids =
            allKeys(json).filter(QRegularExpression(QStringLiteral("_id$|Id$")));
        QVERIFY2(ids.isEmpty(), qPrintable(ids.join(QLatin1Char(' '))));

        const CliResult imported =
            runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                    QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QCOMPARE(imported.exitCode, 0);
        QVERIFY(imported.json().value(QStringLiteral("dataset")).toInteger() > 0);
        const qint64 curveId = curve.value(QStringLiteral("id")).toInteger();
        const CliResult deleted =
            runCli({QStringLiteral("delete"), QStringLiteral("--case"), casePath,
                    QStringLiteral("--curve"), QString::number(curveId), QStringLiteral("--json")});
        QCOMPARE(deleted.exitCode, 0);
        QCOMPARE(deleted.json().value(QStringLiteral("curve")).toInteger(), curveId);
    }

    // stderr on a pipe (a log file, CI): a stage's first line, one every few seconds and its
    // last, at 100 % -- not one per percent.
    void progressOnAPipeIsShort() {
        QTemporaryDir dir;
        const QString vectors = writeNpy(dir, 100000, 4);
        const CliResult r = runCli({QStringLiteral("import"), vectors, QStringLiteral("--case"),
                                    dir.filePath(QStringLiteral("c.unembed"))});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines =
            QString::fromUtf8(r.err)
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                .filter(QRegularExpression(QStringLiteral("^storing vectors: \\d+/100000")));
        QVERIFY2(!lines.isEmpty() && lines.size() <= 4, r.err.constData());
        QVERIFY2(lines.last().endsWith(QLatin1String("100000/100000 (100%)")), r.err.constData());
        QVERIFY(!r.err.contains('\r'));
    }

    // `unembed-cli` is a launcher that does not load libtorch: help answers at once, from the
    // verbs' own texts, and every other command reaches the verbs unchanged.
    void helpAnswersWithoutLibtorch() {
        QProcess ldd;
        ldd.start(QStringLiteral("ldd"), {QStringLiteral(UNEMBED_CLI)});
        QVERIFY(ldd.waitForFinished(30000));
        const QByteArray libraries = ldd.readAllStandardOutput();
        QVERIFY2(!libraries.isEmpty(), "ldd printed nothing");
        QVERIFY2(!libraries.contains("libtorch"), libraries.constData());

        CliResult r = runCli({QStringLiteral("invert"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Usage: unembed-cli invert [options]"), r.out.constData());
        QVERIFY(r.out.contains("--attack"));
        r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("  new      create an empty case file"));
        // A computing verb: libtorch's version comes from the program the launcher started.
        r = runCli({QStringLiteral("info"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.json().value(QStringLiteral("libtorch")).toString().isEmpty());
    }

    // `list` and every help are answered by the launcher itself: it lists a case with no
    // unembed-cli-compute beside it, while a computing verb then says what is missing.
    void listAnswersWithoutTheComputeProgram() {
        QTemporaryDir dir;
        const QString alone = dir.filePath(QStringLiteral("unembed-cli"));
        QVERIFY(QFile::copy(QStringLiteral(UNEMBED_CLI), alone));
        const QString casePath = copyDemoCase(dir);
        QVERIFY(!casePath.isEmpty());
        QProcess list;
        list.start(alone, {QStringLiteral("list"), QStringLiteral("--case"), casePath,
                           QStringLiteral("--json")});
        QVERIFY(list.waitForFinished(60000));
        QCOMPARE(list.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(list.readAllStandardOutput()).object();
        QVERIFY(!json.value(QStringLiteral("runs")).toArray().isEmpty());
        // A kind's help too: its own (train probe) or its verb's (sweep noise).
        for (const auto& [kind, usage] :
             {std::pair{QStringList{QStringLiteral("train"), QStringLiteral("probe")},
                        QByteArray("Usage: unembed-cli train probe [options]")},
              std::pair{QStringList{QStringLiteral("sweep"), QStringLiteral("noise")},
                        QByteArray("Usage: unembed-cli sweep [options] KIND")}}) {
            QProcess help;
            help.start(alone, kind + QStringList{QStringLiteral("--help")});
            QVERIFY(help.waitForFinished(60000));
            QCOMPARE(help.exitCode(), 0);
            const QByteArray out = help.readAllStandardOutput();
            QVERIFY2(out.startsWith(usage), out.constData());
        }
        QProcess info;
        info.start(alone, {QStringLiteral("info")});
        QVERIFY(info.waitForFinished(60000));
        QCOMPARE(info.exitCode(), 1);
        QVERIFY2(info.readAllStandardError().contains("unembed-cli-compute is neither in"),
                 "no message");
    }
};

QTEST_GUILESS_MAIN(TestCliScripting)
#include "test_cli_scripting.moc"
