#include "dataset_store.h"

#include "error.h"
#include "io/embedding_reader.h"
#include "store/float_blob.h"
#include "stored_ids.h"

#include <QSqlQuery>
#include <QVariant>
#include <QtEndian>

#include <cmath>

namespace unembed {

namespace {

// A stored vector is `dim` little-endian float32 values; a shorter or longer blob, or one holding
// a value that is not finite, means the case was damaged or written by something else.
void requireVectorBlob(const QString& casePath, qint64 datasetId, qint64 row,
                       const QByteArray& blob, qint64 dim) {
    const qint64 expected = dim * qint64(sizeof(float));
    if (dim < 1 || blob.size() != expected)
        throw InputError(
            {casePath, row + 1, QStringLiteral("dataset %1 embedding").arg(datasetId),
             QStringLiteral("%1 bytes (dimension %2 as float32)").arg(expected).arg(dim),
             QStringLiteral("%1 bytes").arg(blob.size())},
            QStringLiteral("a stored vector has the wrong length; the case is damaged"));
    for (qint64 i = 0; i < dim; ++i)
        if (!std::isfinite(qFromLittleEndian<float>(blob.constData() + i * sizeof(float))))
            throw InputError(
                {casePath, row + 1, QStringLiteral("dataset %1 embedding").arg(datasetId),
                 QStringLiteral("finite values"),
                 QStringLiteral("NaN or infinity at value %1").arg(i + 1)},
                QStringLiteral("a stored vector holds a value that is not finite; the case is "
                               "damaged"));
}

DatasetInfo datasetFromQuery(const QSqlQuery& q) {
    DatasetInfo info;
    info.id = q.value(0).toLongLong();
    info.name = q.value(1).toString();
    info.sourcePath = q.value(2).toString();
    info.checksum = q.value(3).toString();
    info.format = q.value(4).toString();
    info.dim = q.value(5).toLongLong();
    info.count = q.value(6).toLongLong();
    info.hasTexts = q.value(7).toBool();
    info.createdAt = QDateTime::fromString(q.value(8).toString(), Qt::ISODate);
    return info;
}

const QString kDatasetColumns =
    QStringLiteral("id, name, source_path, checksum, format, dim, count, has_texts, created_at");

// Stores the set's vectors as rows first, first + 1, ... of the dataset (inside the caller's
// transaction).
void insertVectorRows(CaseFile& caseFile, qint64 datasetId, qint64 first, const EmbeddingSet& set,
                      const CancelToken* cancel, const ProgressFn& progress,
                      const SidecarLines* lines = nullptr) {
    const FloatMatrix& m = set.vectors;
    QSqlQuery row(caseFile.db());
    // The metadata column is named only when there is some (tests write cases of versions
    // before it at times).
    const bool withMetadata = !set.metadata.isEmpty();
    row.prepare(withMetadata
                    ? QStringLiteral("INSERT INTO vector (dataset_id, row, external_id, "
                                     "text, embedding, metadata) VALUES (?, ?, ?, ?, ?, ?)")
                    : QStringLiteral("INSERT INTO vector (dataset_id, row, external_id, "
                                     "text, embedding) VALUES (?, ?, ?, ?, ?)"));
    const qint64 step = std::max<qint64>(1, m.rows() / 100);
    constexpr qint64 kReleaseEvery = 4096;
    for (qint64 r = 0; r < m.rows(); ++r) {
        if (r % step == 0) {
            if (cancel) cancel->throwIfCancelled();
            if (progress) progress({QStringLiteral("storing vectors"), r, m.rows()});
        }
        // Vectors and texts read from mapped files leave memory once stored.
        if (r % kReleaseEvery == 0 && r > 0) {
            m.releaseRows(r - kReleaseEvery, kReleaseEvery);
            if (lines) lines->releaseBefore(r);
        }
        row.bindValue(0, datasetId);
        row.bindValue(1, first + r);
        row.bindValue(2, set.ids.isEmpty() ? QVariant() : QVariant(set.ids[int(r)]));
        row.bindValue(3, !set.texts.isEmpty() ? QVariant(set.texts[int(r)])
                         : lines              ? QVariant(lines->at(r))
                                              : QVariant());
        row.bindValue(4, toFloatBlob(m.row(r), m.dim()));
        if (withMetadata)
            row.bindValue(5, set.metadata[int(r)].isEmpty() ? QVariant()
                                                            : QVariant(set.metadata[int(r)]));
        execOrThrow(row, caseFile.path());
    }
}

} // namespace

qint64 insertDataset(CaseFile& caseFile, const EmbeddingSet& set, const NewDataset& meta,
                     const CancelToken* cancel, const ProgressFn& progress,
                     const SidecarLines* texts) {
    const FloatMatrix& m = set.vectors;
    const SidecarLines* lines = set.texts.isEmpty() ? texts : nullptr;
    if (lines) requireTextLines(lines->path(), lines->size(), m.rows());
    qint64 datasetId = 0;
    caseFile.transaction([&] {
        QSqlQuery insert(caseFile.db());
        insert.prepare(QStringLiteral(
            "INSERT INTO dataset (name, source_path, checksum, format, dim, count, has_texts, "
            "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        insert.addBindValue(meta.name);
        insert.addBindValue(set.sourcePath);
        insert.addBindValue(meta.checksum);
        insert.addBindValue(meta.format);
        insert.addBindValue(m.dim());
        insert.addBindValue(m.rows());
        insert.addBindValue(!set.texts.isEmpty() || lines);
        insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        execOrThrow(insert, caseFile.path());
        datasetId = insert.lastInsertId().toLongLong();

        insertVectorRows(caseFile, datasetId, 0, set, cancel, progress, lines);
        if (progress) progress({QStringLiteral("storing vectors"), m.rows(), m.rows()});
    });
    return datasetId;
}

qint64 appendVectors(CaseFile& caseFile, qint64 datasetId, const EmbeddingSet& set) {
    qint64 first = 0;
    caseFile.transaction([&] {
        const DatasetInfo dataset = requireDataset(caseFile, datasetId);
        if (set.vectors.dim() != dataset.dim)
            throw InputError({caseFile.path(), std::nullopt, QStringLiteral("dimension"),
                              QString::number(dataset.dim), QString::number(set.vectors.dim())},
                             QStringLiteral("dataset '%1' holds vectors of another dimension")
                                 .arg(dataset.name));
        if (dataset.hasTexts && set.texts.size() != set.vectors.rows())
            throw InputError(
                {caseFile.path(), std::nullopt, QStringLiteral("texts"),
                 QStringLiteral("a text per vector"), QString::number(set.texts.size())},
                QStringLiteral("dataset '%1' keeps the text of every vector").arg(dataset.name));
        first = dataset.count;
        insertVectorRows(caseFile, datasetId, first, set, nullptr, {});
        QSqlQuery count(caseFile.db());
        count.prepare(QStringLiteral("UPDATE dataset SET count = ? WHERE id = ?"));
        count.addBindValue(first + set.vectors.rows());
        count.addBindValue(datasetId);
        execOrThrow(count, caseFile.path());
    });
    return first;
}

std::vector<DatasetInfo> listDatasets(CaseFile& caseFile) {
    QSqlQuery q = execOrThrow(
        caseFile.db(), QStringLiteral("SELECT %1 FROM dataset ORDER BY id").arg(kDatasetColumns),
        caseFile.path());
    std::vector<DatasetInfo> result;
    while (q.next())
        result.push_back(datasetFromQuery(q));
    return result;
}

std::optional<DatasetInfo> findDataset(CaseFile& caseFile, qint64 id) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT %1 FROM dataset WHERE id = ?").arg(kDatasetColumns));
    q.addBindValue(id);
    execOrThrow(q, caseFile.path());
    if (!q.next()) return std::nullopt;
    return datasetFromQuery(q);
}

DatasetInfo requireDataset(CaseFile& caseFile, qint64 id) {
    const auto dataset = findDataset(caseFile, id);
    if (!dataset)
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("dataset"),
                          QStringLiteral("the id of a dataset in the case"), QString::number(id)},
                         QStringLiteral("there is no such dataset in the case; %1")
                             .arg(storedIdsNote(caseFile, QStringLiteral("dataset"))));
    return *dataset;
}

