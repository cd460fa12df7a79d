#include "npy.h"

#include "error.h"
#include "half_float.h"
#include "mapped_file.h"

#include <QtEndian>
#include <QtNumeric>

#include <cstring>
#include <optional>

namespace unembed {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr qsizetype kMagicLength = 6;
// NumPy itself refuses headers over 10 kB; 1 MiB leaves room while bounding the work on junk.
constexpr qint64 kMaxHeaderLength = 1 << 20;
// Deeper nesting than a structured dtype ever needs is junk, and would exhaust the stack.
constexpr int kMaxNesting = 32;

[[noreturn]] void fail(const NpySource& source, const QString& field, const QString& expected,
                       const QString& found, const QString& problem) {
    const QString text = source.member.isEmpty()
                             ? problem
                             : NpyReader::tr("array '%1': %2").arg(source.member, problem);
    throw InputError({source.file, {}, field, expected, found}, text);
}

QString bytesCount(qint64 n) {
    return NpyReader::tr("%1 bytes").arg(n);
}

QString excerpt(const QString& text) {
    constexpr qsizetype kLimit = 80;
    const QString trimmed = text.trimmed();
    return trimmed.size() <= kLimit ? trimmed : trimmed.left(kLimit) + QStringLiteral("...");
}

// The subset of Python literals that np.save writes into a header: strings, integers (with
// Python 2's L suffix), True/False/None, tuples, lists and dicts.
struct PyLiteral {
    enum class Kind { String, Integer, Boolean, None, Sequence, Dict };
    Kind kind = Kind::None;
    QString text;
    qint64 integer = 0;
    bool boolean = false;
    std::vector<QString> keys;    // of a Dict
    std::vector<PyLiteral> items; // of a Sequence, or the values of a Dict
    qsizetype begin = 0;          // where the literal stands in the header, for messages
    qsizetype end = 0;
};

class PyLiteralParser {
public:
    explicit PyLiteralParser(const QString& text) : text_(text) {}

    // False on any syntax error: the caller reports the whole header as malformed.
    bool parseAll(PyLiteral& out) {
        if (!parseValue(out, 0)) return false;
        skipSpace();
        return pos_ == text_.size();
    }

private:
    bool atEnd() const { return pos_ >= text_.size(); }
    void skipSpace() {
        while (!atEnd() && text_[pos_].isSpace())
            ++pos_;
    }
    bool consume(char c) {
        skipSpace();
        if (atEnd() || text_[pos_] != QLatin1Char(c)) return false;
        ++pos_;
        return true;
    }
    static bool isAsciiDigit(QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); }

    bool parseValue(PyLiteral& out, int depth) {
        if (depth > kMaxNesting) return false;
        skipSpace();
        if (atEnd()) return false;
        out.begin = pos_;
        const QChar c = text_[pos_];
        bool ok;
        if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
            ok = parseString(out);
        else if (c == QLatin1Char('('))
            ok = parseSequence(out, ')', depth);
        else if (c == QLatin1Char('['))
            ok = parseSequence(out, ']', depth);
        else if (c == QLatin1Char('{'))
            ok = parseDict(out, depth);
        else if (isAsciiDigit(c) || c == QLatin1Char('-') || c == QLatin1Char('+'))
            ok = parseInteger(out);
        else
            ok = parseName(out);
        out.end = pos_;
        return ok;
    }

    bool parseString(PyLiteral& out) {
        const QChar quote = text_[pos_++];
        out.kind = PyLiteral::Kind::String;
        while (!atEnd()) {
            QChar c = text_[pos_++];
            if (c == quote) return true;
            // Escapes are kept as the escaped character: dtype codes and keys need no more.
            if (c == QLatin1Char('\\')) {
                if (atEnd()) return false;
                c = text_[pos_++];
            }
            out.text += c;
        }
        return false;
    }

