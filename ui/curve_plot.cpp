#include "curve_plot.h"

#include "eval/report_text.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <optional>

namespace unembed {

namespace {

constexpr double kHoverRadius = 8; // pixels from a point within which its tooltip shows
constexpr int kHoverDigits = 4;    // significant digits of a hovered point's values
constexpr double kLineMarkerSize = 6;
constexpr double kSinglePointMarkerSize = 14;
constexpr qsizetype kLongSeriesName = 20; // characters
constexpr int kTitleMargin = 16;          // pixels left free either side of a wrapped title
const QSize kMinimumPlot(240, 160);

// A hovered value as a figure: four significant digits, whole numbers from 1000 up.
QString hoverNumber(double value) {
    return std::abs(value) >= 1000 ? QString::number(value, 'f', 0)
                                   : QString::number(value, 'g', kHoverDigits);
}

bool scatterOnly(const QString& kind) {
    return kind == QLatin1String("scatter");
}

} // namespace

QColor seriesColour(int index) {
    static const QColor okabeIto[] = {
        QColor(0x00, 0x72, 0xB2), // blue
        QColor(0xD5, 0x5E, 0x00), // vermillion
        QColor(0x00, 0x9E, 0x73), // bluish green
        QColor(0xE6, 0x9F, 0x00), // orange
        QColor(0xCC, 0x79, 0xA7), // reddish purple
        QColor(0x56, 0xB4, 0xE9), // sky blue
        QColor(0xF0, 0xE4, 0x42), // yellow, last: faint on white
    };
    constexpr int count = int(sizeof(okabeIto) / sizeof(okabeIto[0]));
    return okabeIto[((index % count) + count) % count];
}

CurvePlot::CurvePlot(QWidget* parent) : ThemedPlot(parent) {
    setAccessibleName(tr("Curve plot"));
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    // Dragging and zooming move the right axis with the left one, so its series stay in place.
    axisRect()->setRangeDragAxes({xAxis}, {yAxis, yAxis2});
    axisRect()->setRangeZoomAxes({xAxis}, {yAxis, yAxis2});
    setMouseTracking(true);
    connect(this, &QCustomPlot::afterLayout, this, &CurvePlot::placeLabels);
    plotLayout()->insertRow(0);
    title_ = new QCPTextElement(this, QString(), QFont(font().family(), 11, QFont::Bold));
    title_->setTextFlags(
        Qt::AlignCenter); // lines as fitTitleTo breaks them, no wrapping of its own
    plotLayout()->addElement(0, 0, title_);
    // The legend goes in a row under the axes, not over the data where it would hide points.
    auto* legendRow = new QCPLayoutGrid;
    plotLayout()->addElement(2, 0, legendRow);
    plotLayout()->setRowStretchFactor(2, 0.001);
    legendRow->setMargins(QMargins(5, 0, 5, 5));
    legendRow->addElement(0, 0, new QCPLayoutElement(this)); // spacers centre the legend
    legendRow->addElement(0, 1, legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(this));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(4);
    legend->setVisible(false);
    footnote_ = new QCPTextElement(this, QString(), QFont(font().family(), 8));
    footnote_->setTextFlags(Qt::AlignCenter);

    connect(this, &QCustomPlot::legendClick, this,
            [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) {
                if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(item))
                    setSeriesVisible(entry->plottable()->name(), !entry->plottable()->visible());
            });
    connect(this, &QCustomPlot::mouseDoubleClick, this, &CurvePlot::fitToData);
    connect(this, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        QString text = pointDescriptionAt(event->position());
        // A title cut to fit shows whole under the pointer.
        if (text.isEmpty() && title_->outerRect().contains(event->position().toPoint()) &&
            title_->text() != shownTitle_)
            text = shownTitle_;
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, this);
    });
    applyPalette();
}

void CurvePlot::clearCurve() {
    clearGraphs();
    clearItems();
    series_.clear();
    curve_ = CurveInfo();
    shownTitle_.clear();
    legend->setVisible(false);
    yAxis2->setVisible(false);
    xAxis->setScaleType(QCPAxis::stLinear);
    xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    for (QCPAxis* axis : {xAxis, yAxis, yAxis2})
        axis->setLabel(QString());
    title_->setText(QString());
    footnote_->setText(QString());
    if (footnote_->layout() == plotLayout() && plotLayout()->take(footnote_))
        plotLayout()->simplify();
    replot();
}

