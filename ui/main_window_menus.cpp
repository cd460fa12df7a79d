// MainWindow's menu bar (File, Attack, Curves, View with the language and compute choices, Help)
// and its list of recent cases. The window's layout and case handling are in main_window.cpp,
// its jobs on the inference worker in main_window_jobs.cpp.
#include "main_window.h"

#include "compute_settings.h"
#include "models_view.h"
#include "panel_action.h"
#include "shortcuts_dialog.h"
#include "term_list.h"
#include "translations.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

namespace unembed {

namespace {
constexpr int kMaxRecent = 10;
} // namespace

void MainWindow::buildMenus(const QList<QDockWidget*>& docks) {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Case…"), QKeySequence::New, this, &MainWindow::promptNewCase);
    file->addAction(tr("&Open Case…"), QKeySequence::Open, this, &MainWindow::promptOpenCase);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    closeCaseAction_ = file->addAction(tr("&Close Case"), QKeySequence(tr("Ctrl+W")), this,
                                       &MainWindow::closeCase);
    closeCaseAction_->setObjectName(QStringLiteral("closeCaseAction"));
    closeCaseAction_->setEnabled(false);
    file->addSeparator();
    importAction_ = file->addAction(tr("&Import Embeddings…"), QKeySequence(tr("Ctrl+I")), this,
                                    &MainWindow::promptImport);
    importAction_->setEnabled(false);
    // The Models panel's button, where an analyst looks for it first.
    registerEndpointAction_ = file->addAction(tr("Register En&dpoint…"), modelsView_,
                                              &ModelsView::promptRegisterEndpoint);
    registerEndpointAction_->setObjectName(QStringLiteral("registerEndpointAction"));
    registerEndpointAction_->setEnabled(false);
    exportFigureAction_ = file->addAction(tr("&Export Figure…"), QKeySequence(tr("Ctrl+E")), this,
                                          &MainWindow::promptExportFigure);
    exportFigureAction_->setEnabled(false);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* attack = menuBar()->addMenu(tr("Attac&k"));
    attackAction_ =
        attack->addAction(tr("&Run Attack on Dataset…"), QKeySequence(tr("Ctrl+Shift+A")), this,
                          &MainWindow::promptAttack);
    attackAction_->setObjectName(QStringLiteral("attackAction"));
    attackAction_->setEnabled(false);
    attackAction_->setStatusTip(tr("MLC, MSP, GEIA or Vec2Text on the dataset in view (Vec2Text "
                                   "round by round: its live panel). Right-click a run in the Case "
                                   "panel to evaluate it."));

    defenceSweepAction_ =
        attack->addAction(tr("Sweep a &Defence…"), QKeySequence(tr("Ctrl+Shift+D")), this,
                          &MainWindow::promptDefenceSweep);
    defenceSweepAction_->setObjectName(QStringLiteral("defenceSweepAction"));
    defenceSweepAction_->setEnabled(false);
    defenceSweepAction_->setStatusTip(
        tr("Retrieval quality against Vec2Text's reconstruction behind noise, quantisation, "
           "truncation, PCA or a secret rotation, on a BEIR retrieval set"));

    attack->addSeparator();
    QAction* terms = attack->addAction(tr("Sensitive &Terms…"), this, [this] {
        TermListDialog dialog(this);
        if (dialog.exec() != QDialog::Accepted) return;
        const QString list = chosenTermsFile();
        showStatus(list.isEmpty()
                       ? tr("Evaluations use the built-in detectors alone")
                       : tr("Evaluations use the term list %1; evaluate a run again to find "
                            "its terms")
                             .arg(QDir::toNativeSeparators(list)),
                   10000);
    });
    terms->setObjectName(QStringLiteral("termListAction"));
    terms->setStatusTip(tr("Your organisation's term list (and the names of the people the texts "
                           "name) for every evaluation from now on"));

    QMenu* curves = menuBar()->addMenu(tr("&Curves"));
    compareRoundsAction_ =
        curves->addAction(tr("Compare Runs by &Round…"), QKeySequence(tr("Ctrl+Shift+B")), this,
                          &MainWindow::promptCompareRounds);
    compareRoundsAction_->setObjectName(QStringLiteral("compareRoundsAction"));
    compareRoundsAction_->setEnabled(false);
    compareDefencesAction_ =
        curves->addAction(tr("Compare &Defences"), this, &MainWindow::compareDefences);
    compareDefencesAction_->setObjectName(QStringLiteral("compareDefencesAction"));
    compareDefencesAction_->setEnabled(false);
    compareDefencesAction_->setStatusTip(
        tr("Every noise and defence sweep of the case on one chart: search quality (NDCG@10) "
           "against Vec2Text's BLEU. Sweeps are made with Attack ▸ Sweep a Defence."));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : docks)
        view->addAction(panelAction(dock));
    view->addSeparator();
    // Ctrl+Tab and Ctrl+Shift+Tab step through the views wherever the focus is.
    const auto step = [this](int by) {
        views_->setCurrentIndex((views_->currentIndex() + by + views_->count()) % views_->count());
    };
    QAction* next = view->addAction(tr("Next View"), this, [step] { step(1); });
    next->setShortcuts(QKeySequence::NextChild);
    QAction* previous = view->addAction(tr("Previous View"), this, [step] { step(-1); });
    previous->setShortcuts(QKeySequence::PreviousChild);
    view->addSeparator();
    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(language);
    const QString chosen = chosenLanguage();
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("System language")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("ko"), QStringLiteral("한국어")}};
    for (const auto& [code, name] : choices) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == chosen);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = code] {
            setChosenLanguage(code);
            showStatus(tr("The language changes when Unembed starts again."), 8000);
        });
    }

    addComputeMenus(view, [this](const QString& message) { showStatus(message, 8000); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* shortcuts = help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents,
                                         this, [this] { ShortcutsDialog(this).exec(); });
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    help->addAction(tr("&About Unembed"), this, [this] {
        QMessageBox::about(this, tr("About Unembed"),
                           tr("<b>Unembed %1</b><p>An investigation workbench that shows how much "
                              "text leaks from text embeddings.</p>")
                               .arg(QStringLiteral(UNEMBED_VERSION)));
    });
}

void MainWindow::rememberRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("cases/recent")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("cases/recent"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList recent = QSettings().value(QStringLiteral("cases/recent")).toStringList();
    for (const QString& path : recent)
        recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] { openCase(path); })
            ->setToolTip(path);
    recentMenu_->setEnabled(!recent.isEmpty());
}

} // namespace unembed
