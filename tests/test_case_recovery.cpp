// A case's state after what users do to it (issue 21): a vector blob cut short by damage is
// refused naming the row instead of crashing an attack (item 4), a run whose process was killed
// is marked interrupted on the next open with its rows kept while a live one stays running
// (item 7), a case opened by a second connection keeps working after the first one checked its
// header (item 8), and an old schema's runs survive the upgrade that adds run owners.
#include "cli_process.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/run_recovery.h"
#include "store/run_store.h"
#include "test_support.h"

#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;
using namespace unembed::test;

namespace {

const NewDataset kMeta{QStringLiteral("d"), QStringLiteral("npy"), QStringLiteral("sum")};

// Three rows of four values.
EmbeddingSet sampleSet() {
    EmbeddingSet set;
    set.sourcePath = QStringLiteral("generated");
    std::vector<float> values(12);
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = float(i) / 8.0f;
    set.vectors = FloatMatrix::owned(std::move(values), 3, 4);
    return set;
}

qint64 caseWithDataset(const QString& path) {
    CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
    return insertDataset(c, sampleSet(), kMeta);
}

// The pid of a process that has ended (a short-lived `sleep`).
qint64 deadPid() {
    QProcess p;
    p.start(QStringLiteral("sleep"), {QStringLiteral("0.2")});
    p.waitForStarted();
    const qint64 pid = p.processId();
    p.waitForFinished();
    return pid > 0 ? pid : 999999;
}

QString status(CaseFile& c, qint64 runId) {
    const auto run = findRun(c, runId);
    return run ? run->status : QString();
}

} // namespace

