// The leak list of a dataset: every sensitive term its evaluation found in the vectors' texts (the
// reference spans `eval` stores, each with its detector: names, places, numbers, dates, health
// terms, a user's term list), and which of the dataset's finished runs recovered it: the run's
// output for that row holds the term as whole words, ignoring case (eval/entity_recovery.h; MLC
// and MSP: among their predicted pieces). The Leaks view filters and exports it; the report shows
// the records that leak the most. Torch-free.
#pragma once

#include "eval/report_tables.h"
#include "store/case_file.h"

#include <QHash>

#include <vector>

namespace unembed {

struct LeakListRun {
    qint64 runId = 0;
    QString label; // as the report tables name the run
};

struct LeakListEntry {
    qint64 row = 0; // 0-based, as the case stores rows
    QString kind;   // the span's kind: first-name, place, number, ...
    QString term;
    QString detector;
    std::vector<bool> recovered; // by each run of LeakList::runs, in order
    int recoveredCount() const;
};

struct LeakList {
    qint64 datasetId = 0;
    QString datasetName;
    std::vector<LeakListRun> runs;               // the dataset's finished runs with outputs, by id
    std::vector<LeakListEntry> entries;          // by row, then as detected in the text
    std::vector<QHash<qint64, QString>> outputs; // each run's output by row, as runs
    QStringList kinds;                           // sorted
    QStringList detectors;                       // sorted
};

// Reads the dataset's reference spans, texts and runs' outputs. An unevaluated dataset has no
// spans and so no entries. Throws InputError naming the case for an unknown dataset.
LeakList leakList(CaseFile& caseFile, qint64 datasetId);

// The entries at `shown` (indexes into list.entries, in that order) as a table: row (1-based as a
// user counts), kind, term, detector, then a column per run with "yes" where it recovered the term.
ReportTable leakListTable(const LeakList& list, const std::vector<size_t>& shown);

// The report's section: for each run, the `keep` records with the most terms recovered (ties by
// row), with the text, the run's output, and the terms recovered and missed. Empty (no rows) when
// no run recovered a term. `redact`: the record's terms in the text and the output, and the terms
// listed, are replaced by their kind (text/redaction.h).
ReportTable worstLeaksTable(CaseFile& caseFile, const LeakList& list, int keep = 3,
                            bool redact = false);

// A record's terms and their kinds, for redactedText().
std::vector<std::pair<QString, QString>> rowTerms(const LeakList& list, qint64 row);

} // namespace unembed