    bool parseInteger(PyLiteral& out) {
        const bool negative = text_[pos_] == QLatin1Char('-');
        if (!isAsciiDigit(text_[pos_])) ++pos_;
        qint64 value = 0;
        int digits = 0;
        while (!atEnd() && isAsciiDigit(text_[pos_])) {
            const qint64 digit = text_[pos_].unicode() - '0';
            if (qMulOverflow(value, qint64(10), &value) || qAddOverflow(value, digit, &value))
                return false;
            ++pos_;
            ++digits;
        }
        if (digits == 0) return false;
        if (!atEnd() && (text_[pos_] == QLatin1Char('L') || text_[pos_] == QLatin1Char('l')))
            ++pos_;
        out.kind = PyLiteral::Kind::Integer;
        out.integer = negative ? -value : value;
        return true;
    }

    bool parseName(PyLiteral& out) {
        const qsizetype start = pos_;
        while (!atEnd() && (text_[pos_].isLetterOrNumber() || text_[pos_] == QLatin1Char('_')))
            ++pos_;
        const QStringView name = QStringView(text_).mid(start, pos_ - start);
        if (name == u"True" || name == u"False") {
            out.kind = PyLiteral::Kind::Boolean;
            out.boolean = name == u"True";
            return true;
        }
        out.kind = PyLiteral::Kind::None;
        return name == u"None";
    }

    bool parseSequence(PyLiteral& out, char close, int depth) {
        ++pos_;
        out.kind = PyLiteral::Kind::Sequence;
        if (consume(close)) return true;
        for (;;) {
            PyLiteral item;
            if (!parseValue(item, depth + 1)) return false;
            out.items.push_back(std::move(item));
            if (consume(close)) return true;
            if (!consume(',')) return false;
            if (consume(close)) return true;
        }
    }

    bool parseDict(PyLiteral& out, int depth) {
        ++pos_;
        out.kind = PyLiteral::Kind::Dict;
        if (consume('}')) return true;
        for (;;) {
            PyLiteral key;
            if (!parseValue(key, depth + 1) || key.kind != PyLiteral::Kind::String) return false;
            if (!consume(':')) return false;
            PyLiteral value;
            if (!parseValue(value, depth + 1)) return false;
            out.keys.push_back(key.text);
            out.items.push_back(std::move(value));
            if (consume('}')) return true;
            if (!consume(',')) return false;
            if (consume('}')) return true;
        }
    }

    const QString& text_;
    qsizetype pos_ = 0;
};

// The key by value: a temporary bound to a reference parameter of a function that returns a
// reference reads as a possible dangling reference to GCC 13.
const PyLiteral& entry(const PyLiteral& dict, QLatin1String key, const QString& headerText,
                       const NpySource& source) {
    for (size_t i = 0; i < dict.keys.size(); ++i)
        if (dict.keys[i] == key) return dict.items[i];
    fail(source, QString(key),
         NpyReader::tr("a header dict with 'descr', 'fortran_order' and 'shape'"),
         excerpt(headerText), NpyReader::tr("the header has no '%1' entry").arg(key));
}

std::optional<FloatFormat> littleEndianFloat(const QString& descr) {
    QStringView code(descr);
    bool little = Q_BYTE_ORDER == Q_LITTLE_ENDIAN;
    // '=' is native order and '|' "not applicable"; NumPy reads both as native for floats.
    if (!code.isEmpty() && QStringView(u"<>|=").contains(code.front())) {
        if (code.front() == u'<')
            little = true;
        else if (code.front() == u'>')
            little = false;
        code = code.mid(1);
    }
    if (!little) return std::nullopt;
    if (code == u"f2") return FloatFormat::F16;
    if (code == u"f4") return FloatFormat::F32;
    if (code == u"f8") return FloatFormat::F64;
    return std::nullopt;
}

[[noreturn]] void failUnsupportedDtype(const NpySource& source, const QString& found) {
    fail(source, QStringLiteral("descr"),
         NpyReader::tr("a little-endian float dtype ('<f2', '<f4' or '<f8')"), found,
         NpyReader::tr("unsupported dtype"));
}

} // namespace

