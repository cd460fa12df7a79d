// The plot every figure is drawn with: a stored curve (core/store/curve_store.h) rendered into a
// QCustomPlot, the same way in the Curves view and in `unembed-cli export`.
#pragma once

#include "store/curve_store.h"

#include "themed_plot.h"

#include <vector>

namespace unembed {

// The colour of the index-th series of a figure: the Okabe-Ito palette without its black, in an
// order that keeps the first colours distinct for colour-blind readers on light and dark grounds.
QColor seriesColour(int index);

class CurvePlot : public ThemedPlot {
    Q_OBJECT
public:
    explicit CurvePlot(QWidget* parent = nullptr);

    // Replaces the figure by `curve`: one graph per series, in order of first appearance, on the
    // left or right y axis as each point says; a series of one point is drawn as a large marker.
    // `title`: the title as shown (already in the interface's language, e.g. with the run and
    // dataset named); empty for the curve's own, translated as its other stored texts are.
    void showCurve(const CurveInfo& curve, const std::vector<CurvePoint>& points,
                   const QString& title = {});
    // Empties the figure (no case, or no curve selected).
    void clearCurve();
    const CurveInfo& curve() const { return curve_; }

    // The tooltip for the drawn point nearest to `pixel` within a few pixels (series, exact x and
    // y, and the point's label), or an empty string when no visible point is that close.
    QString pointDescriptionAt(const QPointF& pixel) const;
    // Shows or hides a series by name and greys its legend entry; a click on the entry toggles it.
    void setSeriesVisible(const QString& series, bool visible);
    QStringList hiddenSeries() const;
    // Brings every point back into view after zooming or panning; a double click does this.
    void fitToData();
    // Leaves the hidden series' entries out of the legend (a figure for print), where the view
    // greys them so that a click can bring them back.
    void dropHiddenFromLegend();
    // Breaks the title into lines that fit `width` pixels (two at most, the second elided), so
    // that a long title never widens the plot; the view does this on every resize, an export for
    // the figure's width.
    void fitTitleTo(int width);
    // The whole title in the interface's language, whatever its lines on screen.
    QString fullTitle() const { return shownTitle_; }
    // The line under the legend that says what the dashed lines are and which series the right
    // axis holds; empty when the figure has neither.
    QString footnote() const { return footnote_->text(); }

    // Small: a long title or legend wraps or is cut, and never widens the window.
    QSize minimumSizeHint() const override;

protected:
    void applyPalette() override; // and the title and each series' legend entry
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Series {
        QCPGraph* graph;
        std::vector<CurvePoint> points;          // stored order; the graph sorts its own copy by x
        QCPItemStraightLine* baseline = nullptr; // the clean figure (no defence), hidden with it
        std::vector<QCPItemText*> labels;        // each point's label (defences compared)
    };

    // Defences compared: puts each visible series' point labels where they overlap no other label
    // or marker and stay inside the axis rect, trying the four corners around the point and its
    // sides in turn; a label with no free place (or the same text at the same place as one
    // already shown) is hidden, and the point's tooltip still names it. Runs after every layout,
    // so zooming, resizing, toggling a series and exporting all place the labels afresh.
    void placeLabels();

    QCPTextElement* title_;    // owned by the plot's layout
    QCPTextElement* footnote_; // in the layout's last row while it has text
    CurveInfo curve_;
    QString shownTitle_; // curve_.title in the interface's language
    std::vector<Series> series_;
};

} // namespace unembed
