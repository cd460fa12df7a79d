#include "models_view.h"

#include "attacks/alignment/alignment_map_info.h"
#include "attacks/model_folder_info.h"
#include "embedders/victim_spec.h"
#include "endpoint_dialog.h"
#include "error.h"
#include "inference_worker.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/model_store.h"
#include "themed_plot.h"
#include "train_dialog.h"

#include <qcustomplot.h>

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace unembed {

namespace {

enum Column { NameColumn, FamilyColumn, VictimColumn, FolderColumn, ColumnCount };

// The training run's loss as a case curve: each step's loss, and each epoch's dev loss at the
// step where the epoch ended.
struct LossRecord {
    std::vector<CurvePoint> points;
    int64_t lastStep = 0;
};

} // namespace

ModelsView::ModelsView(InferenceWorker* worker, QWidget* parent)
    : QWidget(parent), worker_(worker), table_(new QTableWidget(0, ColumnCount, this)),
      plot_(new ThemedPlot(this)), status_(new QLabel(this)),
      register_(new QPushButton(tr("Re&gister Folder…"), this)),
      registerEndpoint_(new QPushButton(tr("Register En&dpoint…"), this)),
      check_(new QPushButton(tr("Check Pa&ir"), this)),
      train_(new QPushButton(tr("Tr&ain…"), this)) {
    setObjectName(QStringLiteral("modelsView"));
    table_->setObjectName(QStringLiteral("modelsTable"));
    table_->setAccessibleName(tr("Registered models"));
    table_->setHorizontalHeaderLabels(
        {tr("Name"), tr("Family"), tr("Trained against"), tr("Folder or endpoint")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(FolderColumn, QHeaderView::Stretch);
    check_->setToolTip(tr("Select an attacker and a victim embedder to see whether they belong "
                          "together"));
    train_->setToolTip(tr("Train an attack against a victim embedder; the loss is drawn live"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    plot_->setObjectName(QStringLiteral("lossPlot"));
    plot_->setAccessibleName(tr("Training loss"));
    plot_->addGraph();
    plot_->graph(0)->setName(tr("training loss"));
    plot_->addGraph();
    plot_->graph(1)->setName(tr("dev loss"));
    plot_->graph(1)->setLineStyle(QCPGraph::lsLine);
    plot_->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    plot_->graph(1)->setPen(QPen(QColor(0xD5, 0x5E, 0x00), 2));
    plot_->graph(0)->setPen(QPen(QColor(0x00, 0x72, 0xB2)));
    plot_->xAxis->setLabel(tr("step"));
    plot_->yAxis->setLabel(tr("loss"));
    plot_->legend->setVisible(true);
    plot_->yAxis->ticker()->setTickCount(4); // readable in a short panel
    plot_->setMinimumHeight(110);
    plot_->hide(); // until a training job draws its loss

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(register_);
    buttons->addWidget(registerEndpoint_);
    buttons->addWidget(check_);
    buttons->addStretch(1);
    buttons->addWidget(train_);
    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(buttons);
    topLayout->addWidget(table_, 1);
    topLayout->addWidget(status_);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(plot_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    setTabOrder(register_, registerEndpoint_);
    setTabOrder(registerEndpoint_, check_);
    setTabOrder(check_, train_);
    setTabOrder(train_, table_);

    connect(register_, &QPushButton::clicked, this, &ModelsView::promptRegister);
    connect(registerEndpoint_, &QPushButton::clicked, this, &ModelsView::promptRegisterEndpoint);
    connect(check_, &QPushButton::clicked, this, &ModelsView::checkSelectedPair);
    connect(train_, &QPushButton::clicked, this, &ModelsView::promptTrain);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &ModelsView::updateButtons);
    connect(worker_, &InferenceWorker::trainingStep, this,
            [this](quint64 tag, const TrainingProgress& step) {
                if (tag != trainingTag_) return;
                plot_->graph(0)->addData(double(step.step), step.loss);
                plot_->rescaleAxes();
                plot_->replot(QCustomPlot::rpQueuedReplot);
                status_->setText(tr("Epoch %1, step %2 of %3: loss %4, %5 s left")
                                     .arg(step.epoch)
                                     .arg(step.step)
                                     .arg(step.totalSteps)
                                     .arg(step.loss, 0, 'f', 4)
                                     .arg(qRound(step.etaSeconds)));
            });
    connect(worker_, &InferenceWorker::epochFinished, this,
            [this](quint64 tag, const EpochReport& epoch) {
                if (tag != trainingTag_ || !epoch.devLoss) return;
                const double lastStep = plot_->graph(0)->data()->isEmpty()
                                            ? 0.0
                                            : (plot_->graph(0)->data()->constEnd() - 1)->key;
                plot_->graph(1)->addData(lastStep, *epoch.devLoss);
                plot_->replot(QCustomPlot::rpQueuedReplot);
            });
    showCase(nullptr);
}

void ModelsView::showCase(CaseFile* caseFile) {
    case_ = caseFile;
    table_->setRowCount(0);
    if (case_) {
        try {
            const std::vector<ModelInfo> models = listModels(*case_);
            table_->setRowCount(int(models.size()));
            for (size_t i = 0; i < models.size(); ++i) {
                const ModelInfo& m = models[i];
                auto* name = new QTableWidgetItem(m.name);
                name->setData(Qt::UserRole, m.id);
                name->setToolTip(
                    tr("Registered %1\nSHA-256 %2")
                        .arg(QLocale().toString(m.registeredAt, QLocale::ShortFormat), m.checksum));
                table_->setItem(int(i), NameColumn, name);
                table_->setItem(int(i), FamilyColumn, new QTableWidgetItem(m.family));
                table_->setItem(
                    int(i), VictimColumn,
                    new QTableWidgetItem(
                        isVictimFamily(m.family)
                            ? tr("(a victim: %1, dimension %2)").arg(m.victimName).arg(m.victimDim)
                            : tr("%1, dimension %2").arg(m.victimName).arg(m.victimDim)));
                const QString path = QDir::toNativeSeparators(m.folder);
                const bool present = m.family == kEndpointFamily || QFileInfo(m.folder).isDir();
                auto* folder =
                    new QTableWidgetItem(present ? path : tr("%1 (not on this machine)").arg(path));
                folder->setToolTip(present ? path
                                           : tr("%1 is not on this machine: the figures of its "
                                                "runs stay readable, but it cannot be run or "
                                                "checked until it is registered again.")
                                                 .arg(path));
                if (!present)
                    folder->setForeground(
                        table_->palette().color(QPalette::Disabled, QPalette::Text));
                table_->setItem(int(i), FolderColumn, folder);
            }
        } catch (const InputError& e) {
            Q_EMIT failed(e.message());
        }
    }
    table_->resizeColumnsToContents();
    updateButtons();
}

void ModelsView::updateButtons() {
    register_->setEnabled(case_ != nullptr);
    registerEndpoint_->setEnabled(case_ != nullptr);
    train_->setEnabled(case_ != nullptr);
    check_->setEnabled(table_->selectionModel()->selectedRows().size() == 2);
}

int ModelsView::registerFolder(const QString& folder) {
    if (!case_) return 0;
    const QString casePath = case_->path();
    return worker_->enqueue(
        tr("Register %1").arg(QFileInfo(folder).fileName()),
        [casePath, folder](const CancelToken&, const InferenceWorker::ReportProgress& progress) {
            progress({tr("reading the folder"), 0, 0});
            const ModelFolderInfo info = describeModelFolder(folder);
            CaseFile caseFile(casePath);
            const qint64 id = registerModel(caseFile, info.model);
            return tr("Registered %1 as model %2: %3")
                .arg(info.model.name)
                .arg(id)
                .arg(info.summary);
        });
}

int ModelsView::registerEndpoint(const VictimSpec& endpoint) {
    if (!case_) return 0;
    VictimSpec spec = endpoint;
    spec.cacheCase = case_->path();
    return worker_->enqueue(
        tr("Register %1").arg(spec.model),
        [spec](const CancelToken&, const InferenceWorker::ReportProgress& progress) {
            progress({tr("querying the endpoint"), 0, 0});
            const ModelFolderInfo info = describeEndpoint(spec);
            CaseFile caseFile(spec.cacheCase);
            const qint64 id = registerModel(caseFile, info.model);
            return tr("Registered %1 as model %2: %3")
                .arg(info.model.name)
                .arg(id)
                .arg(info.summary);
        });
}

QString ModelsView::attackerPairMessage(const ModelInfo& attacker, const ModelInfo& victim) const {
    requireModelsFit(attacker, victim);
    if (attacker.victimName == victim.victimName)
        return tr("✔ %1 was trained against %2 (dimension %3): they belong together.")
            .arg(attacker.name, victim.victimName)
            .arg(victim.victimDim);
    if (undefendedVictimName(attacker.victimName) == victim.victimName)
        return tr("⚠ %1 is an adaptive attacker, trained against %2, and this victim %3 "
                  "is not behind that defence: its outputs show what it recovers from "
                  "vectors unlike those it was trained on.")
            .arg(attacker.name, attacker.victimName, victim.victimName);
    return tr("⚠ %1 was trained against an embedder named %2, and this victim is "
              "named %3. Both have dimension %4: make sure they are the same "
              "embedder, or the attack's outputs will mean nothing.")
        .arg(attacker.name, attacker.victimName, victim.victimName)
        .arg(victim.victimDim);
}

// A map reads a victim's vectors (its source space) and gives vectors of the attack embedder's
// space, which attackers trained against that embedder read.
QString ModelsView::mapPairMessage(const ModelInfo& map, const ModelInfo& other) const {
    if (other.family == kAlignmentMapFamily)
        return tr("✘ Choose one map and the victim it reads or an attacker for its space.");
    const AlignmentMapInfo info = readAlignmentMapInfo(map.folder);
    if (isVictimFamily(other.family)) {
        if (other.victimDim != info.source.dim)
            return tr("✘ %1 reads vectors of %2 (dimension %3), not of %4 (dimension %5).")
                .arg(map.name, info.source.name)
                .arg(info.source.dim)
                .arg(other.name)
                .arg(other.victimDim);
        if (other.victimName != info.source.name)
            return tr("⚠ %1 was fitted on the vectors of an embedder named %2, and this victim "
                      "is named %3. Both have dimension %4: make sure they are the same "
                      "embedder, or the mapped vectors will mean nothing.")
                .arg(map.name, info.source.name, other.victimName)
                .arg(other.victimDim);
        return tr("✔ %1 maps the vectors of %2 (dimension %3) into the space of %4 (dimension "
                  "%5): attack this victim through it with attackers trained against %4.")
            .arg(map.name, info.source.name)
            .arg(info.source.dim)
            .arg(info.target.name)
            .arg(info.target.dim);
    }
    if (other.victimDim != info.target.dim)
        return tr("✘ %1 was trained against %2 (dimension %3), but %4 maps into %5 (dimension "
                  "%6): it cannot read the mapped vectors.")
            .arg(other.name, other.victimName)
            .arg(other.victimDim)
            .arg(map.name, info.target.name)
            .arg(info.target.dim);
    if (other.victimName != info.target.name)
        return tr("⚠ %1 was trained against an embedder named %2, and %3 maps into one named "
                  "%4. Both have dimension %5: make sure they are the same embedder.")
            .arg(other.name, other.victimName, map.name, info.target.name)
            .arg(other.victimDim);
    return tr("✔ %1 was trained against %2, the space %3 maps into: it attacks the vectors of %4 "
              "through the map.")
        .arg(other.name, info.target.name, map.name, info.source.name);
}

QString ModelsView::checkPair(qint64 firstId, qint64 secondId) {
    if (!case_) return {};
    std::optional<ModelInfo> first, second;
    try {
        for (const ModelInfo& m : listModels(*case_)) {
            if (m.id == firstId) first = m;
            if (m.id == secondId) second = m;
        }
    } catch (const InputError& e) {
        Q_EMIT failed(e.message());
        return {};
    }
    if (!first || !second) return {};
    // Either order: the victim is the sentence-transformers folder or the endpoint, and a map
    // goes first.
    if (isVictimFamily(first->family) || second->family == kAlignmentMapFamily)
        std::swap(first, second);
    QString message;
    try {
        message = first->family == kAlignmentMapFamily ? mapPairMessage(*first, *second)
                                                       : attackerPairMessage(*first, *second);
    } catch (const InputError& e) {
        message = tr("✘ %1").arg(e.message());
    }
    status_->setText(message);
    return message;
}

void ModelsView::checkSelectedPair() {
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    if (rows.size() != 2) return;
    const QString message =
        checkPair(table_->item(rows[0].row(), NameColumn)->data(Qt::UserRole).toLongLong(),
                  table_->item(rows[1].row(), NameColumn)->data(Qt::UserRole).toLongLong());
    if (message.startsWith(QStringLiteral("✘")))
        QMessageBox::warning(this, tr("These models do not belong together"), message.mid(2));
}

void ModelsView::promptRegister() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Register a Model Folder"));
    if (!folder.isEmpty()) registerFolder(folder);
}

void ModelsView::promptRegisterEndpoint() {
    EndpointDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted) registerEndpoint(dialog.endpoint());
}

void ModelsView::promptTrain() {
    TrainDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted) startTraining(dialog.request());
}

int ModelsView::startTraining(const AttackTrainingRequest& request) {
    if (!case_) return 0;
    const QString casePath = case_->path();
    trainingTag_ = InferenceWorker::newTag();
    plot_->graph(0)->data()->clear();
    plot_->graph(1)->data()->clear();
    plot_->show();
    plot_->replot();
    const quint64 tag = trainingTag_;
    InferenceWorker* worker = worker_;
    return worker_->enqueue(
        tr("Train %1 into %2").arg(request.kind, QFileInfo(request.outFolder).fileName()),
        [casePath, request, tag, worker](const CancelToken& cancel,
                                         const InferenceWorker::ReportProgress& progress) {
            LossRecord loss;
            AttackTrainingRequest resolved = request;
            {
                CaseFile caseFile(casePath);
                resolved.victim = registeredVictim(caseFile, request.victim.location);
            }
            const AttackTrainingResult result = trainAttack(
                resolved, &cancel,
                [&](const TrainingProgress& step) {
                    worker->publishTrainingStep(tag, step);
                    loss.points.push_back(
                        {QStringLiteral("training loss"), 1, double(step.step), step.loss, {}});
                    loss.lastStep = step.step;
                    progress({tr("training"), step.step, step.totalSteps});
                },
                [&](const EpochReport& epoch) {
                    worker->publishEpoch(tag, epoch);
                    if (epoch.devLoss)
                        loss.points.push_back({QStringLiteral("dev loss"), 1, double(loss.lastStep),
                                               *epoch.devLoss, tr("epoch %1").arg(epoch.epoch)});
                },
                progress);
            // The trained folder joins the case with its loss curve.
            const ModelFolderInfo info = describeModelFolder(request.outFolder);
            CaseFile caseFile(casePath);
            const qint64 id = registerModel(caseFile, info.model);
            CurveInfo curve;
            curve.kind = QStringLiteral("loss");
            curve.title = tr("Training loss of %1 (%2)").arg(info.model.name, request.kind);
            curve.xLabel = tr("step");
            curve.yLabel = tr("loss");
            saveCurve(caseFile, curve, loss.points);
            QString summary = tr("Trained %1: %2 steps, %3 examples/s; registered as model %4")
                                  .arg(info.model.name)
                                  .arg(result.summary.steps)
                                  .arg(result.summary.examplesPerSecond, 0, 'f', 1)
                                  .arg(id);
            if (result.threshold)
                summary += tr("; threshold %1 (token micro F1 %2% on %3)")
                               .arg(*result.threshold)
                               .arg(result.thresholdF1, 0, 'f', 1)
                               .arg(result.thresholdSplit);
            for (const QString& warning : result.summary.warnings)
                summary += tr("; warning: %1").arg(warning);
            return summary;
        });
}

} // namespace unembed
