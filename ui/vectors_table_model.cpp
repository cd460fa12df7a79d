#include "vectors_table_model.h"

#include "error.h"
#include "store/dataset_store.h"

#include <cmath>

namespace unembed {

namespace {
constexpr qint64 kPageRows = 500;
constexpr int kPreviewValues = 4;
} // namespace

VectorsTableModel::VectorsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

VectorsTableModel::~VectorsTableModel() = default;

void VectorsTableModel::showDataset(CaseFile* caseFile, qint64 datasetId) {
    beginResetModel();
    case_ = caseFile;
    datasetId_ = datasetId;
    rows_.clear();
    const auto info = findDataset(*caseFile, datasetId);
    total_ = info ? info->count : 0;
    endResetModel();
    if (canFetchMore({})) fetchMore({});
}

void VectorsTableModel::clear() {
    beginResetModel();
    case_ = nullptr;
    datasetId_ = 0;
    total_ = 0;
    rows_.clear();
    endResetModel();
}

int VectorsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int VectorsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VectorsTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || size_t(index.row()) >= rows_.size()) return {};
    const Row& row = rows_[size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case RowColumn:
            return row.row + 1;
        case IdColumn:
            return row.id;
        case TextColumn:
            return row.text;
        case NormColumn:
            return QString::number(row.norm, 'f', 4);
        case ValuesColumn:
            return row.preview;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == TextColumn) return row.text;
    if (role == Qt::TextAlignmentRole &&
        (index.column() == RowColumn || index.column() == NormColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant VectorsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case RowColumn:
        return tr("Row");
    case IdColumn:
        return tr("ID");
    case TextColumn:
        return tr("Text");
    case NormColumn:
        return tr("Norm");
    case ValuesColumn:
        return tr("Values");
    }
    return {};
}

bool VectorsTableModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && case_ && qint64(rows_.size()) < total_;
}

void VectorsTableModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent)) return;
    std::vector<StoredVector> page;
    try {
        page = readVectors(*case_, datasetId_, qint64(rows_.size()), kPageRows);
    } catch (const InputError& e) {
        total_ = qint64(rows_.size());
        Q_EMIT readFailed(e.message());
        return;
    }
    if (page.empty()) {
        total_ = qint64(rows_.size());
        return;
    }
    beginInsertRows({}, int(rows_.size()), int(rows_.size() + page.size()) - 1);
    for (const StoredVector& v : page) {
        double sumSquares = 0;
        QStringList preview;
        for (size_t i = 0; i < v.values.size(); ++i) {
            sumSquares += double(v.values[i]) * v.values[i];
            if (i < kPreviewValues) preview << QString::number(v.values[i], 'g', 4);
        }
        if (v.values.size() > kPreviewValues) preview << QStringLiteral("…");
        rows_.push_back({v.row, v.externalId, v.text, std::sqrt(sumSquares),
                         preview.join(QStringLiteral(", "))});
    }
    endInsertRows();
}

} // namespace unembed