qint64 npyHeaderLength(QByteArrayView firstBytes, const NpySource& source) {
    if (firstBytes.size() < kMagicLength ||
        std::memcmp(firstBytes.data(), kMagic, kMagicLength) != 0) {
        const QByteArray start =
            firstBytes.first(qMin(firstBytes.size(), kMagicLength)).toByteArray();
        fail(source, {}, NpyReader::tr("the bytes 93 4e 55 4d 50 59 (\\x93NUMPY)"),
             start.isEmpty() ? NpyReader::tr("no bytes") : QString::fromLatin1(start.toHex(' ')),
             NpyReader::tr("not a NumPy .npy array"));
    }
    if (firstBytes.size() < 8)
        fail(source, {}, NpyReader::tr("at least 10 bytes"), bytesCount(firstBytes.size()),
             NpyReader::tr("the header is truncated"));
    const int major = quint8(firstBytes[6]);
    const int minor = quint8(firstBytes[7]);
    if (major < 1 || major > 3 || minor != 0)
        fail(source, QStringLiteral("version"), NpyReader::tr("1.0, 2.0 or 3.0"),
             QStringLiteral("%1.%2").arg(major).arg(minor),
             NpyReader::tr("unsupported .npy format version"));
    const qsizetype prefix = major == 1 ? 10 : 12;
    if (firstBytes.size() < prefix)
        fail(source, {}, NpyReader::tr("at least %1 bytes").arg(prefix),
             bytesCount(firstBytes.size()), NpyReader::tr("the header is truncated"));
    const qint64 dictLength = major == 1
                                  ? qint64(qFromLittleEndian<quint16>(firstBytes.data() + 8))
                                  : qint64(qFromLittleEndian<quint32>(firstBytes.data() + 8));
    if (dictLength > kMaxHeaderLength)
        fail(source, QStringLiteral("header length"),
             NpyReader::tr("at most %1").arg(bytesCount(kMaxHeaderLength)), bytesCount(dictLength),
             NpyReader::tr("the header is too long"));
    return prefix + dictLength;
}

NpyHeader parseNpyHeader(QByteArrayView bytes, const NpySource& source) {
    const qint64 headerLength = npyHeaderLength(bytes, source);
    if (bytes.size() < headerLength)
        fail(source, {}, NpyReader::tr("a header of %1").arg(bytesCount(headerLength)),
             bytesCount(bytes.size()), NpyReader::tr("the header is truncated"));
    const int major = quint8(bytes[6]);
    const qsizetype prefix = major == 1 ? 10 : 12;
    const QByteArrayView dictBytes = bytes.sliced(prefix, headerLength - prefix);
    // Format 3.0 exists only to allow UTF-8 in field names; older versions are Latin-1.
    const QString text = major == 3 ? QString::fromUtf8(dictBytes) : QString::fromLatin1(dictBytes);

    PyLiteral dict;
    if (!PyLiteralParser(text).parseAll(dict) || dict.kind != PyLiteral::Kind::Dict)
        fail(source, QStringLiteral("header"),
             NpyReader::tr("a Python dict literal with 'descr', 'fortran_order' and 'shape'"),
             excerpt(text), NpyReader::tr("the header is malformed"));
    const auto literalText = [&](const PyLiteral& value) {
        return excerpt(text.mid(value.begin, value.end - value.begin));
    };

    NpyHeader header;
    header.dataOffset = headerLength;

    const PyLiteral& descr = entry(dict, QLatin1String("descr"), text, source);
    if (descr.kind != PyLiteral::Kind::String) failUnsupportedDtype(source, literalText(descr));
    header.descr = descr.text;

    const PyLiteral& order = entry(dict, QLatin1String("fortran_order"), text, source);
    if (order.kind != PyLiteral::Kind::Boolean)
        fail(source, QStringLiteral("fortran_order"), NpyReader::tr("True or False"),
             literalText(order), NpyReader::tr("the header is malformed"));
    header.fortranOrder = order.boolean;

    const PyLiteral& shape = entry(dict, QLatin1String("shape"), text, source);
    bool shapeValid = shape.kind == PyLiteral::Kind::Sequence;
    for (const PyLiteral& extent : shape.items) {
        shapeValid = shapeValid && extent.kind == PyLiteral::Kind::Integer && extent.integer >= 0;
        header.shape.push_back(extent.integer);
    }
    if (!shapeValid)
        fail(source, QStringLiteral("shape"), NpyReader::tr("a tuple of non-negative integers"),
             literalText(shape), NpyReader::tr("the header is malformed"));
    return header;
}

