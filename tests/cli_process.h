// unembed-cli run as a user runs it, for the suites that drive the command line: exit code,
// stdout, stderr, and whether it had to be killed for running past its time. Header-only.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace unembed::test {

struct CliResult {
    int exitCode = -1; // -1: crashed (a signal) or killed after the time limit
    QByteArray out;
    QByteArray err;
    bool timedOut = false;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

// Runs unembed-cli with `args` (in `workingDir` when given, in `environment` when given, else in
// this process's); kills it after `timeoutMs`.
inline CliResult runCli(const QStringList& args, int timeoutMs = 120000,
                        const QString& workingDir = {},
                        const QProcessEnvironment& environment = {}) {
    QProcess p;
    if (!workingDir.isEmpty()) p.setWorkingDirectory(workingDir);
    if (!environment.isEmpty()) p.setProcessEnvironment(environment);
    p.start(QStringLiteral(UNEMBED_CLI), args);
    CliResult result;
    if (!p.waitForFinished(timeoutMs)) {
        result.timedOut = true;
        p.kill();
        p.waitForFinished(5000);
    }
    result.exitCode =
        p.exitStatus() == QProcess::NormalExit && !result.timedOut ? p.exitCode() : -1;
    result.out = p.readAllStandardOutput();
    result.err = p.readAllStandardError();
    return result;
}

} // namespace unembed::test
