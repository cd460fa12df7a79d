// The Debian package as a user gets it: cpack builds it from this build tree, `dpkg -x` unpacks it
// into a scratch root, lintian, desktop-file-validate and appstreamcli accept it, and the unpacked
// programs run from there: they find their SentencePiece module and the demo pack relative to their
// own folder, the workbench's first launch opens the installed demo case, and its Korean menus are
// drawn with a Hangul font (not the empty boxes of a font without Hangul). Label `package`:
// `ctest -L package`.
#include "store/case_file.h"
#include "store/dataset_store.h"
#include "store/model_store.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
    QString all() const { return out + err; }
};

Result run(const QString& program, const QStringList& args,
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
           int timeoutMs = 300000) {
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    Result result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err =
            QStringLiteral("%1 did not finish in %2 s\n").arg(program).arg(timeoutMs / 1000);
    } else if (process.exitStatus() == QProcess::NormalExit) {
        result.exitCode = process.exitCode();
    }
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err += QString::fromUtf8(process.readAllStandardError());
    if (process.error() == QProcess::FailedToStart)
        result.err += QStringLiteral("%1 could not be started (is it installed?)\n").arg(program);
    return result;
}

// The pixels that differ between two images of the same size in the rows [top, bottom).
int differingPixels(const QImage& a, const QImage& b, int top, int bottom) {
    int count = 0;
    for (int y = top; y < bottom; ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) ++count;
    return count;
}

} // namespace

class TestPackage : public QObject {
    Q_OBJECT
    QTemporaryDir scratch_;
    QString deb_;
    QString root_; // the scratch root the package is unpacked into

    QString installed(const QString& path) const { return root_ + QStringLiteral("/usr/") + path; }

    // The environment of a first launch: empty settings and data folders under `home`, the Korean
    // locale, and nothing that points at the build tree.
    QProcessEnvironment userEnvironment(const QString& home) const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("ko_KR.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("ko"));
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.remove(QStringLiteral("UNEMBED_SENTENCEPIECE_MODULE"));
        return env;
    }

    // The installed workbench's first launch in `home`, saved to `png`; returns the picture.
    QImage firstLaunchScreenshot(const QString& home, const QString& png,
                                 const QString& fontconfigFile = {}) {
        QProcessEnvironment env = userEnvironment(home);
        if (!fontconfigFile.isEmpty())
            env.insert(QStringLiteral("FONTCONFIG_FILE"), fontconfigFile);
        const Result gui = run(installed(QStringLiteral("bin/unembed")),
                               {QStringLiteral("--screenshot"), png}, env, 180000);
        if (gui.exitCode != 0) qWarning("%s", qPrintable(gui.all()));
        return QImage(png);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(scratch_.isValid());
        const QString out = scratch_.filePath(QStringLiteral("out"));
        const Result cpack =
            run(QStringLiteral(UNEMBED_CPACK),
                {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                 QStringLiteral(UNEMBED_BUILD_DIR "/CPackConfig.cmake"), QStringLiteral("-B"), out},
                QProcessEnvironment::systemEnvironment(), 600000);
        QVERIFY2(cpack.exitCode == 0, qPrintable(cpack.all()));
        const QStringList debs =
            QDir(out).entryList({QStringLiteral("unembed_" UNEMBED_VERSION "_*.deb")}, QDir::Files);
        QVERIFY2(debs.size() == 1, qPrintable(cpack.all()));
        deb_ = QDir(out).filePath(debs.first());
        root_ = scratch_.filePath(QStringLiteral("root"));
        const Result unpack = run(QStringLiteral("dpkg"), {QStringLiteral("-x"), deb_, root_});
        QVERIFY2(unpack.exitCode == 0, qPrintable(unpack.all()));
    }

