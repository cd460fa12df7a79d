// The Map tab: the dataset in view as a 2-D map (eval/vector_map.h), PCA at once and t-SNE on the
// inference worker with progress and cancel, the points coloured by what an attack made of each
// vector (a stored per-sample figure, or the sensitive terms it recovered). Dragging a rectangle
// selects points, and so their rows in the Vectors table and as Vec2Text live's targets. Hovering
// a point shows its row's text and, for a dataset small enough to search at once, its nearest
// neighbour's, as TensorBoard's projector does.
#pragma once

#include "eval/vector_map.h"

#include <QHash>
#include <QPair>
#include <QWidget>

class QComboBox;
class QCPCurve;
class QLabel;
class QMouseEvent;
class QPushButton;

namespace unembed {

class CaseFile;
class InferenceWorker;
class ThemedPlot;

class MapView : public QWidget {
    Q_OBJECT
public:
    explicit MapView(InferenceWorker* worker, QWidget* parent = nullptr);

    // Shows `datasetId` of the case: its colourings at once, its PCA map (on the worker) when the
    // tab is shown; the dataset already shown keeps its map and gets the colourings anew. nullptr
    // clears. The case must outlive the view or be replaced first.
    void showDataset(CaseFile* caseFile, qint64 datasetId);
    // Maps the dataset with the method chosen (a job on the worker); returns its id, 0 if none.
    int draw();

    ThemedPlot* plot() const { return plot_; }
    QComboBox* methodBox() const { return method_; }
    QComboBox* colourBox() const { return colour_; }
    QPushButton* drawButton() const { return draw_; }
    QLabel* statusLabel() const { return status_; }
    const VectorMap& map() const { return map_; }
    // The rows of the selected points, in dataset order.
    QList<qint64> selectedRows() const;
    // Selects the points of these rows, as a dragged rectangle would (emits rowsSelected).
    void selectRows(const QList<qint64>& rows);
    // What hovering the point of this row shows; empty for a row not on the map.
    QString pointText(qint64 row) const;

Q_SIGNALS:
    void rowsSelected(const QList<qint64>& rows);
    void failed(const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    // Read with the map: each row's text, and its nearest neighbour (row, cosine) when searched.
    struct PointTexts {
        QHash<qint64, QString> texts;
        QHash<qint64, QPair<qint64, double>> neighbours;
    };
    void showMap(const VectorMap& map, const PointTexts& texts);
    void recolour();
    // Axes that hold every point, with a margin.
    void showAllPoints();
    void showLegend(bool shown);
    void reportSelection();
    void showPointText(QMouseEvent* event);

    InferenceWorker* worker_;
    CaseFile* case_ = nullptr;
    qint64 datasetId_ = 0;
    bool stale_ = false; // the dataset changed since the map was drawn
    int pendingJob_ = 0;
    VectorMap map_;
    PointTexts pointTexts_; // what the map shown was read with
    ThemedPlot* plot_;
    QComboBox* method_;
    QComboBox* colour_;
    QPushButton* draw_;
    QLabel* status_;
    // One curve per colour band, with the map's indexes of its points in the curve's order.
    std::vector<std::pair<QCPCurve*, std::vector<size_t>>> bands_;
};

} // namespace unembed
