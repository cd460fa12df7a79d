#include "compare_view.h"

#include "case_labels.h"
#include "compare_table_model.h"
#include "error.h"
#include "eval/report_tables.h"
#include "eval/report_text.h"
#include "metric_labels.h"
#include "rich_text_delegate.h"
#include "save_text.h"
#include "store/run_store.h"
#include "word_marks.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace unembed {

namespace {
constexpr int kRunIdRole = Qt::UserRole + 1;
constexpr int kDetailMinimumHeight = 60; // two lines; the splitter gives it a third
} // namespace

CompareView::CompareView(QWidget* parent)
    : QWidget(parent), runs_(new QStandardItemModel(this)), runList_(new QListView),
      round_(new QSpinBox), sortBy_(new QComboBox), table_(new CompareTableModel(this)),
      sorted_(new QSortFilterProxyModel(this)), view_(new QTableView), frozen_(new QTableView),
      detail_(new QTextBrowser), legend_(new QLabel) {
    setObjectName(QStringLiteral("compareView"));
    runList_->setModel(runs_);
    runList_->setAccessibleName(tr("Runs to compare"));
    runList_->setMinimumHeight(48);
    runList_->setMaximumHeight(48); // three runs: the table below keeps the rows
    connect(runs_, &QStandardItemModel::itemChanged, this, [this] {
        if (!listingRuns_) reload();
    });

    round_->setRange(-1, 100);
    round_->setValue(-1);
    round_->setSpecialValueText(tr("final"));
    round_->setAccessibleName(tr("Vec2Text round shown"));
    round_->setToolTip(tr("Show Vec2Text outputs as they stood after this correction round"));
    connect(round_, &QSpinBox::valueChanged, this, &CompareView::reload);

    sortBy_->setAccessibleName(tr("Sort outputs by"));
    sortBy_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sortBy_->setMinimumContentsLength(16);
    legend_->setWordWrap(true); // the detectors' names are long
    sortBy_->setToolTip(tr("The figure shown before each output, and what the outputs are sorted "
                           "by: the share of the true text's words recovered, or a figure stored "
                           "by eval"));
    connect(sortBy_, &QComboBox::currentIndexChanged, this, &CompareView::sortByChosenMetric);

    sorted_->setSourceModel(table_);
    sorted_->setSortRole(CompareTableModel::SortRole);
    view_->setObjectName(QStringLiteral("compareTable"));
    view_->setAccessibleName(tr("Outputs side by side"));
    frozen_->setObjectName(QStringLiteral("compareFrozenColumns"));
    frozen_->setAccessibleName(tr("Row and true text"));
    // The row and the true text stay in view while the outputs scroll: a second view of the same
    // rows, sharing the selection and the vertical scrolling.
    for (QTableView* table : {frozen_, view_}) {
        table->setModel(sorted_);
        table->setSortingEnabled(true);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
        table->setItemDelegate(new RichTextDelegate(table));
        table->verticalHeader()->hide();
        // One line of text a row, the same in both tables so that their rows stay level.
        table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 10);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        table->horizontalHeader()->setDefaultSectionSize(280); // room for a short message
    }
    frozen_->setSelectionModel(view_->selectionModel());
    view_->sortByColumn(CompareTableModel::RowColumn, Qt::AscendingOrder);
    view_->horizontalHeader()->setStretchLastSection(true);
    frozen_->horizontalHeader()->setStretchLastSection(true);
    frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Both keep a horizontal scroll bar, so that their rows line up to the last.
    frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    frozen_->setFocusPolicy(Qt::NoFocus);
    // A click anywhere makes a current cell, which the frozen view would scroll sideways to
    // show (its hidden columns too): it keeps the Row column in view instead.
    frozen_->setAutoScroll(false);
    frozen_->setMinimumWidth(120);
    connect(view_->verticalScrollBar(), &QScrollBar::valueChanged, frozen_->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(frozen_->verticalScrollBar(), &QScrollBar::valueChanged, view_->verticalScrollBar(),
            &QScrollBar::setValue);
    // One sort indicator: a click on either header sorts both.
    connect(frozen_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int column, Qt::SortOrder order) {
                const QSignalBlocker quiet(view_->horizontalHeader());
                view_->horizontalHeader()->setSortIndicator(column, order);
            });
    connect(view_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int column, Qt::SortOrder order) {
                const QSignalBlocker quiet(frozen_->horizontalHeader());
                frozen_->horizontalHeader()->setSortIndicator(column, order);
            });
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showDetail(current); });
    connect(table_, &QAbstractItemModel::modelReset, this, &CompareView::splitColumns);

    detail_->setObjectName(QStringLiteral("compareDetail"));
    detail_->setAccessibleName(tr("The row in focus"));
    // Small minimums keep the panel usable on a 1280x800 screen below the views; the splitter
    // gives them room when there is some.
    view_->setMinimumHeight(60);
    frozen_->setMinimumHeight(60);
    detail_->setMinimumHeight(kDetailMinimumHeight);

    auto* copy = new QPushButton(tr("Cop&y Table"));
    copy->setToolTip(tr("Copy the comparison, in the order shown, as a Markdown table"));
    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(tableMarkdown(comparisonTable()));
        Q_EMIT message(tr("Copied %n row(s) as Markdown", nullptr, int(sorted_->rowCount())));
    });
    auto* exportCsv = new QPushButton(tr("E&xport CSV…"));
    exportCsv->setToolTip(tr("Save the comparison, in the order shown, as a CSV file"));
    connect(exportCsv, &QPushButton::clicked, this, &CompareView::promptExportCsv);
    actionButtons_ = {copy, exportCsv};

    // The round and the sort order share a row: the table keeps the height.
    auto* choices = new QHBoxLayout;
    choices->addWidget(round_);
    auto* sortLabel = new QLabel(tr("Sort by:"));
    sortLabel->setBuddy(sortBy_);
    choices->addWidget(sortLabel);
    choices->addWidget(sortBy_, 1);
    choices->addWidget(copy);
    choices->addWidget(exportCsv);
    auto* form = new QFormLayout;
    form->addRow(tr("Runs:"), runList_);
    form->addRow(tr("Vec2Text round:"), choices);
    form->addRow(tr("Legend:"), legend_);
    auto* tables = new QSplitter(Qt::Horizontal);
    tables->addWidget(frozen_);
    tables->addWidget(view_);
    tables->setStretchFactor(0, 1);
    tables->setStretchFactor(1, 3);
    tables->setChildrenCollapsible(false);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(tables);
    splitter->addWidget(detail_);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);
}

