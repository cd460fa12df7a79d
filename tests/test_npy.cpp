// The .npy reader: every float layout NumPy writes, in-place reading of float32, and the refusal
// of every malformed or unsupported array with a message that says what was wrong.
#include "io/npy.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace unembed;
using namespace unembed::test;

namespace {

// An .npy file around a header dict, padded the way NumPy pads it.
QByteArray npyBytes(const QByteArray& dict, const QByteArray& data, int major = 1) {
    const int prefix = major == 1 ? 10 : 12;
    QByteArray header = dict;
    header.append((64 - (prefix + header.size() + 1) % 64) % 64, ' ').append('\n');
    QByteArray bytes("\x93NUMPY", 6);
    bytes.append(char(major)).append('\0');
    char length[4];
    if (major == 1)
        qToLittleEndian<quint16>(quint16(header.size()), length);
    else
        qToLittleEndian<quint32>(quint32(header.size()), length);
    bytes.append(length, major == 1 ? 2 : 4);
    return bytes + header + data;
}

QByteArray floats(std::initializer_list<float> values) {
    QByteArray bytes;
    for (float value : values) {
        char le[4];
        qToLittleEndian<float>(value, le);
        bytes.append(le, 4);
    }
    return bytes;
}

} // namespace

class TestNpy : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    EmbeddingSet read(const QString& path) { return NpyReader().read(path, {}); }