std::vector<StoredVector> readVectors(CaseFile& caseFile, qint64 datasetId, qint64 offset,
                                      qint64 limit) {
    QSqlQuery q(caseFile.db());
    // A dataset's rows are numbered 0 to count - 1, so a page is a range of the (dataset, row)
    // index: as fast at row 900,000 as at row 0, where OFFSET would step over every row before it.
    q.prepare(QStringLiteral("SELECT v.row, v.external_id, v.text, v.embedding, d.dim, v.metadata "
                             "FROM vector v "
                             "JOIN dataset d ON d.id = v.dataset_id "
                             "WHERE v.dataset_id = ? AND v.row >= ? ORDER BY v.row LIMIT ?"));
    q.addBindValue(datasetId);
    q.addBindValue(offset);
    q.addBindValue(limit);
    execOrThrow(q, caseFile.path());
    std::vector<StoredVector> result;
    while (q.next()) {
        const qint64 row = q.value(0).toLongLong();
        const QByteArray blob = q.value(3).toByteArray();
        requireVectorBlob(caseFile.path(), datasetId, row, blob, q.value(4).toLongLong());
        result.push_back({row, q.value(1).toString(), q.value(2).toString(), fromFloatBlob(blob),
                          q.value(5).toString()});
    }
    return result;
}

