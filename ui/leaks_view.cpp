#include "leaks_view.h"

#include "case_labels.h"
#include "error.h"
#include "eval/report_text.h"
#include "save_text.h"

#include <QAbstractTableModel>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace unembed {

namespace {
const int kFixedColumns = 4; // row, kind, term, detector; then one per run
const QString kCheck = QStringLiteral("\u2713");
} // namespace

// The shown entries of the view's leak list, read in place.
class LeakTableModel : public QAbstractTableModel {
public:
    LeakTableModel(const LeakList& list, const std::vector<size_t>& shown, QObject* parent)
        : QAbstractTableModel(parent), list_(list), shown_(shown) {}

    void reset() {
        beginResetModel();
        endResetModel();
    }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(shown_.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : kFixedColumns + int(list_.runs.size());
    }

    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid() || size_t(index.row()) >= shown_.size()) return {};
        const LeakListEntry& entry = list_.entries[shown_[size_t(index.row())]];
        const int column = index.column();
        if (column >= kFixedColumns) {
            const size_t run = size_t(column - kFixedColumns);
            const bool recovered = entry.recovered[run];
            if (role == Qt::DisplayRole) return recovered ? kCheck : QString();
            if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
            if (role == Qt::ToolTipRole)
                return (recovered ? LeaksView::tr("%1 recovered \u201c%2\u201d")
                                  : LeaksView::tr("%1 did not recover \u201c%2\u201d"))
                    .arg(list_.runs[run].label, entry.term);
            if (role == Qt::AccessibleTextRole)
                return recovered ? LeaksView::tr("recovered") : LeaksView::tr("not recovered");
            return {};
        }
        if (role == Qt::TextAlignmentRole && column == 0)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
        switch (column) {
        case 0:
            return QString::number(entry.row + 1);
        case 1:
            return termKindLabel(entry.kind);
        case 2:
            return entry.term;
        default:
            return ReportText::detectorLabel(entry.detector);
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        if (orientation != Qt::Horizontal) return {};
        if (section >= kFixedColumns) {
            const LeakListRun& run = list_.runs[size_t(section - kFixedColumns)];
            if (role == Qt::DisplayRole) return LeaksView::tr("#%1").arg(run.runId);
            if (role == Qt::ToolTipRole)
                return LeaksView::tr("%1 (run %2)").arg(run.label).arg(run.runId);
            return {};
        }
        if (role != Qt::DisplayRole) return {};
        const QString names[] = {LeaksView::tr("Row"), LeaksView::tr("Kind"), LeaksView::tr("Term"),
                                 LeaksView::tr("Detector")};
        return names[section];
    }

private:
    const LeakList& list_;
    const std::vector<size_t>& shown_;
};

LeaksView::LeaksView(QWidget* parent)
    : QWidget(parent), kind_(new QComboBox), filter_(new QLineEdit),
      recoveredOnly_(new QCheckBox(tr("Recovered only"))), summary_(new QLabel),
      model_(new LeakTableModel(list_, shown_, this)), view_(new QTableView) {
    kind_->setAccessibleName(tr("Kind of term"));
    kind_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    kind_->setMinimumContentsLength(10);
    filter_->setPlaceholderText(tr("Filter terms"));
    filter_->setClearButtonEnabled(true);
    filter_->setAccessibleName(tr("Filter terms"));
    recoveredOnly_->setToolTip(tr("Show only the terms at least one run recovered"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    view_->setObjectName(QStringLiteral("leaksTable"));
    view_->setAccessibleName(tr("Sensitive terms and the runs that recovered them"));
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->setMinimumHeight(60);
    connect(kind_, &QComboBox::currentIndexChanged, this, &LeaksView::applyFilter);
    connect(filter_, &QLineEdit::textChanged, this, &LeaksView::applyFilter);
    connect(recoveredOnly_, &QCheckBox::toggled, this, &LeaksView::applyFilter);

    auto* copy = new QPushButton(tr("Copy Table"));
    copy->setToolTip(tr("Copy the terms shown as a Markdown table"));
    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(tableMarkdown(shownTable()));
        Q_EMIT message(tr("Copied %n term(s) as Markdown", nullptr, int(shown_.size())));
    });
    auto* exportCsv = new QPushButton(tr("Export CSV…"));
    exportCsv->setToolTip(tr("Save the terms shown as a CSV file"));
    connect(exportCsv, &QPushButton::clicked, this, &LeaksView::promptExportCsv);
    actionButtons_ = {copy, exportCsv};

    auto* choices = new QHBoxLayout;
    // No Alt+letters here: the panel's controls count as shown while tabbed behind Compare and
    // Models, whose buttons and the menu bar take the free letters.
    auto* kindLabel = new QLabel(tr("Kind:"));
    kindLabel->setBuddy(kind_);
    choices->addWidget(kindLabel);
    choices->addWidget(kind_);
    choices->addWidget(filter_, 1);
    choices->addWidget(recoveredOnly_);
    choices->addWidget(copy);
    choices->addWidget(exportCsv);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choices);
    layout->addWidget(summary_);
    layout->addWidget(view_, 1);
    showDataset(nullptr, 0);
}