    void lintianFindsNoErrors() {
        const Result lintian =
            run(QStringLiteral("lintian"), {QStringLiteral("--fail-on"), QStringLiteral("error"),
                                            QStringLiteral("--no-tag-display-limit"), deb_});
        const QStringList errors =
            lintian.out.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("^E: ")));
        QVERIFY2(lintian.exitCode == 0 && errors.isEmpty(), qPrintable(lintian.all()));
    }

    void desktopEntryAndMetadataValidate() {
        const Result desktop =
            run(QStringLiteral("desktop-file-validate"),
                {installed(QStringLiteral("share/applications/org.unembed.Unembed.desktop"))});
        QVERIFY2(desktop.exitCode == 0 && desktop.all().trimmed().isEmpty(),
                 qPrintable(desktop.all()));
        const Result appstream =
            run(QStringLiteral("appstreamcli"),
                {QStringLiteral("validate"), QStringLiteral("--no-net"),
                 installed(QStringLiteral("share/metainfo/org.unembed.Unembed.metainfo.xml"))});
        QVERIFY2(appstream.exitCode == 0, qPrintable(appstream.all()));
    }

    // The control file: computed library dependencies plus OpenBLAS, Qt's SQLite driver and a font
    // with Hangul.
    void dependsOnWhatTheProgramsLoad() {
        const Result depends = run(QStringLiteral("dpkg-deb"),
                                   {QStringLiteral("-f"), deb_, QStringLiteral("Depends")});
        QCOMPARE(depends.exitCode, 0);
        for (const QString& needed :
             {QStringLiteral("libc6"), QStringLiteral("libqt6widgets6"), QStringLiteral("libtorch"),
              QStringLiteral("libsentencepiece"), QStringLiteral("libopenblas0-pthread"),
              QStringLiteral("libqt6sql6-sqlite"), QStringLiteral("fonts-nanum | fonts-noto-cjk")})
            QVERIFY2(depends.out.contains(needed),
                     qPrintable(needed + QStringLiteral(" not in ") + depends.out));
    }

    // shared-mime-info reads the package's type: *.unembed is application/x-unembed, a kind of
    // SQLite database, drawn with the case-file icon; the desktop entry opens that type.
    void caseFilesOpenWithTheWorkbench() {
        const QString mime = installed(QStringLiteral("share/mime"));
        const Result update = run(QStringLiteral("update-mime-database"), {mime});
        QVERIFY2(update.exitCode == 0, qPrintable(update.all()));
        auto lines = [&](const QString& name) {
            QFile file(mime + QLatin1Char('/') + name);
            return file.open(QIODevice::ReadOnly)
                       ? QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))
                       : QStringList();
        };
        QVERIFY(lines(QStringLiteral("globs2"))
                    .filter(QRegularExpression(
                        QStringLiteral("^\\d+:application/x-unembed:\\*\\.unembed$")))
                    .size() == 1);
        QVERIFY(lines(QStringLiteral("subclasses"))
                    .contains(QStringLiteral("application/x-unembed application/vnd.sqlite3")));
        QVERIFY(lines(QStringLiteral("generic-icons"))
                    .contains(QStringLiteral("application/x-unembed:application-x-unembed")));
        QFile desktop(installed(QStringLiteral("share/applications/org.unembed.Unembed.desktop")));
        QVERIFY(desktop.open(QIODevice::ReadOnly));
        const QStringList entry = QString::fromUtf8(desktop.readAll()).split(QLatin1Char('\n'));
        QVERIFY(entry.contains(QStringLiteral("MimeType=application/x-unembed;")));
        QVERIFY(entry.contains(QStringLiteral("Exec=unembed %f")));
    }

    // A manual page for each program and each verb `unembed-cli --help` lists, made from its
    // --help; the completion offers the verbs and a verb's options; icons in every size; the
    // copyright file names the demo corpora's licences.
    void installsPagesCompletionIconsAndLicences() {
        const Result help = run(installed(QStringLiteral("bin/unembed-cli")),
                                {QStringLiteral("--help")}, userEnvironment(scratch_.path()));
        QCOMPARE(help.exitCode, 0);
        QStringList verbs;
        const QRegularExpression verbLine(QStringLiteral("^  ([a-z][a-z-]*)  "),
                                          QRegularExpression::MultilineOption);
        for (auto it = verbLine.globalMatch(help.out); it.hasNext();)
            verbs << it.next().captured(1);
        QVERIFY2(verbs.contains(QStringLiteral("info")) && verbs.size() >= 10,
                 qPrintable(help.out));
        const QString man = installed(QStringLiteral("share/man/man1/"));
        QStringList pages{QStringLiteral("unembed"), QStringLiteral("unembed-cli")};
        for (const QString& verb : verbs)
            pages << QStringLiteral("unembed-cli-") + verb;
        for (const QString& page : pages)
            QVERIFY2(QFile::exists(man + page + QStringLiteral(".1.gz")), qPrintable(page));
        // The invert page carries the options of `unembed-cli invert --help`.
        const Result invertPage =
            run(QStringLiteral("sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("zcat '%1'").arg(man + "unembed-cli-invert.1.gz")});
        QVERIFY2(invertPage.out.contains(QStringLiteral("\\-\\-attack")),
                 qPrintable(invertPage.out));

        const QString completion =
            installed(QStringLiteral("share/bash-completion/completions/unembed-cli"));
        auto complete = [&](const QString& line) {
            const QString script =
                QStringLiteral(". /usr/share/bash-completion/bash_completion; . '%1'; "
                               "COMP_LINE='%2'; read -ra COMP_WORDS <<<\"$COMP_LINE\"; "
                               "COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_POINT=${#COMP_LINE}; "
                               "_unembed_cli; printf '%s\\n' \"${COMPREPLY[@]}\"")
                    .arg(completion, line);
            return run(QStringLiteral("bash"), {QStringLiteral("-c"), script});
        };
        const Result verbsCompleted = complete(QStringLiteral("unembed-cli inv"));
        QVERIFY2(verbsCompleted.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts) ==
                     QStringList{QStringLiteral("invert")},
                 qPrintable(verbsCompleted.all()));
        const Result optionsCompleted = complete(QStringLiteral("unembed-cli invert --att"));
        QVERIFY2(optionsCompleted.out.trimmed() == QStringLiteral("--attack"),
                 qPrintable(optionsCompleted.all()));

        for (const QString& size :
             {QStringLiteral("16"), QStringLiteral("32"), QStringLiteral("48"),
              QStringLiteral("128"), QStringLiteral("256")}) {
            const QString folder =
                installed(QStringLiteral("share/icons/hicolor/%1x%1/").arg(size));
            const QImage app(folder + QStringLiteral("apps/unembed.png"));
            QCOMPARE(app.size(), QSize(size.toInt(), size.toInt()));
            const QImage mime(folder + QStringLiteral("mimetypes/application-x-unembed.png"));
            QCOMPARE(mime.size(), QSize(size.toInt(), size.toInt()));
        }
        QFile copyright(installed(QStringLiteral("share/doc/unembed/copyright")));
        QVERIFY(copyright.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(copyright.readAll());
        for (const QString& licence :
             {QStringLiteral("License: MIT"), QStringLiteral("License: CC-BY-4.0"),
              QStringLiteral("Synthetic-Persona-Chat"), QStringLiteral("PersonaChat")})
            QVERIFY2(text.contains(licence), qPrintable(licence));
    }

    // From the scratch root: `info` runs, and an MLC inversion on a copy of the installed demo case
    // loads the installed SentencePiece module and the installed demo model.
    void installedCliRunsOnTheDemoPack() {
        const QProcessEnvironment env = userEnvironment(scratch_.path());
        const QString cli = installed(QStringLiteral("bin/unembed-cli"));
        const Result info = run(cli, {QStringLiteral("info")}, env);
        QVERIFY2(info.exitCode == 0 && info.out.contains(QStringLiteral(UNEMBED_VERSION)),
                 qPrintable(info.all()));

        const QString demo = installed(QStringLiteral("share/unembed/demo"));
        const QString copy = scratch_.filePath(QStringLiteral("cli.unembed"));
        QVERIFY(QFile::copy(demo + QStringLiteral("/demo.unembed"), copy));
        QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner));
        int dataset = 0;
        {
            CaseFile caseFile(copy);
            const std::vector<DatasetInfo> datasets = listDatasets(caseFile);
            QCOMPARE(datasets.size(), size_t(1));
            dataset = int(datasets.front().id);
        }
        const Result invert =
            run(cli,
                {QStringLiteral("invert"), QStringLiteral("--attack"), QStringLiteral("mlc"),
                 QStringLiteral("--model"), demo + QStringLiteral("/mlc"), QStringLiteral("--case"),
                 copy, QStringLiteral("--dataset"), QString::number(dataset),
                 QStringLiteral("--limit"), QStringLiteral("2"), QStringLiteral("--json")},
                env);
        QVERIFY2(invert.exitCode == 0, qPrintable(invert.all()));
        QVERIFY2(!invert.all().contains(QStringLiteral("SentencePiece module")),
                 qPrintable(invert.all()));
    }

    // The first launch of the installed workbench copies the installed demo case, with its models
    // pointing into the installed pack; in Korean its menu bar is drawn with a Hangul font: the
    // same launch with every Hangul font hidden from fontconfig draws it differently (boxes).
    void koreanFirstLaunchDrawsHangulMenus() {
        const Result hangul =
            run(QStringLiteral("fc-match"),
                {QStringLiteral("-f"), QStringLiteral("%{lang}\\n"), QStringLiteral(":lang=ko")});
        QVERIFY2(hangul.out.split(QLatin1Char('|')).contains(QStringLiteral("ko")),
                 qPrintable(QStringLiteral("no font with Hangul is installed (fonts-nanum): "
                                           "fc-match :lang=ko gives a font for ") +
                            hangul.all()));

        const QString home = scratch_.filePath(QStringLiteral("home"));
        const QImage korean = firstLaunchScreenshot(home, scratch_.filePath("ko.png"));
        QVERIFY2(!korean.isNull(), "the installed workbench saved no screenshot");

        QString copy;
        QDirIterator it(home + QStringLiteral("/data"), {QStringLiteral("demo.unembed")},
                        QDir::Files, QDirIterator::Subdirectories);
        if (it.hasNext()) copy = it.next();
        QVERIFY2(!copy.isEmpty(), "the first launch made no copy of the demo case");
        {
            CaseFile opened(copy);
            QCOMPARE(listDatasets(opened).front().count, 200);
            int inPack = 0;
            for (const ModelInfo& model : listModels(opened))
                if (model.folder.startsWith(installed(QStringLiteral("share/unembed/demo/"))))
                    ++inPack;
            // MLC, MSP, GEIA, the inverter and both correctors, each registered once.
            QCOMPARE(inPack, 6);
        }

        // The control: the system's fonts less every font that covers Korean.
        const QString conf = scratch_.filePath(QStringLiteral("no-hangul.conf"));
        QFile file(conf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            QStringLiteral(
                "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n"
                "<fontconfig>\n  <include>/etc/fonts/fonts.conf</include>\n"
                "  <cachedir>%1</cachedir>\n"
                "  <selectfont><rejectfont><pattern><patelt name=\"lang\"><string>ko</string>"
                "</patelt></pattern></rejectfont></selectfont>\n</fontconfig>\n")
                .arg(scratch_.filePath(QStringLiteral("fontconfig-cache")))
                .toUtf8());
        file.close();
        QProcessEnvironment controlEnv = QProcessEnvironment::systemEnvironment();
        controlEnv.insert(QStringLiteral("FONTCONFIG_FILE"), conf);
        const Result none =
            run(QStringLiteral("fc-match"),
                {QStringLiteral("-f"), QStringLiteral("%{lang}\\n"), QStringLiteral(":lang=ko")},
                controlEnv);
        QVERIFY2(!none.out.split(QLatin1Char('|')).contains(QStringLiteral("ko")),
                 qPrintable(none.all()));
        const QImage boxes = firstLaunchScreenshot(scratch_.filePath(QStringLiteral("home-boxes")),
                                                   scratch_.filePath("boxes.png"), conf);
        QVERIFY(!boxes.isNull());
        QCOMPARE(boxes.size(), korean.size());
        // The menu bar is the window's top strip.
        const int menuBar = korean.height() / 25;
        const int differing = differingPixels(korean, boxes, 0, menuBar);
        qInfo("%d of the menu bar's %d pixels differ", differing, menuBar * korean.width());
        QVERIFY2(differing > 200,
                 qPrintable(QStringLiteral("the Korean menu bar looks the same with and without a "
                                           "Hangul font (%1 pixels differ)")
                                .arg(differing)));
    }
};

QTEST_GUILESS_MAIN(TestPackage)
#include "test_package.moc"
