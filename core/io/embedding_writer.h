// Writing embedding files that every reader of core/io (and NumPy, safetensors, any JSON reader)
// reads back: .npy (float32, C order) and .safetensors (tensor `embeddings`) with the texts in a
// sidecar file beside them, or .jsonl with each row's text and id inline.
#pragma once

#include "io/embedding_set.h"

namespace unembed {

// The sidecar texts file written beside an .npy or .safetensors output: FILE.npy -> FILE.txt.
QString sidecarTextsPath(const QString& embeddingsPath);

// The header of a .npy file (format 1.0) holding a rows x dim float32 array in C order; the
// little-endian values follow it.
QByteArray npyFloat32Header(qint64 rows, qint64 dim);

// Writes `set` by the suffix of `path` (npy, safetensors, jsonl), atomically. Texts go into the
// sidecar file for npy and safetensors (line breaks inside a text become spaces, one line per
// row). Throws InputError for an unknown suffix or a file that cannot be written.
void writeEmbeddings(const QString& path, const EmbeddingSet& set);

} // namespace unembed
