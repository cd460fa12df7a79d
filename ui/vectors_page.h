// The Vectors tab: the open dataset as a sortable table filtered by text as you type, with the
// actions on it: find each vector's nearest neighbour, and embed typed sentences as a new
// dataset. Sorting or filtering reads the whole dataset first. The jobs themselves run on the
// inference worker (MainWindow starts them); this page only asks.
#pragma once

#include <QWidget>

class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace unembed {

class VectorsTableModel;

class VectorsPage : public QWidget {
    Q_OBJECT
public:
    explicit VectorsPage(VectorsTableModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return table_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    QLineEdit* filter() const { return filter_; }
    // The dataset rows (0-based) of the selected table rows, in dataset order, and their texts.
    std::vector<qint64> selectedRows() const;
    QStringList selectedTexts() const;
    // Selects these dataset rows (reading the whole dataset first) and scrolls to the first: how
    // a selection on the Map reaches the table and, through it, Vec2Text live.
    void selectRows(const QList<qint64>& rows);
    // Enables the actions that need an open case (and, for neighbours, a dataset).
    void setActionsEnabled(bool haveCase, bool haveDataset);

Q_SIGNALS:
    void nearestNeighboursRequested();
    void embedTextRequested();

private:
    VectorsTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QLineEdit* filter_;
    QPushButton* neighbours_;
    QPushButton* embed_;
};

} // namespace unembed
