// The jobs panel: one row per job of the inference worker with its progress bar, elapsed time,
// state and a cancel button.
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;
class QVBoxLayout;

namespace unembed {

class InferenceWorker;

class JobsPanel : public QWidget {
    Q_OBJECT
public:
    JobsPanel(InferenceWorker* worker, QWidget* parent = nullptr);

    int jobCount() const { return int(rows_.size()); }

private:
    struct Row {
        QWidget* widget = nullptr;
        QLabel* title = nullptr;
        QLabel* state = nullptr;
        QLabel* elapsed = nullptr;
        QProgressBar* bar = nullptr;
        QPushButton* cancel = nullptr;
        QElapsedTimer clock;
        bool running = false;
    };
    void addJob(int jobId, const QString& title);
    void startJob(int jobId);
    void updateProgress(int jobId, const QString& stage, qint64 done, qint64 total);
    enum class Outcome { Finished, Failed, Cancelled };
    void endJob(int jobId, const QString& state, Outcome outcome);
    void tick();

    InferenceWorker* worker_;
    QVBoxLayout* list_;
    QTimer* ticker_;
    QHash<int, Row> rows_;
};

} // namespace unembed