void LeaksView::showDataset(CaseFile* caseFile, qint64 datasetId) {
    list_ = LeakList();
    if (caseFile && datasetId != 0) {
        try {
            list_ = leakList(*caseFile, datasetId);
        } catch (const InputError& e) {
            Q_EMIT readFailed(e.message());
        }
    }
    const QString chosen = kind_->currentData().toString();
    {
        const QSignalBlocker quiet(kind_);
        kind_->clear();
        kind_->addItem(tr("All kinds"), QString());
        for (const QString& kind : list_.kinds)
            kind_->addItem(termKindLabel(kind), kind);
        kind_->setCurrentIndex(std::max(0, kind_->findData(chosen)));
    }
    applyFilter();
}

void LeaksView::applyFilter() {
    const QString kind = kind_->currentData().toString();
    const QString text = filter_->text().trimmed();
    const bool recoveredOnly = recoveredOnly_->isChecked();
    shown_.clear();
    int recovered = 0;
    for (size_t i = 0; i < list_.entries.size(); ++i) {
        const LeakListEntry& entry = list_.entries[i];
        const bool anyRun = entry.recoveredCount() > 0;
        recovered += anyRun ? 1 : 0;
        if (!kind.isEmpty() && entry.kind != kind) continue;
        if (!text.isEmpty() && !entry.term.contains(text, Qt::CaseInsensitive)) continue;
        if (recoveredOnly && !anyRun) continue;
        shown_.push_back(i);
    }
    model_->reset();
    for (QPushButton* button : actionButtons_)
        button->setEnabled(!shown_.empty());
    if (list_.datasetId == 0)
        summary_->setText(tr("Select a dataset in the Case panel to list what its vectors leak."));
    else if (list_.entries.empty())
        summary_->setText(
            tr("No sensitive terms detected in %1 yet: evaluate a run on it (right-click the run "
               "in the Case panel; your own term list: Attack ▸ Sensitive Terms…).")
                .arg(list_.datasetName));
    else
        summary_->setText(
            tr("%1: %n term(s) detected by %2; %3 recovered by at least one of %4 run(s). "
               "Showing %5.",
               nullptr, int(list_.entries.size()))
                .arg(list_.datasetName,
                     ReportText::detectorLabels(list_.detectors).join(QStringLiteral("; ")))
                .arg(recovered)
                .arg(list_.runs.size())
                .arg(shown_.size()));
}

void LeaksView::promptExportCsv() {
    try {
        const QString path = saveTextAs(this, tr("Export Leak List"), tr("CSV files (*.csv)"),
                                        QStringLiteral("csv"), tableCsv(shownTable()));
        if (!path.isEmpty()) Q_EMIT message(tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
    } catch (const InputError& e) {
        Q_EMIT readFailed(e.message());
    }
}

} // namespace unembed
