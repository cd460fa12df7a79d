// Where the main window goes on the screen: at most the screen's available geometry, whatever
// was saved (another monitor, a language with longer words), and on a first launch a size that
// leaves the title bar and the status bar on screen.
#pragma once

#include <QByteArray>
#include <QSize>

class QWidget;

namespace unembed {

// The window's size on a first launch where the screen has room for it and a title bar.
constexpr QSize kPreferredWindowSize(1280, 800);

// Restores `geometry` (QWidget::saveGeometry's bytes) and keeps the window within the available
// geometry of its screen, less room for a window manager's frame. Returns false when there was
// nothing to restore.
bool restoreFittedGeometry(QWidget& window, const QByteArray& geometry);

// Shows a window that has no saved geometry: at its size where that fits the available geometry
// with a title bar, maximised where it does not.
void showFirstTime(QWidget& window);

} // namespace unembed
