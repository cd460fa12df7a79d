#include "ann_index.h"

#include "ann_index_cache.h"
#include "error.h"
#include "eval/nearest_neighbours.h"
#include "eval/sample_estimate.h"
#include "store/case_file.h"
#include "store/dataset_store.h"

#include <QElapsedTimer>

#include <cstdint> // Debian's FAISS 1.7.3 headers use uint8_t without including it (g++ 13)

#include <faiss/IndexFlat.h>
#include <faiss/IndexHNSW.h>
#include <faiss/impl/FaissException.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <set>

namespace unembed {

namespace {

constexpr int kGraphDegree = 32;
constexpr int kEfConstruction = 64;
constexpr int kEfSearch = 128;
constexpr qint64 kBatch = 10000;
constexpr qint64 kRecallQueries = 200;
constexpr int kRecallDepth = 10;

InputError indexError(const QString& path, const QString& problem) {
    return InputError({path, std::nullopt, {}, {}, {}}, problem);
}

// Unit rows (a zero vector stays zero), so that inner product is cosine.
void normalise(float* rows, qint64 count, qint64 dim) {
    for (qint64 r = 0; r < count; ++r) {
        float* row = rows + r * dim;
        double norm = 0;
        for (qint64 c = 0; c < dim; ++c)
            norm += double(row[c]) * row[c];
        if (norm <= 0) continue;
        const float scale = float(1.0 / std::sqrt(norm));
        for (qint64 c = 0; c < dim; ++c)
            row[c] *= scale;
    }
}

QString cachePath(const CaseFile& caseFile, const DatasetInfo& dataset) {
    return caseFile.path() + QStringLiteral(".ann/dataset-%1-%2.faiss")
                                 .arg(dataset.id)
                                 .arg(dataset.checksum.left(16));
}

std::unique_ptr<faiss::IndexHNSWFlat> newGraph(qint64 dim) {
    auto index =
        std::make_unique<faiss::IndexHNSWFlat>(int(dim), kGraphDegree, faiss::METRIC_INNER_PRODUCT);
    index->hnsw.efConstruction = kEfConstruction;
    return index;
}

// The exact ten nearest rows of `query` (not itself), by brute force over every row.
std::vector<qint64> exactTop(const float* unit, qint64 rows, qint64 dim, qint64 query) {
    std::vector<std::pair<float, qint64>> scored;
    scored.reserve(size_t(rows));
    const float* q = unit + query * dim;
    for (qint64 r = 0; r < rows; ++r) {
        if (r == query) continue;
        const float* v = unit + r * dim;
        float dot = 0;
        for (qint64 c = 0; c < dim; ++c)
            dot += q[c] * v[c];
        scored.push_back({dot, r});
    }
    const size_t depth = std::min<size_t>(kRecallDepth, scored.size());
    std::partial_sort(scored.begin(), scored.begin() + qint64(depth), scored.end(),
                      [](const auto& a, const auto& b) {
                          return a.first > b.first || (a.first == b.first && a.second < b.second);
                      });
    std::vector<qint64> top;
    for (size_t i = 0; i < depth; ++i)
        top.push_back(scored[i].second);
    return top;
}

} // namespace

QString approximateSearchMethod() {
    return QStringLiteral("HNSW (FAISS), M %1, efSearch %2").arg(kGraphDegree).arg(kEfSearch);
}

std::vector<qint64> approximateTopK(const float* queries, qint64 queryCount, const float* docs,
                                    qint64 docCount, qint64 dim, int k, const CancelToken* cancel) {
    const qint64 keep = std::min<qint64>(k, docCount);
    std::vector<qint64> result(size_t(std::max<qint64>(0, queryCount * keep)), -1);
    if (keep <= 0 || queryCount <= 0) return result;
    try {
        const std::unique_ptr<faiss::IndexHNSWFlat> index = newGraph(dim);
        std::vector<float> block;
        for (qint64 first = 0; first < docCount; first += kBatch) {
            if (cancel) cancel->throwIfCancelled();
            const qint64 count = std::min(kBatch, docCount - first);
            block.assign(docs + first * dim, docs + (first + count) * dim);
            normalise(block.data(), count, dim);
            index->add(count, block.data());
        }
        index->hnsw.efSearch = std::max<int>(kEfSearch, int(keep));
        std::vector<float> distances(size_t(kBatch * keep));
        std::vector<faiss::Index::idx_t> labels(size_t(kBatch * keep));
        for (qint64 first = 0; first < queryCount; first += kBatch) {
            if (cancel) cancel->throwIfCancelled();
            const qint64 count = std::min(kBatch, queryCount - first);
            block.assign(queries + first * dim, queries + (first + count) * dim);
            normalise(block.data(), count, dim);
            index->search(count, block.data(), keep, distances.data(), labels.data());
            std::copy(labels.begin(), labels.begin() + count * keep, result.begin() + first * keep);
        }
    } catch (const faiss::FaissException& e) {
        throw InputError(
            {{}, std::nullopt, {}, {}, {}},
            QStringLiteral("the approximate search failed: %1").arg(QString::fromUtf8(e.what())));
    }
    return result;
}

std::vector<NearestNeighbour> approximateNearestNeighbours(CaseFile& caseFile, qint64 datasetId,
                                                           AnnReport* report,
                                                           const CancelToken* cancel,
                                                           const ProgressFn& progress) {
    const DatasetInfo dataset = requireDataset(caseFile, datasetId);
    AnnReport done;
    done.method = approximateSearchMethod();
    done.indexPath = cachePath(caseFile, dataset);
    std::unique_ptr<faiss::IndexHNSWFlat> index = loadNeighbourGraph(done.indexPath, dataset);
    done.loadedFromCache = index != nullptr;
    try {
        if (!index) {
            QElapsedTimer timer;
            timer.start();
            index = newGraph(dataset.dim);
            // The graph keeps the unit vectors itself: they are read a block at a time.
            std::vector<float> block(size_t(kBatch * dataset.dim));
            for (qint64 first = 0; first < dataset.count; first += kBatch) {
                if (cancel) cancel->throwIfCancelled();
                if (progress)
                    progress(
                        {QStringLiteral("building the neighbour graph"), first, dataset.count});
                const qint64 count = std::min(kBatch, dataset.count - first);
                readVectorBlock(caseFile, dataset, first, count, block.data());
                normalise(block.data(), count, dataset.dim);
                index->add(count, block.data());
            }
            done.buildSeconds = double(timer.nsecsElapsed()) / 1e9;
            if (!saveNeighbourGraph(*index, done.indexPath, dataset)) done.indexPath.clear();
        }
        index->hnsw.efSearch = kEfSearch;
        const auto* storage = dynamic_cast<const faiss::IndexFlat*>(index->storage);
        if (!storage)
            throw indexError(done.indexPath, QStringLiteral("the neighbour index does not keep "
                                                            "its vectors; delete it to rebuild"));
        const float* unit = storage->get_xb();

        // Two neighbours a row: itself (usually first) and its nearest other row.
        std::vector<NearestNeighbour> result(size_t(dataset.count));
        std::vector<float> distances(size_t(kBatch * 2));
        std::vector<faiss::Index::idx_t> labels(size_t(kBatch * 2));
        for (qint64 first = 0; first < dataset.count; first += kBatch) {
            if (cancel) cancel->throwIfCancelled();
            if (progress) progress({QStringLiteral("searching neighbours"), first, dataset.count});
            const qint64 count = std::min(kBatch, dataset.count - first);
            index->search(count, unit + first * dataset.dim, 2, distances.data(), labels.data());
            for (qint64 i = 0; i < count; ++i) {
                NearestNeighbour& entry = result[size_t(first + i)];
                entry.row = first + i;
                for (int j = 0; j < 2; ++j) {
                    const faiss::Index::idx_t label = labels[size_t(i * 2 + j)];
                    if (label < 0 || label == first + i) continue;
                    entry.neighbourRow = label;
                    entry.cosine = double(distances[size_t(i * 2 + j)]);
                    break;
                }
            }
        }

        // Recall@10 against exact search, for a seeded random sample of rows.
        if (progress) progress({QStringLiteral("measuring recall"), 0, kRecallQueries});
        const std::vector<qint64> queries =
            uniformSample(dataset.count, std::min(kRecallQueries, dataset.count), 1);
        std::vector<float> queryDistances(size_t(kRecallDepth + 1));
        std::vector<faiss::Index::idx_t> queryLabels(size_t(kRecallDepth + 1));
        qint64 found = 0;
        qint64 asked = 0;
        for (const qint64 q : queries) {
            if (cancel) cancel->throwIfCancelled();
            const std::vector<qint64> exact = exactTop(unit, dataset.count, dataset.dim, q);
            index->search(1, unit + q * dataset.dim, kRecallDepth + 1, queryDistances.data(),
                          queryLabels.data());
            std::set<qint64> approximate;
            for (const faiss::Index::idx_t label : queryLabels)
                if (label >= 0 && label != q && approximate.size() < size_t(kRecallDepth))
                    approximate.insert(label);
            for (const qint64 r : exact)
                found += approximate.count(r);
            asked += qint64(exact.size());
        }
        done.recallQueries = qint64(queries.size());
        done.recallAt10 = asked > 0 ? double(found) / double(asked) : 1.0;
        if (report) *report = done;
        return result;
    } catch (const faiss::FaissException& e) {
        throw indexError(
            caseFile.path(),
            QStringLiteral("the neighbour search failed: %1").arg(QString::fromUtf8(e.what())));
    }
}

} // namespace unembed
