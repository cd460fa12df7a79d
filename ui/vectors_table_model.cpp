#include "vectors_table_model.h"

#include "error.h"
#include "eval/nearest_neighbours.h"
#include "store/dataset_store.h"

#include <QJsonDocument>

#include <algorithm>
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
    hasMetadata_ = false;
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
    hasMetadata_ = false;
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
    if (role == SortRole) {
        switch (index.column()) {
        case RowColumn:
            return row.row;
        case NormColumn:
            return row.norm;
        case NeighbourColumn:
            return row.neighbour < 0 ? -3.0 : row.neighbourCosine;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (index.column() == NeighbourColumn) {
        if (row.neighbour < 0) return {};
        if (role == Qt::DisplayRole)
            return tr("row %1 · cos %2").arg(row.neighbour + 1).arg(row.neighbourCosine, 0, 'f', 3);
        if (role == Qt::ToolTipRole) {
            const QString text = textOfRow(row.neighbour);
            return text.isEmpty() ? tr("Row %1").arg(row.neighbour + 1) : text;
        }
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case RowColumn:
            return row.row + 1;
        case IdColumn:
            return row.id;
        case TextColumn:
            return row.text;
        case MetadataColumn:
            return row.metadata;
        case NormColumn:
            return QString::number(row.norm, 'f', 4);
        case ValuesColumn:
            return row.preview;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == TextColumn) return row.text;
    if (role == Qt::ToolTipRole && index.column() == MetadataColumn && !row.metadata.isEmpty())
        return QString::fromUtf8(QJsonDocument::fromJson(row.metadata.toUtf8()).toJson());
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
    case MetadataColumn:
        return tr("Metadata");
    case NormColumn:
        return tr("Norm");
    case NeighbourColumn:
        return tr("Nearest neighbour");
    case ValuesColumn:
        return tr("Values");
    }
    return {};
}

void VectorsTableModel::fetchAll() {
    while (canFetchMore({}))
        fetchMore({});
}

void VectorsTableModel::setNeighbours(qint64 datasetId,
                                      const std::vector<NearestNeighbour>& neighbours) {
    if (datasetId != datasetId_) return;
    fetchAll();
    for (const NearestNeighbour& entry : neighbours)
        if (const auto at = indexOfRow(entry.row)) {
            rows_[*at].neighbour = entry.neighbourRow;
            rows_[*at].neighbourCosine = entry.cosine;
        }
    if (!rows_.empty())
        Q_EMIT dataChanged(index(0, NeighbourColumn),
                           index(int(rows_.size()) - 1, NeighbourColumn));
}

bool VectorsTableModel::hasNeighbours() const {
    return std::any_of(rows_.begin(), rows_.end(), [](const Row& r) { return r.neighbour >= 0; });
}

std::optional<size_t> VectorsTableModel::indexOfRow(qint64 row) const {
    // Rows are read in order, usually 0, 1, 2, ...: look there first.
    if (row >= 0 && size_t(row) < rows_.size() && rows_[size_t(row)].row == row) return size_t(row);
    const auto it =
        std::find_if(rows_.begin(), rows_.end(), [row](const Row& r) { return r.row == row; });
    if (it == rows_.end()) return std::nullopt;
    return size_t(it - rows_.begin());
}

QModelIndex VectorsTableModel::indexOfDatasetRow(qint64 row) const {
    const std::optional<size_t> at = indexOfRow(row);
    return at ? index(int(*at), RowColumn) : QModelIndex();
}

QString VectorsTableModel::textOfRow(qint64 row) const {
    const auto at = indexOfRow(row);
    return at ? rows_[*at].text : QString();
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
        rows_.push_back({v.row, v.externalId, v.text, v.metadata, std::sqrt(sumSquares),
                         preview.join(QStringLiteral(", "))});
        hasMetadata_ = hasMetadata_ || !v.metadata.isEmpty();
    }
    endInsertRows();
}

} // namespace unembed
