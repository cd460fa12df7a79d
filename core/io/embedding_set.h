// An embedding matrix read from a file, with the optional texts and ids of its rows. The values are
// float32, row-major; when the file already holds little-endian float32 in C order they are read
// straight from the memory-mapped file instead of being copied.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace unembed {

class FloatMatrix {
public:
    FloatMatrix() = default;
    static FloatMatrix owned(std::vector<float> values, qint64 rows, qint64 dim);
    // `keeper` keeps the memory behind `data` alive (a mapped file, a buffer).
    static FloatMatrix borrowed(std::shared_ptr<const void> keeper, const float* data, qint64 rows,
                                qint64 dim);

    qint64 rows() const { return rows_; }
    qint64 dim() const { return dim_; }
    const float* data() const { return data_; }
    const float* row(qint64 r) const { return data_ + r * dim_; }
    // True when the values are read in place from a memory-mapped file.
    bool isBorrowed() const { return borrowed_; }
    // Says rows [first, first + count) will not be read again soon. A borrowed matrix gives their
    // pages back to the file cache (read from the file again if they are), so walking a file far
    // larger than memory keeps the process small; owned values stay as they are.
    void releaseRows(qint64 first, qint64 count) const;

private:
    std::shared_ptr<const void> keeper_;
    bool borrowed_ = false;
    const float* data_ = nullptr;
    qint64 rows_ = 0;
    qint64 dim_ = 0;
};

struct EmbeddingSet {
    QString sourcePath;
    FloatMatrix vectors;
    QStringList texts; // empty, or one per row
    QStringList ids;   // empty, or one per row
    // Empty, or one per row: what the source keeps beside the vector (a store's metadata, a
    // table's other columns) as compact JSON object text; an empty string where a row has none.
    QStringList metadata;
    // Empty when the vectors are the file's; else how they differ from what was embedded (a
    // quantised index's vectors are reconstructed from codes), shown and stored with the dataset.
    QString caveat;
    // Set by readers of stores that hold several sets (a Chroma collection): the format to record
    // instead of the file's suffix, and the dataset name to suggest instead of the file's.
    QString format;
    QString name;
};

// One row's EmbeddingSet::metadata entry: `object` as compact JSON, or empty when it is empty.
QString metadataText(const QJsonObject& object);

// A cell of a table's other column as a metadata value: the JSON object or array it holds
// (a jsonb or JSON text column), else the text itself.
QJsonValue metadataCell(const QString& text);

} // namespace unembed
