#include "vectors_page.h"

#include "vectors_table_model.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace unembed {

VectorsPage::VectorsPage(VectorsTableModel* model, QWidget* parent)
    : QWidget(parent), model_(model), proxy_(new QSortFilterProxyModel(this)),
      table_(new QTableView(this)), filter_(new QLineEdit(this)),
      neighbours_(new QPushButton(tr("&Nearest Neighbours"), this)),
      embed_(new QPushButton(tr("Em&bed Text…"), this)) {
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(VectorsTableModel::SortRole);
    proxy_->setFilterKeyColumn(VectorsTableModel::TextColumn);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);

    table_->setModel(proxy_);
    table_->setObjectName(QStringLiteral("vectorsView"));
    table_->setAccessibleName(tr("Vectors"));
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->setSortingEnabled(true);
    table_->sortByColumn(VectorsTableModel::RowColumn, Qt::AscendingOrder);
    table_->verticalHeader()->hide();
    QHeaderView* header = table_->horizontalHeader();
    for (const int column : {VectorsTableModel::RowColumn, VectorsTableModel::IdColumn,
                             VectorsTableModel::NormColumn, VectorsTableModel::NeighbourColumn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(VectorsTableModel::TextColumn, QHeaderView::Stretch);
    // Metadata only where the dataset's source kept some; the text then keeps a width of its own
    // rather than stretching into what the metadata leaves.
    table_->setColumnHidden(VectorsTableModel::MetadataColumn, true);
    const auto showMetadata = [this, header] {
        const bool shown = model_->hasMetadata();
        if (table_->isColumnHidden(VectorsTableModel::MetadataColumn) != shown) return;
        table_->setColumnHidden(VectorsTableModel::MetadataColumn, !shown);
        header->setSectionResizeMode(VectorsTableModel::TextColumn,
                                     shown ? QHeaderView::Interactive : QHeaderView::Stretch);
        if (!shown) return;
        table_->setColumnWidth(VectorsTableModel::TextColumn, 260);
        table_->setColumnWidth(VectorsTableModel::MetadataColumn, 220);
    };
    connect(model_, &QAbstractItemModel::modelReset, this, showMetadata);
    connect(model_, &QAbstractItemModel::rowsInserted, this, showMetadata);
    // The neighbour column only once there are neighbours: empty, its heading took the text's
    // width.
    const auto showNeighbours = [this] {
        table_->setColumnHidden(VectorsTableModel::NeighbourColumn, !model_->hasNeighbours());
    };
    showNeighbours();
    connect(model_, &QAbstractItemModel::modelReset, this, showNeighbours);
    connect(model_, &QAbstractItemModel::dataChanged, this, showNeighbours);

    filter_->setObjectName(QStringLiteral("vectorsFilter"));
    filter_->setPlaceholderText(tr("Filter texts (Ctrl+F)"));
    filter_->setAccessibleName(tr("Filter the vectors by text"));
    filter_->setClearButtonEnabled(true);
    neighbours_->setObjectName(QStringLiteral("nearestNeighboursButton"));
    neighbours_->setToolTip(tr("Find each vector's nearest other vector by cosine"));
    embed_->setObjectName(QStringLiteral("embedTextButton"));
    embed_->setToolTip(tr("Type or paste sentences, embed them with a victim embedder and add "
                          "them to the case as a dataset"));

    auto* find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, filter_, [this] {
        filter_->setFocus(Qt::ShortcutFocusReason);
        filter_->selectAll();
    });
    addAction(find);

    auto* bar = new QHBoxLayout;
    bar->addWidget(filter_, 1);
    bar->addWidget(neighbours_);
    bar->addWidget(embed_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(table_, 1);
    setTabOrder(filter_, neighbours_);
    setTabOrder(neighbours_, embed_);
    setTabOrder(embed_, table_);

    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (!text.isEmpty()) model_->fetchAll();
        proxy_->setFilterFixedString(text);
    });
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, model_,
            [this] { model_->fetchAll(); });
    connect(neighbours_, &QPushButton::clicked, this, &VectorsPage::nearestNeighboursRequested);
    connect(embed_, &QPushButton::clicked, this, &VectorsPage::embedTextRequested);
    setActionsEnabled(false, false);
}

namespace {

// The selected rows' cells of `column` in the source model, in dataset row order.
std::vector<std::pair<qint64, QModelIndex>> selectedInRowOrder(const QTableView* table,
                                                               const QSortFilterProxyModel* proxy) {
    std::vector<std::pair<qint64, QModelIndex>> selected;
    for (const QModelIndex& index : table->selectionModel()->selectedRows()) {
        const QModelIndex source = proxy->mapToSource(index);
        selected.emplace_back(source.siblingAtColumn(VectorsTableModel::RowColumn)
                                  .data(VectorsTableModel::SortRole)
                                  .toLongLong(),
                              source);
    }
    std::sort(selected.begin(), selected.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return selected;
}

} // namespace

std::vector<qint64> VectorsPage::selectedRows() const {
    std::vector<qint64> rows;
    for (const auto& [row, index] : selectedInRowOrder(table_, proxy_))
        rows.push_back(row);
    return rows;
}

QStringList VectorsPage::selectedTexts() const {
    QStringList texts;
    for (const auto& [row, index] : selectedInRowOrder(table_, proxy_))
        texts << index.siblingAtColumn(VectorsTableModel::TextColumn).data().toString();
    return texts;
}

void VectorsPage::setActionsEnabled(bool haveCase, bool haveDataset) {
    embed_->setEnabled(haveCase);
    neighbours_->setEnabled(haveCase && haveDataset);
}

void VectorsPage::selectRows(const QList<qint64>& rows) {
    model_->fetchAll();
    QItemSelection selection;
    QModelIndex first;
    for (qint64 row : rows) {
        const QModelIndex index = proxy_->mapFromSource(model_->indexOfDatasetRow(row));
        if (!index.isValid()) continue; // filtered out
        selection.select(index, index);
        if (!first.isValid() || index.row() < first.row()) first = index;
    }
    table_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect |
                                                    QItemSelectionModel::Rows);
    if (first.isValid()) table_->scrollTo(first);
}

} // namespace unembed
