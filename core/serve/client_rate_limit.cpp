#include "client_rate_limit.h"

namespace unembed {

namespace {

constexpr qint64 kWindowMs = 1000;
// Past this many clients, those whose window has ended are forgotten: the table stays small
// whatever number of addresses a flood comes from.
constexpr int kClientsBeforePruning = 1024;

} // namespace

ClientRateLimit::ClientRateLimit(qint64 perSecond) : perSecond_(perSecond) {
    clock_.start();
}

bool ClientRateLimit::admit(const QByteArray& client) {
    if (perSecond_ <= 0) return true;
    const qint64 now = clock_.elapsed();
    if (windows_.size() >= kClientsBeforePruning)
        windows_.removeIf(
            [now](const auto& entry) { return now - entry.value().startMs >= kWindowMs; });
    Window& window = windows_[client];
    if (window.used == 0 || now - window.startMs >= kWindowMs) window = {now, 0};
    return ++window.used <= perSecond_;
}

} // namespace unembed
