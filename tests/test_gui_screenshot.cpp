// The real `unembed` binary under Xvfb, launched for the first time (empty settings and data
// folders): it copies the bundled demo case to the user's data folder, opens it, draws its window
// and saves it with --screenshot; the picture has the window's size and is not blank.
#include "demo_pack.h"
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/model_store.h"

#include <QDir>
#include <QDirIterator>

#include <QImage>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

class TestGuiScreenshot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void firstLaunchDrawsTheDemoCaseUnderXvfb() {
        const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
        QVERIFY2(!xvfb.isEmpty(), "xvfb-run is not installed (packaging/bootstrap.sh installs it)");
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("window.png"));
        QProcess gui;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // a real X server this time
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        gui.setProcessEnvironment(env);
        gui.start(xvfb, {QStringLiteral("-a"), QStringLiteral("-s"),
                         QStringLiteral("-screen 0 1280x800x24"), QStringLiteral(UNEMBED_GUI),
                         QStringLiteral("--screenshot"), png});
        QVERIFY(gui.waitForFinished(120000));
        QVERIFY2(gui.exitCode() == 0, gui.readAllStandardError().constData());

        const QImage image(png);
        QVERIFY2(!image.isNull(), "the screenshot is not a PNG");
        QVERIFY(image.width() >= 800 && image.height() >= 500);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QStringLiteral("%1 colours").arg(colours.size())));

        // The demo case it opened is the user's copy, with the 200 demo messages.
        QString copy;
        QDirIterator it(dir.filePath(QStringLiteral("data")), {QStringLiteral("demo.unembed")},
                        QDir::Files, QDirIterator::Subdirectories);
        if (it.hasNext()) copy = it.next();
        QVERIFY2(!copy.isEmpty(), "no copy of the demo case in the data folder");
        CaseFile opened(copy);
        const std::vector<DatasetInfo> datasets = listDatasets(opened);
        QCOMPARE(datasets.size(), size_t(1));
        QCOMPARE(datasets.front().count, 200);
        // Its models are the pack's, each registered once, wherever the demo build made them.
        QSet<QString> folders;
        for (const ModelInfo& model : listModels(opened)) {
            QVERIFY2(QFileInfo(model.folder).isDir(), qPrintable(model.folder));
            QVERIFY2(model.folder.startsWith(QDir(demoPackFolder()).absolutePath()),
                     qPrintable(model.folder));
            QVERIFY2(!folders.contains(model.folder), qPrintable(model.folder));
            folders.insert(model.folder);
        }
        // MLC, MSP, GEIA, the inverter, the corrector and the ablation's corrector.
        QCOMPARE(folders.size(), 6);
    }
};

QTEST_MAIN(TestGuiScreenshot)
#include "test_gui_screenshot.moc"
