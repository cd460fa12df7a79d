#include "ann_index_cache.h"

#include "error.h"
#include "io/faiss_format.h"
#include "io/mapped_file.h"
#include "store/dataset_store.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdint> // Debian's FAISS 1.7.3 headers use uint8_t without including it (g++ 13)

#include <faiss/IndexFlat.h>
#include <faiss/IndexHNSW.h>
#include <faiss/impl/FaissException.h>
#include <faiss/impl/io.h>
#include <faiss/index_io.h>

#include <algorithm>
#include <cstring>

namespace unembed {

namespace {

// libfaiss reads the checked bytes from memory, never from a path.
class CheckedBytesReader : public faiss::IOReader {
public:
    explicit CheckedBytesReader(QByteArrayView bytes) : bytes_(bytes) {}

    size_t operator()(void* ptr, size_t size, size_t items) override {
        if (size == 0) return 0;
        const size_t count = std::min(items, size_t(bytes_.size() - at_) / size);
        std::memcpy(ptr, bytes_.data() + at_, count * size);
        at_ += qint64(count * size);
        return count;
    }

private:
    QByteArrayView bytes_;
    qint64 at_ = 0;
};

// True when `index` is the graph Unembed builds for `dataset`: HNSW over flat storage, inner
// product throughout, the dataset's rows and dimension.
bool isGraphFor(const FaissIndex& index, const DatasetInfo& dataset) {
    return index.code == "IHNf" && index.metric == kFaissInnerProduct &&
           index.rows == dataset.count && index.dim == dataset.dim && index.inner->code == "IxFI" &&
           index.inner->metric == kFaissInnerProduct;
}

} // namespace

QByteArray neighbourGraphDigest(const DatasetInfo& dataset, QByteArrayView indexBytes) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(dataset.checksum.toUtf8());
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(indexBytes);
    return hash.result();
}

std::unique_ptr<faiss::IndexHNSWFlat> loadNeighbourGraph(const QString& path,
                                                         const DatasetInfo& dataset) {
    if (!QFileInfo(path).isFile()) return nullptr;
    try {
        const std::shared_ptr<const MappedFile> file = MappedFile::open(path);
        const QByteArrayView bytes = file->bytes();
        if (bytes.size() < kNeighbourGraphTrailer) return nullptr;
        const QByteArrayView indexBytes = bytes.first(bytes.size() - kNeighbourGraphTrailer);
        const QByteArrayView trailer = bytes.last(kNeighbourGraphTrailer);
        // One made for other rows (the dataset changed), or damaged, is built again.
        if (!trailer.endsWith(kNeighbourGraphMarker) ||
            trailer.first(32) != neighbourGraphDigest(dataset, indexBytes))
            return nullptr;
        if (!isGraphFor(FaissFormat::parse(indexBytes, path), dataset)) return nullptr;
        CheckedBytesReader reader(indexBytes);
        std::unique_ptr<faiss::Index> index(faiss::read_index(&reader));
        auto* hnsw = dynamic_cast<faiss::IndexHNSWFlat*>(index.get());
        if (!hnsw) return nullptr;
        index.release();
        return std::unique_ptr<faiss::IndexHNSWFlat>(hnsw);
    } catch (const InputError&) {
        return nullptr;
    } catch (const faiss::FaissException&) {
        return nullptr;
    }
}

bool saveNeighbourGraph(const faiss::IndexHNSWFlat& graph, const QString& path,
                        const DatasetInfo& dataset) {
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) return false;
    const QString partial = path + QStringLiteral(".partial");
    const auto written = [&] {
        try {
            faiss::write_index(&graph, QFile::encodeName(partial).constData());
            QByteArray trailer;
            {
                const std::shared_ptr<const MappedFile> file = MappedFile::open(partial);
                trailer = neighbourGraphDigest(dataset, file->bytes());
            }
            trailer += kNeighbourGraphMarker;
            QFile out(partial);
            return out.open(QIODevice::Append) && out.write(trailer) == trailer.size() &&
                   out.flush();
        } catch (const faiss::FaissException&) {
            return false;
        } catch (const InputError&) {
            return false;
        }
    };
    if (written()) {
        QFile::remove(path);
        if (QFile::rename(partial, path)) return true;
    }
    QFile::remove(partial);
    return false;
}

} // namespace unembed
