#include "rounds_compare_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace unembed {

namespace {
const int kRunIdRole = Qt::UserRole + 1;
} // namespace

RoundsCompareDialog::RoundsCompareDialog(const std::vector<RoundsCandidate>& runs, QWidget* parent)
    : QDialog(parent), runs_(new QListWidget(this)), bleu_(new QCheckBox(tr("&BLEU"), this)),
      exact_(new QCheckBox(tr("E&xact match"), this)),
      cosine_(new QCheckBox(tr("&Cosine (right axis)"), this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Compare Runs by Round"));
    runs_->setAccessibleName(tr("Vec2Text runs to compare"));
    for (const RoundsCandidate& run : runs) {
        auto* item = new QListWidgetItem(
            tr("#%1 %2 — %n sample(s)", nullptr, int(run.samples)).arg(run.runId).arg(run.label),
            runs_);
        item->setData(kRunIdRole, run.runId);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    bleu_->setChecked(true);
    exact_->setChecked(true);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Draw"));

    auto* hint = new QLabel(tr("Check two or more evaluated runs. A run whose corrector was "
                               "trained without feedback is labelled so."),
                            this);
    hint->setWordWrap(true);
    auto* metricsRow = new QHBoxLayout;
    for (QCheckBox* box : {bleu_, exact_, cosine_})
        metricsRow->addWidget(box);
    metricsRow->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(runs_);
    layout->addLayout(metricsRow);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(runs_, &QListWidget::itemChanged, this, &RoundsCompareDialog::updateOk);
    for (QCheckBox* box : {bleu_, exact_, cosine_})
        connect(box, &QCheckBox::toggled, this, &RoundsCompareDialog::updateOk);
    resize(560, 360);
    updateOk();
}

std::vector<qint64> RoundsCompareDialog::runIds() const {
    std::vector<qint64> ids;
    for (int i = 0; i < runs_->count(); ++i)
        if (runs_->item(i)->checkState() == Qt::Checked)
            ids.push_back(runs_->item(i)->data(kRunIdRole).toLongLong());
    return ids;
}

QStringList RoundsCompareDialog::metrics() const {
    QStringList names;
    if (bleu_->isChecked()) names << QStringLiteral("bleu");
    if (exact_->isChecked()) names << QStringLiteral("exact_match");
    if (cosine_->isChecked()) names << QStringLiteral("target_cosine");
    return names;
}

void RoundsCompareDialog::updateOk() {
    buttons_->button(QDialogButtonBox::Ok)
        ->setEnabled(runIds().size() >= 2 && !metrics().isEmpty());
}

} // namespace unembed
