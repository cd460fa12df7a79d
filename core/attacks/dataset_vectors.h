// The vectors an attack inverts, rows of a dataset of a case, as one float tensor (the dataset
// itself is looked up with requireDataset). A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include "store/dataset_store.h"

#include <QJsonArray>

namespace unembed {

// Attacks read and decode vectors in batches: throws InputError for a batch size under 1.
void requireBatchSize(int batchSize);

// A run's `rows` request as its parameters record it.
QJsonArray rowsJson(const std::vector<qint64>& rows);

// [vectors.size(), dim] float32, row i for vectors[i].
torch::Tensor vectorTensor(const std::vector<StoredVector>& vectors, int64_t dim);

} // namespace unembed
