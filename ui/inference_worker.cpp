#include "inference_worker.h"

#include "compute_settings.h"
#include "error.h"
#include "runtime/cancel_token.h"
#include "runtime/compute_device.h"

#include <QMutexLocker>

#include <atomic>

namespace unembed {

quint64 InferenceWorker::newTag() {
    static std::atomic<quint64> next{1};
    return next++;
}

InferenceWorker::InferenceWorker(QObject* parent) : QObject(parent) {
    qRegisterMetaType<CorrectionRound>();
    qRegisterMetaType<TrainingProgress>();
    qRegisterMetaType<EpochReport>();
}

InferenceWorker::~InferenceWorker() = default;

void InferenceWorker::initialise() {
    // libtorch and CUDA start here, on the worker's thread, not before the window appears.
    const QString problem = chooseDeviceFromSettings();
    const ComputeInfo info = computeInfo();
    Q_EMIT deviceReady(
        info.summary(),
        tr("Device: %1\nThreads: %2 (OpenMP waiting: %3)\nlibtorch %4\nBLAS: %5%6%7%8")
            .arg(info.deviceName)
            .arg(info.threads)
            .arg(info.waitPolicy, info.torchVersion, info.blas,
                 info.blasThreads > 0 ? tr(", %n thread(s)", nullptr, info.blasThreads) : QString(),
                 info.blasKernels.isEmpty() ? QString() : tr(", %1 kernels").arg(info.blasKernels),
                 info.rowKernels.isEmpty() ? QString()
                                           : tr("\nFew-row products: %1").arg(info.rowKernels)));
    if (!problem.isEmpty()) Q_EMIT deviceProblem(problem);
}

int InferenceWorker::enqueue(const QString& title, Task task) {
    int id = 0;
    {
        QMutexLocker lock(&mutex_);
        id = nextId_++;
        queue_.push_back({id, title, std::move(task), std::make_shared<CancelToken>()});
    }
    Q_EMIT jobQueued(id, title);
    QMetaObject::invokeMethod(this, &InferenceWorker::runNext, Qt::QueuedConnection);
    return id;
}

std::shared_ptr<int> InferenceWorker::whenFinished(QObject* receiver,
                                                   const std::function<void(int)>& done) {
    auto jobId = std::make_shared<int>(0);
    auto* context = new QObject(receiver);
    connect(this, &InferenceWorker::jobFinished, context, [jobId, context, done](int job) {
        if (job != *jobId) return;
        done(job);
        context->deleteLater();
    });
    const auto forget = [jobId, context](int job) {
        if (job == *jobId) context->deleteLater();
    };
    connect(this, &InferenceWorker::jobFailed, context, forget);
    connect(this, &InferenceWorker::jobCancelled, context, forget);
    return jobId;
}

void InferenceWorker::cancel(int jobId) {
    QMutexLocker lock(&mutex_);
    if (runningId_ == jobId && running_) running_->cancel();
    for (Job& job : queue_)
        if (job.id == jobId) job.cancel->cancel();
}

void InferenceWorker::cancelAll() {
    QMutexLocker lock(&mutex_);
    if (running_) running_->cancel();
    for (Job& job : queue_)
        job.cancel->cancel();
}

bool InferenceWorker::hasPendingJobs() const {
    QMutexLocker lock(&mutex_);
    return running_ || !queue_.empty();
}

void InferenceWorker::runNext() {
    Job job;
    {
        QMutexLocker lock(&mutex_);
        if (queue_.empty() || running_) return;
        job = std::move(queue_.front());
        queue_.pop_front();
        running_ = job.cancel;
        runningId_ = job.id;
    }
    if (job.cancel->isCancelled()) {
        Q_EMIT jobCancelled(job.id);
    } else {
        Q_EMIT jobStarted(job.id);
        const auto report = [this, id = job.id](const Progress& p) {
            Q_EMIT progress(id, p.stage, p.done, p.total);
        };
        try {
            Q_EMIT jobFinished(job.id, job.task(*job.cancel, report));
        } catch (const Cancelled&) {
            Q_EMIT jobCancelled(job.id);
        } catch (const InputError& e) {
            Q_EMIT jobFailed(job.id, e.message());
        } catch (const std::exception& e) {
            Q_EMIT jobFailed(job.id, QString::fromUtf8(e.what()));
        }
    }
    {
        QMutexLocker lock(&mutex_);
        running_.reset();
        runningId_ = 0;
    }
    QMetaObject::invokeMethod(this, &InferenceWorker::runNext, Qt::QueuedConnection);
}

} // namespace unembed
