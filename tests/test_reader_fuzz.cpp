// The file readers under hostile input (issues 21 and 48): at least a thousand mutated inputs for
// every file format and model file Unembed reads (npy, npz, safetensors, JSON Lines, CSV, TSV,
// pg_dump, safetensors weights, config.json, tokenizer.json, spiece.model), made from small valid
// seeds by a seeded generator (fuzz_inputs.h), each read under an address-space cap. Every input
// must either read or be refused with an InputError naming the file; nothing else may escape and
// nothing may crash, hang or allocate without bound. The vector stores are test_store_fuzz's.
// Also the strictness items: invalid UTF-8 in a CSV refused like JSONL's, a repeated tensor name
// refused, FIFOs refused without blocking, and the readers' sanity caps.
// Torch first: Qt's `slots` macro breaks torch headers included after it (hf_tokenizer.h).
#include <torch/torch.h>

#include "fuzz_inputs.h"
#include "io/embedding_reader.h"
#include "io/file_checksum.h"
#include "io/json_file.h"
#include "io/reader_limits.h"
#include "io/safetensors.h"
#include "io/text_pairs.h"
#include "nn/bert_config.h"
#include "nn/gpt2_config.h"
#include "nn/t5_config.h"
#include "test_support.h"
#include "text/sentencepiece_library.h"
#include "tokenizers/hf_tokenizer.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
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

// How the variants of one seed are made.
using Mutation = QByteArray (*)(const QByteArray&, std::mt19937&);

// One reader's seeds, how to mutate them, where each variant is written and how it is read.
struct ReaderCase {
    QString reader;
    QString fileName; // under the case's own folder
    std::vector<QByteArray> seeds;
    Mutation mutation;
    std::function<void(const QString&)> read;
};

const QString kText =
    QStringLiteral("Hello world, my sister Priya is visiting \u00fcn\u00efc\u00f6d\u00e9 42!");

void readWeights(const QString& path) {
    const SafetensorsFile file = SafetensorsFile::open(path);
    // As the weights' loader reads them: floats converted, other dtypes as their bytes.
    static const QStringList floats{QStringLiteral("F32"), QStringLiteral("F16"),
                                    QStringLiteral("BF16"), QStringLiteral("F64")};
    for (const SafetensorsTensor& tensor : file.tensors())
        if (floats.contains(tensor.dtype))
            file.toFloat32(tensor);
        else
            file.bytes(tensor);
}

// A tokenizer.json, read from its folder and run on a text both ways.
void runTokenizer(const QString& path) {
    const auto tokenizer = HfTokenizer::load(QFileInfo(path).absolutePath());
    tokenizer->decode(tokenizer->encode(kText, 16));
}

void runSentencePiece(const QString& path) {
    const auto model = SentencePieceModel::load(path);
    model->decode(model->encode(kText));
    for (int id = 0; id < std::min(model->pieceCount(), 64); ++id)
        model->piece(id);
}

