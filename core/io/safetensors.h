// The safetensors format: an 8-byte little-endian header length N, N bytes of JSON naming each
// tensor's dtype, shape and byte range, then the raw little-endian data. Torch-free, so embedding
// files and model weights share one validating reader and one writer.
#pragma once

#include "embedding_reader.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QMap>

#include <memory>
#include <vector>

namespace unembed {

class MappedFile;

struct SafetensorsTensor {
    QString name;
    QString dtype; // as in the file: "F32", "F16", "BF16", "I64", ...
    std::vector<qint64> shape;
    qint64 begin = 0; // byte range [begin, end) within the data section
    qint64 end = 0;
};

// Bytes per element of a dtype the format defines; 0 for any other string.
int safetensorsDtypeSize(const QString& dtype);

class SafetensorsFile {
    Q_DECLARE_TR_FUNCTIONS(SafetensorsFile)

public:
    // Maps the file and validates the header against it: length, JSON, dtypes, shapes, offsets in
    // range, matching shape * dtype size, no overlaps. Throws InputError naming file and tensor.
    static SafetensorsFile open(const QString& path);

    const QString& path() const;
    const QMap<QString, QString>& metadata() const { return metadata_; }
    // Sorted by name.
    const std::vector<SafetensorsTensor>& tensors() const { return tensors_; }
    // nullptr when there is no such tensor.
    const SafetensorsTensor* find(const QString& name) const;
    // Throws InputError listing the tensors there are when there is no such tensor.
    const SafetensorsTensor& tensor(const QString& name) const;

    // The tensor's bytes in the mapped file, little-endian as stored.
    QByteArrayView bytes(const SafetensorsTensor& tensor) const;
    // F32, F16, BF16 and F64 as float32; any other dtype throws InputError naming the tensor.
    std::vector<float> toFloat32(const SafetensorsTensor& tensor) const;
    // Keeps the map alive for data borrowed through bytes().
    std::shared_ptr<const MappedFile> mapping() const { return file_; }

private:
    std::shared_ptr<const MappedFile> file_;
    qint64 dataStart_ = 0;
    QMap<QString, QString> metadata_;
    std::vector<SafetensorsTensor> tensors_;
};

struct SafetensorsTensorData {
    QString name;
    QString dtype;
    std::vector<qint64> shape;
    QByteArray bytes; // little-endian, shape product * dtype size
};

// Writes the file atomically (QSaveFile). The JSON keys are sorted, the header is padded with
// spaces to a multiple of 8 bytes, and the data is laid out widest dtype first so that every
// tensor starts aligned to its element size. Throws InputError when a tensor's bytes do not match
// its shape and dtype, a name repeats, or the file cannot be written.
void writeSafetensors(const QString& path, const std::vector<SafetensorsTensorData>& tensors,
                      const QMap<QString, QString>& metadata = {});

// Writes a copy of the file at `in` to `out` with every F32 tensor stored as F16 (other dtypes and
// the metadata unchanged), as the demo pack ships its models. Throws InputError naming a tensor
// with a finite value beyond the F16 range.
void convertSafetensorsToFloat16(const QString& in, const QString& out);

class SafetensorsReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(SafetensorsReader)

public:
    QString formatName() const override { return tr("safetensors"); }
    QStringList suffixes() const override { return {QStringLiteral("safetensors")}; }
    // Reads options.arrayName, else the tensor `embeddings`, else the only 2-D tensor.
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

// Throws InputError when a model folder has pytorch_model.bin but no model.safetensors, saying
// why Unembed does not read it (a Python pickle runs code when loaded) and how to convert it.
void refusePickleOnlyWeights(const QString& folder);

} // namespace unembed
