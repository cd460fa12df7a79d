// Vectors as bytes: little-endian float32, the layout of the case file's embedding blobs, of the
// query cache and of base64 embeddings on the wire (OpenAI's encoding_format "base64").
#pragma once

#include <QByteArray>
#include <QtEndian>

#include <vector>

namespace unembed {

inline QByteArray toFloatBlob(const float* values, qint64 count) {
    QByteArray blob(int(count * qint64(sizeof(float))), Qt::Uninitialized);
    char* out = blob.data();
    for (qint64 i = 0; i < count; ++i)
        qToLittleEndian<float>(values[i], out + i * sizeof(float));
    return blob;
}

// Trailing bytes that do not make a whole float are ignored; callers check the length.
inline std::vector<float> fromFloatBlob(const QByteArray& blob) {
    std::vector<float> values(size_t(blob.size()) / sizeof(float));
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = qFromLittleEndian<float>(blob.constData() + i * sizeof(float));
    return values;
}

} // namespace unembed
