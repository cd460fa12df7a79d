// REPORT.md of the demo pack: how it was built (stages, settings, time each took), the papers'
// tables for the evaluation on PersonaChat test, the MLC sweep, the noise trade-off and whether
// the figures clear the bars the demo issue sets, each with its margin. Everything comes from the
// build state and the evaluated case; nothing is written by hand. Torch-free.
#pragma once

#include "eval/report_tables.h"

#include <QJsonObject>

namespace unembed {

struct DemoReportInput {
    QJsonObject buildState; // build-state.json: per stage its settings, seconds and results
    std::vector<ReportTable> tables;
    QString datasetName; // the evaluated test set
    QString command;     // the command that rebuilds the pack
    QString machine;     // what it ran on
    QString leaks;       // the demo messages' leak section (demo_leaks.h), Markdown
};

QString demoReportMarkdown(const DemoReportInput& input);

} // namespace unembed
