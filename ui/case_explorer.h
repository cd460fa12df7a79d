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

    // The actions a finished run's context menu offers, owned by `parent`: evaluating any
    // attack's run, and the precision-recall sweep of an MLC run. Each emits its request.
    QList<QAction*> runActions(const QModelIndex& index, QObject* parent);

Q_SIGNALS:
    void datasetSelected(qint64 datasetId);
    void curveSelected(qint64 curveId);
    void evaluateRunRequested(qint64 runId);
    void precisionRecallRequested(qint64 runId);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    enum Role { KindRole = Qt::UserRole + 1, IdRole, AttackRole, StatusRole };
    QStandardItemModel* model_;
};

} // namespace unembed
