// How unembed-cli talks: results as text or as JSON (--json) on stdout, progress and errors on
// stderr, Ctrl+C turned into a cancel of the running job.
#pragma once

#include "runtime/cancel_token.h"

#include <QJsonObject>
#include <QString>

namespace unembed::cli {

struct Output {
    bool json = false;
    // Prints `result` as JSON, or `text` when not in JSON mode.
    void result(const QJsonObject& result, const QString& text) const;
    // Prints an error (as {"error": ...} in JSON mode) and returns the exit code to use.
    int error(const QString& message, int exitCode = 1) const;
};

// A progress callback that draws a line on stderr, once per percent at most.
ProgressFn stderrProgress();

// The token Ctrl+C (SIGINT) cancels; installs the handler on first use.
CancelToken& interruptToken();

} // namespace unembed::cli
