// The safetensors module: header and metadata of a hand-assembled file, fp16/bf16 conversion,
// in-place float32 embeddings, every malformed header refused by name, and a bit-exact
// write/read round trip.
#include "io/half_float.h"
#include "io/safetensors.h"
#include "test_support.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cmath>
#include <limits>

using namespace unembed;
using namespace unembed::test;

namespace {

// A file from a header given as JSON text, followed by `dataLength` zero bytes.
QByteArray fileBytes(const QByteArray& json, qsizetype dataLength) {
    char length[8];
    qToLittleEndian<quint64>(quint64(json.size()), length);
    return QByteArray(length, 8) + json + QByteArray(dataLength, '\0');
}

} // namespace

class TestSafetensors : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    EmbeddingSet read(const QString& path, const QString& arrayName = {}) {
        ReadOptions options;
        options.arrayName = arrayName;
        return SafetensorsReader().read(path, options);
    }

private slots:
    void readsHeaderAndMetadata() {
        const SafetensorsFile file = SafetensorsFile::open(fixture("embeddings.safetensors"));
        QCOMPARE(file.metadata().value("format"), QStringLiteral("pt"));
        QCOMPARE(file.metadata().value("source"), QStringLiteral("make_fixtures.py"));
        QCOMPARE(file.tensors().size(), size_t(3));
        const SafetensorsTensor& half = file.tensor(QStringLiteral("half"));
        QCOMPARE(half.dtype, QStringLiteral("F16"));
        QCOMPARE(half.shape, (std::vector<qint64>{2, 3}));
        QCOMPARE(half.begin, qint64(48));
        QCOMPARE(half.end, qint64(60));
        QCOMPARE(file.bytes(half).size(), qsizetype(12));
        QCOMPARE(file.tensors().front().name, QStringLiteral("brain"));
        QVERIFY(!file.find(QStringLiteral("missing")));
    }

    void convertsHalfAndBrainFloat() {
        const SafetensorsFile file = SafetensorsFile::open(fixture("embeddings.safetensors"));
        QCOMPARE(file.toFloat32(file.tensor(QStringLiteral("half"))),
                 (std::vector<float>{-0.5f, -0.25f, 0.0f, 0.25f, 0.5f, 0.75f}));
        QCOMPARE(file.toFloat32(file.tensor(QStringLiteral("brain"))),
                 (std::vector<float>{1.5f, -2.0f, 0.25f, 3.0f}));
    }

    void convertsHalfFloatEdgeCases() {
        QCOMPARE(halfToFloat(0x3c00), 1.0f);
        QCOMPARE(halfToFloat(0xc000), -2.0f);
        QCOMPARE(halfToFloat(0x7bff), 65504.0f);
        QCOMPARE(halfToFloat(0x0400), std::ldexp(1.0f, -14));
        QCOMPARE(halfToFloat(0x0001), std::ldexp(1.0f, -24));
        QCOMPARE(halfToFloat(0x83ff), -std::ldexp(1023.0f, -24));
        QVERIFY(std::signbit(halfToFloat(0x8000)) && halfToFloat(0x8000) == 0.0f);
        QCOMPARE(halfToFloat(0x7c00), std::numeric_limits<float>::infinity());
        QCOMPARE(halfToFloat(0xfc00), -std::numeric_limits<float>::infinity());
        QVERIFY(std::isnan(halfToFloat(0x7e00)));
        QCOMPARE(bfloat16ToFloat(0x3fc0), 1.5f);
        QCOMPARE(bfloat16ToFloat(0xff80), -std::numeric_limits<float>::infinity());
        QVERIFY(std::isnan(bfloat16ToFloat(0x7fc1)));
        QCOMPARE(doubleToFloat(1e300), std::numeric_limits<float>::infinity());
        QCOMPARE(doubleToFloat(-1e300), -std::numeric_limits<float>::infinity());
        QCOMPARE(doubleToFloat(0.1), 0.1f);
    }

    void readsEmbeddingsInPlace() {
        const EmbeddingSet set = read(fixture("embeddings.safetensors"));
        QCOMPARE(set.vectors.rows(), qint64(3));
        QCOMPARE(set.vectors.dim(), qint64(4));
        QVERIFY(set.vectors.isBorrowed());
        for (qint64 r = 0; r < 3; ++r)
            for (qint64 c = 0; c < 4; ++c)
                QCOMPARE(set.vectors.row(r)[c], expected(r, c));
    }

    void readsTensorByName() {
        const EmbeddingSet set = read(fixture("embeddings.safetensors"), QStringLiteral("brain"));
        QCOMPARE(set.vectors.rows(), qint64(2));
        QCOMPARE(set.vectors.dim(), qint64(2));
        QVERIFY(!set.vectors.isBorrowed());
        QCOMPARE(set.vectors.row(1)[1], 3.0f);
        expectError([&] { read(fixture("embeddings.safetensors"), QStringLiteral("vectors")); },
                    {QStringLiteral("embeddings.safetensors"),
                     QStringLiteral("no tensor named 'vectors'"),
                     QStringLiteral("expected one of brain, embeddings, half, found 'vectors'")});
    }

    void picksTheOnlyMatrixWithoutEmbeddings() {
        const QString path = dir_.filePath("one_matrix.safetensors");
        writeSafetensors(path,
                         {{"bias", "F32", {2}, QByteArray(8, '\0')},
                          {"weight", "F32", {1, 2}, QByteArray("\0\0\x80\x3f\0\0\0\x40", 8)}});
        const EmbeddingSet set = read(path);
        QCOMPARE(set.vectors.rows(), qint64(1));
        QCOMPARE(set.vectors.row(0)[1], 2.0f);

        const QString ambiguous = dir_.filePath("two_matrices.safetensors");
        writeSafetensors(ambiguous, {{"a", "F32", {1, 1}, QByteArray(4, '\0')},
                                     {"b", "F16", {1, 2}, QByteArray(4, '\0')}});
        expectError([&] { read(ambiguous); },
                    {QStringLiteral("two_matrices.safetensors"),
                     QStringLiteral("cannot tell which tensor holds the embeddings"),
                     QStringLiteral("found a F32 [1, 1], b F16 [1, 2]")});
    }

    void refusesUnsupportedDtype() {
        expectError([&] { read(fixture("i64.safetensors")); },
                    {QStringLiteral("i64.safetensors"), QStringLiteral("field 'embeddings'"),
                     QStringLiteral("unsupported dtype for tensor 'embeddings'"),
                     QStringLiteral("expected F32, F16, BF16 or F64, found I64")});
    }

    void refusesOtherRanks() {
        const QString path = dir_.filePath("cube.safetensors");
        writeSafetensors(path, {{"embeddings", "F32", {2, 1, 1}, QByteArray(8, '\0')}});
        expectError([&] { read(path); },
                    {QStringLiteral("cube.safetensors"), QStringLiteral("field 'embeddings'"),
                     QStringLiteral("expected a 1-D or 2-D tensor, found [2, 1, 1]")});
    }

    void refusesMalformedFiles_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("shorter than 8 bytes")
            << QByteArray("\x10\0\0", 3)
            << QStringList{"too short", "expected at least 8 bytes, found 3 bytes"};
        QByteArray overLimit(8, '\0');
        qToLittleEndian<quint64>(200'000'000, overLimit.data());
        QTest::newRow("header over 100 MB")
            << overLimit
            << QStringList{"header length 200000000 exceeds the 100 MB limit",
                           "expected at most 100 MB, found 200000000 bytes"};
        QByteArray beyondFile = fileBytes("{}", 0);
        qToLittleEndian<quint64>(64, beyondFile.data());
        QTest::newRow("header longer than the file")
            << beyondFile
            << QStringList{"header length 64 is larger than the file",
                           "expected at most 2 bytes (the rest of the file), found 64 bytes"};
        QTest::newRow("invalid JSON")
            << fileBytes("{\"a\": {\"dtype\": \"F32\",", 0)
            << QStringList{"field 'header'", "the header is not valid JSON", "at byte"};
        QTest::newRow("JSON array")
            << fileBytes("[1, 2]", 0) << QStringList{"the header is not a JSON object"};
        QTest::newRow("offsets out of range")
            << fileBytes(R"({"x":{"dtype":"F32","shape":[4],"data_offsets":[8,24]}})", 16)
            << QStringList{"field 'x'", "data_offsets are out of range",
                           "expected offsets within the data section of 16 bytes, found [8, 24]"};
        QTest::newRow("overlapping tensors")
            << fileBytes(R"({"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},)"
                         R"("b":{"dtype":"F32","shape":[4],"data_offsets":[8,24]}})",
                         24)
            << QStringList{"tensors 'a' and 'b' overlap", "found 'a' [0, 16] and 'b' [8, 24]"};
        QTest::newRow("offsets not matching the shape")
            << fileBytes(R"({"x":{"dtype":"F16","shape":[2,3],"data_offsets":[0,16]}})", 16)
            << QStringList{"field 'x'", "do not match the shape and dtype",
                           "expected 12 bytes for shape [2, 3] of F16, found 16 bytes in "
                           "data_offsets [0, 16]"};
        QTest::newRow("shape beyond 64 bits")
            << fileBytes(R"({"x":{"dtype":"F64","shape":[4611686018427387904,4],)"
                         R"("data_offsets":[0,8]}})",
                         8)
            << QStringList{"field 'x'", "expected more than 2^63 bytes"};
        QTest::newRow("unknown dtype")
            << fileBytes(R"({"x":{"dtype":"Q7","shape":[1],"data_offsets":[0,1]}})", 1)
            << QStringList{"field 'x'", "unknown dtype", "found \"Q7\""};
        QTest::newRow("negative extent")
            << fileBytes(R"({"x":{"dtype":"U8","shape":[-1],"data_offsets":[0,1]}})", 1)
            << QStringList{"field 'x'", "the shape is malformed", "found [-1]"};
        QTest::newRow("reversed offsets")
            << fileBytes(R"({"x":{"dtype":"U8","shape":[1],"data_offsets":[1,0]}})", 1)
            << QStringList{"field 'x'", "data_offsets are malformed", "found [1,0]"};
        QTest::newRow("metadata not strings")
            << fileBytes(R"({"__metadata__":{"epochs":3}})", 0)
            << QStringList{"field '__metadata__.epochs'", "expected a string, found 3"};
    }

    void refusesMalformedFiles() {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, pieces);
        const QString path = writeFile(dir_, QStringLiteral("malformed.safetensors"), bytes);
        pieces << QStringLiteral("malformed.safetensors");
        expectError([&] { SafetensorsFile::open(path); }, pieces);
    }

    void refusesTruncatedFile() {
        const QByteArray whole = fixtureBytes("embeddings.safetensors");
        // "brain" is the last tensor in the data, [60, 68]: cutting 4 bytes leaves 64.
        const QString path =
            writeFile(dir_, QStringLiteral("cut.safetensors"), whole.left(whole.size() - 4));
        expectError([&] { read(path); },
                    {QStringLiteral("cut.safetensors"), QStringLiteral("field 'brain'"),
                     QStringLiteral("is the file truncated?"),
                     QStringLiteral("expected offsets within the data section of 64 bytes, found "
                                    "[60, 68]")});
    }

    void roundTripsBitExact() {
        const QString path = dir_.filePath("round_trip.safetensors");
        const QByteArray f32("\x00\x00\x80\x3f\x01\x02\x03\x04\xff\xff\x7f\x7f", 12);
        const QByteArray u8("\x01\x02\x03", 3);
        const QByteArray bf16("\x80\x3f\x00\xc0\x80\x3e\x40\x40", 8);
        const QByteArray i64("\x01\0\0\0\0\0\0\0\xff\xff\xff\xff\xff\xff\xff\xff", 16);
        const QMap<QString, QString> metadata{{"format", "pt"}, {"victim", "gtr-t5-base — ü"}};
        writeSafetensors(path,
                         {{"u8", "U8", {3}, u8},
                          {"weights", "F32", {3, 1}, f32},
                          {"brain", "BF16", {2, 2}, bf16},
                          {"counts", "I64", {2}, i64},
                          {"empty", "F16", {0, 4}, {}}},
                         metadata);

        const SafetensorsFile file = SafetensorsFile::open(path);
        QCOMPARE(file.metadata(), metadata);
        QCOMPARE(file.bytes(file.tensor("u8")).toByteArray(), u8);
        QCOMPARE(file.bytes(file.tensor("weights")).toByteArray(), f32);
        QCOMPARE(file.bytes(file.tensor("brain")).toByteArray(), bf16);
        QCOMPARE(file.bytes(file.tensor("counts")).toByteArray(), i64);
        QCOMPARE(file.tensor("empty").shape, (std::vector<qint64>{0, 4}));
        QCOMPARE(file.tensor("weights").dtype, QStringLiteral("F32"));
        QCOMPARE(file.tensor("weights").shape, (std::vector<qint64>{3, 1}));
        // Each tensor starts at a multiple of its element size in an 8-aligned data section.
        for (const SafetensorsTensor& tensor : file.tensors())
            QCOMPARE(tensor.begin % safetensorsDtypeSize(tensor.dtype), qint64(0));
        QVERIFY(read(path, QStringLiteral("weights")).vectors.isBorrowed());

        const QByteArray bytes = readFile(path);
        const quint64 headerLength = qFromLittleEndian<quint64>(bytes.constData());
        QCOMPARE(headerLength % 8, quint64(0));
        const QByteArray header = bytes.mid(8, qsizetype(headerLength));
        QVERIFY(header.endsWith('}') || header.endsWith(' '));
        QVERIFY(QJsonDocument::fromJson(header).isObject());
        // Keys in sorted order, the metadata included.
        const QList<QByteArray> keys{"\"__metadata__\"", "\"brain\"", "\"counts\"",
                                     "\"empty\"",        "\"u8\"",    "\"weights\""};
        for (qsizetype i = 1; i < keys.size(); ++i)
            QVERIFY2(header.indexOf(keys[i - 1]) < header.indexOf(keys[i]), header.constData());
    }

    void convertsToFloat16ForThePack() {
        const QString in = dir_.filePath("f32.safetensors");
        const QString out = dir_.filePath("f16.safetensors");
        // 1, 1/3, 65504 (the largest half), 2^-24 (the smallest subnormal half), -0.
        const std::vector<float> values = {1.0f, 1.0f / 3.0f, 65504.0f, 5.9604645e-8f, -0.0f};
        QByteArray bytes(qsizetype(values.size() * 4), '\0');
        for (size_t i = 0; i < values.size(); ++i)
            qToLittleEndian(values[i], bytes.data() + 4 * i);
        const QByteArray ids("\x05\0\0\0\0\0\0\0", 8);
        writeSafetensors(in, {{"w", "F32", {5}, bytes}, {"ids", "I64", {1}, ids}},
                         {{"format", "pt"}});
        convertSafetensorsToFloat16(in, out);
        const SafetensorsFile file = SafetensorsFile::open(out);
        QCOMPARE(file.metadata().value("format"), QStringLiteral("pt"));
        QCOMPARE(file.tensor("w").dtype, QStringLiteral("F16"));
        QCOMPARE(file.bytes(file.tensor("ids")).toByteArray(), ids);
        const QByteArray half = file.bytes(file.tensor("w")).toByteArray();
        const std::vector<quint16> expectedBits = {0x3c00, 0x3555, 0x7bff, 0x0001, 0x8000};
        for (size_t i = 0; i < expectedBits.size(); ++i)
            QCOMPARE(qFromLittleEndian<quint16>(half.constData() + 2 * i), expectedBits[i]);
        // A weight beyond the half range is named rather than turned into an infinity.
        qToLittleEndian(1.0e6f, bytes.data());
        writeSafetensors(in, {{"w", "F32", {5}, bytes}});
        expectError(
            [&] { convertSafetensorsToFloat16(in, out); },
            {QStringLiteral("f32.safetensors"), QStringLiteral("w"), QStringLiteral("float16")});
    }

    void writerRefusesInconsistentTensors() {
        const QString path = dir_.filePath("bad_write.safetensors");
        expectError(
            [&] {
                writeSafetensors(path, {{"w", "F32", {2, 2}, QByteArray(12, '\0')}});
            },
            {QStringLiteral("bad_write.safetensors"), QStringLiteral("field 'w'"),
             QStringLiteral("expected 16 bytes, found 12 bytes")});
        expectError(
            [&] {
                writeSafetensors(path, {{"w", "F32", {1}, QByteArray(4, '\0')},
                                        {"w", "F32", {1}, QByteArray(4, '\0')}});
            },
            {QStringLiteral("bad_write.safetensors"), QStringLiteral("a unique tensor name")});
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestSafetensors)
#include "test_safetensors.moc"
