// The demo build's bookkeeping on hand-made plans: a stage is built again when its settings
// change, when a stage it uses is, or when it uses a stage new to the plan, and stages that use
// neither are kept; the runs finished stages claim; the record survives a restart, and so does
// forgetting, so that an interrupted rebuild resumes; an unfinished stage whose input is built
// again starts afresh; a recorded build is refused without --resume and a damaged record is
// named, not silently rebuilt.
#include "demo/build_state.h"
#include "test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace unembed;

namespace {

// corpus -> victim -> {mlc, geia}; report uses both attacks.
std::vector<Stage> plan(int victimEpochs = 2) {
    std::vector<Stage> stages{
        {QStringLiteral("corpus"), {{QStringLiteral("limit"), 10}}},
        {QStringLiteral("victim"), {{QStringLiteral("epochs"), victimEpochs}}},
        {QStringLiteral("mlc"), {{QStringLiteral("hidden"), 0}}},
        {QStringLiteral("geia"), {{QStringLiteral("layers"), 3}}},
        {QStringLiteral("report"), {{QStringLiteral("format"), 1}}}};
    stages[1].inputs = {QStringLiteral("corpus")};
    stages[2].inputs = {QStringLiteral("victim")};
    stages[3].inputs = {QStringLiteral("victim")};
    stages[4].inputs = {QStringLiteral("mlc"), QStringLiteral("geia")};
    return stages;
}

// Records every stage of `stages` as done, each claiming run (index + 1).
void finishAll(const QString& folder, const std::vector<Stage>& stages) {
    BuildState state(folder, true, stages);
    for (size_t i = 0; i < stages.size(); ++i)
        state.markDone(stages[i], 60.0 * double(i), QStringLiteral("CPU · %1 threads").arg(i + 1),
                       {{QStringLiteral("runs"), QJsonArray{qint64(i + 1)}}});
}

// What plan(4) builds afresh over plan(): the victim, whose epochs changed, and what uses it.
QStringList victimAndItsUsers() {
    return {QStringLiteral("victim"), QStringLiteral("mlc"), QStringLiteral("geia"),
            QStringLiteral("report")};
}

QStringList done(const BuildState& state, const std::vector<Stage>& stages) {
    QStringList names;
    for (const Stage& stage : stages)
        if (state.isDone(stage.name)) names << stage.name;
    return names;
}

} // namespace

