// Saving a figure to a file for a report: PNG (with its DPI), PDF or SVG, chosen by the file's
// extension. The GUI's File ▸ Export Figure… and `unembed-cli export` both come through here.
#pragma once

#include <QImage>
#include <QString>
#include <QStringList>

namespace unembed {

class CaseFile;
class CurvePlot;

// The figure is `width` × `height` pixels at `dpi`: text and lines are drawn at their point size
// for that DPI, so a 1600 × 1000 figure at 300 DPI looks like an 800 × 500 one at 150 DPI, only
// sharper. PDF and SVG get the same layout as vectors.
struct FigureSize {
    int width = 800;
    int height = 500;
    int dpi = 150;
};

// Writes what `plot` shows to `path`. Throws InputError for an extension other than .png, .pdf
// or .svg, a size or DPI out of range, or a file that cannot be written.
void exportFigure(CurvePlot& plot, const QString& path, const FigureSize& size);

// Draws curve `curveId` of the case on a light background, as for print, without the series named
// in `hiddenSeries`, and writes it to `path` as exportFigure does. Throws InputError when the case
// has no such curve. Needs a QApplication.
void exportCurve(CaseFile& caseFile, qint64 curveId, const QString& path, const FigureSize& size,
                 const QStringList& hiddenSeries = {});

// The same curve drawn as exportCurve draws it, as an image of `size` (e.g. for a report).
QImage curveImage(CaseFile& caseFile, qint64 curveId, const FigureSize& size);

} // namespace unembed
