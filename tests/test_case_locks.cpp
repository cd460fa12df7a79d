// A case kept open while this process opens and closes the case file elsewhere (issue 49, item 1):
// POSIX record locks are the process's and vanish with any close of the file, so without
// core/runtime/sqlite_locks a second process then believed it was alone, checkpointed and deleted
// the WAL and its index under the open connection ("disk I/O error", a malformed case).
#include "cli_process.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "test_support.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <fcntl.h>
#include <unistd.h>

using namespace unembed;
using namespace unembed::test;

namespace {

// Opens and closes `path` as a file dialog sniffing its type, a checksum or a copy does.
void openAndClose(const QString& path) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    file.read(16); // the -wal may be empty: opening and closing is what counts
    file.close();
    // And with a plain descriptor, read-write, as a copy tool's does.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC);
    QVERIFY(fd >= 0);
    ::close(fd);
}

void importFixture(const QString& casePath, const QString& name) {
    const CliResult import =
        runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                QStringLiteral("--case"), casePath, QStringLiteral("--name"), name},
               60000);
    QVERIFY2(import.exitCode == 0, import.err.constData());
}

} // namespace

class TestCaseLocks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void anotherProcessSeesTheOpenCaseAfterItsFilesAreClosedHere() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("open.unembed"));
        importFixture(path, QStringLiteral("first"));

        CaseFile open(path);
        QCOMPARE(listDatasets(open).size(), size_t(1)); // a read: the WAL and its index are in use
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-shm")));

        // This process opens and closes every file of the case: the case, its WAL, its index.
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            openAndClose(path + suffix);
            if (QTest::currentTestFailed()) return;
        }

        // Another process reads and writes the case, then closes it: the last to close would
        // checkpoint and delete the WAL and its index. This one must know it is not the last.
        const CliResult list = runCli({QStringLiteral("list"), QStringLiteral("--case"), path});
        QVERIFY2(list.exitCode == 0, list.err.constData());
        importFixture(path, QStringLiteral("second"));
        if (QTest::currentTestFailed()) return;
        QVERIFY2(QFileInfo::exists(path + QStringLiteral("-wal")),
                 "the other process deleted the WAL of a case that is still open here");
        QVERIFY2(QFileInfo::exists(path + QStringLiteral("-shm")),
                 "the other process deleted the WAL index of a case that is still open here");

        // The open connection still reads and writes: it sees the other process's dataset.
        QCOMPARE(listDatasets(open).size(), size_t(2));
        QSqlQuery rename(open.db());
        QVERIFY(rename.exec(QStringLiteral("UPDATE dataset SET name = 'renamed here' WHERE "
                                           "name = 'first'")));
        QCOMPARE(rename.numRowsAffected(), 1);
        QSqlQuery check(open.db());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    }

    void connectionsOfThisProcessShareTheirLocks() {
        // Two connections of one process: a write of one is not blocked by the other's read
        // locks (they are the process's, as POSIX locks are), and closing the first keeps the
        // second's locks against other processes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("two.unembed"));
        importFixture(path, QStringLiteral("first"));
        auto first = std::make_unique<CaseFile>(path);
        CaseFile second(path);
        QCOMPARE(listDatasets(*first).size(), size_t(1));
        QCOMPARE(listDatasets(second).size(), size_t(1));
        QSqlQuery write(first->db());
        QVERIFY(write.exec(QStringLiteral("UPDATE dataset SET name = 'one' WHERE id = 1")));
        first.reset();
        openAndClose(path);
        importFixture(path, QStringLiteral("other process"));
        if (QTest::currentTestFailed()) return;
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
        QCOMPARE(listDatasets(second).size(), size_t(2));
        QSqlQuery written(second.db());
        QVERIFY(written.exec(QStringLiteral("SELECT name FROM dataset WHERE id = 1")) &&
                written.next());
        QCOMPARE(written.value(0).toString(), QStringLiteral("one"));
    }
};

QTEST_MAIN(TestCaseLocks)
#include "test_case_locks.moc"
