// Names the offline detectors find (issue: "Priya" was missed while "Nair" was found): given names
// beside Debian's word list, a surname after a given name, given names in lower case but not
// inside an e-mail address, a term list's "name:" lines counted by name recovery and winning
// over the gazetteer, and the detectors' recall of a list of names, in the core and through
// `unembed-cli detect`.
#include "eval/detector_recall.h"
#include "eval/entity_recovery.h"
#include "span_list.h"
#include "test_support.h"
#include "text/given_names.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <cmath>
#include <optional>

using namespace unembed;
using unembed::test::spanList;
using unembed::test::writeFile;

class TestNameDetection : public QObject {
    Q_OBJECT

    std::optional<ProperNounGazetteer> gazetteer_;
    PatternDetector patterns_;

private Q_SLOTS:
    void initTestCase() {
        gazetteer_ = ProperNounGazetteer::load(); // Debian's wamerican, as the product runs
        QVERIFY(givenNameCount() > 900);
        QVERIFY(isGivenName(QStringLiteral("Priya")));
        QVERIFY(!isGivenName(QStringLiteral("priya"))); // as written
    }

    void givenNamesAndTheSurnameAfterThem() {
        const QString text = QStringLiteral("my sister Priya Nair met Daniel Okafor in Leeds");
        QCOMPARE(
            spanList(detectSensitiveTerms({&*gazetteer_, &patterns_}, text)),
            (QStringList{QStringLiteral("given-name:Priya"), QStringLiteral("proper-noun:Nair"),
                         QStringLiteral("given-name:Daniel"), QStringLiteral("proper-noun:Okafor"),
                         QStringLiteral("proper-noun:Leeds")}));
        // An unknown capitalised word after anything but a given name is not taken for a name,
        // nor an ordinary word after a given name.
        QCOMPARE(spanList(gazetteer_->detect(QStringLiteral("we saw Zorblax and Tom Said so"))),
                 (QStringList{QStringLiteral("given-name:Tom")}));
        // After a title, an unknown capitalised word is a surname; not after other words.
        QCOMPARE(spanList(gazetteer_->detect(QStringLiteral(
                     "a room for Mr and Mrs Okonkwo, then Dr. Zorblax and My Zorblax"))),
                 (QStringList{QStringLiteral("proper-noun:Okonkwo"),
                              QStringLiteral("proper-noun:Zorblax")}));
    }

