// The words of reports (table titles, column heads, the "final" round, notes' frames) in the
// interface's language: the workbench installs its translator, so its Report tab, Compare and
// exports read in German or Korean; the CLI installs none and writes English. Figures, metric
// definitions and the detectors' stored names stay as the case holds them. Torch-free.
#pragma once

#include <QCoreApplication>

namespace unembed {

struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(ReportText)
};

} // namespace unembed
