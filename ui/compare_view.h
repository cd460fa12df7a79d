// The Compare view: choose runs on the dataset in view (MLC, MSP, GEIA, Vec2Text) and see their
// outputs side by side, one row per vector, the words recovered from the true text marked, sortable
// by what each run recovered; the row in focus is laid out below as in the papers' case studies.
#pragma once

#include "eval/report_tables.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QStandardItemModel;
class QTableView;
class QTextBrowser;

namespace unembed {

class CaseFile;
class CompareTableModel;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);

    // Lists the runs on `datasetId` (all checked at first) and shows them; nullptr clears. The
    // case must outlive the view or be replaced first.
    void showDataset(CaseFile* caseFile, qint64 datasetId);

    CompareTableModel* tableModel() const { return table_; }
    QTableView* tableView() const { return view_; }
    QTextBrowser* detailPane() const { return detail_; }
    QSpinBox* roundBox() const { return round_; }
    QComboBox* sortBox() const { return sortBy_; }
    // The view of the row and true text columns that stays while the outputs scroll.
    QTableView* frozenView() const { return frozen_; }
    // Selects the table rows of these dataset rows (the Map's selection), the first one in focus
    // and in view; rows the table does not list are skipped.
    void selectRows(const QList<qint64>& rows);
    // The comparison in the order shown: row, true text, then each run's output and its figure.
    ReportTable comparisonTable() const;

Q_SIGNALS:
    void readFailed(const QString& message);
    void message(const QString& text); // for the status bar: copied, written

private:
    void reload();
    void showDetail(const QModelIndex& proxyIndex);
    void updateLegendAndSortChoices();
    void splitColumns();
    void sortByChosenMetric();
    void promptExportCsv();

    CaseFile* case_ = nullptr;
    bool listingRuns_ = false;
    qint64 datasetId_ = 0;
    QStandardItemModel* runs_;
    QListView* runList_;
    QSpinBox* round_;
    QComboBox* sortBy_;
    CompareTableModel* table_;
    QSortFilterProxyModel* sorted_;
    QTableView* view_;
    QTableView* frozen_;
    std::vector<QPushButton*> actionButtons_;
    QTextBrowser* detail_;
    QLabel* legend_;
};

} // namespace unembed
