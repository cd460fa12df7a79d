// The Compare view: choose runs on the dataset in view (MLC, MSP, GEIA, Vec2Text) and see their
// outputs side by side, one row per vector, the words recovered from the true text marked, sortable
// by what each run recovered; the row in focus is laid out below as in the papers' case studies.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QListView;
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

Q_SIGNALS:
    void readFailed(const QString& message);

private:
    void reload();
    void showDetail(const QModelIndex& proxyIndex);
    void updateLegendAndSortChoices();

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
    QTextBrowser* detail_;
    QLabel* legend_;
};

} // namespace unembed
