// Writes that cannot lie (issue 48, item 8): every file the CLI writes (reports, figures,
// embeddings) goes to a path that is a link to /dev/full, a device whose every write fails with
// "no space left". Each verb must exit 1 naming the file, never 0 with a cut-off file; and a
// write into an ordinary folder leaves no temporary file beside the result.
#include "cli_process.h"
#include "demo_case_copy.h"
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

class TestHonestWrites : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString case_;

    // Runs the CLI with `args` writing to `out`, a link to /dev/full; expects exit 1 naming it.
    void expectRefused(const QStringList& args, const QString& out) {
        QFile::remove(out);
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), out));
        const CliResult result = runCli(args + QStringList{QStringLiteral("--out"), out}, 300000);
        QVERIFY2(result.exitCode == 1, qPrintable(QStringLiteral("%1 exited %2: %3")
                                                      .arg(args.first())
                                                      .arg(result.exitCode)
                                                      .arg(QString::fromUtf8(result.out))));
        QVERIFY2(result.err.contains(QFile::encodeName(out)) && result.err.contains("cannot write"),
                 result.err.constData());
        QVERIFY(QFileInfo(out).isSymLink()); // the device is written to, never replaced
    }

private Q_SLOTS:
    void initTestCase() {
        if (!QFileInfo(QStringLiteral("/dev/full")).exists()) QSKIP("this system has no /dev/full");
        case_ = copyDemoCase(dir_);
        QVERIFY(!case_.isEmpty());
    }

    void reportsRefuseAFullDevice_data() {
        QTest::addColumn<QString>("extension");
        QTest::newRow("md") << QStringLiteral("md");
        QTest::newRow("html") << QStringLiteral("html");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }
    void reportsRefuseAFullDevice() {
        QFETCH(QString, extension);
        expectRefused({QStringLiteral("report"), QStringLiteral("--case"), case_},
                      dir_.filePath(QStringLiteral("report.") + extension));
    }

    void figuresRefuseAFullDevice_data() {
        QTest::addColumn<QString>("extension");
        QTest::newRow("svg") << QStringLiteral("svg");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }
    void figuresRefuseAFullDevice() {
        QFETCH(QString, extension);
        expectRefused({QStringLiteral("export"), QStringLiteral("--case"), case_,
                       QStringLiteral("--curve"), QStringLiteral("1")},
                      dir_.filePath(QStringLiteral("figure.") + extension));
    }

    void embeddingsRefuseAFullDevice_data() {
        QTest::addColumn<QString>("extension");
        QTest::newRow("jsonl") << QStringLiteral("jsonl");
        QTest::newRow("npy") << QStringLiteral("npy");
    }
    void embeddingsRefuseAFullDevice() {
        QFETCH(QString, extension);
        const QString texts = writeFile(dir_, QStringLiteral("texts.txt"), "one\ntwo\n");
        expectRefused({QStringLiteral("embed"), QStringLiteral("--embedder"),
                       demoPack(QStringLiteral("victim")), QStringLiteral("--texts"), texts},
                      dir_.filePath(QStringLiteral("embedded.") + extension));
    }

    void anOrdinaryWriteLeavesOnlyItsFile() {
        QTemporaryDir out;
        const QString path = out.filePath(QStringLiteral("figure.svg"));
        const CliResult result =
            runCli({QStringLiteral("export"), QStringLiteral("--case"), case_,
                    QStringLiteral("--curve"), QStringLiteral("1"), QStringLiteral("--out"), path});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(QFileInfo(path).size() > 0);
        QCOMPARE(QDir(out.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("figure.svg")});
    }
};

QTEST_MAIN(TestHonestWrites)
#include "test_honest_writes.moc"
