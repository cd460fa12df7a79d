#include "vec2text_view.h"

#include "attack_dialog.h"
#include "attacks/vec2text/published_vec2text.h"
#include "attacks/vec2text/vec2text_run.h"
#include "browse_field.h"
#include "correction_gate.h"
#include "demo_pack.h"
#include "endpoint_dialog.h"
#include "error.h"
#include "eval/bleu.h"
#include "eval/run_evaluation.h"
#include "inference_worker.h"
#include "rich_text_delegate.h"
#include "store/case_file.h"
#include "themed_plot.h"
#include "word_marks.h"

#include <qcustomplot.h>

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace unembed {

namespace {

enum Column { LabelColumn, TextColumn, CosineColumn };
constexpr int kRowRole = Qt::UserRole + 1;
constexpr int kBleuRole = Qt::UserRole + 2; // a round's BLEU against the true text, when known

QString cosineText(double cosine) {
    return QString::number(cosine, 'f', 6);
}

QList<QStandardItem*> itemRow(const QString& label, const QString& text, const QString& cosine) {
    QList<QStandardItem*> items{new QStandardItem(label), new QStandardItem(text),
                                new QStandardItem(cosine)};
    for (QStandardItem* item : items)
        item->setEditable(false);
    items[CosineColumn]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return items;
}

} // namespace

Vec2TextView::Vec2TextView(InferenceWorker* worker, QWidget* parent)
    : QWidget(parent), worker_(worker), target_(new QLabel), steps_(new QSpinBox),
      beam_(new QSpinBox), stopWhenNoGain_(new QCheckBox(tr("Stop when a step brings no gain"))),
      mode_(new QComboBox), modelsToggle_(new QToolButton), modelsSummary_(new QLabel),
      run_(new QPushButton(tr("&Run"))), step_(new QPushButton(tr("&Step"))),
      pause_(new QPushButton(tr("&Pause"))), cancel_(new QPushButton(tr("Cancel"))),
      progress_(new QProgressBar), tree_(new QTreeView), rounds_(new QStandardItemModel(this)),
      chart_(new ThemedPlot) {
    setObjectName(QStringLiteral("vec2textView"));
    inverter_ = folderField(vec2textInverterKey(), tr("Base inverter"),
                            demoModelFolder(QStringLiteral("inverter")));
    corrector_ = folderField(vec2textCorrectorKey(), tr("Corrector"),
                             demoModelFolder(QStringLiteral("corrector")));
    embedder_ = folderField(victimFolderKey(), tr("Victim embedder"),
                            demoModelFolder(QStringLiteral("victim")));
    // Attackers trained for another embedder read this victim through a map (`unembed-cli
    // align`); the map's embedder then re-embeds the hypotheses, and the victim only scores.
    map_ = folderField(QStringLiteral("vec2text/map"), tr("Alignment map"), QString());
    map_->setPlaceholderText(tr("None: the attackers were trained against this victim"));
    // Checkpoints in the vec2text library's layout name a T5 backbone they do not hold; the
    // folder given here serves them wherever the engine loads one (Models too).
    backbone_ = folderField(QStringLiteral("vec2text/backbone"), tr("T5 backbone"), QString());
    backbone_->setPlaceholderText(tr("Only for checkpoints in the vec2text library's layout"));
    setBackboneFolder({}, backbone_->text());
    connect(backbone_, &QLineEdit::textChanged, this,
            [](const QString& text) { setBackboneFolder({}, text); });

    steps_->setRange(0, 100);
    steps_->setValue(20);
    steps_->setAccessibleName(tr("Correction steps"));
    beam_->setRange(1, 8);
    beam_->setValue(1);
    beam_->setAccessibleName(tr("Sequence beam width"));
    stopWhenNoGain_->setChecked(true);
    mode_->addItem(tr("Keep the best"), correctionModeName(CorrectionMode::KeepBest));
    mode_->addItem(tr("vec2text library"), correctionModeName(CorrectionMode::Vec2Text));
    mode_->setAccessibleName(tr("Correction mode"));
    mode_->setToolTip(tr("Keep the best: a round's corrections compete with the hypotheses kept "
                         "so far, so the cosine never falls. vec2text library: the corrections "
                         "replace the hypotheses and every vector runs every step, as the "
                         "library does."));
    connect(mode_, &QComboBox::currentIndexChanged, this, [this] {
        stopWhenNoGain_->setEnabled(mode_->currentData().toString() ==
                                    correctionModeName(CorrectionMode::KeepBest));
    });

    auto* form = new QFormLayout;
    form->addRow(tr("Vectors:"), target_);
    target_->setWordWrap(true);
    target_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The model folders fold into one line once they are set, so the rounds get the height.
    auto* folders = new QWidget;
    auto* folderForm = new QFormLayout(folders);
    folderForm->setContentsMargins(0, 0, 0, 0);
    for (QLineEdit* field : {inverter_, corrector_, backbone_, embedder_, map_})
        folderForm->addRow(field->accessibleName() + QLatin1Char(':'), field->parentWidget());
    modelsToggle_->setCheckable(true);
    modelsToggle_->setAutoRaise(true);
    modelsToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    modelsToggle_->setText(tr("Model folders"));
    modelsToggle_->setToolTip(tr("Show or hide the model folders"));
    modelsSummary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Long folder names are cut, never widening the window.
    modelsSummary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    const auto fold = [this, folders](bool open) {
        folders->setVisible(open);
        modelsToggle_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        modelsSummary_->setVisible(!open);
    };
    connect(modelsToggle_, &QToolButton::toggled, this, fold);
    const auto summarise = [this] {
        const auto name = [](const QLineEdit* field) {
            return field->text().isEmpty() ? QStringLiteral("–")
                                           : QFileInfo(field->text()).fileName();
        };
        modelsSummary_->setText(
            map_->text().trimmed().isEmpty()
                ? tr("%1, then %2, against %3")
                      .arg(name(inverter_), name(corrector_), name(embedder_))
                : tr("%1, then %2, against %3 through the map %4")
                      .arg(name(inverter_), name(corrector_), name(embedder_), name(map_)));
        modelsSummary_->setToolTip(
            QStringList{inverter_->text(), corrector_->text(), embedder_->text(), map_->text()}
                .join(QLatin1Char('\n'))
                .trimmed());
    };
    for (QLineEdit* field : {inverter_, corrector_, embedder_, map_})
        connect(field, &QLineEdit::textChanged, this, summarise);
    summarise();
    auto* modelsRow = new QHBoxLayout;
    modelsRow->addWidget(modelsToggle_);
    modelsRow->addWidget(modelsSummary_, 1);
    form->addRow(modelsRow);
    form->addRow(folders);
    const bool unset =
        inverter_->text().isEmpty() || corrector_->text().isEmpty() || embedder_->text().isEmpty();
    modelsToggle_->setChecked(unset);
    fold(unset);
    auto* settings = new QHBoxLayout;
    settings->addWidget(new QLabel(tr("Steps:")));
    settings->addWidget(steps_);
    settings->addWidget(new QLabel(tr("Sequence beam:")));
    settings->addWidget(beam_);
    settings->addWidget(new QLabel(tr("Correction:")));
    settings->addWidget(mode_);
    settings->addStretch();
    form->addRow(settings);
    form->addRow(stopWhenNoGain_); // a row of its own: its German text is long

    run_->setShortcut(QKeySequence(tr("Ctrl+R")));
    run_->setToolTip(tr("Run every correction round (Ctrl+R); resumes a paused run"));
    step_->setShortcut(QKeySequence(Qt::Key_F10));
    step_->setToolTip(tr("Show one more round of every vector, then pause (F10)"));
    pause_->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    pause_->setToolTip(tr("Pause after the round in progress (Ctrl+Shift+P)"));
    cancel_->setShortcut(QKeySequence::Cancel);
    cancel_->setToolTip(tr("Stop the run; the rounds so far stay in the case (Esc)"));
    connect(run_, &QPushButton::clicked, this, &Vec2TextView::startRun);
    connect(step_, &QPushButton::clicked, this, &Vec2TextView::stepRound);
    connect(pause_, &QPushButton::clicked, this, &Vec2TextView::pauseRun);
    connect(cancel_, &QPushButton::clicked, this, &Vec2TextView::cancelRun);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {run_, step_, pause_, cancel_})
        buttons->addWidget(button);
    buttons->addWidget(progress_, 1);
    progress_->setAccessibleName(tr("Vectors inverted"));
    progress_->setRange(0, 1);
    progress_->setValue(0);

    rounds_->setHorizontalHeaderLabels({tr("Vector / round"), tr("Hypothesis"), tr("Cosine")});
    tree_->setObjectName(QStringLiteral("roundsView"));
    tree_->setAccessibleName(tr("Correction rounds"));
    tree_->setModel(rounds_);
    tree_->setItemDelegateForColumn(TextColumn, new RichTextDelegate(tree_));
    tree_->setUniformRowHeights(true);
    tree_->setMinimumHeight(60); // the panel fits a 1280x800 screen beside the Compare panel
    tree_->header()->setSectionResizeMode(TextColumn, QHeaderView::Stretch);
    tree_->header()->setStretchLastSection(false);
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                QModelIndex top = current.siblingAtColumn(LabelColumn);
                while (top.parent().isValid())
                    top = top.parent();
                if (top.isValid()) showChartFor(rounds_->itemFromIndex(top));
            });

    chart_->setObjectName(QStringLiteral("roundsChart"));
    chart_->setAccessibleName(tr("Cosine per round"));
    chart_->setMinimumHeight(150); // the axes and the row naming the vector and its series
    chart_->xAxis->setLabel(tr("Round"));
    chart_->xAxis->setTicker(wholeNumberTicker());
    chart_->yAxis->setLabel(tr("Cosine"));
    chart_->addGraph();
    chart_->graph(0)->setName(tr("cosine"));
    chart_->graph(0)->setPen(QPen(QColor(0x00, 0x72, 0xb2), 2)); // Okabe-Ito blue
    chart_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    // BLEU needs the true text; its graph stays empty for vectors without one.
    chart_->addGraph(chart_->xAxis, chart_->yAxis2);
    chart_->graph(1)->setName(tr("BLEU (Vec2Text's definition)"));
    chart_->graph(1)->setPen(QPen(QColor(0xd5, 0x5e, 0x00), 2)); // Okabe-Ito vermillion
    chart_->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 6));
    chart_->yAxis2->setLabel(tr("BLEU"));
    chart_->yAxis2->setRange(0.0, 100.0);
    chart_->yAxis2->setVisible(true);
    // One row above the axes names the vector drawn and holds the legend, off the data.
    auto* header = new QCPLayoutGrid;
    chart_->plotLayout()->insertRow(0);
    chart_->plotLayout()->addElement(0, 0, header);
    chart_->plotLayout()->setRowStretchFactor(0, 0.001);
    chartTitle_ = new QCPTextElement(chart_, QString(), QFont(font().family(), 9, QFont::Bold));
    header->addElement(0, 0, chartTitle_);
    chart_->axisRect()->insetLayout()->take(chart_->legend);
    header->addElement(0, 1, chart_->legend);
    header->setColumnStretchFactor(1, 0.001);
    chart_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    chart_->legend->setBorderPen(Qt::NoPen);
    chart_->legend->setVisible(true);
    chart_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    chart_->xAxis->setRange(-0.5, 1.5);
    chart_->yAxis->setRange(0.0, 1.0);

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(tree_);
    splitter->addWidget(chart_);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);

    connect(worker_, &InferenceWorker::roundFinished, this, &Vec2TextView::addRound);
    connect(worker_, &InferenceWorker::progress, this,
            [this](int jobId, const QString& stage, qint64 done, qint64 total) {
                // Vectors inverted: the run's evaluation after them counts vectors scored.
                if (jobId != jobId_ || total <= 0 || stage != inversionStage()) return;
                progress_->setMaximum(int(total));
                progress_->setValue(int(done));
            });
    for (auto signal : {&InferenceWorker::jobFinished, &InferenceWorker::jobFailed})
        connect(worker_, signal, this, [this](int jobId) { endRun(jobId); });
    connect(worker_, &InferenceWorker::jobCancelled, this, &Vec2TextView::endRun);
    setTarget({}, 0, {}, {}, {});
}

