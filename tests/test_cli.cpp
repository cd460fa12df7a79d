// unembed-cli end to end: info, import and list as a user runs them, identical vectors from a
// NumPy file and its JSONL twin, clear failures that leave the case unchanged, and crash safety:
// an import killed with SIGKILL half-way leaves the case with its earlier data intact.
#include "cli_process.h"
#include "io/safetensors.h"
#include "runtime/compute_device.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <csignal>

using namespace unembed;
using namespace unembed::test;

namespace {

std::vector<std::vector<float>> storedValues(const QString& casePath, qint64 datasetId) {
    CaseFile c(casePath);
    std::vector<std::vector<float>> rows;
    for (const StoredVector& v : readVectors(c, datasetId))
        rows.push_back(v.values);
    return rows;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void infoReportsDeviceAndBlas() {
        // auto's choice, whatever device the suite itself was asked to run on.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QLatin1String(kDeviceVariable));
        const CliResult r =
            runCli({QStringLiteral("info"), QStringLiteral("--json")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject info = r.json();
        QCOMPARE(info.value(QStringLiteral("version")).toString(), QStringLiteral(UNEMBED_VERSION));
        QVERIFY(info.value(QStringLiteral("threads")).toInt() >= 1);
        QVERIFY(info.value(QStringLiteral("libtorch")).toString().count(QLatin1Char('.')) == 2);
        QVERIFY(!info.value(QStringLiteral("blas")).toString().isEmpty());
        const QString device = info.value(QStringLiteral("device")).toString();
        const int gpus = info.value(QStringLiteral("cuda_devices")).toInt(-1);
        QVERIFY(gpus >= 0);
        // auto: the first GPU when there is one.
        QCOMPARE(device, gpus > 0 ? QStringLiteral("cuda:0") : QStringLiteral("cpu"));
    }

    // Freed memory is kept for reuse unless GLIBC_TUNABLES sets the allocator, and info says
    // which.
    void infoSaysHowFreedMemoryIsKept() {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("GLIBC_TUNABLES"));
        CliResult r =
            runCli({QStringLiteral("info"), QStringLiteral("--json")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.json()
                     .value(QStringLiteral("freed_memory"))
                     .toString()
                     .startsWith(QStringLiteral("freed memory kept for reuse")),
                 r.out.constData());
        environment.insert(QStringLiteral("GLIBC_TUNABLES"),
                           QStringLiteral("glibc.malloc.perturb=0"));
        r = runCli({QStringLiteral("info")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("memory:   the allocator's defaults, as GLIBC_TUNABLES sets them"),
                 r.out.constData());
    }

    // Speed and float rounding depend on OpenBLAS's kernels: info names them and who chose them.
    void infoNamesTheBlasKernels() {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("OPENBLAS_CORETYPE"));
        CliResult r =
            runCli({QStringLiteral("info"), QStringLiteral("--json")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        if (!r.json()
                 .value(QStringLiteral("blas"))
                 .toString()
                 .startsWith(QLatin1String("OpenBLAS")))
            QSKIP("this build's libtorch does not use OpenBLAS");
        QVERIFY2(!r.json().value(QStringLiteral("blas_kernels")).toString().isEmpty(),
                 r.out.constData());
        QCOMPARE(r.json().value(QStringLiteral("blas_kernels_chosen_by")).toString(),
                 QStringLiteral("OpenBLAS's own detection"));
#ifdef __x86_64__
        // OpenBLAS's Prescott kernels need only SSE3, which x86-64 processors since 2005 have.
        environment.insert(QStringLiteral("OPENBLAS_CORETYPE"), QStringLiteral("Prescott"));
        r = runCli({QStringLiteral("info")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("kernels:  Prescott (OPENBLAS_CORETYPE=Prescott)"),
                 r.out.constData());
#endif
    }

    // ... and the few-row products' kernels (nn/row_products.h), which UNEMBED_ROW_KERNEL chooses.
    void infoNamesTheRowKernels() {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("UNEMBED_ROW_KERNEL"));
        environment.insert(QStringLiteral("UNEMBED_DEVICE"), QStringLiteral("cpu"));
        CliResult r =
            runCli({QStringLiteral("info"), QStringLiteral("--json")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        const QString widest = r.json().value(QStringLiteral("row_kernels")).toString();
        QCOMPARE(r.json().value(QStringLiteral("row_kernels_chosen_by")).toString(),
                 QStringLiteral("the widest this processor runs"));
        if (widest.isEmpty()) QSKIP("this processor runs neither AVX2 nor AVX-512");
        environment.insert(QStringLiteral("UNEMBED_ROW_KERNEL"), QStringLiteral("blas"));
        r = runCli({QStringLiteral("info")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("rows:     torch's products (UNEMBED_ROW_KERNEL=blas)"),
                 r.out.constData());
        environment.insert(QStringLiteral("UNEMBED_ROW_KERNEL"), QStringLiteral("avx2"));
        r = runCli({QStringLiteral("info")}, 120000, {}, environment);
        QVERIFY2(
            r.out.contains("rows:     AVX2 kernels for few-row products (UNEMBED_ROW_KERNEL=avx2)"),
            r.out.constData());
    }

    // --device chooses, and a device this process cannot use is refused with the reason.
    void deviceIsChosenOrRefused() {
        CliResult r = runCli({QStringLiteral("info"), QStringLiteral("--json"),
                              QStringLiteral("--device"), QStringLiteral(" CPU ")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("device")).toString(), QStringLiteral("cpu"));
        r = runCli({QStringLiteral("info"), QStringLiteral("--device"), QStringLiteral("gpu")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("--device")) &&
                     r.err.contains(QLatin1String("auto, cpu, cuda or cuda:N")),
                 qPrintable(r.err));
        r = runCli(
            {QStringLiteral("info"), QStringLiteral("--device"), QStringLiteral("cuda:999")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("no such GPU")) ||
                     r.err.contains(QLatin1String("no CUDA")),
                 qPrintable(r.err));
    }

    // The variable is read when no --device is given, and its mistakes name it.
    void deviceVariableIsReadAndNamed() {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QLatin1String(kDeviceVariable), QStringLiteral("cpu"));
        CliResult r =
            runCli({QStringLiteral("info"), QStringLiteral("--json")}, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("device")).toString(), QStringLiteral("cpu"));
        // Settled before any work, like --device: a usage error naming the variable.
        environment.insert(QLatin1String(kDeviceVariable), QStringLiteral("tpu"));
        r = runCli({QStringLiteral("list"), QStringLiteral("--case"), QStringLiteral("x.unembed")},
                   120000, {}, environment);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String(kDeviceVariable)), qPrintable(r.err));
    }

    // --precision: fp32 by default, bf16 autocast on request (vectors close to fp32's but not the
    // same: the products really ran in bf16), fp16 only on a GPU, anything else refused.
    void precisionIsChosenOrRefused() {
        CliResult r = runCli({QStringLiteral("info"), QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("precision")).toString(), QStringLiteral("fp32"));
        r = runCli({QStringLiteral("info"), QStringLiteral("--precision"), QStringLiteral("fp8")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("fp32, bf16 or fp16")), r.err.constData());
        r = runCli({QStringLiteral("info"), QStringLiteral("--device"), QStringLiteral("cpu"),
                    QStringLiteral("--precision"), QStringLiteral("fp16")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("needs a GPU")), r.err.constData());

        QTemporaryDir dir;
        const QString texts = dir.filePath(QStringLiteral("texts.txt"));
        QFile file(texts);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("my sister lives in Leeds\nI work night shifts at the hospital\n");
        file.close();
        std::vector<std::vector<double>> vectors;
        for (const QString& precision : {QStringLiteral("fp32"), QStringLiteral("bf16")}) {
            const QString out = dir.filePath(precision + QStringLiteral(".jsonl"));
            r = runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                        QStringLiteral(UNEMBED_DEMO_PACK "/victim"), QStringLiteral("--texts"),
                        texts, QStringLiteral("--out"), out, QStringLiteral("--device"),
                        QStringLiteral("cpu"), QStringLiteral("--precision"), precision});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QFile lines(out);
            QVERIFY(lines.open(QIODevice::ReadOnly));
            std::vector<double> values;
            for (const QByteArray& line : lines.readAll().split('\n'))
                if (!line.isEmpty())
                    for (const QJsonValue& v :
                         QJsonDocument::fromJson(line).object().value("embedding").toArray())
                        values.push_back(v.toDouble());
            vectors.push_back(values);
        }
        QCOMPARE(vectors[0].size(), vectors[1].size());
        double largest = 0;
        for (size_t i = 0; i < vectors[0].size(); ++i)
            largest = std::max(largest, std::abs(vectors[0][i] - vectors[1][i]));
        QVERIFY2(largest > 0 && largest < 0.02, qPrintable(QString::number(largest)));

        // texts.npy would put its texts in texts.txt, the input: refused, the input kept.
        r = runCli({QStringLiteral("embed"), QStringLiteral("--embedder"),
                    QStringLiteral(UNEMBED_DEMO_PACK "/victim"), QStringLiteral("--texts"), texts,
                    QStringLiteral("--out"), dir.filePath(QStringLiteral("texts.npy"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("over the input texts")), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("texts.npy"))));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(),
                 QByteArray("my sister lives in Leeds\nI work night shifts at the hospital\n"));
    }

    // A case of an older format is upgraded by the first verb that opens it, which says so.
    void anOldCaseIsUpgradedAndSaysSo() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.unembed"));
        const std::vector<Migration> upToV6(CaseFile::builtinMigrations().begin(),
                                            CaseFile::builtinMigrations().begin() + 6);
        { CaseFile old(path, CaseFile::OpenMode::CreateIfMissing, upToV6); }
        CliResult r = runCli({QStringLiteral("list"), QStringLiteral("--case"), path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("is in case format 6; upgrading it to format"), r.err.constData());
        QCOMPARE(CaseFile::storedSchemaVersion(path), CaseFile::latestSchemaVersion());
        r = runCli({QStringLiteral("list"), QStringLiteral("--case"), path});
        QVERIFY(!r.err.contains("upgrading"));
    }

    // Idle OpenMP threads wait passively unless the user chose otherwise: the program executes
    // itself again with the policy set, since libgomp reads it only when it loads. UNEMBED_THREADS
    // sets libtorch's thread count, and OpenBLAS's unless OPENBLAS_NUM_THREADS does.
    void threadsWaitPassivelyUnlessTheUserSays() {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("OMP_WAIT_POLICY"));
        environment.remove(QStringLiteral("UNEMBED_THREADS"));
        environment.remove(QStringLiteral("OPENBLAS_NUM_THREADS"));
        const QStringList args{QStringLiteral("info"), QStringLiteral("--json")};
        CliResult r = runCli(args, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("openmp_wait_policy")).toString(),
                 QStringLiteral("PASSIVE"));

