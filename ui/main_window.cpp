// MainWindow: the workbench's layout (case panel, views, jobs panel, status bar), opening and
// creating cases, importing, showing and exporting curves, and closing with work in flight. Its
// menus are in main_window_menus.cpp, its jobs on the inference worker in main_window_jobs.cpp.
#include "main_window.h"

#include "case_explorer.h"
#include "case_labels.h"
#include "compare_view.h"
#include "curve_plot.h"
#include "demo_pack.h"
#include "error.h"
#include "export_figure_dialog.h"
#include "import_dialog.h"
#include "inference_worker.h"
#include "io/embedding_reader.h"
#include "jobs_panel.h"
#include "leaks_view.h"
#include "map_view.h"
#include "models_view.h"
#include "probe_view.h"
#include "report_view.h"
#include "runtime/cancel_token.h"
#include "runtime/compute_device.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/embedding_import.h"
#include "store/run_store.h"
#include "vec2text_view.h"
#include "vectors_page.h"
#include "vectors_table_model.h"
#include "window_placement.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace unembed {

namespace {
constexpr int kCasePanelWidth = 260; // pixels on a first launch
const QString kCaseFilter = QStringLiteral("Unembed cases (*.unembed)");

bool isEmbeddingFile(const QString& path) {
    for (const QString& pattern : embeddingFilePatterns())
        if (path.endsWith(pattern.mid(1), Qt::CaseInsensitive)) return true;
    return false;
}
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), worker_(new InferenceWorker), explorer_(new CaseExplorer),
      views_(new QTabWidget), curvePlot_(new CurvePlot), vectorsModel_(new VectorsTableModel(this)),
      vectorsPage_(new VectorsPage(vectorsModel_)), jobsPanel_(new JobsPanel(worker_)),
      vec2textView_(new Vec2TextView(worker_)), compareView_(new CompareView),
      leaksView_(new LeaksView), mapView_(new MapView(worker_)), probeView_(new ProbeView(worker_)),
      reportView_(new ReportView), modelsView_(new ModelsView(worker_)),
      deviceLabel_(new QLabel(tr("Starting libtorch…"))) {
    deviceLabel_->setObjectName(QStringLiteral("deviceLabel"));
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);

    worker_->moveToThread(&workerThread_);
    connect(&workerThread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(&workerThread_, &QThread::started, worker_, &InferenceWorker::initialise);
    connect(worker_, &InferenceWorker::deviceReady, this,
            [this](const QString& summary, const QString& details) {
                deviceLabel_->setText(summary);
                deviceLabel_->setToolTip(details);
            });
    connect(worker_, &InferenceWorker::deviceProblem, this,
            [this](const QString& message) { showStatus(message); });
    connect(worker_, &InferenceWorker::jobFinished, this,
            [this](int jobId, const QString& summary) {
                showStatus(summary, 8000);
                refreshCase(importJobs_.contains(jobId));
                importJobs_.remove(jobId);
            });
    // A failed or cancelled job may still have stored something (a run marked so, its outputs
    // so far): the views show the case as it is.
    connect(worker_, &InferenceWorker::jobFailed, this, [this](int jobId, const QString& message) {
        importJobs_.remove(jobId);
        refreshCase();
        showError(tr("Job failed"), message);
    });
    connect(worker_, &InferenceWorker::jobCancelled, this, [this](int jobId) {
        importJobs_.remove(jobId);
        refreshCase();
    });
    workerThread_.setObjectName(QStringLiteral("inference worker"));
    workerThread_.start();

    connect(vectorsPage_, &VectorsPage::nearestNeighboursRequested, this,
            &MainWindow::findNearestNeighbours);
    connect(vectorsPage_, &VectorsPage::embedTextRequested, this, &MainWindow::promptEmbedText);
    curvePlot_->setObjectName(QStringLiteral("curvePlot"));
    views_->setObjectName(QStringLiteral("views"));
    views_->setDocumentMode(true);
    views_->addTab(vectorsPage_, tr("Vect&ors"));
    views_->addTab(curvePlot_, tr("C&urves"));
    views_->addTab(reportView_, tr("R&eport"));
    views_->addTab(mapView_, tr("&Map"));
    views_->addTab(probeView_, tr("&Try"));
    // A sentence tried: its scratch dataset in the panels, its row selected; the tab stays.
    connect(probeView_, &ProbeView::probed, this, [this](qint64 datasetId, qint64 row) {
        if (!case_) return;
        vectorsModel_->showDataset(case_.get(), datasetId);
        showDatasetPanels(case_.get(), datasetId);
        vectorsPage_->selectRows({row});
    });
    connect(probeView_, &ProbeView::failed, this,
            [this](const QString& message) { showError(tr("Try"), message); });
    connect(mapView_, &MapView::rowsSelected, vectorsPage_, &VectorsPage::selectRows);
    connect(mapView_, &MapView::rowsSelected, compareView_, &CompareView::selectRows);
    connect(mapView_, &MapView::failed, this,
            [this](const QString& message) { showError(tr("Map"), message); });
    connect(reportView_, &ReportView::failed, this,
            [this](const QString& message) { showError(tr("Report"), message); });
    connect(reportView_, &ReportView::message, this,
            [this](const QString& text) { showStatus(text, 8000); });
    connect(reportView_, &ReportView::exported, this, [this](const QString& path) {
        showStatus(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 8000);
    });
    setCentralWidget(views_);
    connect(vectorsModel_, &VectorsTableModel::readFailed, this,
            [this](const QString& message) { showError(tr("Cannot read vectors"), message); });

    auto* explorerDock = new QDockWidget(tr("Case"), this);
    explorerDock->setObjectName(QStringLiteral("caseDock"));
    explorerDock->setWidget(explorer_);
    addDockWidget(Qt::LeftDockWidgetArea, explorerDock);
    explorerDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+K")));
    connect(explorer_, &CaseExplorer::datasetSelected, this, [this](qint64 id) {
        if (!case_) return;
        vectorsModel_->showDataset(case_.get(), id);
        showDatasetPanels(case_.get(), id);
        vectorsPage_->setActionsEnabled(true, true);
        views_->setCurrentWidget(vectorsPage_);
    });
    connect(explorer_, &CaseExplorer::curveSelected, this, &MainWindow::showCurve);
    connect(explorer_, &CaseExplorer::evaluateRunRequested, this, [this](qint64 runId) {
        evaluateRun(runId, QSettings()
                               .value(victimFolderKey(), demoModelFolder(QStringLiteral("victim")))
                               .toString());
    });
    connect(explorer_, &CaseExplorer::perplexityEvaluationRequested, this,
            &MainWindow::evaluateWithPerplexityJudge);
    connect(explorer_, &CaseExplorer::precisionRecallRequested, this,
            &MainWindow::sweepPrecisionRecall);
    connect(explorer_, &CaseExplorer::deleteRunRequested, this,
            [this](qint64 runId, const QString& label) {
                if (QMessageBox::question(this, tr("Delete Run"),
                                          tr("Delete %1 with its outputs, rounds, figures and "
                                             "curves? This cannot be undone.")
                                              .arg(label)) == QMessageBox::Yes)
                    removeRun(runId);
            });
    connect(explorer_, &CaseExplorer::renameDatasetRequested, this,
            [this](qint64 datasetId, const QString& name) {
                bool ok = false;
                const QString renamed =
                    QInputDialog::getText(this, tr("Rename Dataset"), tr("Dataset name:"),
                                          QLineEdit::Normal, name, &ok)
                        .trimmed();
                if (ok && !renamed.isEmpty() && renamed != name) renameDataset(datasetId, renamed);
            });
    connect(explorer_, &CaseExplorer::deleteDatasetRequested, this,
            [this](qint64 datasetId, const QString& label) {
                if (QMessageBox::question(this, tr("Delete Dataset"),
                                          tr("Delete %1 with its vectors and every run made on "
                                             "it? This cannot be undone.")
                                              .arg(label)) == QMessageBox::Yes)
                    removeDataset(datasetId);
            });
    connect(explorer_, &CaseExplorer::deleteCurveRequested, this,
            [this](qint64 curveId, const QString& label) {
                if (QMessageBox::question(
                        this, tr("Delete Curve"),
                        tr("Delete the curve %1? This cannot be undone.").arg(label)) ==
                    QMessageBox::Yes)
                    removeCurve(curveId);
            });

    auto* jobsDock = new QDockWidget(tr("Jobs"), this);
    jobsDock->setObjectName(QStringLiteral("jobsDock"));
    jobsDock->setWidget(jobsPanel_);
    addDockWidget(Qt::BottomDockWidgetArea, jobsDock);

    auto* vec2textDock = new QDockWidget(tr("Vec2Text live"), this);
    vec2textDock->setObjectName(QStringLiteral("vec2textDock"));
    vec2textDock->setWidget(vec2textView_);
    addDockWidget(Qt::RightDockWidgetArea, vec2textDock);
    // The right column runs the window's height, so the rounds and their chart have room at
    // 1280x800; the bottom panels take the width beside it.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    vec2textDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(vectorsView()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::targetSelectedVectors);
    connect(vectorsModel_, &QAbstractItemModel::modelReset, this,
            &MainWindow::targetSelectedVectors);
    connect(vec2textView_, &Vec2TextView::runEnded, this, [this] { refreshCase(); });

    auto* compareDock = new QDockWidget(tr("Compare"), this);
    compareDock->setObjectName(QStringLiteral("compareDock"));
    compareDock->setWidget(compareView_);
    addDockWidget(Qt::BottomDockWidgetArea, compareDock);
    tabifyDockWidget(jobsDock, compareDock);
    compareDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    connect(compareView_, &CompareView::readFailed, this,
            [this](const QString& message) { showError(tr("Cannot read the runs"), message); });
    connect(compareView_, &CompareView::message, this,
            [this](const QString& text) { showStatus(text, 8000); });

    auto* leaksDock = new QDockWidget(tr("Leaks"), this);
    leaksDock->setObjectName(QStringLiteral("leaksDock"));
    leaksDock->setWidget(leaksView_);
    addDockWidget(Qt::BottomDockWidgetArea, leaksDock);
    tabifyDockWidget(compareDock, leaksDock);
    leaksDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    connect(leaksView_, &LeaksView::readFailed, this,
            [this](const QString& message) { showError(tr("Cannot read the leaks"), message); });
    connect(leaksView_, &LeaksView::message, this,
            [this](const QString& text) { showStatus(text, 8000); });

    auto* modelsDock = new QDockWidget(tr("Models"), this);
    modelsDock->setObjectName(QStringLiteral("modelsDock"));
    modelsDock->setWidget(modelsView_);
    addDockWidget(Qt::BottomDockWidgetArea, modelsDock);
    tabifyDockWidget(leaksDock, modelsDock);
    compareDock->raise();
    modelsDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    connect(modelsView_, &ModelsView::failed, this,
            [this](const QString& message) { showError(tr("Models"), message); });

    statusBar()->addPermanentWidget(deviceLabel_);
    buildMenus({explorerDock, jobsDock, vec2textDock, compareDock, leaksDock, modelsDock});

    QSettings settings;
    resize(kPreferredWindowSize);
    restoredGeometry_ = restoreFittedGeometry(
        *this, settings.value(QStringLiteral("window/geometry")).toByteArray());
    // First layout: the views and the Compare panel share the height; a saved layout replaces
    // it. Sized once the window has its size, or the docks keep their minimums.
    const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray();
    if (state.isEmpty())
        QTimer::singleShot(0, this, [this, compareDock, explorerDock] {
            resizeDocks({compareDock}, {height() / 2}, Qt::Vertical);
            // Room for the Case panel's names ("#4 vec2text — finished").
            resizeDocks({explorerDock}, {kCasePanelWidth}, Qt::Horizontal);
        });
    restoreState(state);
    updateTitle();
}