void CurvePlot::showCurve(const CurveInfo& curve, const std::vector<CurvePoint>& points,
                          const QString& title) {
    clearCurve();
    curve_ = curve;
    // The case stores these in English; they are shown in the interface's language.
    shownTitle_ = title.isEmpty() ? ReportText::fromStored(curve.title) : title;
    fitTitleTo(width());
    xAxis->setLabel(ReportText::fromStored(curve.xLabel));
    yAxis->setLabel(ReportText::fromStored(curve.yLabel));
    yAxis2->setLabel(ReportText::fromStored(curve.y2Label));
    if (curve.logX) {
        xAxis->setScaleType(QCPAxis::stLogarithmic);
        xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog));
    } else if (!points.empty() &&
               std::all_of(points.begin(), points.end(),
                           [](const CurvePoint& p) { return p.x == std::floor(p.x); })) {
        xAxis->setTicker(wholeNumberTicker());
    }

    // Four legend entries a row, two when the names are long (a run's label and a metric), one
    // when they are longer still, so that an exported figure keeps every name whole.
    qsizetype longestName = 0;
    for (const CurvePoint& point : points)
        longestName = std::max(longestName, point.series.size());
    legend->setWrap(longestName > 2 * kLongSeriesName ? 1 : longestName > kLongSeriesName ? 2 : 4);

    QHash<QString, size_t> seriesIndex;
    for (const CurvePoint& point : points) {
        auto found = seriesIndex.constFind(point.series);
        if (found == seriesIndex.constEnd()) {
            QCPAxis* valueAxis = point.axis == 2 ? yAxis2 : yAxis;
            QCPGraph* graph = addGraph(xAxis, valueAxis);
            graph->setName(ReportText::fromStored(point.series));
            found = seriesIndex.insert(point.series, series_.size());
            series_.push_back({graph, {}, nullptr, {}});
        }
        series_[*found].points.push_back(point);
    }

    const QJsonObject cleanFigures = curve.kind == QLatin1String("defence")
                                         ? QJsonDocument::fromJson(curve.paramsJson.toUtf8())
                                               .object()
                                               .value(QStringLiteral("clean"))
                                               .toObject()
                                         : QJsonObject();
    bool anyOnRightAxis = false;
    for (size_t i = 0; i < series_.size(); ++i) {
        Series& s = series_[i];
        const QColor colour = seriesColour(int(i));
        QVector<double> xs, ys;
        std::optional<double> baseline;
        for (const CurvePoint& point : s.points) {
            // A log axis has no place for x <= 0 (the clean lambda = 0 of a noise sweep): that
            // value is drawn as a dashed line across the plot instead.
            if (curve.logX && point.x <= 0.0) {
                baseline = point.y;
                continue;
            }
            xs << point.x;
            ys << point.y;
        }
        // A defence sweep's clean figures have no strength to sit at: they are dashed too.
        const QJsonValue clean = cleanFigures.value(s.points.front().series);
        if (clean.isDouble()) baseline = clean.toDouble();
        if (baseline) {
            auto* line = new QCPItemStraightLine(this);
            line->setPen(QPen(colour, 1, Qt::DashLine));
            for (QCPItemPosition* end : {line->point1, line->point2})
                end->setAxes(xAxis, s.graph->valueAxis());
            line->point1->setCoords(1.0, *baseline);
            line->point2->setCoords(10.0, *baseline);
            s.baseline = line;
        }
        s.graph->setData(xs, ys);
        const bool single = s.points.size() == 1;
        const bool dotsOnly = single || scatterOnly(curve.kind);
        s.graph->setLineStyle(dotsOnly ? QCPGraph::lsNone : QCPGraph::lsLine);
        s.graph->setPen(QPen(colour, 2));
        s.graph->setScatterStyle(
            single ? QCPScatterStyle(QCPScatterStyle::ssDiamond, colour, colour,
                                     kSinglePointMarkerSize)
                   : QCPScatterStyle(QCPScatterStyle::ssDisc, colour, kLineMarkerSize));
        anyOnRightAxis = anyOnRightAxis || s.graph->valueAxis() == yAxis2;
        // Defences compared: each operating point says which strength it is.
        if (curve.kind == QLatin1String("defences"))
            for (const CurvePoint& point : s.points) {
                if (point.label.isEmpty()) continue;
                auto* label = new QCPItemText(this);
                label->setClipToAxisRect(true);
                label->position->setAxes(xAxis, s.graph->valueAxis());
                label->position->setCoords(point.x, point.y);
                label->setFont(QFont(font().family(), 8));
                label->setColor(colour);
                label->setText(ReportText::fromStored(point.label));
                s.labels.push_back(label);
            }
    }
    yAxis2->setVisible(anyOnRightAxis);
    QStringList notes;
    if (std::any_of(series_.begin(), series_.end(), [](const Series& s) { return s.baseline; }))
        notes << (curve.kind == QLatin1String("defence")
                      ? tr("dashed lines: the same figures without the defence")
                      : tr("dashed lines: \u03bb = 0 (no noise), which a log axis cannot place"));
    QStringList right;
    for (const Series& s : series_)
        if (s.graph->valueAxis() == yAxis2) right << s.graph->name();
    if (anyOnRightAxis && right.size() < int(series_.size()))
        notes << tr("right axis: %1").arg(right.join(QStringLiteral(", ")));
    if (!notes.isEmpty()) {
        // One note a line: side by side they outran a narrow plot and lost both ends.
        footnote_->setText(notes.join(QLatin1Char('\n')));
        plotLayout()->addElement(plotLayout()->rowCount(), 0, footnote_);
        plotLayout()->setRowStretchFactor(plotLayout()->rowCount() - 1, 0.001);
    }
    legend->setVisible(!series_.empty());
    legend->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    legend->setMaximumSize(legend->minimumOuterSizeHint());

    fitToData();
}