void CompareView::showDataset(CaseFile* caseFile, qint64 datasetId) {
    case_ = caseFile;
    datasetId_ = datasetId;
    // The list's own signals must still reach the view; only the reload per item is held back.
    listingRuns_ = true;
    runs_->clear();
    if (caseFile && datasetId != 0) {
        try {
            for (const RunInfo& run : listRuns(*caseFile)) {
                if (run.datasetId != datasetId || run.status == QLatin1String("running")) continue;
                auto* item = new QStandardItem(
                    tr("%1 — run %2, %3, %4")
                        .arg(shownRunLabel(run))
                        .arg(run.id)
                        .arg(runStatusLabel(run.status), run.startedAt.toLocalTime().toString(
                                                             QStringLiteral("yyyy-MM-dd HH:mm"))));
                item->setCheckable(true);
                item->setCheckState(Qt::Checked);
                item->setEditable(false);
                item->setData(run.id, kRunIdRole);
                runs_->appendRow(item);
            }
        } catch (const InputError& e) {
            Q_EMIT readFailed(e.message());
        }
    }
    listingRuns_ = false;
    reload();
}

void CompareView::reload() {
    std::vector<qint64> chosen;
    for (int i = 0; i < runs_->rowCount(); ++i)
        if (runs_->item(i)->checkState() == Qt::Checked)
            chosen.push_back(runs_->item(i)->data(kRunIdRole).toLongLong());
    detail_->clear();
    if (!case_ || chosen.empty()) {
        table_->clear();
        return;
    }
    try {
        table_->load(*case_, datasetId_, chosen, round_->value());
    } catch (const InputError& e) {
        table_->clear();
        Q_EMIT readFailed(e.message());
    }
    updateLegendAndSortChoices();
}

void CompareView::splitColumns() {
    for (int c = 0; c < table_->columnCount(); ++c) {
        const bool frozen = c < CompareTableModel::FirstRunColumn;
        frozen_->setColumnHidden(c, !frozen);
        view_->setColumnHidden(c, frozen);
    }
    frozen_->resizeColumnToContents(CompareTableModel::RowColumn);
    for (QPushButton* button : actionButtons_)
        button->setEnabled(table_->rowCount() > 0);
}

void CompareView::sortByChosenMetric() {
    const QString metric = sortBy_->currentData().toString();
    table_->setSortMetric(metric);
    // Sorted at once, the outputs that recovered most first, on the output column already sorted
    // by when it has the figure, else on the first that has it (not an MLC run's for BLEU).
    int column = view_->horizontalHeader()->sortIndicatorSection();
    for (int c = CompareTableModel::FirstRunColumn;
         !table_->columnHasSortFigure(column) && c < table_->columnCount(); ++c)
        column = c;
    if (table_->columnHasSortFigure(column))
        view_->sortByColumn(column, table_->mostRecoveredFirst());
}