void MainWindow::showPlaced() {
    if (restoredGeometry_)
        show();
    else
        showFirstTime(*this);
}

MainWindow::~MainWindow() {
    worker_->cancelAll();
    workerThread_.quit();
    workerThread_.wait();
    vectorsModel_->clear();
    showDatasetPanels(nullptr, 0);
    reportView_->showCase(nullptr);
    modelsView_->showCase(nullptr);
    probeView_->showCase(nullptr);
}

void MainWindow::showDatasetPanels(CaseFile* caseFile, qint64 datasetId) {
    compareView_->showDataset(caseFile, datasetId);
    leaksView_->showDataset(caseFile, datasetId);
    mapView_->showDataset(caseFile, datasetId);
}

bool MainWindow::openCase(const QString& path) {
    // A case of an older format is upgraded on the worker first (a large one's vectors are
    // rewritten, for minutes), where the Jobs panel shows it, then opened here.
    const int stored = CaseFile::storedSchemaVersion(path);
    if (stored > 0 && stored < CaseFile::latestSchemaVersion() && QFileInfo(path).isWritable()) {
        const auto jobId = worker_->whenFinished(this, [this, path](int) { openCase(path); });
        *jobId = worker_->enqueue(
            tr("Upgrade %1 to this version's case format").arg(QFileInfo(path).fileName()),
            [path, stored](const CancelToken&, const InferenceWorker::ReportProgress& progress) {
                progress({tr("rewriting the case file (format %1 to %2)")
                              .arg(stored)
                              .arg(CaseFile::latestSchemaVersion()),
                          0, 0});
                const CaseFile upgraded(path);
                return tr("Upgraded %1 to format %2")
                    .arg(QFileInfo(path).fileName())
                    .arg(upgraded.schemaVersion());
            });
        showStatus(tr("Upgrading %1 to this version's case format (see Jobs)…").arg(path), 8000);
        return true;
    }
    try {
        auto opened = std::make_unique<CaseFile>(path, CaseFile::OpenMode::ExistingOnly);
        clearCaseViews();
        case_ = std::move(opened);
    } catch (const InputError& e) {
        showError(tr("Cannot open case"), e.message());
        return false;
    }
    rememberRecent(case_->path());
    refreshCase(true);
    Q_EMIT caseChanged(case_->path());
    return true;
}