void readVectorBlock(CaseFile& caseFile, const DatasetInfo& dataset, qint64 first, qint64 count,
                     float* out) {
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT row, embedding FROM vector WHERE dataset_id = ? AND row >= ? "
                             "ORDER BY row LIMIT ?"));
    q.addBindValue(dataset.id);
    q.addBindValue(first);
    q.addBindValue(count);
    execOrThrow(q, caseFile.path());
    qint64 expected = first;
    while (q.next()) {
        const qint64 row = q.value(0).toLongLong();
        const QByteArray blob = q.value(1).toByteArray();
        requireVectorBlob(caseFile.path(), dataset.id, row, blob, dataset.dim);
        if (row != expected) break;
        for (qint64 c = 0; c < dataset.dim; ++c)
            out[(row - first) * dataset.dim + c] =
                qFromLittleEndian<float>(blob.constData() + c * qint64(sizeof(float)));
        ++expected;
    }
    if (expected != first + count)
        throw InputError(
            {caseFile.path(), expected + 1, QStringLiteral("row"),
             QStringLiteral("a row of dataset '%1' (1 to %2)").arg(dataset.name).arg(dataset.count),
             QStringLiteral("no such row")},
            QStringLiteral("the dataset's rows are not all stored; the case is "
                           "damaged"));
}

std::vector<StoredVector> readRunVectors(CaseFile& caseFile, const DatasetInfo& dataset,
                                         qint64 limit, const std::vector<qint64>& rows) {
    if (rows.empty()) return readVectors(caseFile, dataset.id, 0, limit > 0 ? limit : -1);
    std::vector<StoredVector> vectors;
    for (const qint64 row : rows) {
        std::vector<StoredVector> one =
            row < 0 ? std::vector<StoredVector>{} : readVectors(caseFile, dataset.id, row, 1);
        if (one.empty())
            throw InputError({caseFile.path(), row + 1, QStringLiteral("row"),
                              QStringLiteral("a row of dataset '%1' (1 to %2)")
                                  .arg(dataset.name)
                                  .arg(dataset.count),
                              QString::number(row + 1)},
                             QStringLiteral("the dataset has no such row"));
        vectors.push_back(std::move(one.front()));
    }
    return vectors;
}

QHash<qint64, QString> datasetTexts(CaseFile& caseFile, qint64 datasetId) {
    const auto dataset = findDataset(caseFile, datasetId);
    if (!dataset || !dataset->hasTexts)
        throw InputError({caseFile.path(), std::nullopt,
                          QStringLiteral("dataset %1").arg(datasetId),
                          QStringLiteral("a dataset with texts (the references)"),
                          dataset ? QStringLiteral("no texts") : QStringLiteral("no such dataset")},
                         QStringLiteral("cannot score without reference texts"));
    QSqlQuery q(caseFile.db());
    q.prepare(QStringLiteral("SELECT row, text FROM vector WHERE dataset_id = ?"));
    q.addBindValue(datasetId);
    execOrThrow(q, caseFile.path());
    QHash<qint64, QString> texts;
    while (q.next())
        texts.insert(q.value(0).toLongLong(), q.value(1).toString());
    return texts;
}

} // namespace unembed
