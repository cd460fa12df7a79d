// A QCustomPlot drawn in its widget palette's colours (the base as ground, the text colour for
// axes, labels, grid and legend), so figures stay legible under light and dark palettes and
// follow a palette change. Every plot of the workbench is one.
#pragma once

#include <qcustomplot.h>

namespace unembed {

class ThemedPlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit ThemedPlot(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;
    // Colours the ground, axes, grid and legend from palette() and replots; a subclass colours
    // what it adds, after calling this.
    virtual void applyPalette();
};

// Ticks at whole numbers only (rounds, lengths, bits, dimensions, leaked pairs): none between
// two of them however far the axis is zoomed in.
QSharedPointer<QCPAxisTicker> wholeNumberTicker();

} // namespace unembed