Vec2TextView::~Vec2TextView() {
    // A run waiting at the gate must not wait for a view that is gone.
    if (jobId_ != 0) {
        if (worker_) worker_->cancel(jobId_);
        gate_->run();
    }
}

QLineEdit* Vec2TextView::folderField(const QString& settingsKey, const QString& label,
                                     const QString& fallback) {
    auto* field = new QLineEdit(QSettings().value(settingsKey, fallback).toString(), this);
    field->setAccessibleName(label);
    field->setPlaceholderText(tr("Model folder"));
    withBrowseButton(field, browseButton(this, field, tr("%1 folder").arg(label),
                                         tr("Browse for the %1 folder").arg(label.toLower())));
    connect(field, &QLineEdit::textChanged, this,
            [settingsKey](const QString& text) { QSettings().setValue(settingsKey, text); });
    return field;
}

void Vec2TextView::setTarget(const QString& casePath, qint64 datasetId, const QString& datasetName,
                             const std::vector<qint64>& rows, const QStringList& trueTexts) {
    casePath_ = casePath;
    datasetId_ = datasetId;
    rows_ = rows;
    trueTexts_ = trueTexts;
    progress_->setFormat(rows.empty() ? QString() : tr("%v of %m vectors"));
    if (rows.empty()) {
        target_->setText(tr("Select rows of a dataset in the vectors table."));
    } else {
        QStringList shown;
        for (size_t i = 0; i < rows.size() && i < 5; ++i)
            shown << QString::number(rows[i] + 1);
        progress_->setRange(0, int(rows.size()));
        progress_->setValue(0);
        target_->setText(tr("%n vector(s) of %1: rows %2%3", "", int(rows.size()))
                             .arg(datasetName, shown.join(QStringLiteral(", ")),
                                  rows.size() > 5 ? QStringLiteral(", …") : QString()));
    }
    updateButtons();
}

