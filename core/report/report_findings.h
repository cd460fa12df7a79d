// The report's opening page, a finding a manager can read: what was audited, what leaks and how
// sure we are (each figure with its 95 % interval), a risk level per threat model with the rule
// that set it, the records that leak the most, the defence that keeps retrieval at the lowest
// leak, and what was not tested; all from what the case holds. With redaction, every quoted record
// and reconstruction has its detected terms replaced by their kind ("[given name]"), so the report
// can circulate. Torch-free.
#pragma once

#include "eval/report_tables.h"
#include "store/case_file.h"
#include "store/curve_store.h"

#include <vector>

namespace unembed {

struct ReportOptions {
    bool redact = false;
    int worstRecords = 3;
    bool fullAppendix = false; // every figure, not only kCompactFigures of them
};

// The figures a report draws by default, so that the demo case's PDF stays within 12 pages.
constexpr int kCompactFigures = 8;

struct ReportFindings {
    QString heading;
    QStringList
        paragraphs;      // what was audited, the headline figures, the defence, what was not tested
    ReportTable threats; // a row per attack run: its threat model, figures and risk
    ReportTable worst;   // the records that leak the most, text beside what was recovered
    bool redacted = false;
};

struct ReportContent {
    ReportFindings findings;
    // The papers' tables, then each dataset's records that leak the most (redacted as asked).
    std::vector<ReportTable> tables;
};

// The findings and the tables, each dataset's leak list read once for both.
ReportContent reportContent(CaseFile& caseFile, const ReportOptions& options = {});

// The curves a report draws, of those it can draw: all of them with the full appendix, else at
// most kCompactFigures: those that compare runs or defences first (precision-recall over
// thresholds, defence sweeps, runs' rounds side by side), then single runs' curves, in case order.
std::vector<CurveInfo> reportCurves(const std::vector<CurveInfo>& drawable, bool fullAppendix);

// The findings, then the tables, as Markdown (what `unembed-cli report --out X.md` writes).
QString reportMarkdown(const ReportContent& content);

} // namespace unembed
