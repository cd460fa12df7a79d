#include "build_state.h"

#include "error.h"
#include "io/file_write.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>

#include <algorithm>

namespace unembed {

namespace {

InputError stateError(const QString& path, const QString& problem) {
    return InputError({path, std::nullopt, {}, {}, {}}, problem);
}

// The records of `path` (an empty object when there is no file); throws InputError naming it.
QJsonObject readState(const QString& path) {
    QFile file(path);
    if (!file.exists()) return {};
    if (!file.open(QIODevice::ReadOnly))
        throw stateError(path, QStringLiteral("cannot read the build state"));
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject())
        throw stateError(path, QStringLiteral("the build state is not a JSON object (%1 at byte "
                                              "%2); remove the file to build everything again")
                                   .arg(parse.errorString())
                                   .arg(parse.offset));
    const QJsonObject records = document.object();
    for (auto it = records.begin(); it != records.end(); ++it)
        if (!it.value().isObject() ||
            !it.value().toObject().value(QStringLiteral("settings")).isObject())
            throw stateError(path, QStringLiteral("the record of stage '%1' is not an object "
                                                  "with its settings; remove the file to build "
                                                  "everything again")
                                       .arg(it.key()));
    return records;
}

} // namespace

BuildState::BuildState(const QString& outFolder, bool resume, const std::vector<Stage>& plan)
    : path_(QDir(outFolder).filePath(QStringLiteral("build-state.json"))) {
    if (!QFile::exists(path_)) return;
    if (!resume)
        throw stateError(path_, QStringLiteral("a demo build was recorded in this pack; pass "
                                               "--resume to keep its finished stages, or remove "
                                               "this file to build everything again"));
    done_ = readState(path_);
    QStringList changed;
    for (const Stage& stage : plan) {
        const QJsonObject record = done_.value(stage.name).toObject();
        if (!record.isEmpty() &&
            record.value(QStringLiteral("settings")).toObject() != stage.settings)
            changed << stage.name;
    }
    invalidate(changed, plan);
}

void BuildState::invalidate(const QStringList& stages, const std::vector<Stage>& plan) {
    bool forgot = false;
    for (const Stage& stage : plan) {
        const auto anyInput = [&](const auto& predicate) {
            return std::any_of(stage.inputs.begin(), stage.inputs.end(), predicate);
        };
        const bool inputStale =
            anyInput([&](const QString& input) { return staleStages_.contains(input); });
        const bool inputMissing =
            anyInput([&](const QString& input) { return !done_.contains(input); });
        if (done_.contains(stage.name) &&
            (stages.contains(stage.name) || inputStale || inputMissing)) {
            staleStages_ << stage.name;
            struck_.insert(stage.name, done_.take(stage.name).toObject());
            forgot = true;
        } else if (!done_.contains(stage.name) && inputStale &&
                   !staleStages_.contains(stage.name)) {
            // Unfinished, its checkpoints were made from the input's old results.
            staleStages_ << stage.name;
        }
    }
    // Written at once: a resumed build interrupted before its first stage finished would
    // otherwise find the old records again and start those stages afresh every time.
    if (forgot) save();
}

double BuildState::seconds(const QString& stage) const {
    return done_.value(stage).toObject().value(QStringLiteral("seconds")).toDouble();
}

QJsonObject BuildState::results(const QString& stage) const {
    return done_.value(stage).toObject().value(QStringLiteral("results")).toObject();
}

QSet<qint64> BuildState::claimedIds(const QStringList& stages, const QString& key) const {
    QSet<qint64> ids;
    for (const QString& stage : stages)
        for (const QJsonValue& id : results(stage).value(key).toArray())
            ids.insert(id.toInteger());
    return ids;
}

void BuildState::markDone(const Stage& stage, double seconds, const QString& device,
                          const QJsonObject& results) {
    done_.insert(stage.name, QJsonObject{{QStringLiteral("settings"), stage.settings},
                                         {QStringLiteral("seconds"), seconds},
                                         {QStringLiteral("device"), device},
                                         {QStringLiteral("results"), results}});
    save();
}

void BuildState::save() {
    QLockFile lock(path_ + QStringLiteral(".lock"));
    if (!lock.lock())
        throw stateError(path_ + QStringLiteral(".lock"),
                         QStringLiteral("cannot lock the build state"));
    // Another build of this pack (`--only`, with its own work folder) may have recorded stages
    // since this one read the file: they stay, but for the old records this build struck.
    const QJsonObject onDisk = readState(path_);
    for (auto it = onDisk.begin(); it != onDisk.end(); ++it)
        if (!done_.contains(it.key()) && struck_.value(it.key()) != it.value().toObject())
            done_.insert(it.key(), it.value());
    writeFileAtomically(path_, QJsonDocument(done_).toJson());
}

} // namespace unembed
