// The Map: PCA and t-SNE maps of a dataset of two clusters (PCA ranks its axes by variance; t-SNE
// keeps each point beside its own cluster and repeats with its seed), the colourings an evaluated
// run offers, bad requests refused, and the Map tab drawing, colouring and selecting rows in the
// Vectors table; hovering a point shows its text and its nearest neighbour's.
// Torch first: Qt's `slots` macro breaks torch headers included after it.
#include <torch/torch.h>

#include "compare_view.h"
#include "eval/run_evaluation.h"
#include "eval/vector_map.h"
#include "io/embedding_set.h"
#include "main_window.h"
#include "map_view.h"
#include "metric_labels.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/model_store.h"
#include "store/run_store.h"
#include "test_support.h"
#include "text/sentencepiece_tokenizer.h"
#include "themed_plot.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QItemSelectionModel>
#include <QMouseEvent>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <cmath>

using namespace unembed;
using namespace unembed::test;

namespace {

const int kPerCluster = 10;
const int kDim = 8;

// Row i < 10 near 5 * e0, the rest near 5 * e1; the first cluster spread more along e2 than the
// second along e3, so the principal axes are known.
std::vector<float> twoClusters() {
    torch::manual_seed(5);
    const torch::Tensor noise = 0.1 * torch::randn({2 * kPerCluster, kDim});
    std::vector<float> values(size_t(2 * kPerCluster * kDim));
    for (int i = 0; i < 2 * kPerCluster; ++i)
        for (int j = 0; j < kDim; ++j) {
            float v = noise[i][j].item<float>();
            if (j == (i < kPerCluster ? 0 : 1)) v += 5.0f;
            values[size_t(i * kDim + j)] = v;
        }
    return values;
}

double distance(const VectorMap& map, size_t a, size_t b) {
    return std::hypot(map.x[a] - map.x[b], map.y[a] - map.y[b]);
}

} // namespace