private slots:
    void readsEveryFloatLayout_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("borrowed");
        QTest::newRow("float32, C order") << "f4.npy" << true;
        QTest::newRow("float16") << "f2.npy" << false;
        QTest::newRow("float64") << "f8.npy" << false;
        QTest::newRow("Fortran order") << "fortran_f4.npy" << false;
        QTest::newRow("format 2.0") << "v2_f4.npy" << true;
        QTest::newRow("format 3.0") << "v3_f4.npy" << true;
    }

    void readsEveryFloatLayout() {
        QFETCH(QString, file);
        QFETCH(bool, borrowed);
        const EmbeddingSet set = read(fixture(file));
        QCOMPARE(set.vectors.rows(), 3);
        QCOMPARE(set.vectors.dim(), 4);
        QCOMPARE(set.vectors.isBorrowed(), borrowed);
        for (qint64 r = 0; r < 3; ++r)
            for (qint64 c = 0; c < 4; ++c)
                QCOMPARE(set.vectors.row(r)[c], expected(r, c));
        QVERIFY(set.texts.isEmpty());
        QVERIFY(set.ids.isEmpty());
    }

    void readsOneDimensionalArrayAsOneRow() {
        const EmbeddingSet set = read(fixture(QStringLiteral("vector_f4.npy")));
        QCOMPARE(set.vectors.rows(), 1);
        QCOMPARE(set.vectors.dim(), 5);
        QVERIFY(set.vectors.isBorrowed());
        QCOMPARE(set.vectors.row(0)[3], 1.5f);
    }

    void parsesHeaderDict() {
        const QByteArray bytes = fixtureBytes(QStringLiteral("fortran_f4.npy"));
        const NpyHeader header = parseNpyHeader(bytes, {QStringLiteral("x.npy"), {}});
        QCOMPARE(header.descr, QStringLiteral("<f4"));
        QVERIFY(header.fortranOrder);
        QCOMPARE(header.shape, (std::vector<qint64>{3, 4}));
        QCOMPARE(header.dataOffset, 128);
    }

    void acceptsOtherHeaderSpellings_data() {
        QTest::addColumn<QByteArray>("dict");
        QTest::newRow("Python 2 longs") << QByteArray("{'descr': '<f4', 'fortran_order': False, "
                                                      "'shape': (1L, 2L), }");
        QTest::newRow("native order '='")
            << QByteArray("{'descr': '=f4', 'fortran_order': False, 'shape': (1, 2)}");
        QTest::newRow("order not applicable '|'")
            << QByteArray("{'descr': '|f4', 'fortran_order': False, 'shape': (1, 2)}");
        QTest::newRow("double quotes, other key order")
            << QByteArray("{\"shape\": [1, 2], \"fortran_order\": False, \"descr\": \"<f4\"}");
    }

    void acceptsOtherHeaderSpellings() {
        QFETCH(QByteArray, dict);
        const EmbeddingSet set = read(
            writeFile(dir_, QStringLiteral("spelling.npy"), npyBytes(dict, floats({0.5f, -2.0f}))));
        QCOMPARE(set.vectors.rows(), 1);
        QCOMPARE(set.vectors.dim(), 2);
        QCOMPARE(set.vectors.row(0)[1], -2.0f);
    }

    void copiesUnalignedData() {
        // One byte in front of the array puts its data off a 4-byte boundary.
        const QByteArray padded = QByteArray(1, 'x') + fixtureBytes(QStringLiteral("f4.npy"));
        const QByteArrayView bytes = QByteArrayView(padded).sliced(1);
        const NpySource source{QStringLiteral("f4.npy"), {}};
        const auto keeper = std::make_shared<QByteArray>(padded);
        const FloatMatrix matrix =
            npyToMatrix(bytes, parseNpyHeader(bytes, source), source, keeper);
        QVERIFY(!matrix.isBorrowed());
        QCOMPARE(matrix.row(2)[3], expected(2, 3));
    }

    void refusesBigEndian() {
        expectError([&] { read(fixture(QStringLiteral("big_endian_f4.npy"))); },
                    {QStringLiteral("big_endian_f4.npy"), QStringLiteral("unsupported dtype"),
                     QStringLiteral("field 'descr'"), QStringLiteral("'<f4'"),
                     QStringLiteral("found '>f4'")});
    }

    void refusesOtherDtypes() {
        const QString path =
            writeFile(dir_, QStringLiteral("ints.npy"),
                      npyBytes("{'descr': '<i8', 'fortran_order': False, 'shape': (2,), }",
                               QByteArray(16, 0)));
        expectError([&] { read(path); },
                    {QStringLiteral("ints.npy"), QStringLiteral("unsupported dtype"),
                     QStringLiteral("found '<i8'")});
        const QString structured = writeFile(
            dir_, QStringLiteral("structured.npy"),
            npyBytes(
                "{'descr': [('a', '<f4'), ('b', '<f4')], 'fortran_order': False, 'shape': (1,), }",
                QByteArray(8, 0)));
        expectError([&] { read(structured); },
                    {QStringLiteral("structured.npy"), QStringLiteral("unsupported dtype"),
                     QStringLiteral("found [('a', '<f4'), ('b', '<f4')]")});
    }

    void refusesOtherRanks() {
        expectError([&] { read(fixture(QStringLiteral("three_d_f4.npy"))); },
                    {QStringLiteral("three_d_f4.npy"),
                     QStringLiteral("expected a 1-D or 2-D array, found shape (2, 3, 4)")});
        const QString scalar = writeFile(
            dir_, QStringLiteral("scalar.npy"),
            npyBytes("{'descr': '<f4', 'fortran_order': False, 'shape': (), }", floats({1.0f})));
        expectError([&] { read(scalar); },
                    {QStringLiteral("scalar.npy"),
                     QStringLiteral("expected a 1-D or 2-D array, found shape ()")});
    }

    void refusesTruncatedData() {
        const QByteArray whole = fixtureBytes(QStringLiteral("f4.npy"));
        const QString path =
            writeFile(dir_, QStringLiteral("cut.npy"), whole.left(whole.size() - 10));
        expectError([&] { read(path); },
                    {QStringLiteral("cut.npy"), QStringLiteral("truncated"),
                     QStringLiteral("expected 48 bytes of data for shape (3, 4), found 38 bytes")});
    }

    void refusesTruncatedHeader() {
        const QByteArray whole = fixtureBytes(QStringLiteral("f4.npy"));
        const QString path = writeFile(dir_, QStringLiteral("cut_header.npy"), whole.left(50));
        expectError([&] { read(path); },
                    {QStringLiteral("cut_header.npy"), QStringLiteral("header is truncated"),
                     QStringLiteral("expected a header of 128 bytes, found 50 bytes")});
        const QString tiny = writeFile(dir_, QStringLiteral("tiny.npy"), whole.left(7));
        expectError([&] { read(tiny); },
                    {QStringLiteral("tiny.npy"),
                     QStringLiteral("expected at least 10 bytes, found 7 bytes")});
    }

    void refusesOtherFiles() {
        const QString path = writeFile(dir_, QStringLiteral("text.npy"), "hello, world\n");
        expectError([&] { read(path); },
                    {QStringLiteral("text.npy"), QStringLiteral("not a NumPy .npy array"),
                     QStringLiteral("found 68 65 6c 6c 6f 2c")});
        QByteArray future = fixtureBytes(QStringLiteral("f4.npy"));
        future[6] = 4;
        const QString version = writeFile(dir_, QStringLiteral("future.npy"), future);
        expectError([&] { read(version); },
                    {QStringLiteral("future.npy"), QStringLiteral("field 'version'"),
                     QStringLiteral("expected 1.0, 2.0 or 3.0, found 4.0")});
    }

    void refusesMalformedHeaderDicts_data() {
        QTest::addColumn<QByteArray>("dict");
        QTest::addColumn<QString>("complaint");
        QTest::newRow("unclosed dict") << QByteArray("{'descr': '<f4', 'fortran_order': False")
                                       << "field 'header': the header is malformed";
        QTest::newRow("not a dict")
            << QByteArray("['descr', '<f4']") << "field 'header': the header is malformed";
        QTest::newRow("unclosed string")
            << QByteArray("{'descr: '<f4'}") << "field 'header': the header is malformed";
        QTest::newRow("missing shape") << QByteArray("{'descr': '<f4', 'fortran_order': False}")
                                       << "the header has no 'shape' entry";
        QTest::newRow("fortran_order not a bool")
            << QByteArray("{'descr': '<f4', 'fortran_order': 'no', 'shape': (1, 2)}")
            << "field 'fortran_order': the header is malformed (expected True or False, found "
               "'no')";
        QTest::newRow("negative extent")
            << QByteArray("{'descr': '<f4', 'fortran_order': False, 'shape': (3, -4)}")
            << "field 'shape': the header is malformed (expected a tuple of non-negative "
               "integers, found (3, -4))";
        QTest::newRow("extent beyond 64 bits")
            << QByteArray(
                   "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,)}")
            << "field 'header': the header is malformed";
        QTest::newRow("deeply nested") << QByteArray(200, '(') + QByteArray(200, ')')
                                       << "field 'header': the header is malformed";
    }

    void refusesMalformedHeaderDicts() {
        QFETCH(QByteArray, dict);
        QFETCH(QString, complaint);
        const QString path =
            writeFile(dir_, QStringLiteral("malformed.npy"), npyBytes(dict, floats({1, 2})));
        expectError([&] { read(path); }, {QStringLiteral("malformed.npy"), complaint});
    }

    void refusesShapesBeyond64Bits() {
        const QString path = writeFile(
            dir_, QStringLiteral("huge.npy"),
            npyBytes(
                "{'descr': '<f4', 'fortran_order': False, 'shape': (4611686018427387904, 4), }",
                floats({1, 2})));
        expectError([&] { read(path); },
                    {QStringLiteral("huge.npy"), QStringLiteral("the array is too large")});
        const QString wide = writeFile(
            dir_, QStringLiteral("wide.npy"),
            npyBytes(
                "{'descr': '<f8', 'fortran_order': False, 'shape': (3, 1152921504606846976), }",
                floats({1, 2})));
        expectError([&] { read(wide); },
                    {QStringLiteral("wide.npy"), QStringLiteral("the array is too large")});
    }

    void refusesHugeHeaderLength() {
        QByteArray bytes("\x93NUMPY\x02\x00", 8);
        char length[4];
        qToLittleEndian<quint32>(0x40000000u, length);
        bytes.append(length, 4).append("{'descr'");
        const QString path = writeFile(dir_, QStringLiteral("long_header.npy"), bytes);
        expectError([&] { read(path); },
                    {QStringLiteral("long_header.npy"), QStringLiteral("the header is too long"),
                     QStringLiteral("found 1073741824 bytes")});
    }
};

QTEST_GUILESS_MAIN(TestNpy)
#include "test_npy.moc"
