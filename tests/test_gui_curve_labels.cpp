// The point labels of a "defences compared" figure, offscreen with the real QCustomPlot: crowded
// points' labels never cover one another or leave the axis rect, a label that several series share
// at one point is drawn once, an isolated point keeps its label, and labels follow their series'
// visibility and the plot's size.
#include "curve_plot.h"

#include <QTest>

using namespace unembed;

namespace {

// Where a label's text is drawn: its box without the padding that separates it from its point.
QRectF textRect(QCPItemText* label) {
    const QRectF box(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition());
    return box.marginsRemoved(QMarginsF(label->padding()));
}

std::vector<QCPItemText*> visibleLabels(CurvePlot& plot) {
    std::vector<QCPItemText*> labels;
    for (int i = 0; i < plot.itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot.item(i)))
            if (text->visible()) labels.push_back(text);
    return labels;
}

int shown(CurvePlot& plot, const QString& text) {
    int count = 0;
    for (QCPItemText* label : visibleLabels(plot))
        count += label->text() == text;
    return count;
}

// Fails the test where two visible labels' texts overlap or one leaves the axis rect.
void requireApart(CurvePlot& plot) {
    const std::vector<QCPItemText*> labels = visibleLabels(plot);
    const QRectF area = plot.axisRect()->rect();
    for (size_t i = 0; i < labels.size(); ++i) {
        QVERIFY2(area.contains(textRect(labels[i])), qPrintable(labels[i]->text()));
        for (size_t j = i + 1; j < labels.size(); ++j)
            QVERIFY2(!textRect(labels[i]).intersects(textRect(labels[j])),
                     qPrintable(labels[i]->text() + QStringLiteral(" / ") + labels[j]->text()));
    }
}

} // namespace

class TestGuiCurveLabels : public QObject {
    Q_OBJECT
private slots:
    void crowdedLabelsDoNotOverlap() {
        CurveInfo curve;
        curve.kind = QStringLiteral("defences");
        curve.title = QStringLiteral("Defences compared");
        curve.xLabel = QStringLiteral("retrieval NDCG@10 (utility)");
        curve.yLabel = QStringLiteral("Vec2Text BLEU (leakage)");
        const QString scalar = QStringLiteral("Scalar quantisation"),
                      noise = QStringLiteral("Gaussian noise");
        // Both sweeps start at the clean point; their weak strengths crowd around it, as the demo
        // case's do, and one strong noise lies far off.
        const std::vector<CurvePoint> points = {
            {scalar, 1, 0.725, 31.1, QStringLiteral("no defence")},
            {scalar, 1, 0.724, 30.9, QStringLiteral("int8")},
            {scalar, 1, 0.718, 30.4, QStringLiteral("4 bits")},
            {scalar, 1, 0.688, 19.9, QStringLiteral("2 bits")},
            {noise, 1, 0.725, 31.1, QStringLiteral("no defence")},
            {noise, 1, 0.725, 31.0, QStringLiteral("λ = 0.001")},
            {noise, 1, 0.722, 29.4, QStringLiteral("λ = 0.01")},
            {noise, 1, 0.720, 28.0, QStringLiteral("λ = 0.02")},
            {noise, 1, 0.010, 4.2, QStringLiteral("λ = 1")},
        };
        CurvePlot plot;
        plot.resize(640, 400);
        plot.showCurve(curve, points);
        plot.replot();
        requireApart(plot);
        QCOMPARE(shown(plot, QStringLiteral("no defence")), 1);
        QCOMPARE(shown(plot, QStringLiteral("λ = 1")), 1);
        QCOMPARE(shown(plot, QStringLiteral("2 bits")), 1);
        const size_t small = visibleLabels(plot).size();
        QVERIFY2(small < points.size() - 1, "every crowded label drawn at 640 x 400");

        // Larger, the same points have room for at least as many labels, still apart.
        plot.resize(1600, 1000);
        plot.replot();
        requireApart(plot);
        QVERIFY(visibleLabels(plot).size() >= small);

        // A hidden series takes its labels along; the other's clean point keeps its own.
        plot.setSeriesVisible(noise, false);
        requireApart(plot);
        QCOMPARE(shown(plot, QStringLiteral("no defence")), 1);
        QCOMPARE(shown(plot, QStringLiteral("λ = 1")), 0);
        QCOMPARE(shown(plot, QStringLiteral("λ = 0.01")), 0);
        plot.setSeriesVisible(noise, true);
        QCOMPARE(shown(plot, QStringLiteral("λ = 1")), 1);
    }
};

QTEST_MAIN(TestGuiCurveLabels)
#include "test_gui_curve_labels.moc"
