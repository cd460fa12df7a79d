// The demo report's leak section on a real case file: which detected terms of each message a run's
// reconstruction holds, counted by kind, and the messages that leak the most listed first.
#include "demo/demo_leaks.h"
#include "store/dataset_store.h"
#include "store/run_store.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

class TestDemoLeaks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void leaksAreCountedByKindAndListedWorstFirst() {
        QTemporaryDir dir;
        const QString termsPath =
            test::writeFile(dir, QStringLiteral("health.txt"), "diabetes\nblood pressure\n");
        CaseFile c(dir.filePath(QStringLiteral("leaks.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        EmbeddingSet set;
        set.sourcePath = dir.filePath(QStringLiteral("messages.txt"));
        set.vectors = FloatMatrix::owned(std::vector<float>(6, 0.5f), 3, 2);
        set.texts = {QStringLiteral("i was diagnosed with diabetes in 2019"),
                     QStringLiteral("my blood pressure is 140 over 90"),
                     QStringLiteral("see you at the diabetes clinic at 9")};
        const qint64 dataset = insertDataset(
            c, set, {QStringLiteral("messages"), QStringLiteral("text"), QStringLiteral("00")});
        const qint64 run =
            startRun(c, QStringLiteral("geia"), 0, dataset,
                     QStringLiteral("{\"decode\":\"beam\",\"beams\":5}"), QStringLiteral("CPU"));
        recordSampleOutput(c, run, 0, QStringLiteral("i have diabetes since 2019"), 0.9);
        recordSampleOutput(c, run, 1, QStringLiteral("my blood is fine"), 0.8);
        recordSampleOutput(c, run, 2, QStringLiteral("diabetes clinic at 9 tomorrow"), 0.7);
        finishRun(c, run, QStringLiteral("finished"));

        const PatternDetector patterns;
        const TermListDetector health = TermListDetector::load(termsPath);
        const std::vector<RunLeaks> leaks = demoLeaks(c, {run}, {&patterns, &health}, 2);
        QCOMPARE(leaks.size(), size_t(1));
        const RunLeaks& r = leaks.front();
        QCOMPARE(r.messages, qint64(3));
        // Message 2 leaks nothing: "blood" alone is not "blood pressure", 140 and 90 are gone.
        QCOMPARE(r.leakingMessages, qint64(2));
        QCOMPARE(r.found.value(QStringLiteral("term")), qint64(3));
        QCOMPARE(r.leaked.value(QStringLiteral("term")), qint64(2));
        QCOMPARE(r.leaked.value(QStringLiteral("year")), qint64(1));
        // Two terms each in rows 0 and 2; a tie keeps row order, and only `keep` are listed.
        QCOMPARE(r.worst.size(), size_t(2));
        QCOMPARE(r.worst[0].row, qint64(0));
        QCOMPARE(r.worst[0].recovered,
                 (QStringList{QStringLiteral("diabetes"), QStringLiteral("2019")}));
        QCOMPARE(r.worst[1].row, qint64(2));

        const QString markdown = demoLeaksMarkdown(leaks, QStringLiteral("patterns/1; terms"));
        QVERIFY(markdown.contains(QStringLiteral("| 2 of 3 |")));
        QVERIFY(markdown.contains(QStringLiteral("| 1 | i was diagnosed with diabetes in 2019 | "
                                                 "i have diabetes since 2019 | diabetes, 2019 |")));
        QVERIFY(!markdown.contains(QStringLiteral("my blood is fine")));
    }

    void aMissingRunIsNamed() {
        QTemporaryDir dir;
        CaseFile c(dir.filePath(QStringLiteral("empty.unembed")),
                   CaseFile::OpenMode::CreateIfMissing);
        const PatternDetector patterns;
        test::expectError(
            [&] { demoLeaks(c, {7}, {&patterns}, 3); },
            {QStringLiteral("empty.unembed"), QStringLiteral("no such run"), QStringLiteral("7")});
    }
};

QTEST_GUILESS_MAIN(TestDemoLeaks)
#include "test_demo_leaks.moc"
