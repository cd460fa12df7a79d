#include "correction_gate.h"

#include "error.h"
#include "runtime/cancel_token.h"

#include <QMutexLocker>

namespace unembed {

void CorrectionGate::run() {
    QMutexLocker lock(&mutex_);
    paused_ = false;
    changed_.wakeAll();
}

void CorrectionGate::pause() {
    QMutexLocker lock(&mutex_);
    paused_ = true;
    steps_ = 0;
}

void CorrectionGate::step() {
    QMutexLocker lock(&mutex_);
    paused_ = true;
    ++steps_;
    changed_.wakeAll();
}

bool CorrectionGate::isPaused() const {
    QMutexLocker lock(&mutex_);
    return paused_;
}

void CorrectionGate::pass(const CancelToken& cancel) {
    QMutexLocker lock(&mutex_);
    while (paused_ && steps_ == 0) {
        cancel.throwIfCancelled();
        // The cancel token is not the gate's to signal: look at it a few times a second.
        changed_.wait(&mutex_, 100);
    }
    cancel.throwIfCancelled();
    if (paused_) --steps_;
}

} // namespace unembed
