#include "map_view.h"

#include "curve_plot.h"
#include "error.h"
#include "eval/nearest_neighbours.h"
#include "inference_worker.h"
#include "metric_labels.h"
#include "store/case_file.h"
#include "store/dataset_store.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace unembed {

namespace {

const double kPointSize = 6;
// Five bands of a colouring, low to high (viridis), and the rows without a figure.
const QColor kBands[] = {QColor(0x44, 0x01, 0x54), QColor(0x3b, 0x52, 0x8b),
                         QColor(0x21, 0x91, 0x8c), QColor(0x5e, 0xc9, 0x62),
                         QColor(0xfd, 0xe7, 0x25)};
const int kBandCount = int(sizeof(kBands) / sizeof(kBands[0]));
const QColor kNoFigure(0x99, 0x99, 0x99);
// A point shows its text when the pointer is this close to its centre (pixels).
const double kHoverRadius = kPointSize;
// Hover shows nearest neighbours for datasets up to this size: exact search on every row, a
// second or so beside the map.
const qint64 kHoverNeighbourRows = 2000;
// A hovered text is cut to this many characters.
const int kHoverTextLength = 300;

QString shortened(const QString& text) {
    return text.size() > kHoverTextLength ? text.left(kHoverTextLength) + QStringLiteral("…")
                                          : text;
}

} // namespace

