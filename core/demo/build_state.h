// The demo build's bookkeeping: its plan (stages with their settings and the stages whose results
// each uses) and OUT/build-state.json, the stages done so far with their settings, durations and
// results. The file ships with the pack, so that a build resumed in another session (with an
// empty work folder) keeps the finished stages and the report can say how long each took. A stage
// is built again when its settings change, when a stage it uses is built again, or when it uses a
// stage not built yet (one new to the plan). Two builds of one pack can run at once (`--only`,
// each with its own work folder): each rewrites the file under a lock and keeps the stages the
// other recorded. Torch-free.
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <vector>

namespace unembed {

struct Stage {
    Stage(QString stageName, QJsonObject stageSettings)
        : name(std::move(stageName)), settings(std::move(stageSettings)) {}
    QString name;
    QJsonObject settings;
    QStringList inputs; // the stages whose results it uses, all earlier in the plan
};

class BuildState {
public:
    // Reads OUT/build-state.json when there is one and forgets the stages to build again, in
    // the file too (see invalidate). Throws InputError naming the file when one exists without
    // `resume`, or cannot be read or parsed.
    BuildState(const QString& outFolder, bool resume, const std::vector<Stage>& plan);

    // Forgets `stages` and every finished stage that uses their results, directly or not, or
    // uses a stage not yet built: they are built again. The file is rewritten at once.
    void invalidate(const QStringList& stages, const std::vector<Stage>& plan);

    // The stages to build afresh, in plan order: those forgotten since the file was read, and
    // unfinished ones that use one of them (what they saved so far used its old results).
    const QStringList& staleStages() const { return staleStages_; }
    bool isDone(const QString& stage) const { return done_.contains(stage); }
    double seconds(const QString& stage) const;
    QJsonObject results(const QString& stage) const;
    // The ids these stages recorded under `key` in their results ("runs": the runs they made,
    // "curves": the curves that belong to no run), when finished.
    QSet<qint64> claimedIds(const QStringList& stages, const QString& key) const;
    const QJsonObject& record() const { return done_; }

    // Records the stage, with what ran it (ComputeInfo::summary: the device, its threads and
    // libtorch), and rewrites the file at once (atomically); throws InputError naming it.
    void markDone(const Stage& stage, double seconds, const QString& device,
                  const QJsonObject& results);

private:
    // Rewrites the file under a lock, keeping the stages another build recorded meanwhile.
    void save();
    QString path_;
    QJsonObject done_;
    QStringList staleStages_;
    QHash<QString, QJsonObject> struck_; // the records this build forgot, as they were
};

} // namespace unembed