void Vec2TextView::setModelFolders(const QString& inverter, const QString& corrector,
                                   const QString& embedder) {
    inverter_->setText(inverter);
    corrector_->setText(corrector);
    embedder_->setText(embedder);
    modelsToggle_->setChecked(false); // folded into the summary line
    updateButtons();
}

void Vec2TextView::startRun() {
    if (jobId_ != 0) {
        gate_->run();
        updateButtons();
        return;
    }
    launch(false);
}

void Vec2TextView::stepRound() {
    if (jobId_ != 0) {
        gate_->step();
        return;
    }
    launch(true);
}

void Vec2TextView::pauseRun() {
    if (jobId_ == 0) return;
    gate_->pause();
    updateButtons();
}

void Vec2TextView::cancelRun() {
    if (jobId_ == 0) return;
    worker_->cancel(jobId_);
    gate_->run(); // a run waiting at the gate sees the cancel at once
}

void Vec2TextView::clearRounds() {
    if (jobId_ != 0) {
        // Nothing here can step the run any more: it runs to its end, in Jobs.
        gate_->run();
        gate_.reset();
        jobId_ = 0;
        tag_ = 0; // never a tag of a job (InferenceWorker::newTag)
    }
    clearShownRounds();
    progress_->setValue(0);
    updateButtons();
}

