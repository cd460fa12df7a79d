// Issue 21's hostile-user trial as regression tests, through the real unembed-cli: numeric options
// that are not finite or out of range (nan, inf, 0 repeats, 100000 beams), an option's value
// forgotten (`--case --json`), FIFOs in place of files, a refused import into a new case, two
// processes creating one case, a WAL left large by a killed job and damaged case pages. Every bad
// input is made here; every refusal must name the option or file and what was expected, with no
// crash, no hang and no file left behind.
#include "cli_process.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <memory>
#include <vector>

#include <sys/stat.h>

using namespace unembed;
using namespace unembed::test;

namespace {

QStringList words(const QString& line) {
    return line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// A plain SQLite connection to a case, as another program would open it.
class RawConnection {
public:
    explicit RawConnection(const QString& path)
        : name_(QUuid::createUuid().toString(QUuid::Id128)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(path);
        if (!db.open()) qFatal("cannot open %s", qPrintable(path));
    }
    ~RawConnection() {
        QSqlDatabase::database(name_).close();
        QSqlDatabase::removeDatabase(name_);
    }
    bool exec(const QString& sql) {
        QSqlQuery q(QSqlDatabase::database(name_));
        if (q.exec(sql)) return true;
        qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        return false;
    }

private:
    QString name_;
};

QString importedCase(const QTemporaryDir& dir, const QString& name) {
    const QString casePath = dir.filePath(name);
    const CliResult r = runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                                QStringLiteral("--case"), casePath});
    if (r.exitCode != 0) qFatal("import failed: %s", r.err.constData());
    return casePath;
}

} // namespace