ReportTable CompareView::comparisonTable() const {
    ReportTable table;
    table.id = QStringLiteral("comparison");
    table.title = tr("Outputs side by side");
    table.columns = QStringList{tr("Row"), tr("True text")};
    for (size_t r = 0; r < table_->runs().size(); ++r)
        table.columns << table_->runTitle(r)
                      << tr("%1: %2").arg(table_->runTitle(r), table_->figureName());
    for (int row = 0; row < sorted_->rowCount(); ++row) {
        const auto cell = [&](int column, int role) {
            return sorted_->index(row, column).data(role).toString();
        };
        QStringList cells{
            cell(CompareTableModel::RowColumn, Qt::DisplayRole),
            cell(CompareTableModel::ReferenceColumn, CompareTableModel::PlainTextRole)};
        for (size_t r = 0; r < table_->runs().size(); ++r) {
            const int column = CompareTableModel::FirstRunColumn + int(r);
            cells << cell(column, CompareTableModel::PlainTextRole)
                  << cell(column, CompareTableModel::FigureRole);
        }
        table.rows.push_back(cells);
    }
    return table;
}

void CompareView::promptExportCsv() {
    try {
        const QString path = saveTextAs(this, tr("Export Comparison"), tr("CSV files (*.csv)"),
                                        QStringLiteral("csv"), tableCsv(comparisonTable()));
        if (!path.isEmpty()) Q_EMIT message(tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
    } catch (const InputError& e) {
        Q_EMIT readFailed(e.message());
    }
}

void CompareView::updateLegendAndSortChoices() {
    const WordMarkColours colours;
    QString legend = tr("<span style=\"background-color:%1; color:%2\">&nbsp;word&nbsp;</span> "
                        "found in the true text")
                         .arg(colours.match, colours.matchText);
    // The detectors' names are long: in the tooltip, so that the legend keeps to one line and
    // the table its rows.
    legend_->setToolTip(QString());
    if (!table_->detectors().isEmpty()) {
        legend += tr(" &nbsp; <b style=\"color:%1\">term</b> a sensitive term of the true text")
                      .arg(colours.sensitive);
        legend_->setToolTip(
            tr("Sensitive terms found by %1")
                .arg(ReportText::detectorLabels(table_->detectors()).join(QStringLiteral(", "))));
    }
    legend_->setText(legend);

    const QString chosen = sortBy_->currentData().toString();
    const QSignalBlocker quiet(sortBy_);
    sortBy_->clear();
    sortBy_->addItem(tr("share of the true text's words recovered"), QString());
    for (const QString& name : table_->sampleMetricNames()) {
        sortBy_->addItem(metricLabel(name), name);
        sortBy_->setItemData(sortBy_->count() - 1, name, Qt::ToolTipRole);
    }
    const int again = sortBy_->findData(chosen);
    sortBy_->setCurrentIndex(again < 0 ? 0 : again);
    table_->setSortMetric(sortBy_->currentData().toString());
}

void CompareView::selectRows(const QList<qint64>& rows) {
    const QSet<qint64> wanted(rows.begin(), rows.end());
    QItemSelection selection;
    QModelIndex first;
    for (int r = 0; r < sorted_->rowCount(); ++r) {
        const QModelIndex index = sorted_->index(r, CompareTableModel::RowColumn);
        if (!wanted.contains(table_->datasetRow(sorted_->mapToSource(index).row()))) continue;
        selection.select(index, sorted_->index(r, sorted_->columnCount() - 1));
        if (!first.isValid()) first = index;
    }
    QItemSelectionModel* model = view_->selectionModel();
    if (!first.isValid()) {
        model->clearSelection();
        return;
    }
    model->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    model->select(selection, QItemSelectionModel::ClearAndSelect);
    view_->scrollTo(first);
}

void CompareView::showDetail(const QModelIndex& proxyIndex) {
    if (!proxyIndex.isValid()) {
        detail_->clear();
        return;
    }
    const int row = sorted_->mapToSource(proxyIndex).row();
    const auto cell = [&](int column, int role) { return table_->index(row, column).data(role); };
    const QString reference =
        cell(CompareTableModel::ReferenceColumn, CompareTableModel::PlainTextRole).toString();
    QString html = tr("<h3>Row %1</h3><p><b>True text:</b> %2</p>")
                       .arg(table_->datasetRow(row) + 1)
                       .arg(reference.toHtmlEscaped());
    for (size_t r = 0; r < table_->runs().size(); ++r) {
        const int column = CompareTableModel::FirstRunColumn + int(r);
        const QString output = cell(column, CompareTableModel::PlainTextRole).toString();
        QString figures = tr("%1% of the true text's words recovered")
                              .arg(recoveredWordShare(output, reference) * 100.0, 0, 'f', 0);
        if (!table_->sortMetric().isEmpty())
            figures += tr("; %1: %2")
                           .arg(table_->figureName(),
                                cell(column, CompareTableModel::FigureRole).toString());
        html += QStringLiteral("<p><b>%1:</b> %2<br><small>%3</small></p>")
                    .arg(table_->runTitle(r).toHtmlEscaped(),
                         cell(column, CompareTableModel::MarkedRole).toString(),
                         figures.toHtmlEscaped());
    }
    detail_->setHtml(html);
}

} // namespace unembed
