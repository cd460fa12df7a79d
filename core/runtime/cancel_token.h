// Cooperative cancellation and progress reporting shared by every long job (import, training,
// inversion, sweeps): the GUI's inference worker and the CLI both pass these in.
#pragma once

#include <QString>

#include <atomic>
#include <functional>

namespace unembed {

class CancelToken {
public:
    void cancel() { cancelled_.store(true); }
    bool isCancelled() const { return cancelled_.load(); }
    // Throws Cancelled when cancel() was called; long loops call this between steps.
    void throwIfCancelled() const;

private:
    std::atomic<bool> cancelled_{false};
};

struct Progress {
    QString stage;
    qint64 done = 0;
    qint64 total = 0; // 0 when unknown
};

using ProgressFn = std::function<void(const Progress&)>;

} // namespace unembed
