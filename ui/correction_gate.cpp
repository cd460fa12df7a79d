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
    allowedRound_ = lastRound_; // the other vectors' reports of the round being shown
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

void CorrectionGate::pass(const CancelToken& cancel, int round) {
    QMutexLocker lock(&mutex_);
    // The next batch of vectors starts again at round 0.
    if (round < lastRound_) allowedRound_ = -1;
    while (paused_ && round > allowedRound_) {
        if (steps_ > 0) {
            --steps_;
            allowedRound_ = round;
            break;
        }
        cancel.throwIfCancelled();
        // The cancel token is not the gate's to signal: look at it a few times a second.
        changed_.wait(&mutex_, 100);
    }
    cancel.throwIfCancelled();
    lastRound_ = round;
}

} // namespace unembed