void CurvePlot::fitToData() {
    rescaleAxes();
    // The clean baselines are items, not data: keep them in view too.
    for (int i = 0; i < itemCount(); ++i)
        if (auto* line = qobject_cast<QCPItemStraightLine*>(item(i))) {
            QCPAxis* axis = line->point1->valueAxis();
            QCPRange range = axis->range();
            range.expand(line->point1->coords().y());
            axis->setRange(range);
        }
    // A little room around the data so markers on the edges are drawn whole.
    for (QCPAxis* axis : {xAxis, yAxis, yAxis2})
        axis->scaleRange(1.08, axis->range().center());
    // Defences compared: room on the right and at the top for the labels that start at each
    // point and stand on it.
    if (curve_.kind == QLatin1String("defences") && xAxis->scaleType() == QCPAxis::stLinear) {
        xAxis->setRangeUpper(xAxis->range().upper + 0.25 * xAxis->range().size());
        yAxis->setRangeUpper(yAxis->range().upper + 0.06 * yAxis->range().size());
    }
    replot();
}

QString CurvePlot::pointDescriptionAt(const QPointF& pixel) const {
    const CurvePoint* nearest = nullptr;
    const QCPGraph* graph = nullptr;
    double best = kHoverRadius;
    for (const Series& s : series_) {
        if (!s.graph->visible()) continue;
        for (const CurvePoint& point : s.points) {
            const double px = s.graph->keyAxis()->coordToPixel(point.x);
            const double py = s.graph->valueAxis()->coordToPixel(point.y);
            const double distance = std::hypot(px - pixel.x(), py - pixel.y());
            if (distance <= best) {
                best = distance;
                nearest = &point;
                graph = s.graph;
            }
        }
    }
    if (!nearest) return {};
    QString text =
        tr("%1\n%2 = %3\n%4 = %5")
            .arg(graph->name(), xAxis->label().isEmpty() ? QStringLiteral("x") : xAxis->label(),
                 hoverNumber(nearest->x),
                 nearest->axis == 2
                     ? (yAxis2->label().isEmpty() ? QStringLiteral("y") : yAxis2->label())
                     : (yAxis->label().isEmpty() ? QStringLiteral("y") : yAxis->label()),
                 hoverNumber(nearest->y));
    if (!nearest->label.isEmpty())
        text += QLatin1Char('\n') + ReportText::fromStored(nearest->label);
    return text;
}

void CurvePlot::setSeriesVisible(const QString& series, bool visible) {
    for (const Series& s : series_)
        if (s.graph->name() == series) {
            s.graph->setVisible(visible); // its labels follow at the next layout (placeLabels)
            if (s.baseline) s.baseline->setVisible(visible);
            if (QCPPlottableLegendItem* entry = legend->itemWithPlottable(s.graph))
                entry->setTextColor(palette().color(visible ? QPalette::Active : QPalette::Disabled,
                                                    QPalette::Text));
        }
    replot();
}