class TestCaseRecovery : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shortVectorBlobIsRefusedNamingTheRow_data() {
        QTest::addColumn<QString>("blob");
        QTest::addColumn<QString>("found");
        QTest::newRow("3 bytes") << QStringLiteral("zeroblob(3)") << QStringLiteral("3 bytes");
        QTest::newRow("empty") << QStringLiteral("zeroblob(0)") << QStringLiteral("0 bytes");
        QTest::newRow("longer") << QStringLiteral("zeroblob(20)") << QStringLiteral("20 bytes");
        // A NaN float32 (0x7FC00000 little-endian) in the first value.
        QTest::newRow("NaN") << QStringLiteral("X'0000C07F000000000000000000000000'")
                             << QStringLiteral("NaN or infinity at value 1");
    }
    void shortVectorBlobIsRefusedNamingTheRow() {
        QFETCH(QString, blob);
        QFETCH(QString, found);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("short.unembed"));
        const qint64 datasetId = caseWithDataset(path);
        CaseFile c(path);
        QSqlQuery q(c.db());
        QVERIFY(q.exec(QStringLiteral("UPDATE vector SET embedding = %1 WHERE row = 1").arg(blob)));
        const QString message = errorMessage([&] { readVectors(c, datasetId); });
        QVERIFY2(message.contains(path), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("row 2")), qPrintable(message));
        QVERIFY2(message.contains(found), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("damaged")), qPrintable(message));
        // The rows before it still read.
        QCOMPARE(readVectors(c, datasetId, 0, 1).size(), size_t(1));
    }

    void killedRunIsMarkedInterruptedWithItsRows() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.unembed"));
        const qint64 datasetId = caseWithDataset(path);
        qint64 killed = 0, live = 0, foreign = 0;
        {
            CaseFile c(path);
            killed = startRun(c, QStringLiteral("mlc"), 0, datasetId, QStringLiteral("{}"),
                              QStringLiteral("cpu"));
            recordSampleOutput(c, killed, 0, QStringLiteral("kept text"), 0.5);
            live = startRun(c, QStringLiteral("geia"), 0, datasetId, QStringLiteral("{}"),
                            QStringLiteral("cpu"));
            foreign = startRun(c, QStringLiteral("msp"), 0, datasetId, QStringLiteral("{}"),
                               QStringLiteral("cpu"));
            QSqlQuery q(c.db());
            // As a process that was SIGKILLed would leave it, and one on another machine.
            QVERIFY(q.exec(QStringLiteral("UPDATE run SET owner = '%1' WHERE id = %2")
                               .arg(runOwnerOfThisProcess().section(QLatin1Char(':'), 0, 0) +
                                    QStringLiteral(":%1:12345").arg(deadPid()))
                               .arg(killed)));
            QVERIFY(q.exec(QStringLiteral("UPDATE run SET owner = 'elsewhere:1:1' WHERE id = %1")
                               .arg(foreign)));
            QCOMPARE(status(c, killed), QStringLiteral("running"));
        }
        CaseFile reopened(path);
        QCOMPARE(status(reopened, killed), QStringLiteral("interrupted"));
        QVERIFY(findRun(reopened, killed)->finishedAt.isValid());
        const auto samples = runSamples(reopened, killed);
        QCOMPARE(samples.size(), size_t(1));
        QCOMPARE(samples.front().finalText, QStringLiteral("kept text"));
        // This process still runs `live`; nothing can tell about another host's run.
        QCOMPARE(status(reopened, live), QStringLiteral("running"));
        QCOMPARE(status(reopened, foreign), QStringLiteral("running"));
        // unembed-cli deletes an interrupted run, and refuses a running one or none.
        const auto cli = [&](const QStringList& args) {
            return test::runCli(
                QStringList{QStringLiteral("delete"), QStringLiteral("--case"), path} + args);
        };
        const test::CliResult refused = cli({QStringLiteral("--run"), QString::number(live)});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2((refused.err + refused.out).contains("is running"), refused.err.constData());
        QCOMPARE(cli({QStringLiteral("--run"), QStringLiteral("999")}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("--run"), QString::number(killed), QStringLiteral("--curve"),
                      QStringLiteral("1")})
                     .exitCode,
                 2);
        const test::CliResult deleted = cli({QStringLiteral("--run"), QString::number(killed)});
        QVERIFY2(deleted.exitCode == 0, deleted.err.constData());
        QVERIFY(!findRun(reopened, killed));
        QCOMPARE(status(reopened, live), QStringLiteral("running"));

        // The dataset goes with every run made on it, but not while one of them runs.
        const test::CliResult busy = cli({QStringLiteral("--dataset"), QString::number(datasetId)});
        QCOMPARE(busy.exitCode, 1);
        QVERIFY2(busy.err.contains("still running"), busy.err.constData());
        QCOMPARE(qsizetype(listDatasets(reopened).size()), qsizetype(1));
        finishRun(reopened, live, QStringLiteral("finished"));
        finishRun(reopened, foreign, QStringLiteral("cancelled"));
        const test::CliResult gone = cli({QStringLiteral("--dataset"), QString::number(datasetId)});
        QVERIFY2(gone.exitCode == 0, gone.err.constData());
        QVERIFY(listDatasets(reopened).empty());
        QVERIFY(listRuns(reopened).empty());
    }

    void readOnlyCaseKeepsItsRunningRunsAsTheyAre() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ro.unembed"));
        const qint64 datasetId = caseWithDataset(path);
        qint64 runId = 0;
        {
            CaseFile c(path);
            runId = startRun(c, QStringLiteral("mlc"), 0, datasetId, QStringLiteral("{}"),
                             QStringLiteral("cpu"));
            QSqlQuery q(c.db());
            // Owned by a process of this machine that has ended: writable, it would be marked.
            QVERIFY(q.exec(QStringLiteral("UPDATE run SET owner = '%1:%2:1' WHERE id = %3")
                               .arg(runOwnerOfThisProcess().section(QLatin1Char(':'), 0, 0))
                               .arg(deadPid())
                               .arg(runId)));
        }
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        CaseFile c(path);
        QVERIFY(c.isReadOnly());
        QCOMPARE(status(c, runId), QStringLiteral("running"));
    }

    // Item 8: opening the case again in this process (as every GUI job does) must not drop the
    // first connection's locks: another process closing its connection would then take itself
    // for the last one and delete the WAL under the first ("disk I/O error" on its next write).
    void reopeningInTheSameProcessKeepsTheFirstConnectionWorking() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.unembed"));
        const qint64 datasetId = caseWithDataset(path);
        CaseFile gui(path);
        QCOMPARE(listDatasets(gui).size(), size_t(1));
        for (int job = 0; job < 2; ++job) {
            CaseFile worker(path);
            QCOMPARE(readVectors(worker, datasetId).size(), size_t(3));
        }
        QProcess list;
        list.start(QStringLiteral(UNEMBED_CLI),
                   {QStringLiteral("list"), QStringLiteral("--case"), path});
        QVERIFY(list.waitForFinished(60000));
        QCOMPARE(list.exitCode(), 0);
        QVERIFY2(QFile::exists(path + QStringLiteral("-wal")),
                 "the other process deleted the WAL of a case still open here");
        insertDataset(gui, sampleSet(), kMeta);
        QCOMPARE(listDatasets(gui).size(), size_t(2));
        QCOMPARE(readVectors(gui, datasetId).size(), size_t(3));
    }
};

QTEST_GUILESS_MAIN(TestCaseRecovery)
#include "test_case_recovery.moc"