MapView::MapView(InferenceWorker* worker, QWidget* parent)
    : QWidget(parent), worker_(worker), plot_(new ThemedPlot), method_(new QComboBox),
      colour_(new QComboBox), draw_(new QPushButton(tr("Draw Map"))), status_(new QLabel) {
    method_->addItem(tr("PCA"), int(MapMethod::Pca));
    method_->addItem(tr("t-SNE (first 2,000 rows)"), int(MapMethod::Tsne));
    method_->setAccessibleName(tr("Projection"));
    colour_->setAccessibleName(tr("Colour the points by"));
    draw_->setToolTip(tr("Project the dataset's vectors with the method chosen, on the worker"));
    status_->setWordWrap(true);
    plot_->setObjectName(QStringLiteral("mapPlot"));
    plot_->setAccessibleName(tr("Map of the vectors"));
    plot_->setInteractions(QCP::iRangeZoom | QCP::iSelectPlottables | QCP::iMultiSelect);
    plot_->setSelectionRectMode(QCP::srmSelect);
    // The colour bands' legend goes beside the axes, off the points, when there are bands.
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->legend->setBorderPen(Qt::NoPen);
    showLegend(false);
    plot_->setMinimumSize(240, 160);
    plot_->setMouseTracking(true);
    connect(plot_, &QCustomPlot::mouseMove, this, &MapView::showPointText);
    connect(plot_, &QCustomPlot::selectionChangedByUser, this, &MapView::reportSelection);
    connect(plot_, &QCustomPlot::mouseDoubleClick, this, [this] {
        showAllPoints();
        plot_->replot();
    });
    connect(draw_, &QPushButton::clicked, this, &MapView::draw);
    connect(colour_, &QComboBox::currentIndexChanged, this, &MapView::recolour);
    connect(worker_, &InferenceWorker::jobFailed, this, [this](int id, const QString&) {
        if (id == pendingJob_) pendingJob_ = 0;
    });
    connect(worker_, &InferenceWorker::jobCancelled, this, [this](int id) {
        if (id == pendingJob_) pendingJob_ = 0;
    });

    // Two short rows and small combo boxes: the tab shares the window's width with the panels.
    for (QComboBox* box : {method_, colour_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    auto* projection = new QHBoxLayout;
    projection->addWidget(method_, 1);
    projection->addWidget(draw_);
    auto* choices = new QFormLayout;
    choices->addRow(tr("Projection:"), projection);
    choices->addRow(tr("Colour by:"), colour_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choices);
    layout->addWidget(status_);
    layout->addWidget(plot_, 1);
    showDataset(nullptr, 0);
}

void MapView::showDataset(CaseFile* caseFile, qint64 datasetId) {
    // The same dataset again (the case refreshed after a job): keep the map, and a map being
    // drawn, and offer what the case can now colour it by.
    const bool same = caseFile && caseFile == case_ && datasetId == datasetId_;
    case_ = caseFile;
    datasetId_ = caseFile ? datasetId : 0;
    if (!same) pendingJob_ = 0;
    {
        const QSignalBlocker quiet(colour_);
        const QString chosen = colour_->currentData().toString();
        colour_->clear();
        colour_->addItem(tr("Nothing"), QString());
        if (case_ && datasetId_ != 0) try {
                for (const MapColouring& colouring : mapColourings(*case_, datasetId_))
                    colour_->addItem(
                        tr("%1: %2").arg(colouring.run, colouring.metric.isEmpty()
                                                            ? tr("Sensitive terms recovered")
                                                            : metricLabel(colouring.metric)),
                        colouring.key);
            } catch (const InputError& e) {
                Q_EMIT failed(e.message());
            }
        colour_->setCurrentIndex(std::max(0, colour_->findData(chosen)));
    }
    draw_->setEnabled(datasetId_ != 0);
    if (same) {
        recolour();
        return;
    }
    showMap(VectorMap(), PointTexts());
    stale_ = datasetId_ != 0;
    status_->setText(datasetId_ == 0 ? tr("Select a dataset in the Case panel to map it.")
                                     : tr("Draw Map projects the dataset's vectors."));
    if (stale_ && isVisible() && method_->currentData().toInt() == int(MapMethod::Pca)) draw();
}

void MapView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // PCA is cheap: a dataset shown while the tab was hidden is mapped when it appears.
    if (stale_ && pendingJob_ == 0 && method_->currentData().toInt() == int(MapMethod::Pca)) draw();
}

int MapView::draw() {
    if (!case_ || datasetId_ == 0) return 0;
    VectorMapRequest request;
    request.datasetId = datasetId_;
    request.method = MapMethod(method_->currentData().toInt());
    const QString casePath = case_->path();
    auto result = std::make_shared<VectorMap>();
    auto texts = std::make_shared<PointTexts>();
    stale_ = false;
    const auto jobId = worker_->whenFinished(this, [this, result, texts](int id) {
        if (id != pendingJob_) return;
        pendingJob_ = 0;
        showMap(*result, *texts);
    });
    *jobId = worker_->enqueue(
        request.method == MapMethod::Pca ? tr("PCA map of dataset %1").arg(datasetId_)
                                         : tr("t-SNE map of dataset %1").arg(datasetId_),
        [casePath, request, result, texts](const CancelToken& cancel,
                                           const InferenceWorker::ReportProgress& progress) {
            CaseFile caseFile(casePath);
            *result = computeVectorMap(caseFile, request, &cancel, progress);
            const DatasetInfo dataset = requireDataset(caseFile, request.datasetId);
            if (dataset.hasTexts) texts->texts = datasetTexts(caseFile, request.datasetId);
            if (dataset.count <= kHoverNeighbourRows)
                for (const NearestNeighbour& found :
                     nearestNeighbours(caseFile, request.datasetId, &cancel))
                    if (found.neighbourRow >= 0)
                        texts->neighbours.insert(found.row, {found.neighbourRow, found.cosine});
            return tr("Mapped %n vector(s)", nullptr, int(result->rows.size()));
        });
    pendingJob_ = *jobId;
    status_->setText(tr("Mapping on the worker (see Jobs)…"));
    return *jobId;
}

void MapView::showMap(const VectorMap& map, const PointTexts& texts) {
    map_ = map;
    pointTexts_ = texts;
    // Labels first: recolour() draws the plot. The axes name the method ("t-SNE"), the status
    // line its settings.
    const QString method = map_.method.section(QStringLiteral(" ("), 0, 0);
    if (!map_.rows.empty()) {
        plot_->xAxis->setLabel(tr("%1, first axis").arg(method));
        plot_->yAxis->setLabel(tr("%1, second axis").arg(method));
    }
    recolour();
    if (map_.rows.empty()) return;
    status_->setText(map_.note.isEmpty()
                         ? tr("%n vector(s) by %1. Hover a point for its text; drag a "
                              "rectangle to select points; double-click to see them all.",
                              nullptr, int(map_.rows.size()))
                               .arg(map_.method)
                         : tr("%n vector(s) by %1: %2. Hover a point for its text; drag a "
                              "rectangle to select points; double-click to see them all.",
                              nullptr, int(map_.rows.size()))
                               .arg(map_.method, map_.note));
}

void MapView::recolour() {
    plot_->clearPlottables();
    bands_.clear();
    if (map_.rows.empty()) {
        showLegend(false);
        plot_->replot();
        return;
    }
    QHash<qint64, double> values;
    const QString key = colour_->currentData().toString();
    if (!key.isEmpty() && case_) try {
            values = mapColourValues(*case_, datasetId_, key);
        } catch (const InputError& e) {
            Q_EMIT failed(e.message());
        }
    double low = 0, high = 0;
    bool first = true;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        low = first ? it.value() : std::min(low, it.value());
        high = first ? it.value() : std::max(high, it.value());
        first = false;
    }
    const int bands = values.isEmpty() ? 1 : kBandCount;
    const double width = high > low ? (high - low) / bands : 1.0;
    std::vector<std::vector<size_t>> members(size_t(bands) + 1); // the last: no figure
    for (size_t i = 0; i < map_.rows.size(); ++i) {
        const auto found = values.constFind(map_.rows[i]);
        if (values.isEmpty())
            members[0].push_back(i);
        else if (found == values.cend())
            members[size_t(bands)].push_back(i);
        else
            members[size_t(std::clamp(int((*found - low) / width), 0, bands - 1))].push_back(i);
    }
    for (size_t band = 0; band < members.size(); ++band) {
        if (members[band].empty()) continue;
        auto* curve = new QCPCurve(plot_->xAxis, plot_->yAxis);
        const QColor colour = values.isEmpty()        ? seriesColour(0)
                              : band == size_t(bands) ? kNoFigure
                                                      : kBands[band];
        QVector<double> t, x, y;
        for (size_t i : members[band]) {
            t << double(t.size());
            x << map_.x[i];
            y << map_.y[i];
        }
        curve->setData(t, x, y);
        curve->setLineStyle(QCPCurve::lsNone);
        curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, kPointSize));
        curve->setSelectable(QCP::stMultipleDataRanges);
        // A selected point keeps its colour inside a ring of the selection colour.
        curve->selectionDecorator()->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle,
                            QPen(palette().color(QPalette::Highlight), 2), QBrush(colour),
                            kPointSize + 4),
            QCPScatterStyle::spAll);
        curve->setName(values.isEmpty() ? tr("vectors")
                       : band == size_t(bands)
                           ? tr("no figure")
                           : QStringLiteral("%1 – %2")
                                 .arg(low + width * double(band), 0, 'g', 3)
                                 .arg(low + width * double(band + 1), 0, 'g', 3));
        bands_.emplace_back(curve, members[band]);
    }
    showLegend(!values.isEmpty());
    showAllPoints();
    plot_->replot();
}

