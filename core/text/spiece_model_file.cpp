#include "spiece_model_file.h"

#include "error.h"
#include "io/file_write.h"

#include <QFile>

namespace unembed {

namespace {

// ModelProto field 2 is its TrainerSpec; TrainerSpec fields 1 and 2 are `input` and
// `model_prefix` (sentencepiece_model.proto).
constexpr quint64 kTrainerSpecField = 2;
constexpr quint64 kInputField = 1;
constexpr quint64 kModelPrefixField = 2;

enum WireType : quint64 { Varint = 0, Fixed64 = 1, LengthDelimited = 2, Fixed32 = 5 };

struct Reader {
    const QByteArray& bytes;
    qsizetype begin;
    qsizetype end;
    const QString& source;

    [[noreturn]] void fail() const {
        throw InputError({source, std::nullopt, QStringLiteral("SentencePiece model"),
                          QStringLiteral("a serialized ModelProto"),
                          QStringLiteral("malformed at byte %1").arg(begin)},
                         QStringLiteral("the tokenizer model cannot be read"));
    }

    quint64 varint() {
        quint64 value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (begin >= end) fail();
            const auto byte = quint8(bytes[begin++]);
            value |= quint64(byte & 0x7f) << shift;
            if (!(byte & 0x80)) return value;
        }
        fail();
    }

    // Skips the value of a field of `type`; returns where its payload starts (for
    // length-delimited values, after the length).
    qsizetype skip(quint64 type) {
        qsizetype start = begin;
        qsizetype length = 0;
        switch (type) {
        case Varint:
            varint();
            return start;
        case Fixed64:
            length = 8;
            break;
        case Fixed32:
            length = 4;
            break;
        case LengthDelimited: {
            const quint64 size = varint();
            if (size > quint64(end - begin)) fail();
            start = begin;
            length = qsizetype(size);
            break;
        }
        default:
            fail();
        }
        if (length > end - begin) fail();
        begin += length;
        return start;
    }
};

void appendVarint(QByteArray& out, quint64 value) {
    while (value >= 0x80) {
        out.append(char(quint8(value) | 0x80));
        value >>= 7;
    }
    out.append(char(value));
}

// The TrainerSpec message at [begin, end) without its input and model_prefix fields.
QByteArray trainerSpecWithoutPaths(const QByteArray& bytes, qsizetype begin, qsizetype end,
                                   const QString& source) {
    Reader reader{bytes, begin, end, source};
    QByteArray kept;
    while (reader.begin < reader.end) {
        const qsizetype fieldStart = reader.begin;
        const quint64 key = reader.varint();
        reader.skip(key & 7);
        const quint64 field = key >> 3;
        if (field != kInputField && field != kModelPrefixField)
            kept.append(bytes.mid(fieldStart, reader.begin - fieldStart));
    }
    return kept;
}

} // namespace

QByteArray withoutTrainingPaths(const QByteArray& model, const QString& source) {
    Reader reader{model, 0, model.size(), source};
    QByteArray out;
    out.reserve(model.size());
    while (reader.begin < reader.end) {
        const qsizetype fieldStart = reader.begin;
        const quint64 key = reader.varint();
        const qsizetype payload = reader.skip(key & 7);
        if (key >> 3 == kTrainerSpecField && (key & 7) == LengthDelimited) {
            const QByteArray spec = trainerSpecWithoutPaths(model, payload, reader.begin, source);
            appendVarint(out, key);
            appendVarint(out, quint64(spec.size()));
            out.append(spec);
        } else {
            out.append(model.mid(fieldStart, reader.begin - fieldStart));
        }
    }
    return out;
}

void stripTrainingPaths(const QString& path) {
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        throw InputError(
            {path, std::nullopt, {}, {}, {}},
            QStringLiteral("cannot read the tokenizer model: %1").arg(in.errorString()));
    const QByteArray model = in.readAll();
    in.close();
    const QByteArray stripped = withoutTrainingPaths(model, path);
    if (stripped == model) return;
    writeFileAtomically(path, stripped);
}

} // namespace unembed
