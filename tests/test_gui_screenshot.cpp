// The real `unembed` binary under Xvfb: it starts, opens a case given on the command line, draws
// its window and saves it with --screenshot; the picture has the window's size and is not blank.
#include "store/case_file.h"
#include "store/dataset_store.h"

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
    void realBinaryDrawsTheCaseUnderXvfb() {
        const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
        if (xvfb.isEmpty()) QSKIP("xvfb-run is not installed (packaging/bootstrap.sh installs it)");
        QTemporaryDir dir;
        const QString casePath = dir.filePath(QStringLiteral("shot.unembed"));
        {
            CaseFile caseFile(casePath, CaseFile::OpenMode::CreateIfMissing);
            EmbeddingSet set;
            set.sourcePath = QStringLiteral("messages");
            set.vectors = FloatMatrix::owned({1, 0, 0, 1}, 2, 2);
            set.texts = {QStringLiteral("my dog max is old"), QStringLiteral("i live in leeds")};
            insertDataset(
                caseFile, set,
                {QStringLiteral("messages"), QStringLiteral("test"), QStringLiteral("-")});
        }
        const QString png = dir.filePath(QStringLiteral("window.png"));
        QProcess gui;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // a real X server this time
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        gui.setProcessEnvironment(env);
        gui.start(xvfb, {QStringLiteral("-a"), QStringLiteral("-s"),
                         QStringLiteral("-screen 0 1280x800x24"), QStringLiteral(UNEMBED_GUI),
                         QStringLiteral("--screenshot"), png, casePath});
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
    }
};

QTEST_MAIN(TestGuiScreenshot)
#include "test_gui_screenshot.moc"
