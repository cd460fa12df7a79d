// The verbs of unembed-cli (verb_catalog.h names them). Each parses its own options (args[0] is the
// verb) and returns the exit code: 0 success, 1 bad input or failed job, 2 wrong usage, 130
// cancelled by Ctrl+C.
#pragma once

#include <QStringList>

namespace unembed::cli {

int runInfo(const QStringList& args);
int runNew(const QStringList& args);
int runImport(const QStringList& args);
int runList(const QStringList& args);
int runDelete(const QStringList& args);
int runEmbed(const QStringList& args);
int runAlign(const QStringList& args);
int runInvert(const QStringList& args);
int runTrain(const QStringList& args);
// `train probe`: attribute probes (verb_train_probe.cpp).
int runTrainProbe(const QStringList& args);
int runBench(const QStringList& args);
int runDemo(const QStringList& args);
int runExport(const QStringList& args);
int runScore(const QStringList& args);
int runDetect(const QStringList& args);
int runEval(const QStringList& args);
int runSweep(const QStringList& args);
int runServe(const QStringList& args);
int runReport(const QStringList& args);
int runAudit(const QStringList& args);
int runMerge(const QStringList& args);

} // namespace unembed::cli
