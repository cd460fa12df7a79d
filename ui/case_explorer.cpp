#include "case_explorer.h"

#include "case_labels.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/model_store.h"
#include "store/run_store.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QMenu>
#include <QResizeEvent>
#include <QStandardItemModel>
#include <QStyledItemDelegate>

namespace unembed {

namespace {
enum class Kind { Dataset = 1, Model, Run, Curve };

// A name's height wrapped to the panel's width (the tree's own row heights do not wrap).
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const QSize single = QStyledItemDelegate::sizeHint(option, index);
        int depth = view_->rootIsDecorated() ? 1 : 0;
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            ++depth;
        const int width = qMax(40, view_->viewport()->width() - view_->indentation() * depth - 8);
        const QRect wrapped = option.fontMetrics.boundingRect(
            QRect(0, 0, width, 100000), Qt::TextWordWrap, index.data().toString());
        return {width, qMax(single.height(), wrapped.height() + 4)};
    }

private:
    QTreeView* view_;
};

QStandardItem* group(const QString& title, int count) {
    auto* item = new QStandardItem(QStringLiteral("%1 (%2)").arg(title).arg(count));
    item->setEditable(false);
    item->setSelectable(false);
    return item;
}
} // namespace

CaseExplorer::CaseExplorer(QWidget* parent)
    : QTreeView(parent), model_(new QStandardItemModel(this)) {
    setModel(model_);
    setHeaderHidden(true);
    // Long names (a curve's title with its run and dataset) wrap rather than lose their end.
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setItemDelegate(new WrappingDelegate(this));
    setAccessibleName(tr("Case explorer"));
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                const qint64 id = current.data(IdRole).toLongLong();
                switch (Kind(current.data(KindRole).toInt())) {
                case Kind::Dataset:
                    Q_EMIT datasetSelected(id);
                    break;
                case Kind::Curve:
                    Q_EMIT curveSelected(id);
                    break;
                case Kind::Model:
                case Kind::Run:
                    break;
                }
            });
}

void CaseExplorer::showCase(CaseFile* caseFile) {
    model_->clear();
    if (!caseFile) return;
    const auto datasets = listDatasets(*caseFile);
    const auto models = listModels(*caseFile);
    const auto runs = listRuns(*caseFile);
    const auto curves = listCurves(*caseFile);

    auto* datasetGroup = group(tr("Datasets"), int(datasets.size()));
    for (const DatasetInfo& d : datasets) {
        auto* item = new QStandardItem(tr("%1 — %2 × %3").arg(d.name).arg(d.count).arg(d.dim));
        // The format holds the reader's caveat, such as approximate vectors from a quantised
        // index.
        item->setToolTip(tr("Imported from %1\nSHA-256 %2").arg(d.sourcePath, d.checksum) +
                         QLatin1Char('\n') + tr("Format: %1").arg(d.format));
        item->setData(int(Kind::Dataset), KindRole);
        item->setData(d.id, IdRole);
        item->setData(d.name, NameRole);
        item->setEditable(false);
        datasetGroup->appendRow(item);
    }
    auto* modelGroup = group(tr("Models"), int(models.size()));
    for (const ModelInfo& m : models) {
        auto* item = new QStandardItem(QStringLiteral("%1 (%2)").arg(m.name, m.family));
        item->setToolTip(m.victimName.isEmpty() ? m.folder
                                                : tr("%1\ntrained against %2 (dimension %3)")
                                                      .arg(m.folder, m.victimName)
                                                      .arg(m.victimDim));
        item->setData(int(Kind::Model), KindRole);
        item->setData(m.id, IdRole);
        item->setEditable(false);
        modelGroup->appendRow(item);
    }
    auto* runGroup = group(tr("Runs"), int(runs.size()));
    for (const RunInfo& r : runs) {
        auto* item =
            new QStandardItem(tr("#%1 %2 — %3").arg(r.id).arg(r.attack, runStatusLabel(r.status)));
        item->setToolTip(runWithDataset(*caseFile, r));
        item->setData(int(Kind::Run), KindRole);
        item->setData(r.id, IdRole);
        item->setData(r.attack, AttackRole);
        item->setData(r.status, StatusRole);
        item->setEditable(false);
        runGroup->appendRow(item);
    }
    auto* curveGroup = group(tr("Curves"), int(curves.size()));
    for (const CurveInfo& c : curves) {
        const QString title = curveTitle(*caseFile, c);
        auto* item = new QStandardItem(tr("#%1 %2 (%3)").arg(c.id).arg(title, c.kind));
        item->setToolTip(title + QLatin1Char('\n') +
                         (c.y2Label.isEmpty()
                              ? tr("%1 against %2").arg(c.yLabel, c.xLabel)
                              : tr("%1 and %2 against %3").arg(c.yLabel, c.y2Label, c.xLabel)));
        item->setData(int(Kind::Curve), KindRole);
        item->setData(c.id, IdRole);
        item->setEditable(false);
        curveGroup->appendRow(item);
    }
    model_->appendRow(datasetGroup);
    model_->appendRow(modelGroup);
    model_->appendRow(runGroup);
    model_->appendRow(curveGroup);
    expandAll();
}

