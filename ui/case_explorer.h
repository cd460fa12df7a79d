// The case explorer: the datasets, models and runs of the open case as a tree.
#pragma once

#include <QTreeView>

class QStandardItemModel;

namespace unembed {

class CaseFile;

class CaseExplorer : public QTreeView {
    Q_OBJECT
public:
    explicit CaseExplorer(QWidget* parent = nullptr);

    // Re-reads the case (nullptr: shows nothing); throws InputError when the case cannot be read.
    void showCase(CaseFile* caseFile);
    void selectNewestDataset();

Q_SIGNALS:
    void datasetSelected(qint64 datasetId);

private:
    enum Role { KindRole = Qt::UserRole + 1, IdRole };
    QStandardItemModel* model_;
};

} // namespace unembed
