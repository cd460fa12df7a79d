#include "compare_view.h"

#include "compare_table_model.h"
#include "error.h"
#include "rich_text_delegate.h"
#include "store/run_store.h"
#include "word_marks.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
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
} // namespace

CompareView::CompareView(QWidget* parent)
    : QWidget(parent), runs_(new QStandardItemModel(this)), runList_(new QListView),
      round_(new QSpinBox), sortBy_(new QComboBox), table_(new CompareTableModel(this)),
      sorted_(new QSortFilterProxyModel(this)), view_(new QTableView), detail_(new QTextBrowser),
      legend_(new QLabel) {
    setObjectName(QStringLiteral("compareView"));
    runList_->setModel(runs_);
    runList_->setAccessibleName(tr("Runs to compare"));
    runList_->setMinimumHeight(48);
    runList_->setMaximumHeight(72);
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
    sortBy_->setToolTip(tr("What a click on an output column's header sorts by: the share of the "
                           "true text's words recovered, or a figure stored by eval"));
    connect(sortBy_, &QComboBox::currentIndexChanged, this,
            [this] { table_->setSortMetric(sortBy_->currentData().toString()); });

    sorted_->setSourceModel(table_);
    sorted_->setSortRole(CompareTableModel::SortRole);
    view_->setObjectName(QStringLiteral("compareTable"));
    view_->setAccessibleName(tr("Outputs side by side"));
    view_->setModel(sorted_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(CompareTableModel::RowColumn, Qt::AscendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setItemDelegate(new RichTextDelegate(view_));
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view_->horizontalHeader()->setDefaultSectionSize(280); // room for a short message
    view_->horizontalHeader()->setStretchLastSection(true);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showDetail(current); });

    detail_->setObjectName(QStringLiteral("compareDetail"));
    detail_->setAccessibleName(tr("The row in focus"));
    // Small minimums keep the panel usable on a 1280x800 screen below the views; the splitter
    // gives them room when there is some.
    view_->setMinimumHeight(60);
    detail_->setMinimumHeight(40);

    // The round and the sort order share a row: the table keeps the height.
    auto* choices = new QHBoxLayout;
    choices->addWidget(round_);
    auto* sortLabel = new QLabel(tr("Sort by:"));
    sortLabel->setBuddy(sortBy_);
    choices->addWidget(sortLabel);
    choices->addWidget(sortBy_, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("Runs:"), runList_);
    form->addRow(tr("Vec2Text round:"), choices);
    form->addRow(tr("Legend:"), legend_);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(view_);
    splitter->addWidget(detail_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
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
                        .arg(run.attack.toUpper())
                        .arg(run.id)
                        .arg(run.status, run.startedAt.toLocalTime().toString(
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
    view_->resizeColumnToContents(CompareTableModel::RowColumn);
    updateLegendAndSortChoices();
}

void CompareView::updateLegendAndSortChoices() {
    const WordMarkColours colours;
    QString legend = tr("<span style=\"background-color:%1; color:%2\">&nbsp;word&nbsp;</span> "
                        "found in the true text")
                         .arg(colours.match, colours.matchText);
    if (!table_->detectors().isEmpty())
        legend += tr(" &nbsp; <b style=\"color:%1\">term</b> a sensitive term of the true text "
                     "(found by %2)")
                      .arg(colours.sensitive,
                           table_->detectors().join(QStringLiteral(", ")).toHtmlEscaped());
    legend_->setText(legend);

    const QString chosen = sortBy_->currentData().toString();
    const QSignalBlocker quiet(sortBy_);
    sortBy_->clear();
    sortBy_->addItem(tr("share of the true text's words recovered"), QString());
    for (const QString& name : table_->sampleMetricNames())
        sortBy_->addItem(name, name);
    const int again = sortBy_->findData(chosen);
    sortBy_->setCurrentIndex(again < 0 ? 0 : again);
    table_->setSortMetric(sortBy_->currentData().toString());
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
        html += tr("<p><b>%1:</b> %2<br><small>%3% of the true text's words recovered</small></p>")
                    .arg(table_->runTitle(r), cell(column, Qt::DisplayRole).toString())
                    .arg(recoveredWordShare(output, reference) * 100.0, 0, 'f', 0);
    }
    detail_->setHtml(html);
}

} // namespace unembed