class TestCliBadInput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Items 1, 3, 6 and 12: every numeric option goes through one validated parser.
    void numericOptionsMustBeFiniteAndInRange_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* name, const QString& command, const char* option,
                            const char* expected) {
            QTest::newRow(name) << command << QString::fromLatin1(option)
                                << QString::fromLatin1(expected);
        };
        const QString train = QStringLiteral("train mlc --embedder E --texts T --out OUT ");
        const QString invert = QStringLiteral("invert --case C --dataset 1 ");
        row("lr nan", train + "--lr nan", "--lr", "a finite number above 0");
        row("lr inf", train + "--lr inf", "--lr", "a finite number above 0");
        row("lr 0", train + "--lr 0", "--lr", "above 0");
        row("epochs 1e12", train + "--epochs 1e12", "--epochs", "a whole number from 1 to 100000");
        row("batch 2.5", train + "--batch-size 2.5", "--batch-size", "a whole number");
        row("hidden 100000", train + "--hidden 100000", "--hidden", "from 0 to 8192");
        row("repeat tokens",
            QStringLiteral("train vec2text-inversion --embedder E --texts T --out OUT --init I "
                           "--repeat-tokens 100000"),
            "--repeat-tokens", "from 1 to 256");
        row("beams 100000", invert + "--attack geia --model M --beams 100000", "--beams",
            "from 1 to 64");
        row("top-p nan", invert + "--attack geia --model M --top-p nan", "--top-p",
            "a finite number");
        row("temperature inf", invert + "--attack geia --model M --temperature inf",
            "--temperature", "a finite number");
        row("steps 100000",
            invert + "--attack vec2text --inverter I --corrector K --embedder E --steps 100000",
            "--steps", "from 0 to 1000");
        row("threshold nan", invert + "--attack mlc --model M --threshold nan", "--threshold",
            "above 0 and below 1");
        row("dataset abc", QStringLiteral("invert --case C --dataset abc --attack mlc --model M"),
            "--dataset", "a whole number from 1");
        row("repeats 0",
            QStringLiteral("bench vec2text --inverter I --corrector K --embedder E --repeats 0"),
            "--repeats", "from 1 to 1000");
        row("width 1e9", QStringLiteral("export --case C --curve 1 --out F.png --width 1e9"),
            "--width", "from 1 to 20000");
        row("lambdas nan",
            QStringLiteral("sweep noise --case C --embedder E --retrieval R --inverter I "
                           "--corrector K --lambdas 0,nan"),
            "--lambdas", "finite numbers");
    }
    void numericOptionsMustBeFiniteAndInRange() {
        QFETCH(QString, command);
        QFETCH(QString, option);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const CliResult r = runCli(words(command), 60000, dir.path());
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(option), qPrintable(err));
        QVERIFY2(err.contains(expected), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("terminate")), qPrintable(err));
        // Refused before any work: nothing was written.
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList());
    }

    // Item 9: `--case --json` is an option where the case should be, not a case named "--json".
    void anOptionIsNotTakenAsAValue() {
        QTemporaryDir dir;
        const CliResult r = runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                                    QStringLiteral("--case"), QStringLiteral("--json")},
                                   60000, dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--case must be a value"), r.err.constData());
        QVERIFY2(r.err.contains("--json"), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("--json"))));
    }

    // Issue 55, item 6: GEIA's starting point is checked before the victim embeds anything: with
    // neither --config nor --init the command says so, before it would have found that the
    // victim folder does not exist.
    void geiaWithoutAStartIsRefusedBeforeEmbedding() {
        QTemporaryDir dir;
        const QString texts = dir.filePath(QStringLiteral("texts.txt"));
        QFile file(texts);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a text\nanother text\n");
        file.close();
        const CliResult r =
            runCli({QStringLiteral("train"), QStringLiteral("geia"), QStringLiteral("--embedder"),
                    dir.filePath(QStringLiteral("gone")), QStringLiteral("--texts"), texts,
                    QStringLiteral("--out"), dir.filePath(QStringLiteral("geia"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("(--config)") && r.err.contains("(--init)"), r.err.constData());
        QVERIFY2(!r.err.contains("gone"), r.err.constData());
    }

    // Issue 48, item 10: a report format `report` does not write is refused listing the three it
    // does, Markdown included, before the case is opened.
    void unknownReportFormatListsEveryFormat() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x.txt"));
        const CliResult r =
            runCli({QStringLiteral("report"), QStringLiteral("--case"),
                    importedCase(dir, QStringLiteral("c.unembed")), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(out.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("expected .html, .pdf or .md, found .txt"), r.err.constData());
        QVERIFY(!QFile::exists(out));
    }

    // Item 5: a FIFO named like an embedding file (or a sidecar) is refused at once.
    void fifosAreRefusedWithoutBlocking_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("asTexts");
        for (const char* suffix : {"npy", "npz", "safetensors", "jsonl", "csv"})
            QTest::newRow(suffix) << QStringLiteral("pipe.%1").arg(QLatin1String(suffix)) << false;
        QTest::newRow("sidecar") << QStringLiteral("pipe.txt") << true;
    }
    void fifosAreRefusedWithoutBlocking() {
        QFETCH(QString, name);
        QFETCH(bool, asTexts);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(name);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString casePath = dir.filePath(QStringLiteral("c.unembed"));
        QStringList args{QStringLiteral("import"),
                         asTexts ? fixture(QStringLiteral("f4.npy")) : fifo,
                         QStringLiteral("--case"), casePath};
        if (asTexts) args << QStringLiteral("--texts") << fifo;
        const CliResult r = runCli(args, 20000);
        QVERIFY2(!r.timedOut, "unembed-cli blocked on the FIFO");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(fifo.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("named pipe (FIFO)"), r.err.constData());
        // Item 9: the refused import into a new path leaves no empty case behind.
        QVERIFY(!QFile::exists(casePath));
    }

    // Item 9: a refused import keeps an existing case as it was, and removes a new one.
    void refusedImportLeavesNoNewCase() {
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("new.unembed"));
        const CliResult r = runCli({QStringLiteral("import"), fixture(QStringLiteral("nan_f4.npy")),
                                    QStringLiteral("--case"), fresh});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("nan_f4.npy"), r.err.constData());
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList());
        const QString existing = importedCase(dir, QStringLiteral("old.unembed"));
        QCOMPARE(runCli({QStringLiteral("import"), fixture(QStringLiteral("nan_f4.npy")),
                         QStringLiteral("--case"), existing})
                     .exitCode,
                 1);
        CaseFile c(existing);
        QCOMPARE(listDatasets(c).size(), size_t(1));
    }

    // Item 9: processes creating the same new case at once all succeed, each with its dataset.
    void concurrentCreatorsShareOneCase() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("race.unembed"));
        std::vector<std::unique_ptr<QProcess>> processes;
        for (int i = 0; i < 4; ++i) {
            processes.push_back(std::make_unique<QProcess>());
            processes.back()->start(QStringLiteral(UNEMBED_CLI),
                                    {QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                                     QStringLiteral("--case"), casePath, QStringLiteral("--name"),
                                     QStringLiteral("copy %1").arg(i)});
        }
        for (auto& p : processes) {
            QVERIFY(p->waitForFinished(60000));
            QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        }
        CaseFile c(casePath);
        QCOMPARE(listDatasets(c).size(), size_t(4));
    }

    // Item 9: a WAL left large by a killed writer is checkpointed and truncated by the next open.
    void largeLeftoverWalIsTruncated() {
        QTemporaryDir dir;
        const QString casePath = importedCase(dir, QStringLiteral("wal.unembed"));
        const QString wal = casePath + QStringLiteral("-wal");
        {
            // Another program's big write whose WAL is never checkpointed: the situation a
            // killed import leaves (SQLite deletes the WAL when the last connection closes, so
            // the connection stays open while the CLI opens the case).
            RawConnection writer(casePath);
            QVERIFY(writer.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
            QVERIFY(writer.exec(QStringLiteral("INSERT INTO figure (curve_ids_json, style_json) "
                                               "VALUES ('[]', hex(randomblob(12000000)))")));
            QVERIFY(writer.exec(QStringLiteral("DELETE FROM figure")));
            const qint64 before = QFileInfo(wal).size();
            QVERIFY2(before > 20 * 1024 * 1024, qPrintable(QString::number(before)));
            const CliResult list =
                runCli({QStringLiteral("list"), QStringLiteral("--case"), casePath});
            QCOMPARE(list.exitCode, 0);
            QVERIFY2(QFileInfo(wal).size() <= 16 * 1024 * 1024,
                     qPrintable(QString::number(QFileInfo(wal).size())));
        }
        CaseFile c(casePath);
        QCOMPARE(listDatasets(c).size(), size_t(1));
    }

    // Item 10: a case on a read-only file system opens for reading (SQLite cannot create the
    // WAL index there). Needs a private mount namespace; skipped where one cannot be made.
    void caseOnReadOnlyFileSystemIsListed() {
        QTemporaryDir dir;
        const QString casePath = importedCase(dir, QStringLiteral("ro.unembed"));
        const QString mountPoint = dir.filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkpath(mountPoint));
        QProcess p;
        p.start(QStringLiteral("unshare"),
                {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"),
                 QStringLiteral("mount -t tmpfs tmpfs \"$1\" && cp \"$2\" \"$1/\" && "
                                "mount -o remount,ro \"$1\" || exit 77; "
                                "exec \"$3\" list --case \"$1/ro.unembed\" --json"),
                 QStringLiteral("sh"), mountPoint, casePath, QStringLiteral(UNEMBED_CLI)});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray err = p.readAllStandardError();
        if (p.exitCode() == 77 || p.error() == QProcess::FailedToStart || err.startsWith("unshare"))
            QSKIP("no private mount namespace here");
        QVERIFY2(p.exitCode() == 0, err.constData());
        const QJsonObject listed = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(listed.value(QStringLiteral("datasets")).toArray().size(), 1);
    }

    // Item 10: damaged pages are found on open and the damaged table is named.
    void damagedPagesAreReportedByTable() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("damaged.unembed"));
        qint64 pageSize = 0;
        {
            CaseFile c(casePath, CaseFile::OpenMode::CreateIfMissing);
            EmbeddingSet set;
            set.sourcePath = QStringLiteral("generated");
            std::vector<float> values(size_t(4000) * 64);
            for (size_t i = 0; i < values.size(); ++i)
                values[i] = float(i % 97) / 97.0f;
            set.vectors = FloatMatrix::owned(std::move(values), 4000, 64);
            insertDataset(c, set,
                          {QStringLiteral("big"), QStringLiteral("npy"), QStringLiteral("x")});
            QSqlQuery q(c.db());
            QVERIFY(q.exec(QStringLiteral("PRAGMA page_size")) && q.next());
            pageSize = q.value(0).toLongLong();
        }
        // Which pages hold the vectors: the tables of an empty case come first, a page each,
        // then the vectors fill the rest of the file.
        QFile file(casePath);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const qint64 pages = file.size() / pageSize;
        QVERIFY(pages > 30);
        for (qint64 page = pages * 2 / 3; page < pages * 2 / 3 + 2; ++page) {
            QVERIFY(file.seek(page * pageSize));
            file.write(QByteArray(int(pageSize), '\xA5'));
        }
        file.close();
        const CliResult r = runCli({QStringLiteral("list"), QStringLiteral("--case"), casePath});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(casePath.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("damaged"), r.err.constData());
        QVERIFY2(r.err.contains("damaged tables: "), r.err.constData());
        QVERIFY2(r.err.contains("vector"), r.err.constData());
    }

    // `demo build --only` refuses a stage the plan lacks, and one whose inputs are not built,
    // naming it, before any stage runs.
    void demoBuildOnlyNamesTheStageItCannotBuild() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("pack"));
        QVERIFY(QDir().mkpath(out));
        for (const char* name : {"messages.txt", "health-terms.txt"}) {
            QFile file(QDir(out).filePath(QLatin1String(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("a line\n");
        }
        const QStringList build{QStringLiteral("demo"),   QStringLiteral("build"),
                                QStringLiteral("--data"), dir.filePath(QStringLiteral("data")),
                                QStringLiteral("--out"),  out,
                                QStringLiteral("--work"), dir.filePath(QStringLiteral("work"))};
        CliResult r = runCli(build + QStringList{QStringLiteral("--only"),
                                                 QStringLiteral("vec2text-corrector,nosuch")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("there is no stage nosuch (the stages: corpus, vocabulary"),
                 r.err.constData());
        r = runCli(build + QStringList{QStringLiteral("--only"), QStringLiteral("evaluate-mlc")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("stage evaluate-mlc uses stage test-set, which is not built"),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliBadInput)
#include "test_cli_bad_input.moc"