void Vec2TextView::clearShownRounds() {
    rounds_->removeRows(0, rounds_->rowCount());
    vectorItems_.clear();
    lastText_.clear();
    roundShown_ = -1;
    chartTitle_->setText(QString());
    chart_->graph(0)->data()->clear();
    chart_->graph(1)->data()->clear();
    chart_->replot();
}

void Vec2TextView::launch(bool paused) {
    if (rows_.empty() || casePath_.isEmpty()) return;
    clearShownRounds();
    for (size_t i = 0; i < rows_.size(); ++i) {
        const QString truth = i < size_t(trueTexts_.size()) ? trueTexts_[int(i)] : QString();
        QList<QStandardItem*> items =
            itemRow(tr("row %1").arg(rows_[i] + 1),
                    truth.isEmpty() ? tr("(true text unknown)")
                                    : tr("<i>True text:</i> %1").arg(truth.toHtmlEscaped()),
                    QString());
        items[LabelColumn]->setData(rows_[i], kRowRole);
        items[TextColumn]->setData(truth, kRowRole);
        vectorItems_.insert(rows_[i], items[LabelColumn]);
        rounds_->appendRow(items);
    }
    progress_->setMaximum(int(rows_.size()));
    progress_->setValue(0);

    Vec2TextRunRequest request;
    request.inverterFolder = inverter_->text();
    request.correctorFolder = corrector_->text();
    request.victim = embedder_->text();
    request.alignMap = map_->text().trimmed();
    request.datasetId = datasetId_;
    request.rows = rows_;
    request.correction.steps = steps_->value();
    request.correction.sequenceBeamWidth = beam_->value();
    request.correction.stopWhenNoGain = stopWhenNoGain_->isChecked();
    request.correction.mode =
        parseCorrectionMode(mode_->currentData().toString()).value_or(CorrectionMode::KeepBest);
    // Scored as the attack dialog scores its runs, when the texts are known.
    const bool evaluate = std::any_of(trueTexts_.begin(), trueTexts_.end(),
                                      [](const QString& text) { return !text.isEmpty(); });
    gate_ = std::make_shared<CorrectionGate>();
    if (paused) {
        gate_->pause();
        gate_->step(); // the base inverter's hypotheses, then wait
    }
    tag_ = InferenceWorker::newTag();
    jobId_ = worker_->enqueue(
        tr("Vec2Text on %n vector(s)", "", int(rows_.size())),
        [worker = worker_, gate = gate_, tag = tag_, casePath = casePath_, request,
         evaluate](const CancelToken& cancel, const InferenceWorker::ReportProgress& report) {
            CaseFile caseFile(casePath);
            Vec2TextRunRequest resolved = request;
            resolved.victim = registeredVictim(caseFile, request.victim.location);
            const Vec2TextRunResult result = runVec2Text(
                caseFile, resolved, &cancel,
                [&](const CorrectionRound& round) {
                    gate->pass(cancel, round.round);
                    worker->publishRound(tag, round);
                },
                report);
            QString summary = tr("Vec2Text run %1: %n vector(s) inverted", "", int(result.samples))
                                  .arg(result.runId);
            if (evaluate) {
                try {
                    RunEvaluationRequest scoring;
                    scoring.runId = result.runId;
                    scoring.victim = resolved.victim;
                    evaluateRun(caseFile, scoring, &cancel, report);
                    summary = tr("%1, evaluated").arg(summary);
                } catch (const Cancelled&) {
                    throw;
                } catch (const std::exception& e) { // the run stays; the failure is told
                    summary = tr("%1; not evaluated: %2").arg(summary, QString::fromUtf8(e.what()));
                }
            }
            // Last, so that nothing after it reads as part of the warning.
            for (const QString& warning : result.warnings)
                summary += tr("; warning: %1").arg(warning);
            return summary;
        });
    updateButtons();
}