QList<QAction*> CaseExplorer::itemActions(const QModelIndex& index, QObject* parent) {
    QList<QAction*> actions;
    const Kind kind = Kind(index.data(KindRole).toInt());
    const qint64 id = index.data(IdRole).toLongLong();
    const QString label = index.data(Qt::DisplayRole).toString();
    if (kind == Kind::Dataset) {
        const QString name = index.data(NameRole).toString();
        auto* rename = new QAction(tr("Re&name Dataset…"), parent);
        connect(rename, &QAction::triggered, this,
                [this, id, name] { Q_EMIT renameDatasetRequested(id, name); });
        auto* remove = new QAction(tr("&Delete Dataset…"), parent);
        connect(remove, &QAction::triggered, this,
                [this, id, label] { Q_EMIT deleteDatasetRequested(id, label); });
        actions << rename << remove;
    }
    if (kind == Kind::Curve) {
        auto* remove = new QAction(tr("&Delete Curve…"), parent);
        connect(remove, &QAction::triggered, this,
                [this, id, label] { Q_EMIT deleteCurveRequested(id, label); });
        actions << remove;
    }
    if (kind != Kind::Run) return actions;
    const QString status = index.data(StatusRole).toString();
    // A running, failed or cancelled run's figures would reach no table; a noise or defence
    // sweep was scored as it ran.
    if (status == QLatin1String("finished") &&
        !index.data(AttackRole).toString().endsWith(QLatin1String("-sweep")))
        actions << evaluationActions(id, index.data(AttackRole).toString(), parent);
    // A run still running belongs to its job.
    if (status != QLatin1String("running")) {
        auto* remove = new QAction(tr("&Delete Run…"), parent);
        connect(remove, &QAction::triggered, this,
                [this, id, label] { Q_EMIT deleteRunRequested(id, label); });
        actions << remove;
    }
    return actions;
}

QList<QAction*> CaseExplorer::evaluationActions(qint64 runId, const QString& attack,
                                                QObject* parent) {
    QList<QAction*> actions;
    auto* evaluate = new QAction(tr("&Evaluate Run"), parent);
    connect(evaluate, &QAction::triggered, this,
            [this, runId] { Q_EMIT evaluateRunRequested(runId); });
    actions << evaluate;
    if (attack == QLatin1String("geia") || attack == QLatin1String("vec2text")) {
        auto* judged = new QAction(tr("Evaluate with a Perple&xity Judge…"), parent);
        judged->setToolTip(tr("Also score the predictions' fluency: their perplexity under a "
                              "Hugging Face GPT-2 folder (GEIA's PPL)"));
        connect(judged, &QAction::triggered, this,
                [this, runId] { Q_EMIT perplexityEvaluationRequested(runId); });
        actions << judged;
    }
    if (attack == QLatin1String("mlc")) {
        auto* sweep = new QAction(tr("&Precision–Recall Sweep"), parent);
        connect(sweep, &QAction::triggered, this,
                [this, runId] { Q_EMIT precisionRecallRequested(runId); });
        actions << sweep;
    }
    return actions;
}

void CaseExplorer::contextMenuEvent(QContextMenuEvent* event) {
    // From the keyboard (the menu key), the menu is for the current item.
    const QModelIndex index =
        event->reason() == QContextMenuEvent::Keyboard ? currentIndex() : indexAt(event->pos());
    QMenu menu(this);
    const QList<QAction*> actions = itemActions(index, &menu);
    if (actions.isEmpty()) return;
    menu.addActions(actions);
    menu.exec(event->reason() == QContextMenuEvent::Keyboard
                  ? viewport()->mapToGlobal(visualRect(index).center())
                  : event->globalPos());
}

void CaseExplorer::selectNewestDataset() {
    const QStandardItem* datasets = model_->item(0);
    if (datasets && datasets->rowCount() > 0)
        setCurrentIndex(datasets->child(datasets->rowCount() - 1)->index());
}

bool CaseExplorer::selectCurve(qint64 curveId) {
    const QModelIndexList found = model_->match(model_->index(0, 0), IdRole, curveId, -1,
                                                Qt::MatchExactly | Qt::MatchRecursive);
    for (const QModelIndex& index : found)
        if (index.data(KindRole).toInt() == int(Kind::Curve)) {
            setCurrentIndex(index);
            return true;
        }
    return false;
}

void CaseExplorer::resizeEvent(QResizeEvent* event) {
    QTreeView::resizeEvent(event);
    // Another width wraps the names onto other lines.
    if (event->size().width() != event->oldSize().width()) scheduleDelayedItemsLayout();
}

} // namespace unembed
