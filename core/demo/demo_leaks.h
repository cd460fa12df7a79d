// What the demo messages leak: for each attack run on them, which sensitive terms of each message
// (names and places, numbers, dates, health terms: the detectors' spans) reappear in its
// reconstruction as whole words, by kind, and the messages that leak the most. REPORT.md shows it
// beside the corpus figures, so an audience sees the leak in words and not only in scores.
// Torch-free.
#pragma once

#include "store/case_file.h"
#include "text/sensitive_terms.h"

#include <QMap>

namespace unembed {

struct MessageLeak {
    qint64 row = 0; // 0-based, as the case stores rows: the message's line is row + 1
    QString message;
    QString reconstruction;
    QStringList recovered; // the detected terms the reconstruction holds, in message order
    QStringList missed;
};

struct RunLeaks {
    qint64 runId = 0;
    QString label; // the run's label, as the report tables name it
    qint64 messages = 0;
    qint64 leakingMessages = 0;     // messages with at least one term recovered
    QMap<QString, qint64> found;    // by span kind: terms detected in the messages
    QMap<QString, qint64> leaked;   // by span kind: of those, recovered
    std::vector<MessageLeak> worst; // most terms recovered first (ties by row), at most `keep`
};

// Throws InputError naming the case when a run is missing.
std::vector<RunLeaks> demoLeaks(CaseFile& caseFile, const QList<qint64>& runs,
                                const std::vector<const TermDetector*>& detectors, int keep);

// The REPORT.md section; `detectors` names the detectors as the figures do.
QString demoLeaksMarkdown(const std::vector<RunLeaks>& leaks, const QString& detectors);

} // namespace unembed
