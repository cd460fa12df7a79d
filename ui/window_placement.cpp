#include "window_placement.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace unembed {

namespace {

// A window manager's frame: borders and a title bar, which the saved geometry leaves out.
constexpr QSize kFrameAllowance(16, 48);

QRect availableGeometry(const QWidget& window) {
    const QScreen* screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

} // namespace

bool restoreFittedGeometry(QWidget& window, const QByteArray& geometry) {
    if (geometry.isEmpty() || !window.restoreGeometry(geometry)) return false;
    const QRect available = availableGeometry(window);
    if (available.isEmpty() || window.isMaximized() || window.isFullScreen()) return true;
    const QSize room = (available.size() - kFrameAllowance).expandedTo(QSize(320, 240));
    const QSize size = window.size().boundedTo(room);
    const int x =
        qBound(available.left(), window.x(), available.left() + room.width() - size.width());
    const int y =
        qBound(available.top(), window.y(), available.top() + room.height() - size.height());
    window.resize(size);
    window.move(x, y);
    return true;
}

void showFirstTime(QWidget& window) {
    const QRect available = availableGeometry(window);
    const QSize needed = window.size() + kFrameAllowance;
    if (!available.isEmpty() &&
        (needed.width() > available.width() || needed.height() > available.height()))
        window.showMaximized();
    else
        window.show();
}

} // namespace unembed