void CurvePlot::placeLabels() {
    struct Place {
        Qt::Alignment alignment;
        QMargins padding; // the gap between the point and the text, on the point's side
    };
    constexpr int gap = 4;
    static const Place places[] = {
        {Qt::AlignLeft | Qt::AlignBottom, QMargins(gap, 0, 0, gap)},  // right, above
        {Qt::AlignLeft | Qt::AlignTop, QMargins(gap, gap, 0, 0)},     // right, below
        {Qt::AlignRight | Qt::AlignBottom, QMargins(0, 0, gap, gap)}, // left, above
        {Qt::AlignRight | Qt::AlignTop, QMargins(0, gap, gap, 0)},    // left, below
        {Qt::AlignLeft | Qt::AlignVCenter, QMargins(2 * gap, 0, 0, 0)},
        {Qt::AlignRight | Qt::AlignVCenter, QMargins(0, 0, 2 * gap, 0)},
    };
    const QRectF area = axisRect()->rect();
    std::vector<QPointF> markers;
    for (const Series& s : series_)
        if (s.graph->visible())
            for (const CurvePoint& point : s.points)
                markers.emplace_back(s.graph->keyAxis()->coordToPixel(point.x),
                                     s.graph->valueAxis()->coordToPixel(point.y));
    struct Shown {
        QRectF text; // where its text is drawn
        QPointF anchor;
        QString label;
    };
    std::vector<Shown> shown;
    for (const Series& s : series_)
        for (QCPItemText* label : s.labels) {
            label->setVisible(false);
            if (!s.graph->visible()) continue;
            const QPointF anchor = label->position->pixelPosition();
            const bool repeated = std::any_of(shown.begin(), shown.end(), [&](const Shown& other) {
                return other.label == label->text() &&
                       (other.anchor - anchor).manhattanLength() < gap;
            });
            if (repeated) continue;
            for (const Place& place : places) {
                label->setPositionAlignment(place.alignment);
                label->setPadding(place.padding);
                const QRectF box(label->topLeft->pixelPosition(),
                                 label->bottomRight->pixelPosition());
                const QRectF text = box.marginsRemoved(QMarginsF(place.padding));
                const bool free =
                    area.contains(box) &&
                    std::none_of(shown.begin(), shown.end(),
                                 [&](const Shown& other) { return other.text.intersects(text); }) &&
                    std::none_of(markers.begin(), markers.end(), [&](const QPointF& marker) {
                        const double r = kLineMarkerSize / 2;
                        return text.intersects(
                            QRectF(marker - QPointF(r, r), QSizeF(2 * r, 2 * r)));
                    });
                if (!free) continue;
                label->setVisible(true);
                shown.push_back({text, anchor, label->text()});
                break;
            }
        }
}

void CurvePlot::dropHiddenFromLegend() {
    for (const Series& s : series_)
        if (!s.graph->visible()) s.graph->removeFromLegend();
    legend->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    legend->setMaximumSize(legend->minimumOuterSizeHint());
    legend->setVisible(legend->itemCount() > 0);
}

void CurvePlot::fitTitleTo(int width) {
    const QString& title = shownTitle_;
    const QFontMetrics metrics(title_->font());
    const int room = qMax(1, width - 2 * kTitleMargin);
    QStringList lines;
    QString line;
    for (const QString& word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= room) {
            line = longer;
        } else {
            lines << line;
            line = word;
        }
    }
    if (!line.isEmpty()) lines << line;
    if (lines.size() > 2) lines = {lines[0], lines.mid(1).join(QLatin1Char(' '))};
    for (QString& l : lines)
        l = metrics.elidedText(l, Qt::ElideRight, room);
    const QString text = lines.join(QLatin1Char('\n'));
    if (text != title_->text()) title_->setText(text);
}

QSize CurvePlot::minimumSizeHint() const {
    return kMinimumPlot;
}

void CurvePlot::resizeEvent(QResizeEvent* event) {
    fitTitleTo(event->size().width());
    ThemedPlot::resizeEvent(event);
}

QStringList CurvePlot::hiddenSeries() const {
    QStringList hidden;
    for (const Series& s : series_)
        if (!s.graph->visible()) hidden << s.graph->name();
    return hidden;
}

void CurvePlot::applyPalette() {
    ThemedPlot::applyPalette();
    const QPalette colours = palette();
    title_->setTextColor(colours.color(QPalette::Text));
    footnote_->setTextColor(colours.color(QPalette::Text));
    for (const Series& s : series_)
        if (QCPPlottableLegendItem* entry = legend->itemWithPlottable(s.graph))
            entry->setTextColor(colours.color(
                s.graph->visible() ? QPalette::Active : QPalette::Disabled, QPalette::Text));
    replot();
}

} // namespace unembed
