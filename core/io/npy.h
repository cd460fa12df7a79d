// The NumPy .npy format, versions 1.0 to 3.0: the header (a Python dict literal naming dtype,
// memory order and shape), the float dtypes Unembed reads, and the conversion of a 1-D or 2-D array
// into an embedding matrix. The .npz reader runs the same parser over the bytes of each archive
// member.
#pragma once

#include "embedding_reader.h"

#include <QByteArrayView>
#include <QCoreApplication>

#include <memory>
#include <vector>

namespace unembed {

// Which array an error is about: a .npy file, or one member of an .npz archive.
struct NpySource {
    QString file;
    QString member; // empty for a plain .npy file
};

struct NpyHeader {
    QString descr; // as written, e.g. "<f4"; empty for a structured dtype
    bool fortranOrder = false;
    std::vector<qint64> shape;
    qint64 dataOffset = 0; // bytes from the start of the array to its first value
};

// The number of bytes the header of an array occupies (magic, version, length and dict), read
// from its first 12 bytes. Throws InputError when they are not the start of a .npy array.
qint64 npyHeaderLength(QByteArrayView firstBytes, const NpySource& source);

// Parses the header at the start of `bytes`; the data need not follow. Throws InputError.
NpyHeader parseNpyHeader(QByteArrayView bytes, const NpySource& source);

// "(2, 3, 4)", "(5,)", "()": a shape the way NumPy prints it.
QString formatNpyShape(const std::vector<qint64>& shape);

// Checks dtype, rank and data length of the array in `bytes` and returns it as a matrix (a 1-D
// array is one row). Little-endian float32 in C order borrows from `bytes` when a `keeper` owns
// them and the data is 4-byte aligned; everything else is converted into an owned matrix.
FloatMatrix npyToMatrix(QByteArrayView bytes, const NpyHeader& header, const NpySource& source,
                        std::shared_ptr<const void> keeper);

class NpyReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(NpyReader)

public:
    QString formatName() const override { return tr("NumPy array"); }
    QStringList suffixes() const override { return {QStringLiteral("npy")}; }
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

} // namespace unembed