void Vec2TextView::addRound(quint64 tag, const CorrectionRound& round) {
    if (tag != tag_) return;
    QStandardItem* vector = vectorItems_.value(round.sample);
    if (!vector) return;
    const QString truth = rounds_->item(vector->row(), TextColumn)->data(kRowRole).toString();
    QList<QStandardItem*> items =
        itemRow(tr("round %1").arg(round.round),
                markedHypothesisHtml(round.text, lastText_.value(round.sample), truth),
                cosineText(round.cosine));
    items[LabelColumn]->setData(round.cosine, kRowRole);
    if (!truth.isEmpty()) items[LabelColumn]->setData(vec2textBleu(round.text, truth), kBleuRole);
    for (const CorrectionCandidate& candidate : round.candidates)
        items[LabelColumn]->appendRow(
            itemRow(tr("candidate"), candidate.text.toHtmlEscaped(), cosineText(candidate.cosine)));
    vector->appendRow(items);
    lastText_.insert(round.sample, round.text);
    if (round.round > roundShown_) {
        roundShown_ = round.round;
        updateProgressText();
    }
    rounds_->item(vector->row(), CosineColumn)->setText(cosineText(round.cosine));
    if (rows_.size() == 1) tree_->expand(vector->index());
    const QModelIndex current = tree_->currentIndex();
    QModelIndex top = current.siblingAtColumn(LabelColumn);
    while (top.parent().isValid())
        top = top.parent();
    if (!top.isValid() || top == vector->index()) showChartFor(vector);
}

