// Copies what a run measured from one case into another without what it read or wrote: the run
// (its attack, parameters and model), its run-level and per-round metrics and its curves, but no
// dataset, samples, rounds or spans. The demo build ships its evaluation this way, so the figures
// travel and the corpus's texts stay behind.
#pragma once

#include "store/case_file.h"

#include <functional>

namespace unembed {

// Returns the new run's id in `to`; its parameters gain "dataset" = `datasetNote` and "samples"
// = the source run's sample count. Throws InputError naming `from` for an unknown run.
qint64 copyRunFigures(CaseFile& from, qint64 runId, CaseFile& to, const QString& datasetNote);

// Passes the paths a case records through `rewrite`, in one transaction: model folders, the
// parameters of runs and curves (the folders and files they read), dataset sources, and the
// tokenizers, detectors and judges that figures and sensitive spans name. The demo
// build ships its case this way with paths relative to the pack, naming no folder of the
// machine that built it; the workbench finds the models in the pack on first launch.
void rewriteCasePaths(CaseFile& caseFile, const std::function<QString(const QString&)>& rewrite);

} // namespace unembed
