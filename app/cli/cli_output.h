// How unembed-cli talks: results as text or as JSON (--json) on stdout, progress and errors on
// stderr, Ctrl+C turned into a cancel of the running job. docs/cli.md lists the JSON keys and the
// exit codes.
#pragma once

#include "runtime/cancel_token.h"
#include "training/training_settings.h"

#include <QJsonArray>

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace unembed::cli {

struct Output {
    bool json = false;
    // Prints `result` as JSON, or `text` when not in JSON mode.
    void result(const QJsonObject& result, const QString& text) const;
    // Prints an error (also as {"error": ..., "exit_code": ...} on stdout in JSON mode) and returns
    // the exit code to use.
    int error(const QString& message, int exitCode = 1) const;
};

// Wrong usage (exit code 2): `message` goes to stderr at once as "unembed-cli VERB: message"; a
// verb may find several before it returns 2, so in JSON mode they are kept for reportUsage().
void usageError(const QString& verb, const QString& message);
// After a verb returned 2: in JSON mode, prints the usage errors found as one error object (or,
// when the verb printed none through usageError, one that points to the verb's --help; nothing
// when Output::error printed one already). Returns 2.
int reportUsage(bool json, const QString& verb);

// Runs the verb `run` at the boundary between the verbs and the process: an exception it did not
// handle (libtorch, SentencePiece, the standard library) ends it with its message and exit code 1
// instead of `terminate`, a cancel with 130, and wrong usage (2) is reported once, in JSON too.
int runGuarded(const QString& verb, int (*run)(const QStringList& args), const QStringList& args);

// A progress callback that draws a line on stderr. On a terminal the line is redrawn once per
// percent at most; elsewhere (a log, a pipe) a stage gets its first line, a line every few seconds
// and its last one, so that a log of a long job stays short and ends at 100 %.
ProgressFn stderrProgress();

// Training steps (about a hundred lines over a run, and the first and last steps) and epoch
// summaries with their decoded samples on stderr; the epochs are kept for the JSON result.
class TrainingLog {
public:
    void step(const TrainingProgress& progress);
    void epoch(const EpochReport& report);
    const QJsonArray& epochs() const { return epochs_; }

private:
    int64_t lastPrinted_ = -1;
    QJsonArray epochs_;
};

// The token Ctrl+C (SIGINT) cancels; installs the handler on first use.
CancelToken& interruptToken();

} // namespace unembed::cli