std::vector<ReaderCase> readerCases() {
    const auto embeddings = [](const QString& path) { readEmbeddings(path); };
    const auto fixtures = [](std::initializer_list<const char*> names) {
        std::vector<QByteArray> seeds;
        for (const char* name : names)
            seeds.push_back(fixtureBytes(QLatin1String(name)));
        return seeds;
    };
    const auto tokenizerSeed = [](const char* folder) {
        return readFile(
            hfEncoderFixture(QLatin1String(folder) + QStringLiteral("/tokenizer.json")));
    };
    ReadOptions items;
    items.arrayName = QStringLiteral("items");
    return {
        {QStringLiteral("npy"), QStringLiteral("e.npy"),
         [&] {
             auto seeds = fixtures({"f2.npy", "f8.npy", "fortran_f4.npy"});
             seeds.push_back(npyFile(3, 4));
             return seeds;
         }(),
         mutateBytes, embeddings},
        {QStringLiteral("npz"), QStringLiteral("e.npz"),
         fixtures({"deflated.npz", "stored.npz", "vector_only.npz"}), mutateBytes, embeddings},
        {QStringLiteral("safetensors"),
         QStringLiteral("e.safetensors"),
         {safetensorsFile(), fixtureBytes(QStringLiteral("embeddings.safetensors"))},
         mutateBytes,
         embeddings},
        {QStringLiteral("JSON Lines"),
         QStringLiteral("e.jsonl"),
         {jsonlFile(), fixtureBytes(QStringLiteral("twin.jsonl"))},
         mutateBytes,
         embeddings},
        {QStringLiteral("CSV"),
         QStringLiteral("e.csv"),
         {csvFile(','), fixtureBytes(QStringLiteral("twin.csv"))},
         mutateBytes,
         embeddings},
        {QStringLiteral("TSV"),
         QStringLiteral("e.tsv"),
         {csvFile('\t'), fixtureBytes(QStringLiteral("twin.tsv"))},
         mutateBytes,
         embeddings},
        {QStringLiteral("pg_dump"), QStringLiteral("e.sql"), fixtures({"pg_dump/store.sql"}),
         mutateBytes, [items](const QString& path) { readEmbeddings(path, items); }},
        {QStringLiteral("safetensors weights"),
         QStringLiteral("model.safetensors"),
         {safetensorsFile(), fixtureBytes(QStringLiteral("i64.safetensors"))},
         mutateBytes,
         readWeights},
        {QStringLiteral("config.json (T5)"),
         QStringLiteral("config.json"),
         {configFile(false), fixtureBytes(QStringLiteral("geia-t5/config.json"))},
         mutateJson,
         [](const QString& path) { T5Config::load(path); }},
        {QStringLiteral("config.json (GPT-2)"),
         QStringLiteral("config.json"),
         {configFile(true), fixtureBytes(QStringLiteral("perplexity-judge/config.json"))},
         mutateJson,
         [](const QString& path) { GPT2Config::load(path); }},
        {QStringLiteral("config.json (BERT)"),
         QStringLiteral("config.json"),
         {readFile(hfEncoderFixture(QStringLiteral("st_bert_mean/config.json"))),
          readFile(hfEncoderFixture(QStringLiteral("st_xlmr_e5/config.json")))},
         mutateJson,
         [](const QString& path) { BertConfig::load(path); }},
        {QStringLiteral("tokenizer.json"),
         QStringLiteral("tokenizer.json"),
         {tokenizerSeed("st_bert_mean"), tokenizerSeed("st_xlmr_e5"),
          tokenizerSeed("gpt2_bpe_tokenizer"), tokenizerSeed("st_roberta_dense")},
         mutateJson,
         runTokenizer},
        {QStringLiteral("spiece.model"), QStringLiteral("spiece.model"),
         fixtures({"fuzz/spiece.model"}), mutateBytes, runSentencePiece},
    };
}

} // namespace

