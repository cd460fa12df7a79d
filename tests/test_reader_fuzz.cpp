// The file readers under hostile input (issue 21): a few hundred malformed embedding files,
// safetensors weights and config.json files, made here from valid ones by a seeded generator
// (truncations, flipped bytes, huge lengths, inserted junk), each read under an address-space cap.
// Every file must either read or be refused with an InputError naming it; nothing else may escape
// and nothing may crash, hang or allocate without bound. Also the strictness items: invalid UTF-8
// in a CSV refused like JSONL's, a repeated tensor name refused, FIFOs refused without blocking.
#include "fuzz_support.h"
#include "io/embedding_reader.h"
#include "io/file_checksum.h"
#include "io/json_file.h"
#include "io/pickle_data.h"
#include "io/safetensors.h"
#include "io/text_pairs.h"
#include "nn/gpt2_config.h"
#include "nn/t5_config.h"
#include "test_support.h"
#include "text/sentencepiece_library.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <functional>
#include <random>

using namespace unembed;
using namespace unembed::test;

namespace {

constexpr int kMutationsPerSeed = 40;

// A valid .npy of `rows` x `dim` float32, written byte by byte.
QByteArray npyFile(int rows, int dim) {
    QByteArray header =
        QStringLiteral("{'descr': '<f4', 'fortran_order': False, 'shape': (%1, %2), }")
            .arg(rows)
            .arg(dim)
            .toLatin1();
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray file("\x93NUMPY\x01\x00", 8);
    file += char(header.size() & 0xff);
    file += char(header.size() >> 8);
    file += header;
    for (int i = 0; i < rows * dim; ++i) {
        const float value = float(i % 7) / 4.0f;
        file += QByteArray(reinterpret_cast<const char*>(&value), 4);
    }
    return file;
}

// A valid safetensors file with one 3 x 4 float32 tensor "embeddings".
QByteArray safetensorsFile() {
    const QByteArray header =
        R"({"embeddings":{"dtype":"F32","shape":[3,4],"data_offsets":[0,48]}})";
    QByteArray data(48, '\0');
    for (int i = 0; i < 12; ++i) {
        const float value = float(i) / 8.0f;
        std::memcpy(data.data() + 4 * i, &value, 4);
    }
    return le64(quint64(header.size())) + header + data;
}

QByteArray jsonlFile() {
    return "{\"id\": \"a\", \"text\": \"first\", \"embedding\": [0.5, 1, -2, 0.25]}\n"
           "{\"id\": \"b\", \"text\": \"second\", \"embedding\": [1.5, 0, 2, 3.25]}\n";
}

QByteArray csvFile(char separator) {
    QByteArray text = "id,text,e1,e2,e3\na,hello,0.5,1,2\nb,\"say, hi\",1,2,3\n";
    if (separator == '\t') text.replace(',', '\t');
    return text;
}

QByteArray configFile(bool gpt2) {
    const QJsonObject json =
        gpt2 ? QJsonObject{{QStringLiteral("vocab_size"), 64},
                           {QStringLiteral("n_embd"), 16},
                           {QStringLiteral("n_layer"), 2},
                           {QStringLiteral("n_head"), 2},
                           {QStringLiteral("n_positions"), 32}}
             : QJsonObject{{QStringLiteral("vocab_size"), 64}, {QStringLiteral("d_model"), 16},
                           {QStringLiteral("d_kv"), 4},        {QStringLiteral("d_ff"), 32},
                           {QStringLiteral("num_layers"), 2},  {QStringLiteral("num_heads"), 2}};
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

} // namespace

class TestReaderFuzz : public QObject {
    Q_OBJECT

    struct Outcome {
        int files = 0;
        int read = 0;
        int refused = 0;
    };

    // Runs `reader` on each variant of `seed`, written as NAME_i.SUFFIX; fails on anything but a
    // clean read or an InputError naming the file.
    void fuzz(const QTemporaryDir& dir, const QString& suffix, const QByteArray& seed,
              const std::function<void(const QString&)>& reader, std::mt19937& random,
              Outcome& outcome) {
        for (int i = 0; i < kMutationsPerSeed; ++i) {
            const QString name =
                QStringLiteral("case_%1_%2.%3").arg(outcome.files).arg(i).arg(suffix);
            const QString path = writeFile(dir, name, mutate(seed, random));
            ++outcome.files;
            try {
                reader(path);
                ++outcome.read;
            } catch (const InputError& e) {
                QVERIFY2(e.message().contains(name), qPrintable(e.message()));
                ++outcome.refused;
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QStringLiteral("%1: untyped exception: %2").arg(name, e.what())));
            }
        }
    }