        environment.insert(QStringLiteral("OMP_WAIT_POLICY"), QStringLiteral("ACTIVE"));
        environment.insert(QStringLiteral("UNEMBED_THREADS"), QStringLiteral("1"));
        r = runCli(args, 120000, {}, environment);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("openmp_wait_policy")).toString(),
                 QStringLiteral("ACTIVE"));
        QCOMPARE(r.json().value(QStringLiteral("threads")).toInt(), 1);
        const bool openBlas =
            r.json().value(QStringLiteral("blas")).toString().contains(QStringLiteral("OpenBLAS"));
        QCOMPARE(r.json().value(QStringLiteral("blas_threads")).toInt(), openBlas ? 1 : 0);
        environment.insert(QStringLiteral("UNEMBED_THREADS"), QStringLiteral("2"));
        r = runCli(args, 120000, {}, environment);
        QCOMPARE(r.json().value(QStringLiteral("blas_threads")).toInt(), openBlas ? 2 : 0);
        environment.insert(QStringLiteral("OPENBLAS_NUM_THREADS"), QStringLiteral("1"));
        r = runCli(args, 120000, {}, environment);
        QCOMPARE(r.json().value(QStringLiteral("threads")).toInt(), 2);
        QCOMPARE(r.json().value(QStringLiteral("blas_threads")).toInt(), openBlas ? 1 : 0);
        environment.remove(QStringLiteral("OPENBLAS_NUM_THREADS"));

        // Anything but a whole number from 1 to the cores is refused before any work, as the
        // device and precision settings are (64 threads on 2 cores once hung `info`).
        for (const QString& wrong : {QStringLiteral("none"), QStringLiteral("0"),
                                     QString::number(QThread::idealThreadCount() + 1),
                                     QStringLiteral("64"), QStringLiteral("100000")}) {
            environment.insert(QStringLiteral("UNEMBED_THREADS"), wrong);
            r = runCli(args, 60000, {}, environment);
            QVERIFY2(r.exitCode == 2, qPrintable(wrong));
            QVERIFY2(r.err.contains("UNEMBED_THREADS") && r.err.contains("cores"),
                     r.err.constData());
        }
        environment.remove(QStringLiteral("UNEMBED_THREADS"));
        r = runCli(args, 120000, {}, environment);
        QCOMPARE(r.json().value(QStringLiteral("threads")).toInt(), QThread::idealThreadCount());

        // An empty policy is none (libgomp ignores it).
        environment.insert(QStringLiteral("OMP_WAIT_POLICY"), QString());
        r = runCli(args, 120000, {}, environment);
        QCOMPARE(r.json().value(QStringLiteral("openmp_wait_policy")).toString(),
                 QStringLiteral("PASSIVE"));

        // Started through the dynamic loader, the program runs as it is: /proc/self/exe is the
        // loader there, which must not be executed again with the program's arguments. The
        // launcher started so finds the verbs' program beside it all the same.
        environment.remove(QStringLiteral("OMP_WAIT_POLICY"));
        const QString loader = QStringLiteral("/lib64/ld-linux-x86-64.so.2");
        if (QFile::exists(loader)) {
            const QString compute = QFileInfo(QStringLiteral(UNEMBED_CLI))
                                        .dir()
                                        .filePath(QStringLiteral("unembed-cli-compute"));
            for (const QString& program : {compute, QStringLiteral(UNEMBED_CLI)}) {
                QProcess p;
                p.setProcessEnvironment(environment);
                p.start(loader, QStringList{program} + args);
                QVERIFY(p.waitForFinished(120000));
                QCOMPARE(p.exitCode(), 0);
                const QString policy = QJsonDocument::fromJson(p.readAllStandardOutput())
                                           .object()
                                           .value(QStringLiteral("openmp_wait_policy"))
                                           .toString();
                QVERIFY2(program == compute ? policy.startsWith(QStringLiteral("libgomp default"))
                                            : policy == QStringLiteral("PASSIVE"),
                         qPrintable(policy));
            }
        }
    }

    void npyAndJsonlTwinImportIdentically() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("twins.unembed"));
        const CliResult npy =
            runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                    QStringLiteral("--texts"), fixture(QStringLiteral("texts.txt")),
                    QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QVERIFY2(npy.exitCode == 0, npy.err.constData());
        const CliResult jsonl =
            runCli({QStringLiteral("import"), fixture(QStringLiteral("twin.jsonl")),
                    QStringLiteral("--case"), casePath, QStringLiteral("--name"),
                    QStringLiteral("twin"), QStringLiteral("--json")});
        QVERIFY2(jsonl.exitCode == 0, jsonl.err.constData());
        QCOMPARE(npy.json().value(QStringLiteral("rows")).toInt(), 3);
        QCOMPARE(npy.json().value(QStringLiteral("dim")).toInt(), 4);
        QCOMPARE(jsonl.json().value(QStringLiteral("rows")).toInt(), 3);
        const qint64 a = npy.json().value(QStringLiteral("dataset")).toInteger();
        const qint64 b = jsonl.json().value(QStringLiteral("dataset")).toInteger();
        QVERIFY(a != b);
        const auto fromNpy = storedValues(casePath, a);
        QCOMPARE(fromNpy.size(), size_t(3));
        QCOMPARE(fromNpy, storedValues(casePath, b));
        QCOMPARE(fromNpy[2][3], 1.75f); // element [2, 3] = (4 * 2 + 3 - 4) / 4

        CaseFile c(casePath);
        QCOMPARE(readVectors(c, a).front().text, QStringLiteral("first text"));
        QCOMPARE(readVectors(c, b).back().text, QStringLiteral("two\nlines"));

        const CliResult list = runCli(
            {QStringLiteral("list"), QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray datasets = list.json().value(QStringLiteral("datasets")).toArray();
        QCOMPARE(datasets.size(), 2);
        QCOMPARE(datasets[1].toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("twin"));
        QCOMPARE(datasets[0].toObject().value(QStringLiteral("has_texts")).toBool(), true);
        const CliResult text = runCli({QStringLiteral("list"), QStringLiteral("--case"), casePath});
        QVERIFY(text.out.contains("3 x 4"));
    }

    void badInputFailsClearlyAndChangesNothing() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("bad.unembed"));
        QCOMPARE(runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                         QStringLiteral("--case"), casePath})
                     .exitCode,
                 0);
        const CliResult nan =
            runCli({QStringLiteral("import"), fixture(QStringLiteral("nan_f4.npy")),
                    QStringLiteral("--case"), casePath});
        QCOMPARE(nan.exitCode, 1);
        QVERIFY2(nan.err.contains("nan_f4.npy"), nan.err.constData());
        QVERIFY2(nan.err.contains("NaN"), nan.err.constData());
        const CliResult texts =
            runCli({QStringLiteral("import"), fixture(QStringLiteral("vector_f4.npy")),
                    QStringLiteral("--texts"), fixture(QStringLiteral("texts.txt")),
                    QStringLiteral("--case"), casePath, QStringLiteral("--json")});
        QCOMPARE(texts.exitCode, 1);
        QVERIFY(texts.json()
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("texts.txt")));
        CaseFile c(casePath);
        QCOMPARE(listDatasets(c).size(), size_t(1));

        const CliResult usage =
            runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy"))});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(usage.err.contains("--case"));
        QCOMPARE(runCli({QStringLiteral("frobnicate")}).exitCode, 2);
    }

    void importIntoANonCaseFileIsRefused() {
        QTemporaryDir dir;
        const QString notACase =
            writeFile(dir, QStringLiteral("report.unembed"), "quarterly figures\n");
        const CliResult r = runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                                    QStringLiteral("--case"), notACase});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("not an Unembed case file"), r.err.constData());
        QFile f(notACase);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("quarterly figures\n"));
    }

    void killedImportLeavesEarlierDataIntact() {
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("crash.unembed"));
        QCOMPARE(runCli({QStringLiteral("import"), fixture(QStringLiteral("f4.npy")),
                         QStringLiteral("--case"), casePath})
                     .exitCode,
                 0);

        // Many rows, so that storing them takes seconds and the kill lands inside the transaction.
        const qint64 rows = 1000000, dim = 8;
        QByteArray bytes(int(rows * dim * sizeof(float)), Qt::Uninitialized);
        auto* values = reinterpret_cast<float*>(bytes.data());
        for (qint64 i = 0; i < rows * dim; ++i)
            values[i] = float(i % 977) / 977.0f;
        const QString big = dir.filePath(QStringLiteral("big.safetensors"));
        writeSafetensors(
            big, {{QStringLiteral("embeddings"), QStringLiteral("F32"), {rows, dim}, bytes}});

        QProcess import;
        import.setReadChannel(QProcess::StandardError); // progress is reported there
        import.start(QStringLiteral(UNEMBED_CLI),
                     {QStringLiteral("import"), big, QStringLiteral("--case"), casePath});
        QVERIFY(import.waitForStarted());
        // Kill it inside the open transaction, half a second after it starts storing rows (on a
        // pipe no progress line comes between a stage's first and its last).
        QByteArray err;
        bool storing = false;
        while (!storing && import.state() == QProcess::Running) {
            import.waitForReadyRead(10000);
            err += import.readAllStandardError();
            storing = err.contains("storing vectors: 0/");
        }
        QVERIFY2(storing, err.right(2000).constData());
        QThread::msleep(500);
        err += import.readAllStandardError();
        QVERIFY2(!err.contains("(100%)"), "the import finished before it could be killed");
        ::kill(pid_t(import.processId()), SIGKILL);
        import.waitForFinished();
        QCOMPARE(import.exitStatus(), QProcess::CrashExit);

        CaseFile c(casePath);
        QSqlQuery check(c.db());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
        const auto datasets = listDatasets(c);
        QCOMPARE(datasets.size(), size_t(1));
        QCOMPARE(datasets.front().count, 3);
        QCOMPARE(readVectors(c, datasets.front().id).size(), size_t(3));
        QSqlQuery count(c.db());
        QVERIFY(count.exec(QStringLiteral("SELECT COUNT(*) FROM vector")) && count.next());
        QCOMPARE(count.value(0).toInt(), 3);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