void Vec2TextView::showChartFor(QStandardItem* vectorItem) {
    QVector<double> x, y, bleuX, bleu;
    for (int i = 0; i < vectorItem->rowCount(); ++i) {
        const QStandardItem* round = vectorItem->child(i, LabelColumn);
        x << double(i);
        y << round->data(kRowRole).toDouble();
        if (round->data(kBleuRole).isValid()) {
            bleuX << double(i);
            bleu << round->data(kBleuRole).toDouble();
        }
    }
    chartTitle_->setText(tr("Row %1").arg(vectorItem->data(kRowRole).toLongLong() + 1));
    chartTitle_->setTextColor(chart_->palette().color(QPalette::Text));
    chart_->graph(0)->setData(x, y, true);
    chart_->graph(1)->setData(bleuX, bleu, true);
    chart_->xAxis->setRange(-0.5, std::max(1.5, double(x.size()) - 0.5));
    if (!y.isEmpty()) {
        const auto [low, high] = std::minmax_element(y.begin(), y.end());
        const double margin = std::max(0.01, (*high - *low) * 0.1);
        chart_->yAxis->setRange(*low - margin, std::min(1.0 + margin, *high + margin));
    }
    chart_->replot();
}

void Vec2TextView::endRun(int jobId) {
    if (jobId != jobId_ || jobId_ == 0) return;
    jobId_ = 0;
    gate_.reset();
    updateButtons();
    Q_EMIT runEnded();
}

void Vec2TextView::updateButtons() {
    const bool running = jobId_ != 0;
    const bool ready = !rows_.empty() && !casePath_.isEmpty();
    const bool paused = running && gate_->isPaused();
    run_->setEnabled(running ? paused : ready);
    step_->setEnabled(running ? true : ready);
    pause_->setEnabled(running && !paused);
    cancel_->setEnabled(running);
    updateProgressText();
}

// Vectors finished, and while a run shows rounds the latest one and whether it is paused.
void Vec2TextView::updateProgressText() {
    if (rows_.empty()) return;
    const bool paused = jobId_ != 0 && gate_->isPaused();
    QString text = tr("%v of %m vectors");
    if (jobId_ != 0 && roundShown_ >= 0)
        text = tr("round %1 of %2, %v of %m vectors").arg(roundShown_).arg(steps_->value());
    // "paused" first, where the narrowest bar still shows it.
    const QString format = paused ? tr("paused: %1").arg(text) : text;
    progress_->setFormat(format);
    // The whole text in view: the bar is at least as wide as what it says at its largest counts.
    QString widest = format;
    widest.replace(QLatin1String("%v"), QString::number(progress_->maximum()))
        .replace(QLatin1String("%m"), QString::number(progress_->maximum()));
    progress_->setMinimumWidth(progress_->fontMetrics().horizontalAdvance(widest) + 24);
}

} // namespace unembed
