// Run, pause and single-step for a correction run on the inference worker. The run's observer
// passes the gate after each round; while the gate is paused it waits there, between two rounds,
// so pausing never loses or half-writes a round. Cancelling a waiting run ends it at once.
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
    void step();  // one more round, then wait again
    bool isPaused() const;

    // Worker thread, after each round: returns when the next round may start; throws Cancelled
    // once `cancel` is set while waiting.
    void pass(const CancelToken& cancel);

private:
    mutable QMutex mutex_;
    QWaitCondition changed_;
    bool paused_ = false;
    int steps_ = 0; // rounds allowed while paused
};

} // namespace unembed
