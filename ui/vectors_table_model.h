// Table model over one dataset of the case: row, id, text, the metadata its source kept, L2 norm,
// the first values and, once computed, each vector's nearest neighbour. Rows are read from the case
// file page by page as the view scrolls, so large datasets open at once; sorting and filtering read
// them all first. SortRole gives numbers for the numeric columns.
#pragma once

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace unembed {

class CaseFile;
struct StoredVector;
struct NearestNeighbour;

class VectorsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RowColumn,
        IdColumn,
        TextColumn,
        MetadataColumn,
        NormColumn,
        NeighbourColumn,
        ValuesColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;

    explicit VectorsTableModel(QObject* parent = nullptr);
    ~VectorsTableModel() override;

    // Shows `datasetId` of `caseFile` (which must outlive the model or be cleared first).
    void showDataset(CaseFile* caseFile, qint64 datasetId);
    void clear();
    qint64 datasetId() const { return datasetId_; }
    qint64 totalRows() const { return total_; }
    // Whether a row read so far has metadata (the view hides the column otherwise).
    bool hasMetadata() const { return hasMetadata_; }
    // Reads every row not read yet (before a sort or a filter over the whole dataset).
    void fetchAll();
    // The index of a dataset row (0-based) among the rows read so far; invalid if not read.
    QModelIndex indexOfDatasetRow(qint64 row) const;
    // Fills the nearest-neighbour column; entries of other datasets' rows are ignored.
    void setNeighbours(qint64 datasetId, const std::vector<NearestNeighbour>& neighbours);
    // Whether any row's nearest neighbour is known (the column is shown only then).
    bool hasNeighbours() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

Q_SIGNALS:
    void readFailed(const QString& message);

private:
    struct Row {
        qint64 row;
        QString id;
        QString text;
        QString metadata;
        double norm;
        QString preview;
        qint64 neighbour = -1; // its nearest neighbour's row, -1 until computed
        double neighbourCosine = 0;
    };
    std::optional<size_t> indexOfRow(qint64 row) const;
    QString textOfRow(qint64 row) const;
    CaseFile* case_ = nullptr;
    qint64 datasetId_ = 0;
    qint64 total_ = 0;
    bool hasMetadata_ = false;
    std::vector<Row> rows_;
};

} // namespace unembed
