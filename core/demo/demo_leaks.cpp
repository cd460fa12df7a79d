#include "demo_leaks.h"

#include "error.h"
#include "eval/entity_recovery.h"
#include "eval/report_tables.h"
#include "store/dataset_store.h"
#include "store/run_store.h"

#include <algorithm>

namespace unembed {

namespace {

// A table cell: one line, and no pipe that would split it.
QString cell(QString text) {
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    return text.simplified();
}

} // namespace

std::vector<RunLeaks> demoLeaks(CaseFile& caseFile, const QList<qint64>& runs,
                                const std::vector<const TermDetector*>& detectors, int keep) {
    std::vector<RunLeaks> result;
    for (qint64 runId : runs) {
        const std::optional<RunInfo> run = findRun(caseFile, runId);
        if (!run)
            throw InputError({caseFile.path(), std::nullopt, QStringLiteral("run"),
                              QStringLiteral("a run of the case"), QString::number(runId)},
                             QStringLiteral("no such run"));
        const QHash<qint64, QString> messages = datasetTexts(caseFile, run->datasetId);
        RunLeaks leaks;
        leaks.runId = runId;
        leaks.label = runLabel(*run);
        std::vector<MessageLeak> all;
        for (const RunSampleInfo& sample : runSamples(caseFile, runId)) {
            MessageLeak leak{sample.row, messages.value(sample.row), sample.finalText, {}, {}};
            for (const SensitiveSpan& span : detectSensitiveTerms(detectors, leak.message)) {
                ++leaks.found[span.kind];
                if (containsTerm(leak.reconstruction, span.text)) {
                    ++leaks.leaked[span.kind];
                    leak.recovered << span.text;
                } else {
                    leak.missed << span.text;
                }
            }
            ++leaks.messages;
            if (!leak.recovered.isEmpty()) {
                ++leaks.leakingMessages;
                all.push_back(std::move(leak));
            }
        }
        std::stable_sort(all.begin(), all.end(), [](const MessageLeak& a, const MessageLeak& b) {
            return a.recovered.size() > b.recovered.size();
        });
        all.resize(std::min(all.size(), size_t(std::max(keep, 0))));
        leaks.worst = std::move(all);
        result.push_back(std::move(leaks));
    }
    return result;
}

QString demoLeaksMarkdown(const std::vector<RunLeaks>& leaks, const QString& detectors) {
    QStringList kinds;
    for (const RunLeaks& run : leaks)
        for (auto it = run.found.cbegin(); it != run.found.cend(); ++it)
            if (!kinds.contains(it.key())) kinds << it.key();
    std::sort(kinds.begin(), kinds.end());
    QString text = QStringLiteral(
        "## What the demo messages leak\n\n"
        "The %1 runs on the demo messages (`demo.unembed`, written for the project, no corpus "
        "text). A term is a span the detectors find in a message (%2); it leaks when the "
        "reconstruction holds it as a whole word or words, ignoring case (MLC and MSP: among "
        "their predicted pieces). Cells: recovered of detected.\n\n| Run | Messages leaking a "
        "term |");
    text = text.arg(leaks.size()).arg(detectors);
    for (const QString& kind : kinds)
        text += QLatin1Char(' ') + kind + QStringLiteral(" |");
    text += QStringLiteral("\n| --- | ---: |") + QStringLiteral(" ---: |").repeated(kinds.size()) +
            QLatin1Char('\n');
    for (const RunLeaks& run : leaks) {
        text += QStringLiteral("| %1 (run %2) | %3 of %4 |")
                    .arg(cell(run.label))
                    .arg(run.runId)
                    .arg(run.leakingMessages)
                    .arg(run.messages);
        for (const QString& kind : kinds)
            text += QStringLiteral(" %1 of %2 |")
                        .arg(run.leaked.value(kind))
                        .arg(run.found.value(kind));
        text += QLatin1Char('\n');
    }
    for (const RunLeaks& run : leaks) {
        if (run.worst.empty()) continue;
        text += QStringLiteral("\n**%1: the messages that leak the most**\n\n"
                               "| Line | Message | Reconstruction | Leaked | Missed |\n"
                               "| ---: | --- | --- | --- | --- |\n")
                    .arg(cell(run.label));
        for (const MessageLeak& leak : run.worst)
            text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                        .arg(leak.row + 1)
                        .arg(cell(leak.message), cell(leak.reconstruction),
                             cell(leak.recovered.join(QStringLiteral(", "))),
                             cell(leak.missed.join(QStringLiteral(", "))));
    }
    return text + QLatin1Char('\n');
}

} // namespace unembed
