// The Leaks panel: the leak list of the dataset in view (eval/leak_list.h), one line per sensitive
// term its evaluation detected, a column per run marking whether the run recovered it; filtered
// by kind, by text and to the recovered ones, copied as Markdown or exported as CSV as shown.
#pragma once

#include "eval/leak_list.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace unembed {

class CaseFile;
class LeakTableModel;

class LeaksView : public QWidget {
    Q_OBJECT
public:
    explicit LeaksView(QWidget* parent = nullptr);

    // Reads the dataset's leak list and shows it; nullptr clears. The case must outlive the view
    // or be replaced first.
    void showDataset(CaseFile* caseFile, qint64 datasetId);

    QTableView* tableView() const { return view_; }
    QComboBox* kindBox() const { return kind_; }
    QLineEdit* filterEdit() const { return filter_; }
    QCheckBox* recoveredOnlyBox() const { return recoveredOnly_; }
    QLabel* summaryLabel() const { return summary_; }
    // The entries shown, in order (indexes into the list), and them as the exported table.
    const std::vector<size_t>& shownEntries() const { return shown_; }
    ReportTable shownTable() const { return leakListTable(list_, shown_); }

Q_SIGNALS:
    void readFailed(const QString& message);
    void message(const QString& text); // for the status bar: copied, written

private:
    void applyFilter();
    void promptExportCsv();

    LeakList list_;
    std::vector<size_t> shown_;
    QComboBox* kind_;
    QLineEdit* filter_;
    QCheckBox* recoveredOnly_;
    QLabel* summary_;
    LeakTableModel* model_;
    QTableView* view_;
    QList<QPushButton*> actionButtons_;
};

} // namespace unembed