    // Every name on the list is found whole where a sentence names someone, accented and
    // non-Latin letters included ("Łukasz", "José"), and a word that only ends in a name's
    // letters is not taken for it.
    void everyGivenNameIsFoundAsOneWord() {
        QStringList missed;
        for (const QString& name : givenNames()) {
            const QString text = QStringLiteral("Yesterday I met %1 at the station.").arg(name);
            const QStringList found = spanList(gazetteer_->detect(text));
            if (found != QStringList{QStringLiteral("given-name:") + name}) missed << name;
        }
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QStringLiteral(", "))));
        QVERIFY(gazetteer_->detect(QStringLiteral("my friend élisa called")).empty());
    }

    void lowerCaseNamesButNotInsideAddresses() {
        QCOMPARE(spanList(detectSensitiveTerms(
                     {&*gazetteer_, &patterns_},
                     QStringLiteral("my flatmate priya. write to priya.nair@example.com"))),
                 (QStringList{QStringLiteral("given-name:priya"),
                              QStringLiteral("email:priya.nair@example.com")}));
        // Short names and names that are ordinary words are left alone in lower case.
        QVERIFY(gazetteer_->detect(QStringLiteral("i met mia and rose")).empty());
    }

    void termListNamesFeedNameRecovery() {
        QTemporaryDir dir;
        const TermListDetector list = TermListDetector::load(writeFile(
            dir, QStringLiteral("terms.txt"), "name: Zorblax Quint\nname: Yoyo\npenicillin\n"));
        const QString reference =
            QStringLiteral("Zorblax Quint and Yoyo are allergic to penicillin");
        const auto spans = detectSensitiveTerms({&list, &*gazetteer_, &patterns_}, reference);
        QCOMPARE(spanList(spans),
                 (QStringList{QStringLiteral("name:Zorblax Quint"), QStringLiteral("name:Yoyo"),
                              QStringLiteral("term:penicillin")}));
        EntityRecovery recovery;
        recovery.add(reference, spans, QStringLiteral("zorblax and yoyo took penicillin"));
        QCOMPARE(recovery.fullNames().found, 1);
        QCOMPARE(recovery.fullNames().recovered, 0);
        QCOMPARE(recovery.firstNames().found, 2); // Zorblax, and Yoyo standing alone
        QCOMPARE(recovery.firstNames().recovered, 2);
        QCOMPARE(recovery.lastNames().found, 1);
        QCOMPARE(recovery.lastNames().recovered, 0);
        // A given name standing alone is a first name too.
        EntityRecovery alone;
        const QString message = QStringLiteral("tell Priya I said hi");
        alone.add(message, gazetteer_->detect(message), QStringLiteral("tell priya hi"));
        QCOMPARE(alone.firstNames().percent(), 100.0);
        QCOMPARE(alone.fullNames().found, 0);
    }

    void recallOfAListOfNames() {
        QTemporaryDir dir;
        const QString names = writeFile(dir, QStringLiteral("names.txt"),
                                        "name: Priya Nair\nname: Tom\nname: Zorblax Quint\n");
        const QString texts =
            writeFile(dir, QStringLiteral("texts.txt"),
                      "my sister Priya Nair is here\ni know Tom and tom\n\nZorblax Quint called\n");
        const DetectorRecall recall =
            detectorRecall(QString::fromUtf8(test::readFile(texts)).split(QLatin1Char('\n')),
                           TermListDetector::load(names), {&*gazetteer_, &patterns_});
        // Priya Nair whole; Tom found, "tom" (too short in lower case) missed; Zorblax Quint
        // missed entirely (no given name before the unknown surname). A capitalised "Tom" opening
        // a line would be missed too: "tom" is an ordinary word.
        QCOMPARE(recall.firstNames.total, 4);
        QCOMPARE(recall.firstNames.found, 2);
        QCOMPARE(recall.lastNames.total, 2);
        QCOMPARE(recall.lastNames.found, 1);
        QCOMPARE(recall.wholeNames.found, 2);
        QCOMPARE(recall.missed, (QStringList{QStringLiteral("line 2: tom (tom)"),
                                             QStringLiteral("line 4: Zorblax Quint (Zorblax, "
                                                            "Quint)")}));

        QProcess cli;
        cli.start(QStringLiteral(UNEMBED_CLI),
                  {QStringLiteral("detect"), QStringLiteral("--texts"), texts,
                   QStringLiteral("--names"), names, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(json.value(QStringLiteral("first_names")).toObject().value("percent").toDouble(),
                 50.0);
        QCOMPARE(json.value(QStringLiteral("missed")).toArray().size(), 2);
        QVERIFY(json.value(QStringLiteral("detector"))
                    .toString()
                    .contains(QStringLiteral("proper-noun-gazetteer/3")));

        QProcess list;
        list.start(
            QStringLiteral(UNEMBED_CLI),
            {QStringLiteral("detect"), QStringLiteral("--texts"), texts, QStringLiteral("--json")});
        QVERIFY(list.waitForFinished(60000));
        const QJsonArray lines = QJsonDocument::fromJson(list.readAllStandardOutput())
                                     .object()
                                     .value(QStringLiteral("lines"))
                                     .toArray();
        QCOMPARE(lines.size(), 2); // lines 1 and 2 hold names the detectors find
        QCOMPARE(lines[0].toObject().value(QStringLiteral("line")).toInt(), 1);

        // Detectors given the list itself (--terms) find every listed name.
        const TermListDetector asTerms = TermListDetector::load(names);
        const DetectorRecall withList =
            detectorRecall(QString::fromUtf8(test::readFile(texts)).split(QLatin1Char('\n')),
                           asTerms, {&asTerms, &*gazetteer_, &patterns_});
        QCOMPARE(withList.firstNames.found, withList.firstNames.total);
        QCOMPARE(withList.wholeNames.found, withList.wholeNames.total);
        QVERIFY(withList.missed.isEmpty());

        // A list that names nobody ("name: " lines) is refused, not counted as nothing missed.
        const QString plain = writeFile(dir, QStringLiteral("plain.txt"), "Priya Nair\n");
        QProcess refused;
        refused.start(QStringLiteral(UNEMBED_CLI),
                      {QStringLiteral("detect"), QStringLiteral("--texts"), texts,
                       QStringLiteral("--names"), plain});
        QVERIFY(refused.waitForFinished(60000));
        QCOMPARE(refused.exitCode(), 1);
        QVERIFY(refused.readAllStandardError().contains("plain.txt"));
    }
};

QTEST_GUILESS_MAIN(TestNameDetection)
#include "test_name_detection.moc"