class TestDemoBuildState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theRecordSurvivesARestart() {
        QTemporaryDir dir;
        finishAll(dir.path(), plan());
        const BuildState again(dir.path(), true, plan());
        QCOMPARE(done(again, plan()).size(), qsizetype(5));
        QVERIFY(again.staleStages().isEmpty());
        QCOMPARE(again.seconds(QStringLiteral("geia")), 180.0);
        // What ran each stage is kept beside its duration (the report's table shows it).
        QCOMPARE(again.record()
                     .value(QStringLiteral("geia"))
                     .toObject()
                     .value(QStringLiteral("device"))
                     .toString(),
                 QStringLiteral("CPU · 4 threads"));
        QCOMPARE(again.claimedIds({QStringLiteral("mlc"), QStringLiteral("report")},
                                  QStringLiteral("runs")),
                 (QSet<qint64>{3, 5}));
        // Curves that belong to no run are claimed under "curves", apart from the runs.
        QVERIFY(again.claimedIds({QStringLiteral("report")}, QStringLiteral("curves")).isEmpty());
        BuildState withCurve(dir.path(), true, plan());
        withCurve.markDone(
            plan().back(), 1.0, QStringLiteral("cpu"),
            {{QStringLiteral("runs"), QJsonArray{5}}, {QStringLiteral("curves"), QJsonArray{7}}});
        QCOMPARE(BuildState(dir.path(), true, plan())
                     .claimedIds({QStringLiteral("report")}, QStringLiteral("curves")),
                 QSet<qint64>{7});
    }

    void changedSettingsRebuildTheStageAndWhatUsesIt() {
        QTemporaryDir dir;
        finishAll(dir.path(), plan());
        const std::vector<Stage> longer = plan(4);
        const BuildState state(dir.path(), true, longer);
        QCOMPARE(state.staleStages(), victimAndItsUsers());
        QCOMPARE(done(state, longer), QStringList{QStringLiteral("corpus")});
        // What the forgotten stages made is no longer claimed.
        QCOMPARE(state.claimedIds({QStringLiteral("corpus"), QStringLiteral("mlc")},
                                  QStringLiteral("runs")),
                 QSet<qint64>{1});
    }

    // A rebuild interrupted before its first stage finished resumes that stage (its checkpoints
    // kept) instead of finding the old records and forgetting the stages again.
    void forgettingIsWrittenAtOnce() {
        QTemporaryDir dir;
        finishAll(dir.path(), plan());
        const std::vector<Stage> longer = plan(4);
        QCOMPARE(BuildState(dir.path(), true, longer).staleStages(), victimAndItsUsers());
        const BuildState resumed(dir.path(), true, longer);
        QVERIFY(resumed.staleStages().isEmpty());
        QCOMPARE(done(resumed, longer), QStringList{QStringLiteral("corpus")});
    }

    // Two builds of one pack started together from the same file (each with `--only`): neither
    // brings back the old records the other struck, and each keeps the stages the other finished.
    void twoBuildsOfOnePackKeepEachOthersStages() {
        QTemporaryDir dir;
        finishAll(dir.path(), plan());
        const QString path = QDir(dir.path()).filePath(QStringLiteral("build-state.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        const std::vector<Stage> longer = plan(4);
        BuildState first(dir.path(), true, longer);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(before); // the second build read the file before the first rewrote it
        file.close();
        BuildState second(dir.path(), true, longer);
        QCOMPARE(second.staleStages(), victimAndItsUsers());
        QCOMPARE(BuildState(dir.path(), true, longer).staleStages(), QStringList());
        first.markDone(longer[1], 1.0, QStringLiteral("cuda:0"), {});
        second.markDone(longer[3], 2.0, QStringLiteral("cpu"), {});
        const BuildState after(dir.path(), true, longer);
        QVERIFY(after.staleStages().isEmpty());
        QCOMPARE(done(after, longer),
                 (QStringList{QStringLiteral("corpus"), QStringLiteral("victim"),
                              QStringLiteral("geia")}));
        QCOMPARE(after.seconds(QStringLiteral("victim")), 1.0);
    }

    void anUnfinishedStageWhoseInputIsRebuiltStartsAfresh() {
        QTemporaryDir dir;
        {
            BuildState state(dir.path(), true, plan());
            state.markDone(plan()[0], 1.0, QStringLiteral("cpu"), {});
            state.markDone(plan()[1], 1.0, QStringLiteral("cpu"), {});
        }
        const std::vector<Stage> longer = plan(4);
        const BuildState state(dir.path(), true, longer);
        QCOMPARE(state.staleStages(), victimAndItsUsers());
        QCOMPARE(done(state, longer), QStringList{QStringLiteral("corpus")});
        // Nothing was forgotten but the victim: the file keeps the corpus.
        QCOMPARE(done(BuildState(dir.path(), true, longer), longer),
                 QStringList{QStringLiteral("corpus")});
    }

    void aStageNewToThePlanRebuildsOnlyItsUsers() {
        QTemporaryDir dir;
        finishAll(dir.path(), plan());
        std::vector<Stage> grown = plan();
        Stage ablation(QStringLiteral("ablation"), {{QStringLiteral("feedback"), false}});
        ablation.inputs = {QStringLiteral("victim")};
        grown.insert(grown.begin() + 4, ablation);
        grown.back().inputs << QStringLiteral("ablation");
        const BuildState state(dir.path(), true, grown);
        QCOMPARE(state.staleStages(), QStringList{QStringLiteral("report")});
        QCOMPARE(done(state, grown),
                 (QStringList{QStringLiteral("corpus"), QStringLiteral("victim"),
                              QStringLiteral("mlc"), QStringLiteral("geia")}));
    }

    void invalidatingLaterForgetsTheUsersToo() {
        QTemporaryDir dir;
        finishAll(dir.path(), plan());
        BuildState state(dir.path(), true, plan());
        state.invalidate({QStringLiteral("geia")}, plan());
        QCOMPARE(state.staleStages(),
                 (QStringList{QStringLiteral("geia"), QStringLiteral("report")}));
        QVERIFY(state.isDone(QStringLiteral("mlc")));
    }

    void aRecordedBuildNeedsResumeAndADamagedOneIsNamed() {
        QTemporaryDir dir;
        finishAll(dir.path(), plan());
        const QString path = QDir(dir.path()).filePath(QStringLiteral("build-state.json"));
        test::expectError([&] { BuildState(dir.path(), false, plan()); },
                          {path, QStringLiteral("--resume")});
        QByteArray bytes = test::readFile(path);
        bytes.chop(bytes.size() / 2); // a file cut short
        test::writeFile(dir, QStringLiteral("build-state.json"), bytes);
        test::expectError([&] { BuildState(dir.path(), true, plan()); },
                          {path, QStringLiteral("not a JSON object")});
        // Valid JSON, yet a stage's record is not one.
        test::writeFile(dir, QStringLiteral("build-state.json"), QByteArray("{\"mlc\": 5}"));
        test::expectError([&] { BuildState(dir.path(), true, plan()); },
                          {path, QStringLiteral("stage 'mlc'")});
    }
};

QTEST_GUILESS_MAIN(TestDemoBuildState)
#include "test_demo_build_state.moc"
