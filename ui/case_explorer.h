// The case explorer: the datasets, models, runs and curves of the open case as a tree.
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
    // Makes curve `curveId` the current item (and so shows it); false when it is not listed.
    bool selectCurve(qint64 curveId);

Q_SIGNALS:
    void datasetSelected(qint64 datasetId);
    void curveSelected(qint64 curveId);

private:
    enum Role { KindRole = Qt::UserRole + 1, IdRole };
    QStandardItemModel* model_;
};

} // namespace unembed
