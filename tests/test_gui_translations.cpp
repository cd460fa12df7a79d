// German and Korean: every user-visible string of ui/, app/ and the report's words in core/eval
// (as lupdate finds them now) has a finished translation in translations/*.ts, the compiled
// translations built into the workbench turn the real main window's menus and the demo case's
// report tables into each language, and in every language each key sequence of the window
// reaches one control.
#include "curve_plot.h"
#include "demo_case_copy.h"
#include "eval/report_tables.h"
#include "eval/report_text.h"
#include "main_window.h"
#include "store/case_file.h"
#include "store/curve_store.h"
#include "store/run_store.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMenuBar>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace unembed;

namespace {

const QString kSource = QStringLiteral(UNEMBED_FIXTURES "/../..");

struct TsMessage {
    QString key; // context and source: a string is looked up in its class's context
    bool finished = false;
};

std::vector<TsMessage> readTs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    std::vector<TsMessage> messages;
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            messages.push_back({context + QStringLiteral(" / ") + xml.readElementText(), false});
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages.back().finished = type.isEmpty() && !text.trimmed().isEmpty();
        }
    }
    if (xml.hasError()) qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QStringList menuTitles(const MainWindow& window) {
    QStringList titles;
    for (QAction* action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

// The key sequences of the shown window that more than one control claims: shortcuts of actions
// and buttons, and the Alt+letter mnemonics of the menu bar, the tabs and the visible buttons
// (Qt fires neither of two that collide). Each as "keys: owner, owner".
QStringList sharedKeys(const MainWindow& window) {
    QMap<QString, QStringList> owners;
    auto own = [&](const QKeySequence& keys, const QString& owner) {
        if (!keys.isEmpty()) owners[keys.toString()] << owner;
    };
    auto mnemonic = [&](const QString& text) { own(QKeySequence::mnemonic(text), text); };
    for (QAction* action : window.findChildren<QAction*>())
        for (const QKeySequence& keys : action->shortcuts())
            own(keys, action->text());
    for (QAction* menu : window.menuBar()->actions())
        mnemonic(menu->text());
    for (QTabBar* tabs : window.findChildren<QTabBar*>())
        if (tabs->isVisible())
            for (int i = 0; i < tabs->count(); ++i)
                mnemonic(tabs->tabText(i));
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        // A button's mnemonic is its shortcut too: count it once.
        if (button->shortcut() != QKeySequence::mnemonic(button->text()))
            own(button->shortcut(), button->text());
        if (button->isVisible()) mnemonic(button->text());
    }
    QStringList shared;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it)
        if (it.value().size() > 1)
            shared << QStringLiteral("%1: %2").arg(it.key(), it.value().join(QStringLiteral(", ")));
    return shared;
}

} // namespace

class TestGuiTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyStringIsTranslated() {
        // What the code says now, extracted afresh.
        const QString lupdate = QStandardPaths::findExecutable(
            QStringLiteral("lupdate"), {QStringLiteral("/usr/lib/qt6/bin")});
        QVERIFY2(!lupdate.isEmpty(), "lupdate (qt6-l10n-tools) is needed to check the strings");
        QTemporaryDir dir;
        const QString current = dir.filePath(QStringLiteral("current.ts"));
        QProcess process;
        process.setWorkingDirectory(kSource);
        process.start(lupdate,
                      {QStringLiteral("-silent"), QStringLiteral("ui"), QStringLiteral("app"),
                       QStringLiteral("core/eval"), QStringLiteral("-ts"), current});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QSet<QString> sources;
        for (const TsMessage& message : readTs(current))
            sources.insert(message.key);
        QVERIFY(sources.size() > 200);

