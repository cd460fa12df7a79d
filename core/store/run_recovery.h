// Runs left 'running' by a process that died (SIGKILL, a full disk, a power cut): every run row
// records its owner (host, pid, process start time) and a writable open marks the runs whose
// owner is gone 'interrupted', keeping every sample and round they stored, so that no run stays
// "running" for ever and the rows can be read, evaluated or deleted.
#pragma once

#include "case_file.h"

namespace unembed {

// "host:pid:start-time" of this process, stored in run.owner by startRun.
QString runOwnerOfThisProcess();

// Marks 'interrupted' every 'running' run whose owner process has ended; returns how many. A run
// owned by another host is left as it is (nothing here can tell whether it still runs).
int recoverInterruptedRuns(CaseFile& caseFile);

} // namespace unembed
