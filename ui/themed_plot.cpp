#include "themed_plot.h"

namespace unembed {

ThemedPlot::ThemedPlot(QWidget* parent) : QCustomPlot(parent) {
    ThemedPlot::applyPalette();
}

void ThemedPlot::changeEvent(QEvent* event) {
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) applyPalette();
}

void ThemedPlot::applyPalette() {
    const QPalette colours = palette();
    const QColor ground = colours.color(QPalette::Base);
    const QColor ink = colours.color(QPalette::Text);
    QColor grid = ink;
    grid.setAlphaF(0.15);
    setBackground(ground);
    for (QCPAxis* axis : {xAxis, yAxis, xAxis2, yAxis2}) {
        axis->setBasePen(QPen(ink));
        axis->setTickPen(QPen(ink));
        axis->setSubTickPen(QPen(ink));
        axis->setTickLabelColor(ink);
        axis->setLabelColor(ink);
        axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        axis->grid()->setZeroLinePen(QPen(grid));
    }
    legend->setBrush(ground);
    legend->setBorderPen(QPen(grid));
    legend->setTextColor(ink);
    replot();
}

QSharedPointer<QCPAxisTicker> wholeNumberTicker() {
    auto ticker = QSharedPointer<QCPAxisTickerFixed>(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    return ticker;
}

} // namespace unembed
