// unembed: the workbench GUI. Opens the case named on the command line, else the last one used,
// else (first launch) the user's copy of the demo case.
// With --screenshot it saves the window as it first appears and quits (README pictures, and the
// test that the real binary starts and draws under Xvfb).
#include "compute_settings.h"
#include "demo_pack.h"
#include "inference_worker.h"
#include "main_window.h"
#include "probe_view.h"
#include "runtime/thread_policy.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv) {
    unembed::execWithPassiveOpenMpWaiting(argv);
    unembed::keepFreedMemoryForReuse();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Unembed"));
    QApplication::setApplicationName(QStringLiteral("Unembed"));
    QApplication::setApplicationVersion(QStringLiteral(UNEMBED_VERSION));
    // The installed desktop entry and icon (packaging/), so that desktops match windows to them.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.unembed.Unembed"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("unembed")));
    unembed::installTranslations(app, unembed::chosenLanguage());
    unembed::applyComputeSettings();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Investigation workbench for text-embedding inversion"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("case"),
                                 QApplication::translate("main", "Case file to open (*.unembed)."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main",
                                "Save the window to FILE (PNG) once it is shown, then quit."),
        QStringLiteral("FILE"));
    parser.addOption(screenshot);
    const QCommandLineOption view(
        QStringLiteral("view"),
        QApplication::translate("main", "With --screenshot: the view in front (vectors, curves, "
                                        "report, map, try, compare, leaks, models, live)."),
        QStringLiteral("NAME"));
    parser.addOption(view);
    const QCommandLineOption trySentence(
        QStringLiteral("try"),
        QApplication::translate("main", "With --screenshot: attack TEXT in Try with the case's "
                                        "attackers and save the window when they are done."),
        QStringLiteral("TEXT"));
    parser.addOption(trySentence);
    parser.process(app);

    unembed::MainWindow window;
    window.showPlaced();
    QString casePath = parser.positionalArguments().value(0);
    if (casePath.isEmpty()) {
        const QStringList recent = QSettings().value(QStringLiteral("cases/recent")).toStringList();
        if (!recent.isEmpty() && QFileInfo::exists(recent.first())) casePath = recent.first();
    }
    // First launch: the demo case (the user's own copy of it).
    if (casePath.isEmpty() && !QSettings().contains(QStringLiteral("cases/recent"))) {
        QString error;
        casePath = unembed::demoCaseCopy(&error);
        if (casePath.isEmpty()) window.statusBar()->showMessage(error);
    }
    if (!casePath.isEmpty()) window.openCase(casePath);
    if (parser.isSet(screenshot)) {
        const QString shown =
            parser.isSet(trySentence) ? QStringLiteral("try") : parser.value(view);
        if (!shown.isEmpty() && !window.showView(shown)) {
            std::fprintf(stderr, "unembed: no view named %s\n", qPrintable(shown));
            return 2;
        }
        if (parser.isSet(trySentence)) {
            window.probeView()->sentenceEdit()->setText(parser.value(trySentence));
            QTimer::singleShot(500, &window, [&window] { window.probeView()->attack(); });
        }
        // A moment for the window system to map the window and the views to lay out, and for
        // the jobs the views started (the map's projection, Try's attacks) to end.
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, &parser, &screenshot, poll] {
            if (window.worker()->hasPendingJobs()) return;
            poll->stop();
            QTimer::singleShot(700, &window, [&window, &parser, &screenshot] {
                const QString path = parser.value(screenshot);
                if (!window.grab().save(path, "PNG")) {
                    std::fprintf(stderr, "unembed: cannot write the screenshot %s\n",
                                 qPrintable(path));
                    QApplication::exit(1);
                    return;
                }
                QApplication::exit(0);
            });
        });
        QTimer::singleShot(1500, poll, [poll] { poll->start(200); });
    }
    return app.exec();
}