QString formatNpyShape(const std::vector<qint64>& shape) {
    QStringList extents;
    for (qint64 extent : shape)
        extents << QString::number(extent);
    if (shape.size() == 1) return QStringLiteral("(%1,)").arg(extents.front());
    return QStringLiteral("(%1)").arg(extents.join(QStringLiteral(", ")));
}

FloatMatrix npyToMatrix(QByteArrayView bytes, const NpyHeader& header, const NpySource& source,
                        std::shared_ptr<const void> keeper) {
    const std::optional<FloatFormat> format = littleEndianFloat(header.descr);
    if (!format) failUnsupportedDtype(source, QStringLiteral("'%1'").arg(header.descr));
    if (header.shape.size() != 1 && header.shape.size() != 2)
        fail(source, QStringLiteral("shape"), NpyReader::tr("a 1-D or 2-D array"),
             NpyReader::tr("shape %1").arg(formatNpyShape(header.shape)),
             NpyReader::tr("unsupported array shape"));
    const qint64 rows = header.shape.size() == 1 ? 1 : header.shape[0];
    const qint64 dim = header.shape.back();

    qint64 count = 0;
    qint64 dataLength = 0;
    if (qMulOverflow(rows, dim, &count) ||
        qMulOverflow(count, qint64(byteSize(*format)), &dataLength))
        fail(source, QStringLiteral("shape"), NpyReader::tr("a shape whose size fits in 64 bits"),
             formatNpyShape(header.shape), NpyReader::tr("the array is too large"));
    const qint64 available = qMax<qint64>(0, bytes.size() - header.dataOffset);
    if (available < dataLength)
        fail(source, {},
             NpyReader::tr("%1 of data for shape %2")
                 .arg(bytesCount(dataLength), formatNpyShape(header.shape)),
             bytesCount(available), NpyReader::tr("the array data is truncated"));

    const char* data = bytes.data() + header.dataOffset;
    // A single row or column is laid out the same in either order.
    const bool rowMajor = !header.fortranOrder || rows == 1 || dim == 1;
    const bool aligned = reinterpret_cast<quintptr>(data) % alignof(float) == 0;
    if (*format == FloatFormat::F32 && rowMajor && aligned && keeper)
        return FloatMatrix::borrowed(std::move(keeper), reinterpret_cast<const float*>(data), rows,
                                     dim);

    std::vector<float> values(static_cast<size_t>(count));
    convertToFloat32(*format, data, count, values.data());
    if (!rowMajor) {
        std::vector<float> transposed(values.size());
        for (qint64 c = 0; c < dim; ++c)
            for (qint64 r = 0; r < rows; ++r)
                transposed[r * dim + c] = values[c * rows + r];
        values.swap(transposed);
    }
    return FloatMatrix::owned(std::move(values), rows, dim);
}

EmbeddingSet NpyReader::read(const QString& path, const ReadOptions&) const {
    const auto file = MappedFile::open(path);
    const NpySource source{path, {}};
    EmbeddingSet set;
    set.sourcePath = path;
    set.vectors = npyToMatrix(file->bytes(), parseNpyHeader(file->bytes(), source), source, file);
    return set;
}

} // namespace unembed
