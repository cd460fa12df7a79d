// Renaming and deleting a dataset of a case. Deleting takes the dataset's vectors, sensitive
// spans and every run made on it (with their outputs, figures and curves) in one transaction, and
// is refused while one of those runs is still running. Throws InputError naming the case.
#pragma once

#include "store/case_file.h"

namespace unembed {

void renameDataset(CaseFile& caseFile, qint64 datasetId, const QString& name);
// Returns how many runs went with it.
qint64 deleteDataset(CaseFile& caseFile, qint64 datasetId);

} // namespace unembed
