// The NumPy .npz format: a zip archive of .npy arrays (np.savez, stored; np.savez_compressed,
// deflated), read through libzip. Each member is parsed by the .npy parser; by default the first
// 2-D array in archive order is read, else the first 1-D one.
#pragma once

#include "embedding_reader.h"

#include <QCoreApplication>

namespace unembed {

// The arrays in the archive in archive order, named as NumPy names them (without ".npy").
// Throws InputError when the file is not a readable zip archive.
QStringList npzArrayNames(const QString& path);

class NpzReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(NpzReader)

public:
    QString formatName() const override { return tr("NumPy archive"); }
    QStringList suffixes() const override { return {QStringLiteral("npz")}; }
    // options.arrayName picks the array, with or without ".npy".
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

} // namespace unembed
