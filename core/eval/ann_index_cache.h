// The neighbour graph cached beside a case (CASE.ann/dataset-ID-CHECKSUM.faiss): the HNSW index
// as faiss::write_index lays it out, then a trailer that ties it to its dataset (SHA-256 over the
// dataset's checksum and the index bytes, then a marker). Loading checks the trailer, then the
// index with Unembed's own FAISS parser (io/faiss_format.h: HNSW over flat inner-product storage
// of the dataset's rows and dimension, a consistent graph, every neighbour in range), and only
// then hands the checked bytes, in memory, to libfaiss. A cache that fails a check is not loaded:
// the caller builds the graph again.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace faiss {
struct IndexHNSWFlat;
}

namespace unembed {

struct DatasetInfo;

// The trailer's last bytes, after the 32-byte digest.
inline constexpr char kNeighbourGraphMarker[] = "UEANNSHA";
constexpr qint64 kNeighbourGraphTrailer = 32 + 8;

// The digest the trailer holds for `indexBytes` cached for `dataset`.
QByteArray neighbourGraphDigest(const DatasetInfo& dataset, QByteArrayView indexBytes);

// The graph cached at `path` for `dataset`, or null when there is none or it fails a check.
std::unique_ptr<faiss::IndexHNSWFlat> loadNeighbourGraph(const QString& path,
                                                         const DatasetInfo& dataset);

// Keeps `graph` at `path` for the next search. A folder that cannot be written (a read-only
// case) only costs the cache: returns false, and nothing half-written is left to load.
bool saveNeighbourGraph(const faiss::IndexHNSWFlat& graph, const QString& path,
                        const DatasetInfo& dataset);

} // namespace unembed
