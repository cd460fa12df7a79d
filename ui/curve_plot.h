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
    void showCurve(const CurveInfo& curve, const std::vector<CurvePoint>& points);
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

protected:
    void applyPalette() override; // and the title and each series' legend entry

private:
    struct Series {
        QCPGraph* graph;
        std::vector<CurvePoint> points; // stored order; the graph sorts its own copy by x
    };

    QCPTextElement* title_; // owned by the plot's layout
    CurveInfo curve_;
    std::vector<Series> series_;
};

} // namespace unembed
