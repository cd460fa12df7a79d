// Table model over one dataset of the case: row, id, text, L2 norm and the first values. Rows are
// read from the case file page by page as the view scrolls, so large datasets open at once.
#pragma once

#include <QAbstractTableModel>

#include <vector>

namespace unembed {

class CaseFile;
struct StoredVector;

class VectorsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { RowColumn, IdColumn, TextColumn, NormColumn, ValuesColumn, ColumnCount };

    explicit VectorsTableModel(QObject* parent = nullptr);
    ~VectorsTableModel() override;

    // Shows `datasetId` of `caseFile` (which must outlive the model or be cleared first).
    void showDataset(CaseFile* caseFile, qint64 datasetId);
    void clear();
    qint64 datasetId() const { return datasetId_; }
    qint64 totalRows() const { return total_; }

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
        double norm;
        QString preview;
    };
    CaseFile* case_ = nullptr;
    qint64 datasetId_ = 0;
    qint64 total_ = 0;
    std::vector<Row> rows_;
};

} // namespace unembed
