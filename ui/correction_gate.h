// Run, pause and single-step for a correction run on the inference worker. The run's observer
// passes the gate before it shows a vector's round; while the gate is paused it waits there, so
// pausing never loses or half-writes a round. A step lets one round through for every vector
// corrected together (the vectors of a batch), and pausing lets the round being shown finish for
// all of them. Cancelling a waiting run ends it at once.
#pragma once

#include <QMutex>
#include <QWaitCondition>

namespace unembed {

class CancelToken;

class CorrectionGate {
public:
    // GUI thread.
    void run();   // rounds follow each other freely
    void pause(); // the next round waits
    void step();  // one more round of every vector, then wait again
    bool isPaused() const;

    // Worker thread, before a vector's round `round` is shown: returns when it may be; throws
    // Cancelled once `cancel` is set while waiting.
    void pass(const CancelToken& cancel, int round);

private:
    mutable QMutex mutex_;
    QWaitCondition changed_;
    bool paused_ = false;
    int steps_ = 0;         // rounds allowed while paused
    int allowedRound_ = -1; // while paused, rounds up to this one pass
    int lastRound_ = -1;    // the round passed last
};

} // namespace unembed
