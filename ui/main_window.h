// The workbench's main window: case explorer, the Vectors and Curves views and the jobs panel
// around the inference worker; File menu for cases, imports and figures, drag and drop of
// embedding files.
#pragma once

#include "attack_dialog.h"
#include "eval/defence_sweep.h"
#include "figure_export.h"
#include "inference_worker.h"

#include <QMainWindow>
#include <QSet>
#include <QThread>

#include <memory>

class QDockWidget;
class QLabel;
class QMenu;
class QTableView;
class QTabWidget;

namespace unembed {

class CaseExplorer;
class CaseFile;
class CompareView;
class LeaksView;
class MapView;
class ProbeView;
class ReportView;
class ModelsView;
class VectorsPage;
class CurvePlot;
class JobsPanel;
class Vec2TextView;
class VectorsTableModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;
    // Shows the window where it was last, within the screen; on a first launch at a size that
    // fits the screen with its title bar, or maximised.
    void showPlaced();

    // Each shows a clear message and returns false when the case cannot be opened or created. A
    // case of an older format is upgraded in a job first and opened when it finishes (true).
    bool openCase(const QString& path);
    bool createCase(const QString& path);
    // File ▸ Close Case: the window shows no case, every view empty and the actions that need a
    // case disabled. Jobs already queued go on with their own connection to the file.
    void closeCase();
    // Queues one import job per embedding file (the drag-and-drop path); needs an open case.
    // `name`: the dataset's name for a single file (empty: the file's base name).
    // `part` picks what to read from a file that holds several sets (ReadOptions::arrayName: a
    // Chroma collection, an .npz member, ...).
    void importFiles(const QStringList& paths, const QString& textsPath = {},
                     const QString& name = {}, const QString& part = {});
    // Draws curve `curveId` of the open case in the Curves view and brings the view forward;
    // shows a message and returns false when it cannot be read.
    bool showCurve(qint64 curveId);
    // Brings a view to the front by its name: vectors, curves, report, map, try (the tabs),
    // compare, leaks, models, live (the panels); false for another name.
    bool showView(const QString& name);
    // Saves the curve the Curves view shows, without the series hidden from its legend, as
    // File ▸ Export Figure… does; shows a message and returns false when there is none or the
    // figure cannot be written.
    bool exportShownCurve(const QString& path, const FigureSize& size);

