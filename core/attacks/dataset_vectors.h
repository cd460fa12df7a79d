// The vectors an attack inverts: a dataset of a case, looked up (or refused by id), and rows of it
// as one float tensor. A core-only header: it includes torch.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include <torch/types.h>

#include "store/dataset_store.h"

namespace unembed {

// Throws InputError naming the case file when it has no dataset of that id.
DatasetInfo requireDataset(CaseFile& caseFile, qint64 datasetId);

// [vectors.size(), dim] float32, row i for vectors[i].
torch::Tensor vectorTensor(const std::vector<StoredVector>& vectors, int64_t dim);

} // namespace unembed
