// Figures, offscreen with the real QCustomPlot: every curve kind drawn from points saved in a real
// case file, tooltips and legend toggles as a user meets them, export to PNG, PDF and SVG with the
// requested size, unknown formats refused, `unembed-cli export` and `list` end to end, and the
// main window's Curves view.
#include "case_explorer.h"
#include "curve_plot.h"
#include "figure_export.h"
#include "main_window.h"
#include "report_fixture.h"
#include "rounds_compare_dialog.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "test_support.h"

#include <QApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWheelEvent>
#include <QXmlStreamReader>

#include <map>

using namespace unembed;
using namespace unembed::test;

namespace {

CurveInfo curveInfo(const QString& kind, const QString& title, const QString& x, const QString& y,
                    const QString& y2 = {}, bool logX = false) {
    CurveInfo curve;
    curve.kind = kind;
    curve.title = title;
    curve.xLabel = x;
    curve.yLabel = y;
    curve.y2Label = y2;
    curve.logX = logX;
    return curve;
}

// One curve of each kind, as the attacks and sweeps store them; returns their ids by kind.
std::map<QString, qint64> saveExampleCurves(CaseFile& caseFile) {
    std::map<QString, qint64> ids;
    std::vector<CurvePoint> pr;
    for (int i = 0; i < 6; ++i) {
        const double threshold = 0.2 + 0.1 * i;
        pr.push_back({QStringLiteral("MLC"), 1, 0.9 - 0.15 * i, 0.3 + 0.12 * i,
                      QStringLiteral("threshold %1").arg(threshold)});
    }
    pr.push_back({QStringLiteral("best F1"), 1, 0.6, 0.54, QStringLiteral("threshold 0.4")});
    ids[QStringLiteral("pr")] =
        saveCurve(caseFile,
                  curveInfo(QStringLiteral("pr"), QStringLiteral("MLC tokens"),
                            QStringLiteral("recall"), QStringLiteral("precision")),
                  pr);

    // The clean lambda = 0 first, as the noise sweep stores it; a log axis draws it as a line.
    std::vector<CurvePoint> noise{{QStringLiteral("NDCG@10"), 1, 0.0, 0.95, {}},
                                  {QStringLiteral("BLEU"), 2, 0.0, 95.0, {}}};
    for (int i = 0; i < 5; ++i) {
        const double lambda = std::pow(10.0, -4 + i);
        noise.push_back({QStringLiteral("NDCG@10"), 1, lambda, 0.8 - 0.1 * i, {}});
        noise.push_back({QStringLiteral("BLEU"), 2, lambda, 90.0 - 4.0 * i * i, {}});
    }
    ids[QStringLiteral("noise")] =
        saveCurve(caseFile,
                  curveInfo(QStringLiteral("noise"), QStringLiteral("Noise trade-off"),
                            QStringLiteral("lambda"), QStringLiteral("NDCG@10"),
                            QStringLiteral("BLEU"), true),
                  noise);

    std::vector<CurvePoint> rounds;
    for (int r = 0; r <= 4; ++r) {
        rounds.push_back({QStringLiteral("BLEU"), 1, double(r), 30.0 + 15 * r, {}});
        rounds.push_back({QStringLiteral("cosine"), 2, double(r), 0.99 - 0.09 / (r + 1), {}});
    }
    ids[QStringLiteral("rounds")] = saveCurve(
        caseFile,
        curveInfo(QStringLiteral("rounds"), QStringLiteral("Vec2Text rounds"),
                  QStringLiteral("round"), QStringLiteral("BLEU"), QStringLiteral("cosine")),
        rounds);

    std::vector<CurvePoint> scatter;
    for (int row = 0; row < 12; ++row)
        scatter.push_back({QStringLiteral("samples"), 1, 0.5 + 0.04 * row, double((row * 37) % 100),
                           QStringLiteral("row %1").arg(row)});
    ids[QStringLiteral("scatter")] =
        saveCurve(caseFile,
                  curveInfo(QStringLiteral("scatter"), QStringLiteral("Cosine against BLEU"),
                            QStringLiteral("cosine"), QStringLiteral("BLEU")),
                  scatter);

    std::vector<CurvePoint> loss;
    for (int step = 0; step < 10; ++step)
        loss.push_back({QStringLiteral("train"), 1, double(step * 10), 5.0 / (1 + step), {}});
    for (int epoch = 1; epoch <= 3; ++epoch)
        loss.push_back({QStringLiteral("dev"), 1, double(epoch * 30), 2.0 / epoch, {}});
    ids[QStringLiteral("loss")] =
        saveCurve(caseFile,
                  curveInfo(QStringLiteral("loss"), QStringLiteral("Training"),
                            QStringLiteral("step"), QStringLiteral("loss")),
                  loss);
    return ids;
}

// Shows `curveId` of the case in `plot`, laid out at a fixed size so pixels are comparable.
void drawStored(CurvePlot& plot, CaseFile& caseFile, qint64 curveId) {
    plot.resize(800, 500);
    plot.showCurve(*findCurve(caseFile, curveId), curvePoints(caseFile, curveId));
    plot.replot();
}

QCPGraph* graphNamed(CurvePlot& plot, const QString& name) {
    for (int i = 0; i < plot.graphCount(); ++i)
        if (plot.graph(i)->name() == name) return plot.graph(i);
    return nullptr;
}

QPointF pixelOf(QCPGraph* graph, double x, double y) {
    return {graph->keyAxis()->coordToPixel(x), graph->valueAxis()->coordToPixel(y)};
}

int pixelsNear(const QImage& image, const QColor& colour) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                30)
                ++count;
        }
    return count;
}

struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs unembed-cli without a display or a platform chosen, as over ssh: the verbs that draw must
// pick the offscreen platform themselves.
CliResult runCliHeadless(const QStringList& args) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        environment.remove(QString::fromLatin1(name));
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(UNEMBED_CLI), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace

class TestGuiCurvePlot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        casePath_ = dir_.filePath(QStringLiteral("curves.unembed"));
        CaseFile caseFile(casePath_, CaseFile::OpenMode::CreateIfMissing);
        ids_ = saveExampleCurves(caseFile);
    }

    void everyKindDrawsItsSeries() {
        CaseFile caseFile(casePath_);
        CurvePlot plot;

        drawStored(plot, caseFile, ids_.at(QStringLiteral("pr")));
        QCOMPARE(plot.graphCount(), 2);
        QCOMPARE(graphNamed(plot, QStringLiteral("MLC"))->dataCount(), 6);
        QCOMPARE(graphNamed(plot, QStringLiteral("MLC"))->lineStyle(), QCPGraph::lsLine);
        // The operating point is one large marker, not a line.
        QCPGraph* best = graphNamed(plot, QStringLiteral("best F1"));
        QCOMPARE(best->dataCount(), 1);
        QCOMPARE(best->lineStyle(), QCPGraph::lsNone);
        QVERIFY(best->scatterStyle().size() >
                graphNamed(plot, QStringLiteral("MLC"))->scatterStyle().size());
        QVERIFY(!plot.yAxis2->visible());
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(plot.legend->itemCount(), 2);
        QVERIFY(plot.footnote().isEmpty()); // nothing dashed, one axis
        QCOMPARE(plot.xAxis->label(), QStringLiteral("recall"));
        QCOMPARE(plot.yAxis->label(), QStringLiteral("precision"));

        drawStored(plot, caseFile, ids_.at(QStringLiteral("noise")));
        QCOMPARE(plot.graphCount(), 2);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(!plot.xAxis->ticker().dynamicCast<QCPAxisTickerLog>().isNull());
        QVERIFY(plot.yAxis2->visible());
        QCOMPARE(plot.yAxis2->label(), QStringLiteral("BLEU"));
        QCOMPARE(graphNamed(plot, QStringLiteral("BLEU"))->valueAxis(), plot.yAxis2);
        QCOMPARE(graphNamed(plot, QStringLiteral("NDCG@10"))->valueAxis(), plot.yAxis);
        QCOMPARE(graphNamed(plot, QStringLiteral("BLEU"))->dataCount(), 5);
        QCOMPARE(plot.itemCount(), 2); // the clean values, as dashed lines
        // ... which the figure explains, with the series the right axis holds.
        QVERIFY2(plot.footnote().contains(QStringLiteral("\u03bb = 0")),
                 qPrintable(plot.footnote()));
        QVERIFY2(plot.footnote().contains(QStringLiteral("right axis: BLEU")),
                 qPrintable(plot.footnote()));
        // One note a line, so that a narrow plot does not cut both ends off one long line.
        QCOMPARE(plot.footnote().count(QLatin1Char('\n')), 1);
        // Both axes span their own series and its clean value: BLEU 26..95 on the right, NDCG
        // 0.4..0.95 on the left.
        QVERIFY(plot.yAxis2->range().contains(95) && plot.yAxis2->range().contains(26));
        QVERIFY(plot.yAxis->range().contains(0.95));
        QVERIFY(plot.yAxis->range().upper < 2);
        QVERIFY(plot.xAxis->range().contains(1e-4) && plot.xAxis->range().contains(1));

        drawStored(plot, caseFile, ids_.at(QStringLiteral("rounds")));
        QCOMPARE(plot.graphCount(), 2);
        QCOMPARE(plot.xAxis->scaleType(), QCPAxis::stLinear);
        QVERIFY(plot.yAxis2->visible());
        QCOMPARE(graphNamed(plot, QStringLiteral("cosine"))->dataCount(), 5);
        QCOMPARE(plot.legend->itemCount(), 2);

        drawStored(plot, caseFile, ids_.at(QStringLiteral("scatter")));
        QCOMPARE(plot.graphCount(), 1);
        QCOMPARE(plot.graph(0)->dataCount(), 12);
        QCOMPARE(plot.graph(0)->lineStyle(), QCPGraph::lsNone);
        QVERIFY(!plot.yAxis2->visible());
        QCOMPARE(plot.legend->itemCount(), 1);

        drawStored(plot, caseFile, ids_.at(QStringLiteral("loss")));
        QCOMPARE(plot.graphCount(), 2);
        QCOMPARE(graphNamed(plot, QStringLiteral("train"))->dataCount(), 10);
        QCOMPARE(graphNamed(plot, QStringLiteral("dev"))->dataCount(), 3);
        QCOMPARE(graphNamed(plot, QStringLiteral("dev"))->lineStyle(), QCPGraph::lsLine);
        QCOMPARE(plot.legend->itemCount(), 2);
        // Series get distinct palette colours, in the store's order (by name).
        QCOMPARE(graphNamed(plot, QStringLiteral("dev"))->pen().color(), seriesColour(0));
        QCOMPARE(graphNamed(plot, QStringLiteral("train"))->pen().color(), seriesColour(1));
    }

    void tooltipNamesTheNearestPoint() {
        CaseFile caseFile(casePath_);
        CurvePlot plot;
        drawStored(plot, caseFile, ids_.at(QStringLiteral("pr")));
        QCPGraph* mlc = graphNamed(plot, QStringLiteral("MLC"));
        // The third point: recall 0.6, precision 0.54 at threshold 0.4 (the best F1 sits there
        // too, and is the nearer one only when the MLC point is hidden).
        const QPointF at = pixelOf(mlc, 0.9 - 0.15 * 3, 0.3 + 0.12 * 3) + QPointF(2, -1);
        const QString text = plot.pointDescriptionAt(at);
        QVERIFY2(text.startsWith(QStringLiteral("MLC\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("recall = 0.45")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("precision = 0.66")), qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral("threshold 0.5")), qPrintable(text));
        QCOMPARE(plot.pointDescriptionAt(QPointF(1, 1)), QString());

        drawStored(plot, caseFile, ids_.at(QStringLiteral("noise")));
        const QString right =
            plot.pointDescriptionAt(pixelOf(graphNamed(plot, QStringLiteral("BLEU")), 0.01, 74));
        QVERIFY2(right.contains(QStringLiteral("lambda = 0.01")), qPrintable(right));
        QVERIFY2(right.contains(QStringLiteral("BLEU = 74")), qPrintable(right));
    }

    void legendClickTogglesItsSeries() {
        CaseFile caseFile(casePath_);
        CurvePlot plot;
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        drawStored(plot, caseFile, ids_.at(QStringLiteral("loss")));
        QCPGraph* dev = graphNamed(plot, QStringLiteral("dev"));
        const QPoint entry = plot.legend->itemWithPlottable(dev)->outerRect().center();
        const QPointF devPoint = pixelOf(dev, 30, 2.0);
        QVERIFY(plot.pointDescriptionAt(devPoint).startsWith(QStringLiteral("dev\n")));

        QTest::mouseClick(&plot, Qt::LeftButton, Qt::NoModifier, entry);
        QVERIFY(!dev->visible());
        QCOMPARE(plot.hiddenSeries(), QStringList{QStringLiteral("dev")});
        QVERIFY(graphNamed(plot, QStringLiteral("train"))->visible());
        QVERIFY(!plot.pointDescriptionAt(devPoint).startsWith(QStringLiteral("dev\n")));

        QTest::mouseClick(&plot, Qt::LeftButton, Qt::NoModifier, entry);
        QVERIFY(dev->visible());
        QVERIFY(plot.hiddenSeries().isEmpty());
    }

    void followsADarkPalette() {
        CaseFile caseFile(casePath_);
        CurvePlot plot;
        drawStored(plot, caseFile, ids_.at(QStringLiteral("noise")));
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Disabled, QPalette::Text, QColor(0x70, 0x70, 0x70));
        plot.setPalette(dark);
        QCOMPARE(plot.xAxis->labelColor(), QColor(0xe0, 0xe0, 0xe0));
        QCOMPARE(plot.yAxis2->tickLabelColor(), QColor(0xe0, 0xe0, 0xe0));
        plot.setSeriesVisible(QStringLiteral("BLEU"), false);
        QCOMPARE(
            plot.legend->itemWithPlottable(graphNamed(plot, QStringLiteral("BLEU")))->textColor(),
            QColor(0x70, 0x70, 0x70));
        const QImage image = plot.toPixmap(600, 400).toImage();
        QVERIFY(pixelsNear(image, QColor(0x20, 0x20, 0x20)) > 600 * 400 / 2);
        QVERIFY(pixelsNear(image, QColor(0xe0, 0xe0, 0xe0)) > 100);
        // The visible series keeps its palette colour on the dark ground.
        QVERIFY(pixelsNear(image, seriesColour(1)) > 100);
    }

    void wheelZoomsBothValueAxesAndDoubleClickRefits() {
        CaseFile caseFile(casePath_);
        CurvePlot plot;
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        drawStored(plot, caseFile, ids_.at(QStringLiteral("rounds")));
        const QCPRange x = plot.xAxis->range(), left = plot.yAxis->range(),
                       right = plot.yAxis2->range();
        const QPointF centre = plot.axisRect()->rect().center();
        QWheelEvent wheel(centre, plot.mapToGlobal(centre), QPoint(), QPoint(0, 240), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&plot, &wheel);
        QVERIFY(plot.xAxis->range().size() < 0.9 * x.size());
        QVERIFY(plot.yAxis->range().size() < 0.9 * left.size());
        QVERIFY(plot.yAxis2->range().size() < 0.9 * right.size());

        QTest::mouseDClick(&plot, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
        QCOMPARE(plot.xAxis->range().lower, x.lower);
        QCOMPARE(plot.yAxis2->range().upper, right.upper);
    }

    void exportsPngPdfAndSvg() {
        CaseFile caseFile(casePath_);
        const qint64 rounds = ids_.at(QStringLiteral("rounds"));

        const QString png = dir_.filePath(QStringLiteral("rounds.png"));
        exportCurve(caseFile, rounds, png, {640, 400, 120});
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(640, 400));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 120);
        // Not one flat colour: the white ground, black text and both series' colours are there.
        QVERIFY(pixelsNear(image, Qt::white) > 640 * 400 / 2);
        QVERIFY(pixelsNear(image, Qt::black) > 200);
        QVERIFY(pixelsNear(image, seriesColour(0)) > 100);
        QVERIFY(pixelsNear(image, seriesColour(1)) > 100);

        // The same figure at twice the pixels and twice the DPI: same layout, sharper.
        const QString sharp = dir_.filePath(QStringLiteral("rounds@2x.png"));
        exportCurve(caseFile, rounds, sharp, {1280, 800, 240});
        const QImage sharpImage(sharp);
        QCOMPARE(sharpImage.size(), QSize(1280, 800));
        const double inkRatio =
            double(pixelsNear(sharpImage, seriesColour(0))) / pixelsNear(image, seriesColour(0));
        QVERIFY2(inkRatio > 2.5 && inkRatio < 6, qPrintable(QString::number(inkRatio)));

        const QString pdf = dir_.filePath(QStringLiteral("rounds.pdf"));
        exportCurve(caseFile, rounds, pdf, {800, 500, 150});
        const QByteArray pdfBytes = readFile(pdf);
        QVERIFY(pdfBytes.startsWith("%PDF"));
        QVERIFY(pdfBytes.size() > 2000);

        const QString svg = dir_.filePath(QStringLiteral("rounds.svg"));
        exportCurve(caseFile, rounds, svg, {800, 500, 150});
        QXmlStreamReader xml(readFile(svg));
        QSet<QString> elements;
        int drawing = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                elements.insert(xml.name().toString());
                if (xml.name() == QLatin1String("path") ||
                    xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("text"))
                    ++drawing;
            }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(elements.contains(QStringLiteral("svg")));
        QVERIFY(elements.contains(QStringLiteral("text")));
        QVERIFY2(drawing > 20, qPrintable(QString::number(drawing)));
        QVERIFY(readFile(svg).contains("Vec2Text rounds"));
    }

    void badRequestsAreRefused() {
        CaseFile caseFile(casePath_);
        const qint64 pr = ids_.at(QStringLiteral("pr"));
        const QString jpeg = dir_.filePath(QStringLiteral("pr.jpg"));
        expectError([&] { exportCurve(caseFile, pr, jpeg, {}); },
                    {QStringLiteral("pr.jpg"), QStringLiteral("unknown figure format"),
                     QStringLiteral(".png, .pdf or .svg"), QStringLiteral(".jpg")});
        QVERIFY(!QFileInfo::exists(jpeg));
        expectError([&] { exportCurve(caseFile, 999, dir_.filePath(QStringLiteral("x.png")), {}); },
                    {QStringLiteral("curves.unembed"), QStringLiteral("no such curve"),
                     QStringLiteral("999")});
        expectError(
            [&] {
                exportCurve(caseFile, pr, dir_.filePath(QStringLiteral("x.png")), {800, 10});
            },
            {QStringLiteral("height"), QStringLiteral("64 to 20000"), QStringLiteral("10")});
        expectError(
            [&] { exportCurve(caseFile, pr, dir_.filePath(QStringLiteral("missing/x.svg")), {}); },
            {QStringLiteral("missing/x.svg"), QStringLiteral("cannot write")});
    }

    void cliListsAndExportsCurves() {
        const CliResult list = runCliHeadless({QStringLiteral("list"), QStringLiteral("--case"),
                                               casePath_, QStringLiteral("--json")});
        QVERIFY2(list.exitCode == 0, list.err.constData());
        const QJsonArray curves =
            QJsonDocument::fromJson(list.out).object().value(QStringLiteral("curves")).toArray();
        QCOMPARE(curves.size(), 5);
        const QJsonObject noise = curves[1].toObject();
        QCOMPARE(noise.value(QStringLiteral("id")).toInteger(), ids_.at(QStringLiteral("noise")));
        QCOMPARE(noise.value(QStringLiteral("kind")).toString(), QStringLiteral("noise"));
        QCOMPARE(noise.value(QStringLiteral("title")).toString(),
                 QStringLiteral("Noise trade-off"));
        QCOMPARE(noise.value(QStringLiteral("points")).toInt(), 12);
        const CliResult text =
            runCliHeadless({QStringLiteral("list"), QStringLiteral("--case"), casePath_});
        QVERIFY2(text.out.contains("scatter  Cosine against BLEU  (12 points)"),
                 text.out.constData());

        const QString out = dir_.filePath(QStringLiteral("cli-noise.png"));
        const CliResult exported = runCliHeadless(
            {QStringLiteral("export"), QStringLiteral("--case"), casePath_,
             QStringLiteral("--curve"), QString::number(ids_.at(QStringLiteral("noise"))),
             QStringLiteral("--out"), out, QStringLiteral("--width"), QStringLiteral("500"),
             QStringLiteral("--height"), QStringLiteral("300"), QStringLiteral("--dpi"),
             QStringLiteral("100"), QStringLiteral("--json")});
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        const QJsonObject result = QJsonDocument::fromJson(exported.out).object();
        QCOMPARE(result.value(QStringLiteral("out")).toString(), out);
        QCOMPARE(result.value(QStringLiteral("format")).toString(), QStringLiteral("png"));
        const QImage image(out);
        QCOMPARE(image.size(), QSize(500, 300));
        QVERIFY(pixelsNear(image, seriesColour(1)) > 50);

        const CliResult defaults = runCliHeadless(
            {QStringLiteral("export"), QStringLiteral("--case"), casePath_,
             QStringLiteral("--curve"), QString::number(ids_.at(QStringLiteral("pr"))),
             QStringLiteral("--out"), dir_.filePath(QStringLiteral("cli-pr.svg"))});
        QVERIFY2(defaults.exitCode == 0, defaults.err.constData());
        QVERIFY(defaults.out.contains("800 × 500 px at 150 dpi"));

        const CliResult refused = runCliHeadless(
            {QStringLiteral("export"), QStringLiteral("--case"), casePath_,
             QStringLiteral("--curve"), QString::number(ids_.at(QStringLiteral("pr"))),
             QStringLiteral("--out"), dir_.filePath(QStringLiteral("cli-pr.bmp"))});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(".png, .pdf or .svg"), refused.err.constData());
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("cli-pr.bmp"))));

        const CliResult noCurve =
            runCliHeadless({QStringLiteral("export"), QStringLiteral("--case"), casePath_,
                            QStringLiteral("--out"), dir_.filePath(QStringLiteral("x.png"))});
        QCOMPARE(noCurve.exitCode, 2);
    }

    void curvesViewShowsTheSelectedCurve() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath_));
        QVERIFY(window.caseExplorer()->selectCurve(ids_.at(QStringLiteral("scatter"))));
        QCOMPARE(window.curvePlot()->curve().id, ids_.at(QStringLiteral("scatter")));
        QCOMPARE(window.curvePlot()->graphCount(), 1);
        QCOMPARE(window.curvePlot()->graph(0)->dataCount(), 12);
        auto* views = window.findChild<QTabWidget*>(QStringLiteral("views"));
        QCOMPARE(views->currentWidget(), window.curvePlot());

        const QString out = dir_.filePath(QStringLiteral("gui-scatter.pdf"));
        QVERIFY(window.exportShownCurve(out, {600, 400, 150}));
        QVERIFY(readFile(out).startsWith("%PDF"));
        QVERIFY(!window.exportShownCurve(dir_.filePath(QStringLiteral("gui.gif")), {}));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("gui.gif"))));

        // A series hidden from the legend stays out of the exported figure, its legend entry
        // (marker and name) too, and the series left are drawn and listed as before.
        QVERIFY(window.caseExplorer()->selectCurve(ids_.at(QStringLiteral("pr"))));
        const QString all = dir_.filePath(QStringLiteral("gui-pr.png"));
        QVERIFY(window.exportShownCurve(all, {}));
        window.curvePlot()->setSeriesVisible(QStringLiteral("best F1"), false);
        const QString partial = dir_.filePath(QStringLiteral("gui-pr-partial.png"));
        QVERIFY(window.exportShownCurve(partial, {}));
        // "MLC" sorts before "best F1", so the operating point is the second colour.
        const int shownMarker = pixelsNear(QImage(all), seriesColour(1));
        const int hiddenMarker = pixelsNear(QImage(partial), seriesColour(1));
        QVERIFY2(shownMarker > 100 && hiddenMarker == 0,
                 qPrintable(QStringLiteral("%1 %2").arg(hiddenMarker).arg(shownMarker)));
        QVERIFY(pixelsNear(QImage(partial), seriesColour(0)) > 100);
        // The legend holds the visible series alone, in the view it keeps the greyed entry.
        QCOMPARE(window.curvePlot()->legend->itemCount(), 2);

        // A noise curve's hidden series takes its dashed lambda = 0 line and its entry with it.
        QVERIFY(window.caseExplorer()->selectCurve(ids_.at(QStringLiteral("noise"))));
        window.curvePlot()->setSeriesVisible(QStringLiteral("BLEU"), false);
        const QString noise = dir_.filePath(QStringLiteral("gui-noise-partial.png"));
        QVERIFY(window.exportShownCurve(noise, {}));
        // The store lists BLEU first: it has the first colour.
        QCOMPARE(pixelsNear(QImage(noise), seriesColour(0)), 0);
        QVERIFY(pixelsNear(QImage(noise), seriesColour(1)) > 100);
    }

    // Curves ▸ Compare Runs by Round…: two Vec2Text runs checked in the dialog become one stored
    // curve, drawn with a series per run and metric; the MLC run is not offered.
    void comparingRunsByRoundDrawsOneCurve() {
        const QString path = dir_.filePath(QStringLiteral("rounds.unembed"));
        qint64 withFeedback = 0, withoutFeedback = 0;
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            withFeedback = fillEvaluatedCase(c).vec2text;
            std::vector<MetricRecord> rounds;
            for (int round = 0; round <= 2; ++round)
                for (const char* name : {"bleu", "exact_match", "target_cosine"})
                    rounds.push_back(figure(QLatin1String(name), 1.0 + round, round));
            withoutFeedback = evaluatedRun(
                c, QStringLiteral("vec2text"),
                QStringLiteral("{\"steps\":20,\"sbeam\":4,\"feedback\":false}"), rounds);
            // Finished but not evaluated: nothing to compare yet, so not offered.
            evaluatedRun(c, QStringLiteral("vec2text"), QStringLiteral("{\"steps\":3}"), {});
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("compareRoundsAction"));
        QVERIFY(action && !action->isEnabled());
        QVERIFY(window.openCase(path));
        QVERIFY(action->isEnabled());

        int offered = -1;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = window.findChild<RoundsCompareDialog*>();
            if (!dialog) return;
            QListWidget* runs = dialog->runList();
            offered = runs->count();
            for (int i = 0; i < runs->count(); ++i)
                runs->item(i)->setCheckState(Qt::Checked);
            dialog->accept();
        });
        action->trigger();
        QCOMPARE(offered, 2);
        QTRY_COMPARE(window.curvePlot()->curve().kind, QStringLiteral("rounds"));
        QCOMPARE(window.curvePlot()->curve().runId, 0);
        QVERIFY(window.curvePlot()->curve().title.contains(QStringLiteral("no feedback")));
        QCOMPARE(window.curvePlot()->graphCount(), 4); // 2 runs x BLEU, exact match
        CaseFile c(path);
        QCOMPARE(QJsonDocument::fromJson(
                     findCurve(c, window.curvePlot()->curve().id)->paramsJson.toUtf8())
                     .object()
                     .value(QStringLiteral("runs"))
                     .toArray(),
                 (QJsonArray{withFeedback, withoutFeedback}));
    }

    void comparingDefencesDrawsEveryStoredSweep() {
        const QString path = dir_.filePath(QStringLiteral("defences.unembed"));
        {
            CaseFile c(path, CaseFile::OpenMode::CreateIfMissing);
            saveExampleCurves(c); // its noise sweep: clean at lambda 0, then five lambdas
            // A scalar quantisation sweep as storeDefenceSweep keeps it: clean figures aside.
            CurveInfo scalar = curveInfo(QStringLiteral("defence"), QStringLiteral("Scalar"),
                                         QStringLiteral("bits per dimension"),
                                         QStringLiteral("NDCG@10"), QStringLiteral("BLEU"));
            scalar.paramsJson =
                QStringLiteral("{\"defence\":\"scalar\",\"clean\":{\"NDCG@10\":0.95,\"BLEU\":95}}");
            std::vector<CurvePoint> points;
            for (int bits : {8, 2}) {
                const QString label = QStringLiteral("%1 bits").arg(bits);
                points.push_back({QStringLiteral("NDCG@10"), 1, double(bits), 0.1 * bits, label});
                points.push_back({QStringLiteral("BLEU"), 2, double(bits), 10.0 * bits, label});
            }
            const qint64 id = saveCurve(c, scalar, points);
            CurvePlot plot;
            drawStored(plot, c, id);
            QCOMPARE(plot.itemCount(), 2); // the clean NDCG and BLEU as dashed lines
            QVERIFY2(plot.footnote().contains(QStringLiteral("without the defence")),
                     qPrintable(plot.footnote()));
            QVERIFY(plot.yAxis2->range().contains(95));
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("compareDefencesAction"));
        QVERIFY(action && !action->isEnabled());
        QVERIFY(window.openCase(path));
        QVERIFY(action->isEnabled());
        action->trigger();
        QTRY_COMPARE(window.curvePlot()->curve().kind, QStringLiteral("defences"));
        CurvePlot* plot = window.curvePlot();
        QCOMPARE(plot->graphCount(), 2);
        // Which way is better, on both axes.
        QCOMPARE(plot->xAxis->label(),
                 QStringLiteral("retrieval NDCG@10 (utility: higher is better)"));
        QCOMPARE(plot->yAxis->label(), QStringLiteral("Vec2Text BLEU (leakage: lower is better)"));
        QCPGraph* scalar = graphNamed(*plot, QStringLiteral("Scalar quantisation (run 0)"));
        QVERIFY(scalar);
        QCOMPARE(scalar->dataCount(), 3); // clean, 8 bits, 2 bits
        QCOMPARE(graphNamed(*plot, QStringLiteral("Gaussian noise (run 0)"))->dataCount(), 6);
        // Every operating point is labelled on the chart.
        QStringList labels;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) labels << text->text();
        QCOMPARE(labels.size(), 4); // the example noise sweep labels only its clean point
        QCOMPARE(labels.count(QStringLiteral("no defence")), 2);
        QVERIFY(labels.contains(QStringLiteral("8 bits")));
        plot->setSeriesVisible(scalar->name(), false);
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                if (text->text().endsWith(QLatin1String("bits"))) QVERIFY(!text->visible());
    }

private:
    QTemporaryDir dir_;
    QString casePath_;
    std::map<QString, qint64> ids_;
};

QTEST_MAIN(TestGuiCurvePlot)
#include "test_gui_curve_plot.moc"
