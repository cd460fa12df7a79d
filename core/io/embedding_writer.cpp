#include "embedding_writer.h"

#include "error.h"
#include "file_write.h"
#include "io/safetensors.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

namespace unembed {

namespace {

InputError writeError(const QString& path, const QString& problem) {
    return InputError({path, std::nullopt, {}, {}, {}}, problem);
}

QByteArray littleEndianFloats(const FloatMatrix& m) {
    QByteArray bytes(int(m.rows() * m.dim() * qint64(sizeof(float))), Qt::Uninitialized);
    for (qint64 i = 0; i < m.rows() * m.dim(); ++i)
        qToLittleEndian<float>(m.data()[i], bytes.data() + i * qint64(sizeof(float)));
    return bytes;
}

QByteArray npyBytes(const FloatMatrix& m) {
    return npyFloat32Header(m.rows(), m.dim()) + littleEndianFloats(m);
}

QByteArray jsonlBytes(const EmbeddingSet& set) {
    QByteArray out;
    const FloatMatrix& m = set.vectors;
    for (qint64 r = 0; r < m.rows(); ++r) {
        QJsonArray values;
        for (qint64 c = 0; c < m.dim(); ++c)
            values.append(double(m.row(r)[c]));
        QJsonObject line{{QStringLiteral("embedding"), values}};
        if (!set.texts.isEmpty()) line.insert(QStringLiteral("text"), set.texts[r]);
        if (!set.ids.isEmpty()) line.insert(QStringLiteral("id"), set.ids[r]);
        out += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

void writeSidecar(const QString& embeddingsPath, const QStringList& texts) {
    QByteArray out;
    for (QString text : texts) {
        text.replace(QLatin1Char('\r'), QLatin1Char(' '))
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
        out += text.toUtf8() + '\n';
    }
    writeFileAtomically(sidecarTextsPath(embeddingsPath), out);
}

} // namespace

// Format version 1.0: magic, version, header length, then the header dict padded with spaces so
// that the data starts at a multiple of 64 bytes, as NumPy writes it.
QByteArray npyFloat32Header(qint64 rows, qint64 dim) {
    QByteArray dict =
        QStringLiteral("{'descr': '<f4', 'fortran_order': False, 'shape': (%1, %2), }")
            .arg(rows)
            .arg(dim)
            .toLatin1();
    const int prefix = 10;
    dict.append((64 - (prefix + dict.size() + 1) % 64) % 64, ' ').append('\n');
    QByteArray bytes("\x93NUMPY\x01\x00", 8);
    char length[2];
    qToLittleEndian<quint16>(quint16(dict.size()), length);
    return bytes.append(length, 2).append(dict);
}

QString sidecarTextsPath(const QString& embeddingsPath) {
    const QFileInfo info(embeddingsPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".txt"));
}

void writeEmbeddings(const QString& path, const EmbeddingSet& set) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("npy")) {
        writeFileAtomically(path, npyBytes(set.vectors));
    } else if (suffix == QLatin1String("safetensors")) {
        writeSafetensors(path, {{QStringLiteral("embeddings"),
                                 QStringLiteral("F32"),
                                 {set.vectors.rows(), set.vectors.dim()},
                                 littleEndianFloats(set.vectors)}});
    } else if (suffix == QLatin1String("jsonl")) {
        writeFileAtomically(path, jsonlBytes(set));
        return;
    } else {
        throw writeError(path, QStringLiteral("cannot write this format; use .npy, .safetensors or "
                                              ".jsonl"));
    }
    if (!set.texts.isEmpty()) writeSidecar(path, set.texts);
}

} // namespace unembed
