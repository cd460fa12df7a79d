// The per-client rate limit of `unembed-cli serve`: each client address, whatever port it comes
// from, gets at most N requests in each one-second window, so one busy client slows only itself.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>

namespace unembed {

class ClientRateLimit {
public:
    // `perSecond` 0: no limit.
    explicit ClientRateLimit(qint64 perSecond);
    // Counts a request from `client`: true when it is within the limit.
    bool admit(const QByteArray& client);
    // Whole seconds a refused client waits for its next window (Retry-After).
    static constexpr int kRetryAfterSeconds = 1;

private:
    struct Window {
        qint64 startMs = 0;
        qint64 used = 0;
    };
    qint64 perSecond_;
    QElapsedTimer clock_;
    QHash<QByteArray, Window> windows_;
};

} // namespace unembed