class TestGuiMap : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        casePath_ = dir_.filePath(QStringLiteral("map.unembed"));
        CaseFile c(casePath_, CaseFile::OpenMode::CreateIfMissing);
        EmbeddingSet set;
        set.sourcePath = QStringLiteral("/data/clusters.npy");
        set.vectors = FloatMatrix::owned(twoClusters(), 2 * kPerCluster, kDim);
        for (int i = 0; i < 2 * kPerCluster; ++i)
            set.texts << (i < kPerCluster ? QStringLiteral("the cat sat on mat %1").arg(i)
                                          : QStringLiteral("a dog ran in park %1").arg(i));
        datasetId_ = insertDataset(
            c, set, {QStringLiteral("clusters"), QStringLiteral("npy"), QStringLiteral("00")});
        // An evaluated run whose outputs are right for the first cluster only.
        const QString modelFolder = dir_.filePath(QStringLiteral("geia"));
        QVERIFY(QDir().mkpath(modelFolder));
        SentencePieceTokenizer::trainT5(set.texts + set.texts,
                                        modelFolder + QStringLiteral("/spiece.model"), 40);
        ModelInfo model;
        model.name = QStringLiteral("geia");
        model.folder = modelFolder;
        model.family = QStringLiteral("geia");
        model.checksum = QStringLiteral("00");
        runId_ =
            startRun(c, QStringLiteral("geia"), registerModel(c, model), datasetId_,
                     QStringLiteral("{\"decode\":\"beam\",\"beams\":5}"), QStringLiteral("CPU"));
        for (int row = 0; row < 2 * kPerCluster; ++row)
            recordSampleOutput(c, runId_, row,
                               row < kPerCluster ? set.texts[row] : QStringLiteral("nothing"),
                               std::nullopt);
        finishRun(c, runId_, QStringLiteral("finished"));
        RunEvaluationRequest request;
        request.runId = runId_;
        evaluateRun(c, request);
    }

    void pcaRanksItsAxesByVariance() {
        CaseFile c(casePath_);
        const VectorMap map = computeVectorMap(c, {datasetId_, MapMethod::Pca});
        QCOMPARE(map.rows.size(), size_t(2 * kPerCluster));
        QCOMPARE(map.method, QStringLiteral("PCA"));
        QVERIFY(map.note.isEmpty());
        // The first axis separates the clusters (their centres are 5 * sqrt(2) apart).
        double meanA = 0, meanB = 0;
        for (int i = 0; i < kPerCluster; ++i) {
            meanA += map.x[size_t(i)] / kPerCluster;
            meanB += map.x[size_t(i + kPerCluster)] / kPerCluster;
        }
        QVERIFY2(std::abs(meanA - meanB) > 6.5, qPrintable(QString::number(meanA - meanB)));
        double spreadX = 0, spreadY = 0;
        for (size_t i = 0; i < map.x.size(); ++i) {
            spreadX += map.x[i] * map.x[i];
            spreadY += map.y[i] * map.y[i];
        }
        QVERIFY(spreadX > spreadY);
    }

    void tsneKeepsTheClustersApartAndRepeatsWithItsSeed() {
        CaseFile c(casePath_);
        VectorMapRequest request{datasetId_, MapMethod::Tsne};
        request.perplexity = 5;
        request.iterations = 1000;
        request.limit = 0;
        const VectorMap map = computeVectorMap(c, request);
        QVERIFY(map.method.startsWith(QStringLiteral("t-SNE (perplexity 5")));
        for (size_t i = 0; i < map.rows.size(); ++i) {
            size_t nearest = i == 0 ? 1 : 0;
            for (size_t j = 0; j < map.rows.size(); ++j)
                if (j != i && distance(map, i, j) < distance(map, i, nearest)) nearest = j;
            QVERIFY2((i < kPerCluster) == (nearest < kPerCluster),
                     qPrintable(QStringLiteral("row %1 beside row %2").arg(i).arg(nearest)));
        }
        const VectorMap again = computeVectorMap(c, request);
        QCOMPARE(again.x, map.x);
        // A limit maps the first rows, and says so.
        request.limit = 12;
        request.iterations = 10;
        const VectorMap first = computeVectorMap(c, request);
        QCOMPARE(first.rows.size(), size_t(12));
        QCOMPARE(first.note, QStringLiteral("the first 12 of 20 rows"));
    }

    void badRequestsAreRefused() {
        CaseFile c(casePath_);
        VectorMapRequest request{datasetId_, MapMethod::Tsne};
        request.perplexity = 0;
        request.limit = 0;
        expectError([&] { computeVectorMap(c, request); }, {"perplexity", "out of range"});
        // One above what 20 points allow is lowered to a third of the 19 others, and said so.
        request.perplexity = 50;
        request.iterations = 5;
        QVERIFY(computeVectorMap(c, request)
                    .method.startsWith(QStringLiteral("t-SNE (perplexity 6.33")));
        request.perplexity = 5;
        request.limit = 2;
        expectError([&] { computeVectorMap(c, request); }, {"at least 3"});
        expectError([&] { computeVectorMap(c, {99, MapMethod::Pca}); }, {"99"});
        expectError([&] { mapColourValues(c, datasetId_, QStringLiteral("run:9999:bleu")); },
                    {"nothing to colour"});
    }

    void anEvaluatedRunOffersItsFiguresAsColours() {
        CaseFile c(casePath_);
        const std::vector<MapColouring> colourings = mapColourings(c, datasetId_);
        const QString bleu = QStringLiteral("run:%1:bleu").arg(runId_);
        QVERIFY(std::any_of(colourings.begin(), colourings.end(),
                            [&](const MapColouring& m) { return m.key == bleu; }));
        // Each per-sample figure once, sorted, and no per-round one.
        const QStringList names = sampleMetricNames(c, runId_);
        QVERIFY(names.contains(QStringLiteral("bleu")));
        QStringList sorted = names;
        QCOMPARE(sorted.removeDuplicates(), 0);
        sorted.sort();
        QCOMPARE(names, sorted);
        const QHash<qint64, double> values = mapColourValues(c, datasetId_, bleu);
        QCOMPARE(values.size(), 2 * kPerCluster);
        QCOMPARE(values.value(0), 100.0);
        QVERIFY(values.value(kPerCluster) < 10.0);
    }

    void theMapTabDrawsColoursAndSelects() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openCase(casePath_));
        MapView* view = window.mapView();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("views"));
        tabs->setCurrentWidget(view); // shown: PCA at once, on the worker
        QTRY_COMPARE_WITH_TIMEOUT(view->map().rows.size(), size_t(2 * kPerCluster), 20000);
        QCOMPARE(view->plot()->plottableCount(), 1);

        // Hovering row 3's point (1-based: row 4) shows its text and its nearest neighbour, one
        // of its own cluster; beside the points, nothing.
        const auto hover = [&](const QPointF& at) {
            QMouseEvent move(QEvent::MouseMove, at, view->plot()->mapToGlobal(at), Qt::NoButton,
                             Qt::NoButton, Qt::NoModifier);
            QApplication::sendEvent(view->plot(), &move);
        };
        const QPointF point(view->plot()->xAxis->coordToPixel(view->map().x[3]),
                            view->plot()->yAxis->coordToPixel(view->map().y[3]));
        hover(point + QPointF(1, 1));
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        QVERIFY2(
            tip.startsWith(QStringLiteral("Row 4: the cat sat on mat 3\nNearest neighbour: "
                                          "row ")) &&
                tip.section(QLatin1Char('\n'), 1).contains(QStringLiteral(": the cat sat on mat")),
            qPrintable(tip));
        QCOMPARE(view->pointText(3), tip);
        hover(QPointF(2, 2));
        QTRY_VERIFY(!QToolTip::isVisible());

        const int bleu = view->colourBox()->findData(QStringLiteral("run:%1:bleu").arg(runId_));
        // Figures read as the other views name them, not by the registry's names.
        QVERIFY2(view->colourBox()->itemText(bleu).endsWith(QStringLiteral(": ") +
                                                            metricLabel(QStringLiteral("bleu"))) &&
                     metricLabel(QStringLiteral("bleu")) != QStringLiteral("bleu"),
                 qPrintable(view->colourBox()->itemText(bleu)));
        view->colourBox()->setCurrentIndex(bleu);
        QVERIFY(view->plot()->plottableCount() >= 2); // the right and the wrong cluster
        QVERIFY(view->plot()->legend->visible());

        view->selectRows({0, 3, 15});
        QCOMPARE(view->selectedRows(), (QList<qint64>{0, 3, 15}));
        QTableView* table = window.vectorsView();
        QCOMPARE(table->selectionModel()->selectedRows().size(), 3);
        // ... and their rows in Compare, the first one in focus.
        QTableView* compared = window.compareView()->tableView();
        QCOMPARE(compared->selectionModel()->selectedRows().size(), 3);
        QVERIFY(compared->selectionModel()->currentIndex().isValid());

        view->methodBox()->setCurrentIndex(1);
        QVERIFY(view->draw() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(view->map().method.startsWith(QStringLiteral("t-SNE")), 60000);
        QCOMPARE(view->map().rows.size(), size_t(2 * kPerCluster));
        // The axes name the new projection on screen, not only in the plot's state: what the
        // widget shows equals a fresh drawing of it.
        QCOMPARE(view->plot()->xAxis->label(), QStringLiteral("t-SNE, first axis"));
        const QImage shown = view->plot()->grab().toImage();
        view->plot()->replot();
        QCOMPARE(view->plot()->grab().toImage(), shown);
    }

private:
    QTemporaryDir dir_;
    QString casePath_;
    qint64 datasetId_ = 0;
    qint64 runId_ = 0;
};

QTEST_MAIN(TestGuiMap)
#include "test_gui_map.moc"
