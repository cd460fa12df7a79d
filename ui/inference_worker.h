// The inference worker: one QObject living on its own QThread that runs every long job (imports,
// inversion runs; training and sweeps) one after another, so the GUI thread never blocks.
// Jobs report progress and can be cancelled between steps; each opens its own case connection.
#pragma once

#include "attacks/vec2text/correction_round.h"
#include "training/training_settings.h"

#include <QMetaType>
#include <QMutex>
#include <QObject>
#include <QString>

#include <deque>
#include <functional>
#include <memory>

namespace unembed {

class CancelToken;
struct Progress;

class InferenceWorker : public QObject {
    Q_OBJECT
public:
    // A job's body: runs on the worker thread, returns a one-line summary, throws to fail.
    using ReportProgress = std::function<void(const Progress&)>;
    using Task = std::function<QString(const CancelToken&, const ReportProgress&)>;

    explicit InferenceWorker(QObject* parent = nullptr);
    ~InferenceWorker() override;

    // Thread-safe. Returns the job id.
    int enqueue(const QString& title, Task task);
    // GUI thread, before enqueue: calls `done` with the job's id on `receiver`'s thread when the
    // job whose id is then stored in the returned holder finishes, and forgets it when that job
    // fails or is cancelled, or when `receiver` goes. A signal reaches only the connections made
    // before it is emitted, and a short job may end before enqueue returns.
    std::shared_ptr<int> whenFinished(QObject* receiver, const std::function<void(int)>& done);
    // Thread-safe. A queued job is dropped, a running one stops at its next step.
    void cancel(int jobId);
    void cancelAll();
    bool hasPendingJobs() const;
    // Thread-safe: a tag that no other job of any view carries, for the rounds and training
    // steps of one job; every view draws its tags here, so none shows another's.
    static quint64 newTag();
    // Thread-safe: a job's correction run reports a finished round. `tag` tells the view that
    // started the run its own rounds from another's.
    void publishRound(quint64 tag, const CorrectionRound& round) {
        Q_EMIT roundFinished(tag, round);
    }
    // Thread-safe: a training job reports an optimiser step or a finished epoch.
    void publishTrainingStep(quint64 tag, const TrainingProgress& step) {
        Q_EMIT trainingStep(tag, step);
    }
    void publishEpoch(quint64 tag, const EpochReport& epoch) { Q_EMIT epochFinished(tag, epoch); }

Q_SIGNALS:
    void deviceReady(const QString& summary, const QString& details);
    // The device chosen could not be used; the message says which was used instead.
    void deviceProblem(const QString& message);
    void jobQueued(int jobId, const QString& title);
    void jobStarted(int jobId);
    void progress(int jobId, const QString& stage, qint64 done, qint64 total);
    void jobFinished(int jobId, const QString& summary);
    void jobFailed(int jobId, const QString& message);
    void jobCancelled(int jobId);
    void roundFinished(quint64 tag, const unembed::CorrectionRound& round);
    void trainingStep(quint64 tag, const unembed::TrainingProgress& step);
    void epochFinished(quint64 tag, const unembed::EpochReport& epoch);

public Q_SLOTS:
    // Called once the worker lives on its thread: sets up libtorch and reports the device.
    void initialise();

private:
    struct Job {
        int id = 0;
        QString title;
        Task task;
        std::shared_ptr<CancelToken> cancel;
    };
    void runNext();

    mutable QMutex mutex_;
    std::deque<Job> queue_;
    std::shared_ptr<CancelToken> running_;
    int runningId_ = 0;
    int nextId_ = 1;
};

} // namespace unembed

Q_DECLARE_METATYPE(unembed::CorrectionRound)
Q_DECLARE_METATYPE(unembed::TrainingProgress)
Q_DECLARE_METATYPE(unembed::EpochReport)
