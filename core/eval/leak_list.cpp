#include "leak_list.h"

#include "eval/entity_recovery.h"
#include "eval/report_text.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "text/redaction.h"

#include <QSet>

#include <algorithm>

namespace unembed {

namespace {

QString detectorsNote(const LeakList& list) {
    return ReportText::tr("A term is a span the evaluation's detectors found in the vector's text "
                          "(%1); a run recovered it when its output for that vector holds it as "
                          "whole words, ignoring case (MLC and MSP: among their predicted "
                          "pieces).")
        .arg(list.detectors.isEmpty()
                 ? ReportText::tr("none")
                 : ReportText::detectorLabels(list.detectors).join(QStringLiteral("; ")));
}

} // namespace

int LeakListEntry::recoveredCount() const {
    return int(std::count(recovered.begin(), recovered.end(), true));
}

LeakList leakList(CaseFile& caseFile, qint64 datasetId) {
    LeakList list;
    list.datasetId = datasetId;
    list.datasetName = requireDataset(caseFile, datasetId).name;
    std::vector<QHash<qint64, QString>>& outputs = list.outputs;
    for (const RunInfo& run : listRuns(caseFile)) {
        if (run.datasetId != datasetId || run.status != QLatin1String("finished")) continue;
        QHash<qint64, QString> byRow;
        for (const RunSampleInfo& sample : runSamples(caseFile, run.id))
            byRow.insert(sample.row, sample.finalText);
        if (byRow.isEmpty()) continue; // a sweep, or a run that made no output
        list.runs.push_back({run.id, shownRunLabel(run)});
        outputs.push_back(std::move(byRow));
    }
    QSet<QString> kinds, detectors, seen;
    for (const SpanRecord& span : referenceSpans(caseFile, datasetId)) {
        // Two detectors (or two evaluations' term lists) finding the same term count once.
        const QString key =
            QStringLiteral("%1\t%2\t%3").arg(span.row).arg(span.kind, span.text.toLower());
        if (seen.contains(key)) continue;
        seen.insert(key);
        LeakListEntry entry{span.row, span.kind, span.text, span.detector, {}};
        for (const QHash<qint64, QString>& output : outputs) {
            const auto found = output.constFind(span.row);
            entry.recovered.push_back(found != output.constEnd() &&
                                      containsTerm(*found, span.text));
        }
        kinds.insert(span.kind);
        detectors.insert(span.detector);
        list.entries.push_back(std::move(entry));
    }
    list.kinds = kinds.values();
    list.kinds.sort();
    list.detectors = detectors.values();
    list.detectors.sort();
    return list;
}

ReportTable leakListTable(const LeakList& list, const std::vector<size_t>& shown) {
    ReportTable table;
    table.id = QStringLiteral("leak-list");
    table.title = ReportText::tr("Sensitive terms and the runs that recovered them");
    table.columns = {ReportText::tr("Row"), ReportText::tr("Kind"), ReportText::tr("Term"),
                     ReportText::tr("Detector")};
    for (const LeakListRun& run : list.runs)
        table.columns << ReportText::tr("%1 (run %2)").arg(run.label).arg(run.runId);
    const QString recoveredMark = ReportText::tr("yes");
    for (size_t index : shown) {
        const LeakListEntry& entry = list.entries.at(index);
        QStringList row{QString::number(entry.row + 1), entry.kind, entry.term,
                        ReportText::detectorLabel(entry.detector)};
        for (bool recovered : entry.recovered)
            row << (recovered ? recoveredMark : QString());
        table.rows.push_back(row);
    }
    table.notes << detectorsNote(list);
    return table;
}

ReportTable worstLeaksTable(CaseFile& caseFile, const LeakList& list, int keep, bool redact) {
    ReportTable table;
    table.id = QStringLiteral("leaks");
    table.title = ReportText::tr("Leaks in %1: the records with the most sensitive terms recovered")
                      .arg(list.datasetName);
    table.columns = {ReportText::tr("Run"),       ReportText::tr("Row"),
                     ReportText::tr("Text"),      ReportText::tr("Output"),
                     ReportText::tr("Recovered"), ReportText::tr("Missed")};
    if (list.runs.empty() || list.entries.empty()) return table;
    QHash<qint64, QString> texts;
    for (size_t r = 0; r < list.runs.size(); ++r) {
        // Each row's terms (or their kinds), recovered or missed by this run, as detected.
        QMap<qint64, std::pair<QStringList, QStringList>> rows;
        for (const LeakListEntry& entry : list.entries) {
            const QString shown = redact ? redactionMark(entry.kind) : entry.term;
            (entry.recovered[r] ? rows[entry.row].first : rows[entry.row].second) << shown;
        }
        std::vector<qint64> leaking;
        for (auto it = rows.cbegin(); it != rows.cend(); ++it)
            if (!it->first.isEmpty()) leaking.push_back(it.key());
        std::stable_sort(leaking.begin(), leaking.end(), [&](qint64 a, qint64 b) {
            return rows[a].first.size() > rows[b].first.size();
        });
        leaking.resize(std::min(leaking.size(), size_t(std::max(keep, 0))));
        if (leaking.empty()) continue;
        if (texts.isEmpty()) texts = datasetTexts(caseFile, list.datasetId);
        for (qint64 row : leaking) {
            QString text = texts.value(row), output = list.outputs[r].value(row);
            if (redact) {
                text = redactedText(text, rowTerms(list, row));
                output = redactedText(output, rowTerms(list, row));
            }
            table.rows.push_back(
                {ReportText::tr("%1 (run %2)").arg(list.runs[r].label).arg(list.runs[r].runId),
                 QString::number(row + 1), text, output, rows[row].first.join(QStringLiteral(", ")),
                 rows[row].second.join(QStringLiteral(", "))});
        }
    }
    table.notes
        << detectorsNote(list)
        << ReportText::tr("At most %1 records per run, most terms recovered first.").arg(keep);
    if (redact)
        table.notes << ReportText::tr("Redacted: each detected term is replaced by its kind.");
    return table;
}

std::vector<std::pair<QString, QString>> rowTerms(const LeakList& list, qint64 row) {
    std::vector<std::pair<QString, QString>> terms;
    for (const LeakListEntry& entry : list.entries)
        if (entry.row == row) terms.emplace_back(entry.term, entry.kind);
    return terms;
}

} // namespace unembed
