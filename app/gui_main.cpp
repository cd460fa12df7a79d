// unembed: the workbench GUI. Opens the case named on the command line, else the last one used.
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Unembed"));
    QApplication::setApplicationName(QStringLiteral("Unembed"));
    QApplication::setApplicationVersion(QStringLiteral(UNEMBED_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Investigation workbench for text-embedding inversion"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("case"),
                                 QApplication::translate("main", "Case file to open (*.unembed)."));
    parser.process(app);

    unembed::MainWindow window;
    window.show();
    QString casePath = parser.positionalArguments().value(0);
    if (casePath.isEmpty()) {
        const QStringList recent = QSettings().value(QStringLiteral("cases/recent")).toStringList();
        if (!recent.isEmpty() && QFileInfo::exists(recent.first())) casePath = recent.first();
    }
    if (!casePath.isEmpty()) window.openCase(casePath);
    return app.exec();
}
