#include "jobs_panel.h"

#include "inference_worker.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace unembed {

namespace {
constexpr int kBarWidth = 220; // pixels

QString formatElapsed(qint64 ms) {
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

JobsPanel::JobsPanel(InferenceWorker* worker, QWidget* parent)
    : QWidget(parent), worker_(worker), ticker_(new QTimer(this)) {
    auto* content = new QWidget;
    list_ = new QVBoxLayout(content);
    list_->setContentsMargins(4, 4, 4, 4);
    list_->addStretch();
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(worker, &InferenceWorker::jobQueued, this, &JobsPanel::addJob);
    connect(worker, &InferenceWorker::jobStarted, this, &JobsPanel::startJob);
    connect(worker, &InferenceWorker::progress, this, &JobsPanel::updateProgress);
    connect(worker, &InferenceWorker::jobFinished, this,
            [this](int id, const QString& summary) { endJob(id, summary, Outcome::Finished); });
    connect(worker, &InferenceWorker::jobFailed, this, [this](int id, const QString& message) {
        endJob(id, tr("Failed: %1").arg(message), Outcome::Failed);
    });
    connect(worker, &InferenceWorker::jobCancelled, this,
            [this](int id) { endJob(id, tr("Cancelled"), Outcome::Cancelled); });
    connect(ticker_, &QTimer::timeout, this, &JobsPanel::tick);
    ticker_->start(500);
}

void JobsPanel::addJob(int jobId, const QString& title) {
    Row row;
    row.widget = new QWidget;
    row.title = new QLabel(title);
    row.state = new QLabel(tr("Queued"));
    row.state->setWordWrap(true);
    row.state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row.elapsed = new QLabel(formatElapsed(0));
    row.bar = new QProgressBar;
    row.bar->setRange(0, 0);
    row.bar->setAccessibleName(tr("Progress of %1").arg(title));
    row.cancel = new QPushButton(tr("Cancel"));
    row.cancel->setAccessibleName(tr("Cancel %1").arg(title));
    connect(row.cancel, &QPushButton::clicked, this, [this, jobId] {
        worker_->cancel(jobId);
        rows_[jobId].cancel->setEnabled(false);
        rows_[jobId].state->setText(tr("Cancelling…"));
    });
    // Two lines a job: its title, progress, time and Cancel, then what it is doing.
    row.bar->setMaximumWidth(kBarWidth);
    auto* top = new QHBoxLayout;
    top->addWidget(row.title, 1);
    top->addWidget(row.bar, 1);
    top->addWidget(row.elapsed);
    top->addWidget(row.cancel);
    auto* layout = new QVBoxLayout(row.widget);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(row.state);
    list_->insertWidget(0, row.widget);
    rows_.insert(jobId, row);
}

void JobsPanel::startJob(int jobId) {
    Row& row = rows_[jobId];
    row.running = true;
    row.clock.start();
    row.state->setText(tr("Running"));
}

void JobsPanel::updateProgress(int jobId, const QString& stage, qint64 done, qint64 total) {
    Row& row = rows_[jobId];
    if (total > 0) {
        row.bar->setRange(0, 1000);
        row.bar->setValue(int(1000 * done / total));
        row.state->setText(tr("%1: %2 of %3").arg(stage).arg(done).arg(total));
    } else {
        row.bar->setRange(0, 0);
        row.state->setText(stage);
    }
}

void JobsPanel::endJob(int jobId, const QString& state, Outcome outcome) {
    Row& row = rows_[jobId];
    if (row.running) row.elapsed->setText(formatElapsed(row.clock.elapsed()));
    row.running = false;
    if (outcome == Outcome::Finished) {
        row.bar->setRange(0, 1000);
        row.bar->setValue(1000);
    } else if (row.bar->maximum() == 0 || row.bar->value() <= 0) {
        row.bar->hide(); // no progress to show: the state says it was cancelled or failed
    } else {
        row.bar->setFormat(tr("stopped at %p%"));
    }
    row.cancel->setEnabled(false);
    row.state->setText(state);
    if (outcome == Outcome::Failed) {
        QFont bold = row.state->font();
        bold.setBold(true);
        row.state->setFont(bold);
    }
}

void JobsPanel::tick() {
    for (Row& row : rows_)
        if (row.running) row.elapsed->setText(formatElapsed(row.clock.elapsed()));
}

} // namespace unembed
