// The words of reports (table titles, column heads, the "final" round, notes' frames) in the
// interface's language: the workbench installs its translator, so its Report tab, Compare and
// exports read in German or Korean; the CLI installs none and writes English. Figures, metric
// definitions and the detectors' names and versions stay as the case holds them. Torch-free.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace unembed {

struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(ReportText)
public:
    // A detector's stored label as people read it (or several joined with "; "): its name and
    // version as stored, its counts ("10713 entries, 1009 given names", "names.txt: 84 terms,
    // sha256 ...") in the language.
    static QString detectorLabel(const QString& stored);
    static QStringList detectorLabels(const QStringList& stored);
    // A text the case stores in English (a curve's title, axes, series and point labels, a run's
    // label) as shown in the interface's language: each phrase the workbench writes into such
    // texts is translated where it stands as whole words ("Vec2Text 20 steps, no feedback (run
    // 12)"), the rest (numbers, names, ids) is kept. Unchanged without a translator, so what the
    // case stores and the CLI prints stays English.
    static QString fromStored(const QString& stored);
};

} // namespace unembed