void MainWindow::clearCaseViews() {
    vectorsModel_->clear();
    showDatasetPanels(nullptr, 0);
    reportView_->showCase(nullptr);
    modelsView_->showCase(nullptr);
    probeView_->showCase(nullptr);
    vec2textView_->clearRounds();
    curvePlot_->clearCurve();
}

void MainWindow::closeCase() {
    if (!case_) return;
    clearCaseViews();
    case_.reset();
    refreshCase();
    Q_EMIT caseChanged(QString());
}

bool MainWindow::createCase(const QString& path) {
    if (QFileInfo::exists(path)) {
        showError(tr("Cannot create case"),
                  tr("%1 already exists; open it instead or choose another name.").arg(path));
        return false;
    }
    try {
        auto created = std::make_unique<CaseFile>(path, CaseFile::OpenMode::CreateIfMissing);
        clearCaseViews();
        case_ = std::move(created);
    } catch (const InputError& e) {
        showError(tr("Cannot create case"), e.message());
        return false;
    }
    rememberRecent(case_->path());
    refreshCase();
    Q_EMIT caseChanged(case_->path());
    return true;
}

void MainWindow::importFiles(const QStringList& paths, const QString& textsPath,
                             const QString& name, const QString& part) {
    if (!case_) {
        showError(tr("No case open"), tr("Create or open a case before importing embeddings."));
        return;
    }
    for (const QString& path : paths) {
        const QString casePath = case_->path();
        ImportRequest request;
        request.path = path;
        request.options.textsPath = textsPath;
        request.options.arrayName = part;
        if (paths.size() == 1) request.name = name;
        const int jobId = worker_->enqueue(
            tr("Import %1").arg(QFileInfo(path).fileName()),
            [casePath, request](const CancelToken& cancel,
                                const InferenceWorker::ReportProgress& progress) {
                CaseFile caseFile(casePath);
                const ImportResult result = importEmbeddings(caseFile, request, &cancel, progress);
                const QString summary = tr("Imported %1 vectors of dimension %2 as dataset %3")
                                            .arg(result.rows)
                                            .arg(result.dim)
                                            .arg(result.datasetId);
                // Approximate vectors (a quantised index's) are said so.
                return result.caveat.isEmpty() ? summary
                                               : summary + tr("; warning: %1").arg(result.caveat);
            });
        importJobs_.insert(jobId);
    }
}

