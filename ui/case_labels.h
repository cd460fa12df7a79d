// How the views name what a case holds, in the interface's language: a run's status, the run a
// curve was drawn from and its dataset (so that the curves of four runs with the same title can
// be told apart in the Case panel, the Curves view, exported figures and report captions), and a
// run's size.
#pragma once

#include "store/curve_store.h"
#include "store/run_store.h"

namespace unembed {

class CaseFile;

// "finished", "cancelled", "failed", "running" as people read them.
QString runStatusLabel(const QString& status);

// A sensitive term's kind as people read it: "given name" for given-name, "e-mail address" for
// email, ...; a kind a user's term list names is shown as written.
QString termKindLabel(const QString& kind);

// "Vec2Text 20 steps (run 5) on demo messages"; the dataset from the run's parameters for a run
// copied without its dataset.
QString runWithDataset(CaseFile& caseFile, const RunInfo& run);

// The curve's stored title, followed for a curve of one run by that run and its dataset. Throws
// InputError when the case cannot be read.
QString curveTitle(CaseFile& caseFile, const CurveInfo& curve);

// The samples a run holds, or for a run copied without them (the demo's evaluation) the number it
// ran on, as its parameters record.
qint64 runSamplesRun(CaseFile& caseFile, const RunInfo& run);

} // namespace unembed
