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

    // The actions an item's context menu offers, owned by `parent`: for a dataset, renaming and
    // deleting it; for a finished run,
    // evaluating it and (MLC) its precision-recall sweep; for a run that is not running, deleting
    // it; for a curve, deleting it. Each emits its request.
    QList<QAction*> itemActions(const QModelIndex& index, QObject* parent);

Q_SIGNALS:
    void datasetSelected(qint64 datasetId);
    void curveSelected(qint64 curveId);
    void evaluateRunRequested(qint64 runId);
    // Evaluate a text run with its predictions' perplexity under a judge GPT-2 folder too.
    void perplexityEvaluationRequested(qint64 runId);
    void precisionRecallRequested(qint64 runId);
    void renameDatasetRequested(qint64 datasetId, const QString& name);
    void deleteDatasetRequested(qint64 datasetId, const QString& label);
    void deleteRunRequested(qint64 runId, const QString& label);
    void deleteCurveRequested(qint64 curveId, const QString& label);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    enum Role { KindRole = Qt::UserRole + 1, IdRole, AttackRole, StatusRole, NameRole };
    QList<QAction*> evaluationActions(qint64 runId, const QString& attack, QObject* parent);
    QStandardItemModel* model_;
};

} // namespace unembed