bool MainWindow::showCurve(qint64 curveId) {
    if (!case_) return false;
    try {
        const std::optional<CurveInfo> curve = findCurve(*case_, curveId);
        if (!curve) {
            showError(tr("Cannot show curve"),
                      tr("%1 has no curve %2.").arg(case_->path()).arg(curveId));
            return false;
        }
        // The title names the run and dataset.
        curvePlot_->showCurve(*curve, curvePoints(*case_, curveId), curveTitle(*case_, *curve));
    } catch (const InputError& e) {
        showError(tr("Cannot show curve"), e.message());
        return false;
    }
    views_->setCurrentWidget(curvePlot_);
    exportFigureAction_->setEnabled(true);
    return true;
}

bool MainWindow::exportShownCurve(const QString& path, const FigureSize& size) {
    if (!case_ || curvePlot_->curve().id == 0) {
        showError(tr("No curve shown"), tr("Select a curve in the case explorer first."));
        return false;
    }
    try {
        exportCurve(*case_, curvePlot_->curve().id, path, size, curvePlot_->hiddenSeries());
    } catch (const InputError& e) {
        showError(tr("Cannot export figure"), e.message());
        return false;
    }
    showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void MainWindow::promptNewCase() {
    QSettings settings;
    QString path = QFileDialog::getSaveFileName(
        this, tr("New Case"), settings.value(QStringLiteral("paths/lastDir")).toString(),
        kCaseFilter);
    if (path.isEmpty()) return;
    if (!path.endsWith(QStringLiteral(".unembed"))) path += QStringLiteral(".unembed");
    settings.setValue(QStringLiteral("paths/lastDir"), QFileInfo(path).absolutePath());
    createCase(path);
}

void MainWindow::promptOpenCase() {
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Case"), settings.value(QStringLiteral("paths/lastDir")).toString(),
        kCaseFilter);
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("paths/lastDir"), QFileInfo(path).absolutePath());
    openCase(path);
}