    CaseFile* currentCase() const { return case_.get(); }
    VectorsTableModel* vectorsModel() const { return vectorsModel_; }
    JobsPanel* jobsPanel() const { return jobsPanel_; }
    InferenceWorker* worker() const { return worker_; }
    Vec2TextView* vec2textView() const { return vec2textView_; }
    CompareView* compareView() const { return compareView_; }
    LeaksView* leaksView() const { return leaksView_; }
    MapView* mapView() const { return mapView_; }
    ProbeView* probeView() const { return probeView_; }
    ReportView* reportView() const { return reportView_; }
    ModelsView* modelsView() const { return modelsView_; }
    QTableView* vectorsView() const;
    VectorsPage* vectorsPage() const { return vectorsPage_; }
    // Starts the job that fills the Vectors view's nearest-neighbour column.
    void findNearestNeighbours();
    // Embeds `texts` with the embedder folder and adds them to the open case as a dataset (a
    // job); returns its id, or 0 with a message when no case is open.
    int embedTexts(const QStringList& texts, const QString& datasetName,
                   const QString& embedderFolder);
    // Runs MLC, MSP, GEIA or Vec2Text on a dataset of the open case and, when asked, evaluates
    // the run (one job); returns the job's id, or 0 with a message when no case is open.
    int runAttack(qint64 datasetId, const AttackChoice& choice);
    // Evaluates a run of the open case against its dataset's texts, with the cosine under the
    // victim embedder folder and, when given, the predictions' perplexity under a GPT-2 folder
    // (a job); returns the job's id, or 0 with a message.
    int evaluateRun(qint64 runId, const QString& victimFolder, const QString& perplexityJudge = {});
    // Asks for the GPT-2 folder (remembered) and evaluates the run with it.
    void evaluateWithPerplexityJudge(qint64 runId);
    // Deletes a run (not one still running) with everything it produced, or a curve (a job); the
    // plot is cleared when it showed what went. Returns the job's id, or 0 without a case.
    int removeRun(qint64 runId);
    // Renames a dataset, or deletes it with every run made on it (a job).
    int renameDataset(qint64 datasetId, const QString& name);
    int removeDataset(qint64 datasetId);
    int removeCurve(qint64 curveId);
    // Stores the precision-recall sweep of an MLC run (a job) and shows it when done.
    int sweepPrecisionRecall(qint64 runId);
    // Stores a curve of these evaluated Vec2Text runs' per-round figures side by side (a job) and
    // shows it when done; returns the job's id, or 0 with a message when no case is open.
    int compareRunsByRound(const std::vector<qint64>& runIds, const QStringList& metrics);
    // Curves ▸ Compare Defences: every defence sweep of the case as one stored curve, shown when
    // stored. Returns the job id, 0 without a case.
    int compareDefences();
    // Attack ▸ Sweep a Defence…: a defence's trade-off stored as a run and its curve (a job), as
    // `unembed-cli sweep` makes it, shown when done; `victimFolder` is registered in the job.
    // Returns the job id, 0 with a message without a case.
    int sweepDefence(DefenceSweepRequest request, const QString& victimFolder);
    CaseExplorer* caseExplorer() const { return explorer_; }
    CurvePlot* curvePlot() const { return curvePlot_; }

Q_SIGNALS:
    // The case shown now; empty when it was closed.
    void caseChanged(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildMenus(const QList<QDockWidget*>& docks);
    void promptNewCase();
    void promptOpenCase();
    void promptImport();
    void promptExportFigure();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void refreshCase(bool selectNewestDataset = false);
    // Empties every view of the case before another is shown or the case is closed.
    void clearCaseViews();
    // The panels that follow the dataset in view: Compare and Leaks (nullptr, 0: none).
    void showDatasetPanels(CaseFile* caseFile, qint64 datasetId);
    void showError(const QString& title, const QString& message);
    // A status bar message (0: until the next), cut to fit beside the device label.
    void showStatus(const QString& message, int timeout = 0);
    void updateTitle();
    void targetSelectedVectors();
    void promptEmbedText();
    void promptCompareRounds();
    void promptAttack();
    void promptDefenceSweep();
    // Queues a job that stores a curve in the open case (`store` returns its id, on the worker
    // thread) and shows the curve when it is done; returns the job's id.
    using CurveTask = std::function<qint64(CaseFile&, const CancelToken&,
                                           const InferenceWorker::ReportProgress&)>;
    int storeCurveJob(const QString& title, const CurveTask& store);

    std::unique_ptr<CaseFile> case_;
    QThread workerThread_;
    InferenceWorker* worker_;
    CaseExplorer* explorer_;
    QTabWidget* views_;
    CurvePlot* curvePlot_;
    VectorsTableModel* vectorsModel_;
    VectorsPage* vectorsPage_;
    JobsPanel* jobsPanel_;
    Vec2TextView* vec2textView_;
    CompareView* compareView_;
    LeaksView* leaksView_;
    MapView* mapView_;
    ProbeView* probeView_;
    ReportView* reportView_;
    ModelsView* modelsView_;
    QLabel* deviceLabel_;
    QMenu* recentMenu_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* closeCaseAction_ = nullptr;
    QAction* registerEndpointAction_ = nullptr;
    QAction* exportFigureAction_ = nullptr;
    QAction* compareRoundsAction_ = nullptr;
    QAction* compareDefencesAction_ = nullptr;
    QAction* attackAction_ = nullptr;
    QAction* defenceSweepAction_ = nullptr;
    QSet<int> importJobs_;
    bool restoredGeometry_ = false;
};

} // namespace unembed
