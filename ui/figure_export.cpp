#include "figure_export.h"

#include "case_labels.h"
#include "curve_plot.h"
#include "error.h"
#include "io/file_write.h"
#include "store/case_file.h"
#include "store/curve_store.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSvgGenerator>
#include <QTemporaryDir>

namespace unembed {

namespace {

// The DPI at which the plot's layout is measured: fonts keep their point size at this DPI, and a
// figure at another DPI is that layout scaled.
constexpr int kReferenceDpi = 96;
constexpr double kMetersPerInch = 0.0254;

void requireInRange(const QString& path, const QString& field, int value, int low, int high) {
    if (value < low || value > high)
        throw InputError({path, std::nullopt, field, QStringLiteral("%1 to %2").arg(low).arg(high),
                          QString::number(value)},
                         QStringLiteral("figure size out of range"));
}

// The layout's size: the figure's pixels as they would be at the reference DPI.
QSize layoutSize(const FigureSize& size) {
    const double scale = double(size.dpi) / kReferenceDpi;
    return {qMax(1, qRound(size.width / scale)), qMax(1, qRound(size.height / scale))};
}

int dotsPerMeter(int dpi) {
    return qRound(dpi / kMetersPerInch);
}

[[noreturn]] void cannotDraw(const QString& path) {
    throw InputError({path, std::nullopt, QString(), QString(), QString()},
                     QStringLiteral("cannot draw the figure"));
}

QImage renderImage(CurvePlot& plot, const FigureSize& size) {
    QImage image(size.width, size.height, QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(dotsPerMeter(kReferenceDpi));
    image.setDotsPerMeterY(dotsPerMeter(kReferenceDpi));
    image.fill(plot.palette().color(QPalette::Base));
    const double scale = double(size.dpi) / kReferenceDpi;
    const QSize layout = layoutSize(size);
    {
        QCPPainter painter(&image);
        if (scale > 1) painter.setMode(QCPPainter::pmNonCosmetic);
        painter.scale(scale, scale);
        plot.toPainter(&painter, layout.width(), layout.height());
    }
    image.setDotsPerMeterX(dotsPerMeter(size.dpi));
    image.setDotsPerMeterY(dotsPerMeter(size.dpi));
    return image;
}

// Figures are drawn in memory and written whole (io/file_write.h): a full disk is an error.
void writePng(CurvePlot& plot, const QString& path, const FigureSize& size) {
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!renderImage(plot, size).save(&buffer, "PNG")) cannotDraw(path);
    writeFileAtomically(path, png);
}

void writeSvg(CurvePlot& plot, const QString& path, const FigureSize& size) {
    const QSize layout = layoutSize(size);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(layout);
    svg.setViewBox(QRect(QPoint(0, 0), layout));
    svg.setResolution(kReferenceDpi);
    svg.setTitle(plot.fullTitle());
    QCPPainter painter;
    if (!painter.begin(&svg)) cannotDraw(path);
    painter.setMode(QCPPainter::pmVectorized);
    plot.toPainter(&painter, layout.width(), layout.height());
    painter.end();
    writeFileAtomically(path, bytes);
}

QPalette printPalette() {
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Disabled, QPalette::Text, Qt::gray);
    return palette;
}

} // namespace

void exportFigure(CurvePlot& plot, const QString& path, const FigureSize& size) {
    const QString extension = QFileInfo(path).suffix().toLower();
    if (extension != QLatin1String("png") && extension != QLatin1String("pdf") &&
        extension != QLatin1String("svg"))
        throw InputError(
            {path, std::nullopt, QStringLiteral("extension"), QStringLiteral(".png, .pdf or .svg"),
             extension.isEmpty() ? QStringLiteral("none") : QLatin1Char('.') + extension},
            QStringLiteral("unknown figure format"));
    requireInRange(path, QStringLiteral("width"), size.width, 64, 20000);
    requireInRange(path, QStringLiteral("height"), size.height, 64, 20000);
    requireInRange(path, QStringLiteral("dpi"), size.dpi, 36, 1200);
    plot.fitTitleTo(layoutSize(size).width());
    if (extension == QLatin1String("png")) {
        writePng(plot, path, size);
    } else if (extension == QLatin1String("svg")) {
        writeSvg(plot, path, size);
    } else {
        // QCustomPlot writes its PDF to a file name only: a private temporary file, then
        // written whole to `path`.
        const QSize layout = layoutSize(size);
        const QTemporaryDir scratch;
        const QString drawn = scratch.filePath(QStringLiteral("figure.pdf"));
        if (!scratch.isValid() ||
            !plot.savePdf(drawn, layout.width(), layout.height(), QCP::epNoCosmetic,
                          QStringLiteral("Unembed %1").arg(QStringLiteral(UNEMBED_VERSION)),
                          plot.fullTitle()))
            cannotDraw(path);
        QFile pdf(drawn);
        if (!pdf.open(QIODevice::ReadOnly)) cannotDraw(path);
        writeFileAtomically(path, pdf.readAll());
    }
}

namespace {

// Draws the case's curve on `plot` for print.
void drawForPrint(CaseFile& caseFile, qint64 curveId, CurvePlot& plot) {
    const std::optional<CurveInfo> curve = findCurve(caseFile, curveId);
    if (!curve)
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("curve"),
                          QStringLiteral("the id of a curve in this case"),
                          QString::number(curveId)},
                         QStringLiteral("no such curve"));
    plot.setPalette(printPalette());
    // The title names the run and dataset, as in the view.
    plot.showCurve(*curve, curvePoints(caseFile, curveId), curveTitle(caseFile, *curve));
}

} // namespace

void exportCurve(CaseFile& caseFile, qint64 curveId, const QString& path, const FigureSize& size,
                 const QStringList& hiddenSeries) {
    CurvePlot plot;
    drawForPrint(caseFile, curveId, plot);
    for (const QString& series : hiddenSeries)
        plot.setSeriesVisible(series, false);
    plot.dropHiddenFromLegend(); // the figure shows what is drawn, nothing greyed
    exportFigure(plot, path, size);
}

QImage curveImage(CaseFile& caseFile, qint64 curveId, const FigureSize& size) {
    CurvePlot plot;
    drawForPrint(caseFile, curveId, plot);
    plot.fitTitleTo(layoutSize(size).width());
    return renderImage(plot, size);
}

} // namespace unembed