void MainWindow::promptImport() {
    ImportDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        importFiles({dialog.embeddingsPath()}, dialog.textsPath(), dialog.datasetName(),
                    dialog.collection());
}

void MainWindow::promptExportFigure() {
    const CurveInfo& shown = curvePlot_->curve();
    const QString name =
        shown.title.isEmpty() ? QStringLiteral("curve-%1").arg(shown.id) : shown.title;
    ExportFigureDialog dialog(name, this);
    if (dialog.exec() == QDialog::Accepted) exportShownCurve(dialog.path(), dialog.size());
}

// The Vec2Text view inverts the rows selected in the vectors table.
void MainWindow::targetSelectedVectors() {
    std::vector<qint64> rows;
    QStringList texts;
    QString datasetName;
    if (case_ && vectorsModel_->datasetId() != 0) {
        rows = vectorsPage_->selectedRows();
        texts = vectorsPage_->selectedTexts();
        try {
            if (const auto dataset = findDataset(*case_, vectorsModel_->datasetId()))
                datasetName = dataset->name;
        } catch (const InputError& e) {
            showError(tr("Cannot read the case"), e.message());
        }
    }
    vec2textView_->setTarget(case_ ? case_->path() : QString(), vectorsModel_->datasetId(),
                             datasetName, rows, texts);
}

