// A FAISS index of scalar-quantiser codes imported in the real main window, offscreen: its vectors
// are approximate, and the status bar, the import's line in Jobs and the dataset's tooltip in the
// Case panel say so, as the CLI does; a flat index, which keeps its vectors, brings no warning.
// Debian's FAISS 1.7.3 headers use uint8_t without including <cstdint>.
#include <cstdint>

#include <faiss/IndexFlat.h>
#include <faiss/IndexScalarQuantizer.h>
#include <faiss/index_io.h>

#include "case_explorer.h"
#include "inference_worker.h"
#include "jobs_panel.h"
#include "main_window.h"

#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace unembed;

namespace {

constexpr int kDim = 8;
constexpr int kRows = 64;
const QString kWarning = QStringLiteral("; warning: approximate vectors: reconstructed from the "
                                        "codes of a scalar quantiser (SQ, 8-bit)");

// `index` filled with smooth, distinct vectors and written to `name` in `dir`.
QString writeIndex(const QTemporaryDir& dir, const QString& name, faiss::Index& index) {
    std::vector<float> values(size_t(kDim * kRows));
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = float(std::sin(0.37 * double(i)) + 0.1 * double(i % kDim));
    if (!index.is_trained) index.train(kRows, values.data());
    index.add(kRows, values.data());
    const QString path = dir.filePath(name);
    faiss::write_index(&index, QFile::encodeName(path).constData());
    return path;
}

// The texts of the Jobs panel's lines.
QString jobLines(const MainWindow& window) {
    QStringList lines;
    for (const QLabel* label : window.jobsPanel()->findChildren<QLabel*>())
        lines << label->text();
    return lines.join(QLatin1Char('\n'));
}

// The tooltip of the Case panel's dataset row `row`.
QString datasetToolTip(const MainWindow& window, int row) {
    const QAbstractItemModel* model = window.caseExplorer()->model();
    return model->index(row, 0, model->index(0, 0)).data(Qt::ToolTipRole).toString();
}

} // namespace

class TestGuiApproximateImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void approximateVectorsAreSaidSo() {
        QTemporaryDir dir;
        faiss::IndexScalarQuantizer sq(kDim, faiss::ScalarQuantizer::QT_8bit);
        const QString sqPath = writeIndex(dir, QStringLiteral("sq.faiss"), sq);
        faiss::IndexFlatIP flat(kDim);
        const QString flatPath = writeIndex(dir, QStringLiteral("flat.faiss"), flat);

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.createCase(dir.filePath(QStringLiteral("c.unembed"))));
        // The spy hears the worker's signal on its thread; the window's handler runs after.
        QSignalSpy finished(window.worker(), &InferenceWorker::jobFinished);
        // Other jobs (the views' own) may finish too: only the imports' summaries count.
        const auto imports = [&] {
            QStringList summaries;
            for (const QList<QVariant>& signal : finished)
                if (signal.at(1).toString().startsWith(QStringLiteral("Imported")))
                    summaries << signal.at(1).toString();
            return summaries;
        };
        window.importFiles({sqPath});
        QTRY_COMPARE_WITH_TIMEOUT(imports().size(), 1, 60000);
        // The status bar shows its start and its end (the warning's tail), the whole in its
        // tooltip.
        QTRY_VERIFY2(window.statusBar()->toolTip().contains(kWarning),
                     qPrintable(window.statusBar()->toolTip()));
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Imported")) &&
                     window.statusBar()->currentMessage().endsWith(
                         QStringLiteral("not the vectors that were indexed")),
                 qPrintable(window.statusBar()->currentMessage()));
        QTRY_VERIFY2(jobLines(window).contains(kWarning), qPrintable(jobLines(window)));
        QTRY_VERIFY2(datasetToolTip(window, 0).contains(QStringLiteral("approximate vectors")),
                     qPrintable(datasetToolTip(window, 0)));

        window.importFiles({flatPath});
        QTRY_COMPARE_WITH_TIMEOUT(imports().size(), 2, 60000);
        const QString summary = imports().at(1);
        QVERIFY2(summary.startsWith(QStringLiteral("Imported 64 vectors of dimension 8")),
                 qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("warning")), qPrintable(summary));
        QTRY_COMPARE(window.statusBar()->currentMessage(), summary);
        QTRY_VERIFY(datasetToolTip(window, 1).contains(QStringLiteral("Format: ")));
        QVERIFY2(!datasetToolTip(window, 1).contains(QStringLiteral("approximate vectors")),
                 qPrintable(datasetToolTip(window, 1)));
    }
};

QTEST_MAIN(TestGuiApproximateImport)
#include "test_gui_approximate_import.moc"
