#include <torch/torch.h>

#include "nearest_neighbours.h"

#include "attacks/dataset_vectors.h"
#include "eval/ann_index.h"
#include "store/dataset_store.h"

namespace unembed {

namespace {
constexpr int64_t kBlockRows = 1024;
} // namespace

std::vector<NearestNeighbour> nearestNeighbours(CaseFile& caseFile, qint64 datasetId,
                                                const CancelToken* cancel,
                                                const ProgressFn& progress,
                                                AnnReport* approximate) {
    const DatasetInfo dataset = requireDataset(caseFile, datasetId);
    if (dataset.count > kExactNeighbourLimit) {
        AnnReport report;
        std::vector<NearestNeighbour> found =
            approximateNearestNeighbours(caseFile, datasetId, &report, cancel, progress);
        if (approximate) *approximate = report;
        return found;
    }
    if (progress) progress({QStringLiteral("reading vectors"), 0, dataset.count});
    const std::vector<StoredVector> vectors = readVectors(caseFile, datasetId);
    std::vector<NearestNeighbour> result(vectors.size());
    for (size_t i = 0; i < vectors.size(); ++i)
        result[i].row = vectors[i].row;
    if (vectors.size() < 2) return result;

    torch::NoGradGuard noGrad;
    const torch::Tensor unit = torch::nn::functional::normalize(
        vectorTensor(vectors, dataset.dim), torch::nn::functional::NormalizeFuncOptions().dim(1));
    const int64_t n = unit.size(0);
    for (int64_t start = 0; start < n; start += kBlockRows) {
        if (cancel) cancel->throwIfCancelled();
        if (progress) progress({QStringLiteral("comparing vectors"), start, n});
        const int64_t count = std::min(kBlockRows, n - start);
        torch::Tensor cosines = unit.slice(0, start, start + count).matmul(unit.t());
        // A vector is not its own neighbour.
        cosines.slice(1, start, start + count).fill_diagonal_(-2.0);
        const auto [best, index] = cosines.max(1);
        const auto bestValues = best.accessor<float, 1>();
        const auto indexValues = index.accessor<int64_t, 1>();
        for (int64_t i = 0; i < count; ++i) {
            NearestNeighbour& entry = result[size_t(start + i)];
            entry.neighbourRow = vectors[size_t(indexValues[i])].row;
            entry.cosine = double(bestValues[i]);
        }
    }
    if (progress) progress({QStringLiteral("comparing vectors"), n, n});
    return result;
}

} // namespace unembed