void MapView::showLegend(bool shown) {
    // Out of the layout when hidden: a hidden element still takes its column.
    QCPLayoutGrid* layout = plot_->plotLayout();
    if (shown && !layout->hasElement(0, 1)) {
        layout->addElement(0, 1, plot_->legend);
        layout->setColumnStretchFactor(1, 0.001);
    } else if (!shown && layout->hasElement(0, 1)) {
        layout->take(plot_->legend);
        layout->simplify();
    }
    plot_->legend->setVisible(shown);
}

void MapView::showAllPoints() {
    plot_->rescaleAxes();
    // A margin, so that the outermost points are drawn whole.
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis})
        axis->scaleRange(1.08, axis->range().center());
}

QList<qint64> MapView::selectedRows() const {
    QList<qint64> rows;
    for (const auto& [curve, indexes] : bands_)
        for (const QCPDataRange& range : curve->selection().dataRanges())
            for (int i = range.begin(); i < range.end(); ++i)
                rows << map_.rows[indexes[size_t(i)]];
    std::sort(rows.begin(), rows.end());
    return rows;
}

void MapView::selectRows(const QList<qint64>& rows) {
    for (const auto& [curve, indexes] : bands_) {
        QCPDataSelection selection;
        for (size_t i = 0; i < indexes.size(); ++i)
            if (rows.contains(map_.rows[indexes[i]]))
                selection.addDataRange(QCPDataRange(int(i), int(i) + 1), false);
        selection.simplify();
        curve->setSelection(selection);
    }
    plot_->replot();
    reportSelection();
}

void MapView::reportSelection() {
    const QList<qint64> rows = selectedRows();
    if (!rows.isEmpty())
        status_->setText(tr("%n point(s) selected: selected in the Vectors table and as "
                            "Vec2Text live's targets.",
                            nullptr, int(rows.size())));
    Q_EMIT rowsSelected(rows);
}

QString MapView::pointText(qint64 row) const {
    if (std::find(map_.rows.begin(), map_.rows.end(), row) == map_.rows.end()) return {};
    const auto text = pointTexts_.texts.constFind(row);
    QString shown = text == pointTexts_.texts.cend()
                        ? tr("Row %1 (the dataset has no texts)").arg(row + 1)
                        : tr("Row %1: %2").arg(row + 1).arg(shortened(*text));
    const auto neighbour = pointTexts_.neighbours.constFind(row);
    if (neighbour != pointTexts_.neighbours.cend()) {
        const auto [other, cosine] = *neighbour;
        const auto otherText = pointTexts_.texts.constFind(other);
        shown +=
            QLatin1Char('\n') +
            (otherText == pointTexts_.texts.cend()
                 ? tr("Nearest neighbour: row %1 (cosine %2)").arg(other + 1).arg(cosine, 0, 'f', 3)
                 : tr("Nearest neighbour: row %1 (cosine %2): %3")
                       .arg(other + 1)
                       .arg(cosine, 0, 'f', 3)
                       .arg(shortened(*otherText)));
    }
    return shown;
}

void MapView::showPointText(QMouseEvent* event) {
    // The point nearest the pointer, in pixels, within the radius of a drawn point.
    const QPointF at = event->position();
    double nearest = kHoverRadius * kHoverRadius;
    qint64 row = -1;
    for (size_t i = 0; i < map_.rows.size(); ++i) {
        const double dx = plot_->xAxis->coordToPixel(map_.x[i]) - at.x();
        const double dy = plot_->yAxis->coordToPixel(map_.y[i]) - at.y();
        if (dx * dx + dy * dy <= nearest) {
            nearest = dx * dx + dy * dy;
            row = map_.rows[i];
        }
    }
    if (row < 0)
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), pointText(row), plot_);
}

} // namespace unembed