class TestReaderFuzz : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        capAddressSpace(qint64(2) << 30);
        // A hang fails the suite rather than the CI job's clock.
        alarm(300);
    }

    // Issue 48, item 2: every reader, at least a thousand inputs, each seed first read as it is.
    void mutatedFilesAreReadOrRefusedNamingTheFile() {
        std::mt19937 random(48);
        std::vector<FuzzTally> tallies;
        for (const ReaderCase& c : readerCases()) {
            QTemporaryDir dir;
            const QString path = dir.filePath(c.fileName);
            const auto write = [&](const QByteArray& bytes) {
                replaceFile(dir, c.fileName, bytes);
            };
            for (const QByteArray& seed : c.seeds) {
                write(seed);
                c.read(path); // a seed that does not read would make the fuzzing meaningless
            }
            FuzzTally tally{c.reader};
            const int perSeed = (kInputsPerReader + int(c.seeds.size()) - 1) / int(c.seeds.size());
            fuzzReader(
                perSeed * int(c.seeds.size()),
                [&](int i) {
                    write(c.mutation(c.seeds[size_t(i) % c.seeds.size()], random));
                    return path;
                },
                [&] { c.read(path); }, tally);
            if (QTest::currentTestFailed()) return;
            QVERIFY2(tally.inputs >= kInputsPerReader, qPrintable(c.reader));
            // Most variants of a seed are broken: a reader that takes them all checks nothing.
            QVERIFY2(tally.refused > tally.inputs / 10, qPrintable(c.reader));
            tallies.push_back(tally);
        }
        reportTallies(tallies);
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

    // Issue 48, item 10: SentencePiece's own failure texts ("./src/sentencepiece_processor.cc(1101)
    // [model_proto->ParseFromArray(...)]") become the cause in words, naming the file.
    void sentencePieceFailuresSayTheCause_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("cause");
        QTest::newRow("not a protobuf")
            << QByteArray("this is text, not a model\n")
            << QStringLiteral("its bytes are not a SentencePiece model");
        // The seed with its unknown piece made a normal one.
        QByteArray noUnknown = fixtureBytes(QStringLiteral("fuzz/spiece.model"));
        noUnknown.replace(noUnknown.indexOf("\x18\x02", noUnknown.indexOf("<unk>")), 2, "\x18\x01");
        QTest::newRow("no unknown piece")
            << noUnknown << QStringLiteral("pieces or normalisation rules are inconsistent");
    }
    void sentencePieceFailuresSayTheCause() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, cause);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("spiece.model"), bytes);
        const QString message = errorMessage([&] { SentencePieceModel::load(path); });
        QVERIFY2(message.contains(path), qPrintable(message));
        QVERIFY2(message.contains(cause), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral(".cc(")), qPrintable(message));
    }

    // Issue 48, item 5: the sanity caps (reader_limits.h), each refused naming the file and where.
    void absurdEmbeddingFilesAreRefusedByTheirCap_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("pieces");
        const qint64 wide = limits::kMaxDimension + 1;
        QByteArray zeros = "0";
        for (qint64 i = 1; i < wide; ++i)
            zeros += ",0";
        const QStringList tooWide{QStringLiteral("wider than any embedder makes"),
                                  QStringLiteral("at most 65,536 values per vector"),
                                  QStringLiteral("found 65,537 values")};
        QTest::newRow("npy dimension")
            << QStringLiteral("wide.npy") << npyFile(1, int(wide)) << tooWide;
        QTest::newRow("jsonl dimension")
            << QStringLiteral("wide.jsonl") << "{\"embedding\": [" + zeros + "]}\n"
            << tooWide + QStringList{QStringLiteral("row 1")};
        QTest::newRow("csv dimension") << QStringLiteral("wide.csv") << zeros + "\n"
                                       << tooWide + QStringList{QStringLiteral("row 1")};
        QTest::newRow("jsonl text")
            << QStringLiteral("long.jsonl")
            << "{\"embedding\": [1]}\n{\"embedding\": [2], \"text\": \"" +
                   QByteArray(limits::kMaxTextLength + 1, 'a') + "\"}\n"
            << QStringList{QStringLiteral("row 2"), QStringLiteral("field 'text'"),
                           QStringLiteral("longer than a text"),
                           QStringLiteral("found 1,048,577 characters")};
        QTest::newRow("csv record")
            << QStringLiteral("large.csv")
            << "text,e1\n\"" + QByteArray(limits::kMaxRowBytes, 'a') + "\",1\n"
            << QStringList{QStringLiteral("row 2"), QStringLiteral("larger than a row"),
                           QStringLiteral("at most 16 MiB")};
    }
    void absurdEmbeddingFilesAreRefusedByTheirCap() {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, pieces);
        QTemporaryDir dir;
        const QString path = writeFile(dir, name, bytes);
        expectError([&] { readEmbeddings(path); }, pieces + QStringList{path});
    }

    // Files read whole are refused by their size before a byte is read (sparse files here).
    void filesReadWholeAreRefusedBySize() {
        QTemporaryDir dir;
        const auto sparse = [&](const QString& name, qint64 size) {
            const QString path = writeFile(dir, name, "{}");
            QFile::resize(path, size);
            return path;
        };
        const QString config = sparse(QStringLiteral("config.json"), limits::kMaxJsonFileBytes + 1);
        expectError([&] { readJsonFile(config); },
                    {config, QStringLiteral("larger than a JSON file can be"),
                     QStringLiteral("at most 256 MiB")});
        const QString model =
            sparse(QStringLiteral("spiece.model"), limits::kMaxSentencePieceBytes + 1);
        expectError([&] { SentencePieceModel::load(model); },
                    {model, QStringLiteral("larger than a SentencePiece model can be"),
                     QStringLiteral("at most 64 MiB")});
    }
};

QTEST_GUILESS_MAIN(TestReaderFuzz)
#include "test_reader_fuzz.moc"
