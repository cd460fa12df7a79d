// The Vec2Text live view: pick vectors (the selected rows of a dataset), set the steps and the
// sequence-beam width, then Run, Step, Pause or Cancel. Each correction round appears as it
// finishes, one row per round under its vector, with the words changed since the round before and
// the words of the true text marked, its cosine, and its sbeam candidates one level down; a chart
// draws the cosine per round of the vector in focus. The run goes to the case like any other.
#pragma once

#include "attacks/vec2text/correction_round.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QCPTextElement;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QToolButton;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace unembed {

class CorrectionGate;
class InferenceWorker;

class Vec2TextView : public QWidget {
    Q_OBJECT
public:
    explicit Vec2TextView(InferenceWorker* worker, QWidget* parent = nullptr);
    ~Vec2TextView() override;

    // The vectors a run inverts: rows of a dataset of the case at `casePath`, with their true
    // texts where the dataset has them (empty strings otherwise).
    void setTarget(const QString& casePath, qint64 datasetId, const QString& datasetName,
                   const std::vector<qint64>& rows, const QStringList& trueTexts);
    void setModelFolders(const QString& inverter, const QString& corrector,
                         const QString& embedder);

    QStandardItemModel* roundsModel() const { return rounds_; }
    QCustomPlot* chart() const { return chart_; }
    bool isRunning() const { return jobId_ != 0; }
    QSpinBox* stepsBox() const { return steps_; }
    QLineEdit* mapEdit() const { return map_; }
    QSpinBox* beamBox() const { return beam_; }
    QCheckBox* stopWhenNoGainBox() const { return stopWhenNoGain_; }
    QComboBox* modeBox() const { return mode_; }
    QToolButton* modelFoldersToggle() const { return modelsToggle_; }
    QLabel* modelFoldersSummary() const { return modelsSummary_; }

public Q_SLOTS:
    void startRun();  // Ctrl+R; resumes a paused run
    void stepRound(); // F10; starts a paused run when none is running
    void pauseRun();  // Ctrl+Shift+P
    void cancelRun(); // Esc
    // Another case is open: its rounds leave the view, and a run in flight goes on in Jobs
    // without it (its rounds are that case's).
    void clearRounds();

Q_SIGNALS:
    // The run ended (finished, failed or cancelled); its rounds are in the case.
    void runEnded();

private:
    void launch(bool paused);
    void clearShownRounds();
    void addRound(quint64 tag, const CorrectionRound& round);
    void endRun(int jobId);
    void showChartFor(QStandardItem* vectorItem);
    void updateButtons();
    void updateProgressText();
    // A folder field remembered under `settingsKey`, starting at `fallback` (the demo pack's).
    QLineEdit* folderField(const QString& settingsKey, const QString& label,
                           const QString& fallback);

    // Null once the worker is gone: the main window stops its thread (which deletes the worker)
    // before its child views are destroyed.
    QPointer<InferenceWorker> worker_;
    std::shared_ptr<CorrectionGate> gate_;
    QString casePath_;
    qint64 datasetId_ = 0;
    std::vector<qint64> rows_;
    QStringList trueTexts_;
    QLabel* target_;
    QLineEdit* inverter_;
    QLineEdit* corrector_;
    QLineEdit* backbone_;
    QLineEdit* embedder_;
    QLineEdit* map_; // an alignment map: the attackers read the victim's vectors through it
    QSpinBox* steps_;
    QSpinBox* beam_;
    QCheckBox* stopWhenNoGain_;
    QComboBox* mode_;
    QToolButton* modelsToggle_;
    QLabel* modelsSummary_;
    QPushButton* run_;
    QPushButton* step_;
    QPushButton* pause_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QTreeView* tree_;
    QStandardItemModel* rounds_;
    QCustomPlot* chart_;
    QCPTextElement* chartTitle_;                // names the vector drawn
    QHash<qint64, QStandardItem*> vectorItems_; // by dataset row
    QHash<qint64, QString> lastText_;           // by dataset row: the previous round's text
    int jobId_ = 0;
    quint64 tag_ = 0;
    int roundShown_ = -1; // the latest round shown of any vector
};

} // namespace unembed
