// Typed reads and writes of the dataset and vector tables of a case file.
#pragma once

#include "case_file.h"
#include "io/embedding_set.h"
#include "io/sidecar_texts.h"
#include "runtime/cancel_token.h"

#include <QDateTime>
#include <QHash>

#include <optional>

namespace unembed {

struct DatasetInfo {
    qint64 id = 0;
    QString name;
    QString sourcePath;
    QString checksum;
    QString format;
    qint64 dim = 0;
    qint64 count = 0;
    bool hasTexts = false;
    QDateTime createdAt;
};

struct StoredVector {
    qint64 row = 0; // 0-based position in the source file
    QString externalId;
    QString text;
    std::vector<float> values;
    QString metadata; // JSON object text; empty when the source kept none
};

struct NewDataset {
    QString name;
    QString format;
    QString checksum;
};

// Writes the dataset and all its vectors in one transaction; a cancel or a crash leaves the case
// without any of it. Returns the new dataset id. `texts`, when the set has none of its own, gives
// a text per row read from its file as the rows are stored (a texts file of a million lines is
// never held in memory whole).
qint64 insertDataset(CaseFile& caseFile, const EmbeddingSet& set, const NewDataset& meta,
                     const CancelToken* cancel = nullptr, const ProgressFn& progress = {},
                     const SidecarLines* texts = nullptr);

// Appends the set's vectors (and texts, ids) as the dataset's next rows in one transaction and
// returns the first new row. Throws InputError naming the case for vectors of another dimension,
// or texts missing where the dataset has them.
qint64 appendVectors(CaseFile& caseFile, qint64 datasetId, const EmbeddingSet& set);

std::vector<DatasetInfo> listDatasets(CaseFile& caseFile);
std::optional<DatasetInfo> findDataset(CaseFile& caseFile, qint64 id);
// The dataset, or InputError naming the case and the id when there is none.
DatasetInfo requireDataset(CaseFile& caseFile, qint64 id);
// Rows [offset, offset + limit) in row order; limit < 0 reads to the end.
std::vector<StoredVector> readVectors(CaseFile& caseFile, qint64 datasetId, qint64 offset = 0,
                                      qint64 limit = -1);
// What a run reads: `rows` in that order when given (a row the dataset lacks is an InputError
// naming it), else the first `limit` rows (all for limit <= 0).
// Rows [first, first + count) of the dataset's vectors into `out` (count x dim floats, row-major),
// without their texts: for reading a large dataset a block at a time. Throws InputError for a row
// the dataset lacks or a damaged vector.
void readVectorBlock(CaseFile& caseFile, const DatasetInfo& dataset, qint64 first, qint64 count,
                     float* out);

std::vector<StoredVector> readRunVectors(CaseFile& caseFile, const DatasetInfo& dataset,
                                         qint64 limit, const std::vector<qint64>& rows);
// The texts of a dataset's rows (the references of its runs) without the embeddings. Throws
// InputError naming the case when the dataset is missing or was imported without texts.
QHash<qint64, QString> datasetTexts(CaseFile& caseFile, qint64 datasetId);

} // namespace unembed