QTableView* MainWindow::vectorsView() const {
    return vectorsPage_->table();
}

void MainWindow::refreshCase(bool selectNewestDataset) {
    try {
        explorer_->showCase(case_.get());
    } catch (const InputError& e) {
        showError(tr("Cannot read case"), e.message());
        return;
    }
    if (selectNewestDataset)
        explorer_->selectNewestDataset();
    else if (case_)
        showDatasetPanels(case_.get(), vectorsModel_->datasetId());
    reportView_->showCase(case_.get());
    modelsView_->showCase(case_.get());
    probeView_->showCase(case_.get());
    vectorsPage_->setActionsEnabled(case_ != nullptr, case_ && vectorsModel_->datasetId() != 0);
    importAction_->setEnabled(case_ != nullptr);
    closeCaseAction_->setEnabled(case_ != nullptr);
    registerEndpointAction_->setEnabled(case_ != nullptr);
    compareRoundsAction_->setEnabled(case_ != nullptr);
    compareDefencesAction_->setEnabled(case_ != nullptr);
    attackAction_->setEnabled(case_ && vectorsModel_->datasetId() != 0);
    defenceSweepAction_->setEnabled(case_ != nullptr);
    exportFigureAction_->setEnabled(case_ != nullptr && curvePlot_->curve().id != 0);
    updateTitle();
}

bool MainWindow::showView(const QString& name) {
    const QStringList tabs{QStringLiteral("vectors"), QStringLiteral("curves"),
                           QStringLiteral("report"), QStringLiteral("map"), QStringLiteral("try")};
    if (const qsizetype tab = tabs.indexOf(name); tab >= 0) {
        views_->setCurrentIndex(int(tab));
        return true;
    }
    const QHash<QString, QString> docks{{QStringLiteral("compare"), QStringLiteral("compareDock")},
                                        {QStringLiteral("leaks"), QStringLiteral("leaksDock")},
                                        {QStringLiteral("models"), QStringLiteral("modelsDock")},
                                        {QStringLiteral("live"), QStringLiteral("vec2textDock")}};
    auto* dock = docks.contains(name) ? findChild<QDockWidget*>(docks.value(name)) : nullptr;
    if (!dock) return false;
    dock->show();
    dock->raise();
    return true;
}

void MainWindow::showStatus(const QString& message, int timeout) {
    // Cut with "…" where the device label begins (the bar only clips it): in the middle, so
    // that what happened and a warning at the end both show; the whole in the bar's tooltip.
    QStatusBar* bar = statusBar();
    const int room = deviceLabel_->isVisible() ? deviceLabel_->x() - 16 : bar->width() - 24;
    bar->showMessage(bar->fontMetrics().elidedText(message, Qt::ElideMiddle, qMax(room, 48)),
                     timeout);
    bar->setToolTip(message);
}

void MainWindow::showError(const QString& title, const QString& message) {
    showStatus(message, 15000);
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->open();
}

void MainWindow::updateTitle() {
    setWindowTitle(case_ ? tr("%1 — Unembed").arg(QFileInfo(case_->path()).fileName())
                         : tr("Unembed"));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (worker_->hasPendingJobs()) {
        const auto answer = QMessageBox::question(
            this, tr("Jobs running"),
            tr("A job is still running. Cancel it and quit? Finished work is kept."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        worker_->cancelAll();
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile() && isEmbeddingFile(url.toLocalFile())) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile() && isEmbeddingFile(url.toLocalFile())) paths << url.toLocalFile();
    if (paths.isEmpty()) return;
    event->acceptProposedAction();
    importFiles(paths);
}

} // namespace unembed
