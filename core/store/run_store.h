// Typed reads and writes of runs: one row per attack, evaluation or sweep run on a dataset, what
// it produced for each vector (run_sample), and Vec2Text's correction rounds. Each write is its
// own transaction, so a crash loses at most the round in flight.
#pragma once

#include "case_file.h"
#include "dataset_store.h"

#include <QDateTime>
#include <QJsonValue>

#include <functional>
#include <optional>
#include <set>

namespace unembed {

struct RunInfo {
    qint64 id = 0;
    QString attack;
    qint64 modelId = 0;   // 0 when none
    qint64 datasetId = 0; // 0 when none
    QString paramsJson;
    QString device;
    QDateTime startedAt;
    QDateTime finishedAt; // invalid while running
    QString status;       // running, finished, cancelled, failed
};

struct RunSampleInfo {
    qint64 id = 0;
    qint64 row = 0;
    QString finalText;                 // the text, or for MLC/MSP the predicted pieces joined
    std::optional<double> finalCosine; // none for outputs that are not texts (MLC/MSP)
    QString tokensJson;                // MLC/MSP: [[id, piece], ...] in predicted order
    QString scoresJson;                // MLC: [[id, piece, p], ...] for every p >= 0.05
};

struct RoundInfo {
    int round = 0;
    QString hypothesis;
    double cosine = 0;
    QString candidatesJson; // [{"text": ..., "cosine": ...}, ...], best first
};

std::vector<RunInfo> listRuns(CaseFile& caseFile);
std::optional<RunInfo> findRun(CaseFile& caseFile, qint64 runId);

qint64 startRun(CaseFile& caseFile, const QString& attack, qint64 modelId, qint64 datasetId,
                const QString& paramsJson, const QString& device);
void finishRun(CaseFile& caseFile, qint64 runId, const QString& status);

struct StartedRun {
    qint64 id = 0;
    std::set<qint64> rowsKept; // rows with an output from before, when it continues a run
    // How many of `vectors`, in the order the run makes them, lead with an output kept.
    size_t leadingKept(const std::vector<StoredVector>& vectors) const;
};
// With `continueStopped`, continues the newest run of the same attack, model, dataset and
// parameters left cancelled (Ctrl+C, a spent query budget) or interrupted (its process died),
// marking it running again with its outputs kept, so that the same command after a stop goes on
// instead of starting over. Otherwise, or when there is none, starts a run.
StartedRun startOrContinueRun(CaseFile& caseFile, const QString& attack, qint64 modelId,
                              qint64 datasetId, const QString& paramsJson, const QString& device,
                              bool continueStopped);
// Deletes the run's outputs (and their rounds) for `rows`, to be made again.
void forgetRunRows(CaseFile& caseFile, qint64 runId, const std::vector<qint64>& rows);
// Sets one key of the run's parameters (what an audit learned of it, the sample it inverted),
// keeping the others.
void setRunParam(CaseFile& caseFile, qint64 runId, const QString& key, const QJsonValue& value);
// Deletes the run with everything it produced (samples, rounds, metrics, its outputs' spans,
// its curves).
void deleteRun(CaseFile& caseFile, qint64 runId);
// Runs `work` and marks the run finished, or cancelled (when `work` throws Cancelled or
// QueryBudgetSpent) or failed (anything else) before rethrowing, so that no run stays "running"
// after its job has ended.
void completeRun(CaseFile& caseFile, qint64 runId, const std::function<void()>& work);

// Creates the sample's row on first use and records its latest output; no cosine when the run
// could not re-embed its output (GEIA without the victim).
qint64 recordSampleOutput(CaseFile& caseFile, qint64 runId, qint64 row, const QString& text,
                          std::optional<double> cosine);
// The bag-of-words attacks' output: the predicted tokens (and MLC's token scores) of one vector.
qint64 recordSampleTokens(CaseFile& caseFile, qint64 runId, qint64 row, const QString& text,
                          const QString& tokensJson, const QString& scoresJson);
void recordRound(CaseFile& caseFile, qint64 runSampleId, const RoundInfo& round);

std::vector<RunSampleInfo> runSamples(CaseFile& caseFile, qint64 runId);
// How many vectors the run has an output for, without reading the outputs.
qint64 runSampleCount(CaseFile& caseFile, qint64 runId);
std::vector<RoundInfo> sampleRounds(CaseFile& caseFile, qint64 runSampleId);

} // namespace unembed
