#include "dataset_vectors.h"

#include "error.h"

#include <torch/torch.h>

namespace unembed {

void requireBatchSize(int batchSize) {
    if (batchSize < 1)
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("batch size"),
                          QStringLiteral("at least 1"),
                          QString::number(batchSize)},
                         QStringLiteral("vectors are attacked in batches"));
}

torch::Tensor vectorTensor(const std::vector<StoredVector>& vectors, int64_t dim) {
    for (const StoredVector& vector : vectors)
        if (int64_t(vector.values.size()) != dim)
            throw InputError({{},
                              vector.row + 1,
                              QStringLiteral("embedding"),
                              QStringLiteral("%1 values").arg(dim),
                              QString::number(vector.values.size())},
                             QStringLiteral("a vector has another dimension than its dataset"));
    torch::Tensor tensor = torch::empty({int64_t(vectors.size()), dim}, torch::kFloat32);
    for (size_t i = 0; i < vectors.size(); ++i)
        tensor[int64_t(i)].copy_(
            torch::from_blob(const_cast<float*>(vectors[i].values.data()), {dim}, torch::kFloat32));
    return tensor;
}

QJsonArray rowsJson(const std::vector<qint64>& rows) {
    QJsonArray array;
    for (const qint64 row : rows)
        array.append(row);
    return array;
}

} // namespace unembed