        for (const QString& language : {QStringLiteral("de"), QStringLiteral("ko")}) {
            const QString path =
                QDir(kSource).filePath(QStringLiteral("translations/unembed_%1.ts").arg(language));
            QSet<QString> translated;
            for (const TsMessage& message : readTs(path)) {
                QVERIFY2(
                    message.finished,
                    qPrintable(
                        QStringLiteral("%1: '%2' is not translated").arg(language, message.key)));
                translated.insert(message.key);
            }
            for (const QString& source : sources)
                QVERIFY2(translated.contains(source),
                         qPrintable(QStringLiteral("%1: '%2' is missing; run lupdate ui app "
                                                   "core/eval -ts translations/unembed_*.ts and "
                                                   "translate it")
                                        .arg(language, source)));
        }
    }

    void theWindowSpeaksEachLanguage() {
        const std::pair<QString, QStringList> expected[] = {
            {QStringLiteral("de"),
             {QStringLiteral("&Datei"), QStringLiteral("Angri&ff"), QStringLiteral("&Kurven"),
              QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}},
            {QStringLiteral("ko"),
             {QStringLiteral("파일(&F)"), QStringLiteral("공격(&K)"), QStringLiteral("곡선(&C)"),
              QStringLiteral("보기(&V)"), QStringLiteral("도움말(&H)")}}};
        for (const auto& [language, titles] : expected) {
            QCOMPARE(installTranslations(*QCoreApplication::instance(), language), language);
            {
                MainWindow window;
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                QCOMPARE(menuTitles(window), titles);
                const QStringList shared = sharedKeys(window);
                QVERIFY2(shared.isEmpty(), qPrintable(language + QStringLiteral(": ") +
                                                      shared.join(QStringLiteral("; "))));
            }
            for (QTranslator* translator :
                 QCoreApplication::instance()->findChildren<QTranslator*>()) {
                QCoreApplication::removeTranslator(translator);
                delete translator;
            }
        }
        MainWindow english;
        english.show();
        QVERIFY(QTest::qWaitForWindowExposed(&english));
        QCOMPARE(menuTitles(english).first(), QStringLiteral("&File"));
        QVERIFY2(sharedKeys(english).isEmpty(),
                 qPrintable(sharedKeys(english).join(QStringLiteral("; "))));
        QCOMPARE(installTranslations(*QCoreApplication::instance(), QStringLiteral("fr")),
                 QStringLiteral("en"));
    }

    // The report's titles, column heads and the "final" round follow the interface's language;
    // the figures stay as stored. Without a translator they are English, as the CLI writes them.
    void theReportSpeaksEachLanguage() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.unembed"));
        QVERIFY(QFile::copy(
            QDir(QStringLiteral(UNEMBED_DEMO_PACK)).filePath(QStringLiteral("demo.unembed")),
            path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        CaseFile c(path);
        const auto tableById = [&](const QString& id) {
            for (const ReportTable& table : reportTables(c))
                if (table.id == id) return table;
            qFatal("the demo case has no table %s", qPrintable(id));
        };
        const auto roundsTable = [&] { return tableById(QStringLiteral("vec2text-rounds")); };
        const ReportTable english = roundsTable();
        QCOMPARE(english.columns.first(), QStringLiteral("Attack"));
        QCOMPARE(english.rows.back().at(3), QStringLiteral("final"));

        QCOMPARE(installTranslations(*QCoreApplication::instance(), QStringLiteral("de")),
                 QStringLiteral("de"));
        const ReportTable german = roundsTable();
        const QString gazetteer =
            QStringLiteral("proper-noun-gazetteer/2 (10713 entries, 1009 given names)");
        const QString terms = QStringLiteral("terms/2 (names.txt: 84 terms, sha256 0123abcd)");
        const QString germanGazetteer = ReportText::detectorLabel(gazetteer);
        const QString germanTerms = ReportText::detectorLabel(terms);
        const QString germanJoined =
            ReportText::detectorLabel(gazetteer + QStringLiteral("; patterns/1"));
        // The demo case's detectors, as its evaluation stored them.
        const QString germanDemoDetectors = ReportText::detectorLabel(QStringLiteral(
            "patterns/3; proper-noun-gazetteer/3 (10600 entries, 1009 given names)"));
        // Table 3's notes name the detectors of its figures, joined as the case stores them.
        const QStringList germanNotes = tableById(QStringLiteral("table3")).notes;
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QCOMPARE(german.title, QStringLiteral("Vec2Text nach Korrekturrunde"));
        QCOMPARE(german.columns.first(), QStringLiteral("Angriff"));
        QCOMPARE(german.rows.back().at(3), QStringLiteral("Endstand"));
        QCOMPARE(german.rows.size(), english.rows.size());
        QCOMPARE(german.rows.back().at(4), english.rows.back().at(4)); // the figure as stored
        // Detectors keep their stored name and version; their counts read in the language.
        QCOMPARE(germanGazetteer,
                 QStringLiteral("proper-noun-gazetteer/2 (10713 Einträge, 1009 Vornamen)"));
        QCOMPARE(germanTerms, QStringLiteral("terms/2 (names.txt: 84 Begriffe, sha256 0123abcd)"));
        QCOMPARE(ReportText::detectorLabel(gazetteer), gazetteer);
        QCOMPARE(ReportText::detectorLabel(terms), terms);
        QCOMPARE(ReportText::detectorLabel(QStringLiteral("patterns/1")),
                 QStringLiteral("patterns/1"));
        QCOMPARE(germanJoined, germanGazetteer + QStringLiteral("; patterns/1"));
        QCOMPARE(germanDemoDetectors,
                 QStringLiteral("patterns/3; proper-noun-gazetteer/3 (10600 Einträge, 1009 "
                                "Vornamen)"));
        QVERIFY2(germanNotes.contains(QStringLiteral("Detektor: ") + germanDemoDetectors),
                 qPrintable(germanNotes.join(QLatin1Char('\n'))));
    }

    // Curves and run labels are stored in English; the plot, the Case panel's names and the
    // report's run labels show them in the language, phrase by phrase, numbers and ids kept.
    void curvesAndRunLabelsSpeakEachLanguage() {
        QTemporaryDir dir;
        const QString path = test::copyDemoCase(dir);
        QVERIFY(!path.isEmpty());
        CaseFile c(path);
        const auto curveOfKind = [&](const char* kind) {
            for (const CurveInfo& curve : listCurves(c))
                if (curve.kind == QLatin1String(kind)) return curve;
            qFatal("the demo case has no %s curve", kind);
        };
        const CurveInfo rotation = [&] {
            for (const CurveInfo& curve : listCurves(c))
                if (curve.title.startsWith(QLatin1String("Secret rotation"))) return curve;
            qFatal("the demo case has no rotation sweep");
        }();
        const CurveInfo defences = curveOfKind("defences");
        std::optional<RunInfo> ablation;
        for (const RunInfo& run : listRuns(c))
            if (runLabel(run) == QLatin1String("Vec2Text 20 steps, no feedback")) ablation = run;
        QVERIFY(ablation);

        struct Shown {
            QString title, xLabel, runLabel;
            QStringList series, pointLabels;
        };
        const auto show = [&](const QString& language) {
            installTranslations(*QCoreApplication::instance(), language);
            Shown shown;
            CurvePlot plot;
            plot.showCurve(rotation, curvePoints(c, rotation.id));
            shown.title = plot.fullTitle();
            shown.xLabel = plot.xAxis->label();
            for (int i = 0; i < plot.graphCount(); ++i)
                shown.series << plot.graph(i)->name();
            plot.showCurve(defences, curvePoints(c, defences.id));
            for (int i = 0; i < plot.itemCount(); ++i)
                if (auto* text = qobject_cast<QCPItemText*>(plot.item(i)))
                    shown.pointLabels << text->text();
            shown.runLabel = shownRunLabel(*ablation);
            for (QTranslator* translator :
                 QCoreApplication::instance()->findChildren<QTranslator*>()) {
                QCoreApplication::removeTranslator(translator);
                delete translator;
            }
            return shown;
        };
        const Shown english = show(QStringLiteral("en"));
        QCOMPARE(english.title, rotation.title);
        QCOMPARE(english.xLabel, QStringLiteral("leaked pairs the attacker has"));
        QVERIFY(english.series.contains(QStringLiteral("exact match")));
        QVERIFY(english.pointLabels.contains(QStringLiteral("4 bits")));
        QCOMPARE(english.runLabel, QStringLiteral("Vec2Text 20 steps, no feedback"));

        const Shown german = show(QStringLiteral("de"));
        QCOMPARE(german.title,
                 QStringLiteral("Geheime Rotation als Abwehr: Retrieval gegen Rekonstruktion"));
        QCOMPARE(german.xLabel, QStringLiteral("durchgesickerte Paare des Angreifers"));
        QVERIFY2(german.series.contains(QStringLiteral("exakte Treffer")),
                 qPrintable(german.series.join(QStringLiteral(", "))));
        QVERIFY2(german.pointLabels.contains(QStringLiteral("4 Bits")),
                 qPrintable(german.pointLabels.join(QStringLiteral(", "))));
        QCOMPARE(german.runLabel, QStringLiteral("Vec2Text 20 Schritte, ohne Rückmeldung"));

        const Shown korean = show(QStringLiteral("ko"));
        QCOMPARE(korean.xLabel, QStringLiteral("공격자가 가진 유출 쌍"));
        QVERIFY(korean.series.contains(QStringLiteral("정확 일치")));
        QCOMPARE(korean.runLabel, QStringLiteral("Vec2Text 20 단계, 피드백 없음"));
    }
};

QTEST_MAIN(TestGuiTranslations)
#include "test_gui_translations.moc"
