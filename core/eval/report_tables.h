// The papers' tables, filled from the figures an evaluation stored in a case: GEIA Table 1 (token
// micro precision, recall and F1 per attack), GEIA Table 3 (stop-word rate and named-entity
// recovery), GEIA Table 4-style generation metrics, and Vec2Text's figures by correction round.
// Each table carries notes naming what its figures depend on (the definitions, the attacker
// tokenizer, the detector). Written out as Markdown, CSV or LaTeX for the report view, the demo's
// REPORT.md and the CLI. Torch-free.
#pragma once

#include "store/case_file.h"
#include "store/run_store.h"

#include <QStringList>

#include <vector>

namespace unembed {

struct ReportTable {
    QString id;    // table1, table3, generation, vec2text-rounds
    QString title; // e.g. "Table 1: token micro precision, recall and F1 (%)"
    QStringList columns;
    std::vector<QStringList> rows;
    QStringList notes; // what the figures depend on
};

// "MLC", "MSP", "GEIA beam 5", "GEIA nucleus p=0.9 T=0.9", "Vec2Text 20 steps, sbeam 4", ...
QString runLabel(const RunInfo& run);
// runLabel in the interface's language (ReportText::fromStored), for what is shown, not stored.
QString shownRunLabel(const RunInfo& run);

// The tables for the finished, evaluated runs of a dataset (every run for 0, those copied
// without a dataset included), runs in id order; a table no run has figures for is left out.
std::vector<ReportTable> reportTables(CaseFile& caseFile, qint64 datasetId = 0);

// One figure as the tables print it: percentages and characters to one decimal, cosines and
// scores to three.
QString formatFigure(const QString& metricName, double value);

// For each column, whether it holds figures: numbers (with a sign, decimals or a percent sign)
// and dashes for none, at least one number. Such columns are right-aligned in every layout
// (Markdown, LaTeX, HTML, PDF), the others left.
std::vector<bool> figureColumns(const ReportTable& table);

QString tableMarkdown(const ReportTable& table);
QString tableCsv(const ReportTable& table); // RFC 4180, title and notes left out
QString tableLatex(const ReportTable& table);

} // namespace unembed