private Q_SLOTS:
    void initTestCase() { capAddressSpace(qint64(2) << 30); }

    void malformedFilesAreReadOrRefusedNamingTheFile() {
        QTemporaryDir dir;
        std::mt19937 random(21);
        Outcome outcome;
        QElapsedTimer timer;
        timer.start();
        const auto embeddings = [](const QString& path) { readEmbeddings(path); };
        fuzz(dir, QStringLiteral("npy"), npyFile(3, 4), embeddings, random, outcome);
        fuzz(dir, QStringLiteral("npy"), fixtureBytes(QStringLiteral("f2.npy")), embeddings, random,
             outcome);
        fuzz(dir, QStringLiteral("npz"), fixtureBytes(QStringLiteral("deflated.npz")), embeddings,
             random, outcome);
        fuzz(dir, QStringLiteral("safetensors"), safetensorsFile(), embeddings, random, outcome);
        fuzz(dir, QStringLiteral("jsonl"), jsonlFile(), embeddings, random, outcome);
        fuzz(dir, QStringLiteral("csv"), csvFile(','), embeddings, random, outcome);
        fuzz(dir, QStringLiteral("tsv"), csvFile('\t'), embeddings, random, outcome);
        // Model files: weights and configs.
        fuzz(
            dir, QStringLiteral("safetensors"), safetensorsFile(),
            [](const QString& path) {
                const SafetensorsFile file = SafetensorsFile::open(path);
                for (const SafetensorsTensor& tensor : file.tensors())
                    file.toFloat32(tensor);
            },
            random, outcome);
        fuzz(
            dir, QStringLiteral("json"), configFile(false),
            [](const QString& path) { T5Config::load(path); }, random, outcome);
        fuzz(
            dir, QStringLiteral("json"), configFile(true),
            [](const QString& path) { GPT2Config::load(path); }, random, outcome);
        qInfo("%d files: %d read, %d refused, in %lld ms", outcome.files, outcome.read,
              outcome.refused, timer.elapsed());
        QCOMPARE(outcome.files, 10 * kMutationsPerSeed);
        QVERIFY(outcome.refused > outcome.files / 4);
        QVERIFY2(timer.elapsed() < 60000, "the fuzz run must take seconds");
    }

    // Chroma's segment files, from a store the real Chroma wrote: the id map (a pickle, read as
    // data only), the HNSW header and its records, each mangled in turn.
    void chromaSegmentFilesAreReadOrRefused() {
        const QString source = fixture(QStringLiteral("chroma/chroma-1.3.4"));
        QTemporaryDir dir;
        std::mt19937 random(19);
        Outcome outcome;
        QString segment;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                        QStringLiteral("fuzz-segment"));
            db.setDatabaseName(source + QStringLiteral("/chroma.sqlite3"));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT s.id FROM segments s JOIN collections c ON "
                                          "s.collection = c.id WHERE c.name = 'notes' AND "
                                          "s.scope = 'VECTOR'")) &&
                    q.next());
            segment = q.value(0).toString();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("fuzz-segment"));
        const QString hnsw = source + QLatin1Char('/') + segment;
        fuzz(
            dir, QStringLiteral("pickle"),
            readFile(hnsw + QStringLiteral("/index_metadata.pickle")),
            [&](const QString& path) { readDataPickle(readFile(path), path); }, random, outcome);
        ReadOptions notes;
        notes.arrayName = QStringLiteral("notes");
        for (const QString& file :
             {QStringLiteral("index_metadata.pickle"), QStringLiteral("header.bin"),
              QStringLiteral("data_level0.bin"), QStringLiteral("length.bin")})
            for (int i = 0; i < kMutationsPerSeed; ++i) {
                const QString store = dir.filePath(QStringLiteral("store_%1_%2").arg(file).arg(i));
                copyFolder(source, store);
                const QString target = store + QLatin1Char('/') + segment + QLatin1Char('/') + file;
                QFile::remove(target);
                writeFile(dir, target.mid(dir.path().size() + 1),
                          mutate(readFile(hnsw + QLatin1Char('/') + file), random));
                ++outcome.files;
                try {
                    readEmbeddings(store, notes);
                    ++outcome.read;
                } catch (const InputError& e) {
                    QVERIFY2(e.message().contains(store), qPrintable(e.message()));
                    ++outcome.refused;
                }
            }
        qInfo("%d Chroma files: %d read, %d refused", outcome.files, outcome.read, outcome.refused);
        QVERIFY(outcome.refused > outcome.files / 4);
    }

    // Item 12: a CSV's text or id with invalid UTF-8 is refused as JSONL's is, naming row and
    // column, not replaced by U+FFFD.
    void invalidUtf8IsRefusedInEveryTextFormat_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("where");
        QTest::newRow("csv text") << QStringLiteral("bad.csv")
                                  << QByteArray("text,e1\nok,1\nbad \xff byte,2\n")
                                  << QStringLiteral("row 3, field 'text'");
        QTest::newRow("csv id") << QStringLiteral("bad.csv") << QByteArray("id,e1\n\xc3\x28,1\n")
                                << QStringLiteral("row 2");
        QTest::newRow("tsv header")
            << QStringLiteral("bad.tsv") << QByteArray("te\xffxt\te1\na\t1\n")
            << QStringLiteral("row 1");
    }
    void invalidUtf8IsRefusedInEveryTextFormat() {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, where);
        QTemporaryDir dir;
        const QString path = writeFile(dir, name, content);
        const QString message = errorMessage([&] { readEmbeddings(path); });
        QVERIFY2(message.contains(path), qPrintable(message));
        QVERIFY2(message.contains(where), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("UTF-8")), qPrintable(message));
    }

    // Item 12: a tensor name written twice in the header (JSON keeps the last) is refused.
    void repeatedTensorNameIsRefused_data() {
        QTest::addColumn<QByteArray>("header");
        QTest::newRow("plain") << QByteArray(
            R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},)"
            R"("a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})");
        QTest::newRow("escaped") << QByteArray(
            R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"__metadata__":{"k":"v"},)"
            R"("\u0061":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})");
    }
    void repeatedTensorNameIsRefused() {
        QFETCH(QByteArray, header);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("twice.safetensors"),
                                       le64(quint64(header.size())) + header + QByteArray(8, '\0'));
        const QString message = errorMessage([&] { SafetensorsFile::open(path); });
        QVERIFY2(message.contains(path), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("'a' more than once")), qPrintable(message));
    }

    // Item 5: every reader refuses a FIFO at once instead of blocking in open(); an alarm turns a
    // regression into a failure rather than a hung suite.
    void fifosAreRefusedByEveryReader() {
        QTemporaryDir dir;
        const auto fifo = [&](const QString& name) {
            const QString path = dir.filePath(name);
            if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0) qFatal("mkfifo failed");
            return path;
        };
        const std::vector<std::pair<QString, std::function<void(const QString&)>>> readers = {
            {fifo(QStringLiteral("p.npy")), [](const QString& p) { readEmbeddings(p); }},
            {fifo(QStringLiteral("p.npz")), [](const QString& p) { readEmbeddings(p); }},
            {fifo(QStringLiteral("p.safetensors")),
             [](const QString& p) { SafetensorsFile::open(p); }},
            {fifo(QStringLiteral("config.json")), [](const QString& p) { readJsonFile(p); }},
            {fifo(QStringLiteral("pairs.jsonl")), [](const QString& p) { readTextPairs(p); }},
            {fifo(QStringLiteral("data.bin")), [](const QString& p) { sha256OfFile(p); }},
            {fifo(QStringLiteral("spiece.model")),
             [](const QString& p) { SentencePieceModel::load(p); }},
        };
        alarm(60);
        for (const auto& [path, read] : readers) {
            const QString message = errorMessage([&] { read(path); });
            QVERIFY2(message.contains(path), qPrintable(message));
            QVERIFY2(message.contains(QStringLiteral("named pipe (FIFO)")), qPrintable(message));
        }
        alarm(0);
    }

    // Item 2: a spiece.model that is a folder is refused before SentencePiece reads it.
    void sentencePieceModelThatIsAFolderIsRefused() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("spiece.model"));
        QVERIFY(QDir().mkpath(folder));
        const QString message = errorMessage([&] { SentencePieceModel::load(folder); });
        QVERIFY2(message.contains(folder), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("a folder")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestReaderFuzz)
#include "test_reader_fuzz.moc"
