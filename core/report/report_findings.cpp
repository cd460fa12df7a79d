#include "report_findings.h"

#include "attacks/attributes/probe_run.h"
#include "eval/defence_sweep.h"
#include "eval/leak_list.h"
#include "eval/report_text.h"
#include "eval/run_facts.h"
#include "eval/sample_estimate.h"
#include "store/dataset_store.h"
#include "store/run_store.h"
#include "text/redaction.h"

#include <QFileInfo>
#include <QMap>

#include <algorithm>
#include <map>

namespace unembed {

namespace {

// A share (0..1) as a percentage with its interval: "12 % (9–15 %)".
QString shareText(const Interval& share) {
    return ReportText::tr("%1 % (%2–%3 %)")
        .arg(QString::number(100 * share.estimate, 'f', 0),
             QString::number(100 * share.low, 'f', 0), QString::number(100 * share.high, 'f', 0));
}

enum class Risk { Low, Medium, High };

QString riskName(Risk risk) {
    switch (risk) {
    case Risk::High:
        return ReportText::tr("high");
    case Risk::Medium:
        return ReportText::tr("medium");
    case Risk::Low:
        break;
    }
    return ReportText::tr("low");
}

// How one attack run did on the records of its dataset that hold a detected term.
struct RunLeak {
    qint64 runId = 0;
    QString label;
    bool aligned = false; // read through an alignment map, not by an attacker of this victim
    QString threat;       // what the attack assumes the attacker holds, as shown
    QString dataset;
    qint64 checked = 0; // records with a term that the run has an output for
    qint64 leaking = 0; // of those, records with a term recovered
    Interval share;
    Risk risk = Risk::Low;
};

// A record of a run that leaked, for the worst records.
struct LeakedRecord {
    qint64 recovered = 0;
    size_t runIndex = 0;
    qint64 datasetId = 0;
    qint64 row = 0;
    std::vector<std::pair<QString, QString>> recoveredTerms; // term, kind
    std::vector<std::pair<QString, QString>> allTerms;       // the record's, for redaction
    QString output;
};

Risk riskOf(const RunLeak& leak) {
    if (leak.share.low >= 0.10) return Risk::High;
    return leak.leaking > 0 ? Risk::Medium : Risk::Low;
}

QString defenceParagraph(CaseFile& caseFile) {
    const std::vector<DefenceTradeoff> points = defenceTradeoffs(caseFile);
    QHash<QString, const DefenceTradeoff*> clean;
    for (const DefenceTradeoff& point : points)
        if (point.clean && !clean.contains(point.series)) clean.insert(point.series, &point);
    const DefenceTradeoff* best = nullptr;
    for (const DefenceTradeoff& point : points) {
        const DefenceTradeoff* base = clean.value(point.series);
        if (!base || &point == base || point.ndcg < 0.9 * base->ndcg) continue;
        if (!best || point.bleu < best->bleu) best = &point;
    }
    if (clean.isEmpty())
        return ReportText::tr("No defence was measured: the case holds no defence sweep.");
    if (!best) return ReportText::tr("No defence swept keeps 90 % of retrieval quality (NDCG@10).");
    const DefenceTradeoff& base = *clean.value(best->series);
    QString text =
        ReportText::tr("Of the defences swept, %1 at %2 keeps %3 % of retrieval quality (NDCG@10 "
                       "%4 against %5 without it) at the lowest leak: Vec2Text's BLEU falls from "
                       "%6 to %7.")
            .arg(ReportText::fromStored(best->series), ReportText::fromStored(best->strength),
                 QString::number(100 * best->ndcg / base.ndcg, 'f', 0),
                 QString::number(best->ndcg, 'f', 3), QString::number(base.ndcg, 'f', 3),
                 QString::number(base.bleu, 'f', 1), QString::number(best->bleu, 'f', 1));
    if (best->documents > 0 && best->documents < 100)
        text += QLatin1Char(' ') +
                ReportText::tr("BLEU rests on few inverted documents (n = %1): an indication, "
                               "not a ranking.")
                    .arg(best->documents);
    return text;
}

struct DatasetLeaks {
    DatasetInfo dataset;
    LeakList list;
};

ReportFindings findingsOf(CaseFile& caseFile, const std::vector<DatasetLeaks>& datasets,
                          const ReportOptions& options) {
    ReportFindings findings;
    findings.heading = ReportText::tr("Summary of findings");
    findings.redacted = options.redact;

    QHash<qint64, RunInfo> runs;
    for (const RunInfo& run : listRuns(caseFile))
        runs.insert(run.id, run);
    std::vector<RunLeak> leaks;
    std::vector<LeakedRecord> leaked;
    QMap<qint64, QHash<qint64, QString>> texts;
    QStringList audited;
    bool probed = false;
    for (const auto& [dataset, list] : datasets) {
        audited << ReportText::tr("%1 (vectors: %2; dimensions: %3)")
                       .arg(dataset.name)
                       .arg(dataset.count)
                       .arg(dataset.dim);
        std::map<qint64, std::vector<const LeakListEntry*>> byRow;
        for (const LeakListEntry& entry : list.entries)
            byRow[entry.row].push_back(&entry);
        for (size_t r = 0; r < list.runs.size(); ++r) {
            const RunInfo run = runs.value(list.runs[r].runId);
            if (run.attack == kProbeAttack) {
                probed = true;
                continue;
            }
            const QString threat = runFacts(run).threatModel;
            RunLeak leak{run.id,
                         list.runs[r].label,
                         !threat.isEmpty(),
                         threat.isEmpty() ? ReportText::tr("trained against the victim")
                                          : ReportText::fromStored(threat),
                         dataset.name,
                         0,
                         0,
                         {},
                         Risk::Low};
            for (const auto& [row, entries] : byRow) {
                if (!list.outputs[r].contains(row)) continue;
                ++leak.checked;
                LeakedRecord record{0, leaks.size(), dataset.id, row, {}, {}, {}};
                for (const LeakListEntry* entry : entries) {
                    record.allTerms.emplace_back(entry->term, entry->kind);
                    if (!entry->recovered[r]) continue;
                    ++record.recovered;
                    record.recoveredTerms.emplace_back(entry->term, entry->kind);
                }
                if (record.recovered == 0) continue;
                ++leak.leaking;
                record.output = list.outputs[r].value(row);
                leaked.push_back(std::move(record));
            }
            if (leak.checked == 0) continue;
            leak.share = wilsonInterval(leak.leaking, leak.checked, 0);
            leak.risk = riskOf(leak);
            leaks.push_back(std::move(leak));
        }
    }

    // What was audited.
    findings.paragraphs << ReportText::tr("Audited: the case %1, holding %2. Written %3.")
                               .arg(QFileInfo(caseFile.path()).fileName(),
                                    audited.isEmpty() ? ReportText::tr("no vectors")
                                                      : audited.join(QStringLiteral("; ")),
                                    QDate::currentDate().toString(Qt::ISODate));
    QStringList threats;
    for (const RunLeak& leak : leaks)
        if (!threats.contains(leak.threat)) threats << leak.threat;
    if (!threats.isEmpty())
        findings.paragraphs << ReportText::tr("Threat models tried: %1. \"Trained against the "
                                              "victim\" assumes the attacker could query the "
                                              "victim (or held many of its pairs) to train an "
                                              "attack; \"aligned from N leaked pairs\" assumes N "
                                              "(text, vector) pairs and a public attack model.")
                                   .arg(threats.join(QStringLiteral("; ")));

    // The headline: the run that leaks most of each dataset.
    QMap<QString, const RunLeak*> worstRun;
    for (const RunLeak& leak : leaks) {
        const RunLeak*& worst = worstRun[leak.dataset];
        if (!worst || leak.share.estimate > worst->share.estimate) worst = &leak;
    }
    for (const RunLeak* leak : worstRun)
        findings.paragraphs
            << (leak->leaking > 0
                    ? ReportText::tr("%1 (%2) recovers at least one sensitive term from %3 of the "
                                     "records of %4 that hold one (n = %5).")
                          .arg(leak->label, leak->threat, shareText(leak->share), leak->dataset,
                               QString::number(leak->checked))
                    : ReportText::tr("No attack recovered a sensitive term from the records of %1 "
                                     "that hold one (n = %2); at 95 % confidence at most %3 % of "
                                     "such records would leak one to %4.")
                          .arg(leak->dataset, QString::number(leak->checked),
                               QString::number(100 * leak->share.high, 'f', 0), leak->label));
    if (leaks.empty())
        findings.paragraphs << ReportText::tr(
            "No attack run of this case could be checked for leaks: none has outputs for records "
            "whose texts hold a detected sensitive term.");

    // The threat models' table.
    findings.threats.id = QStringLiteral("findings");
    findings.threats.title = ReportText::tr("What leaks, per attack and threat model");
    findings.threats.columns = {ReportText::tr("Threat model"),
                                ReportText::tr("Attack"),
                                ReportText::tr("Dataset"),
                                ReportText::tr("Records checked"),
                                ReportText::tr("Records leaking a term (95 % interval)"),
                                ReportText::tr("Risk")};
    for (const RunLeak& leak : leaks)
        findings.threats.rows.push_back(
            {leak.threat, ReportText::tr("%1 (run %2)").arg(leak.label).arg(leak.runId),
             leak.dataset, QString::number(leak.checked), shareText(leak.share),
             riskName(leak.risk)});
    findings.threats.notes
        << ReportText::tr("Records checked: those whose text holds a term the detectors found and "
                          "that the run inverted. A record leaks when the run's output holds one "
                          "of its terms as whole words (Wilson's 95 % interval).")
        << ReportText::tr("Risk: high when even the interval's low end is at least 10 % of "
                          "records; medium when any record leaks a term; low when none does.");

    // The worst records: most terms recovered, one line per record.
    std::stable_sort(leaked.begin(), leaked.end(),
                     [](const auto& a, const auto& b) { return a.recovered > b.recovered; });
    findings.worst.id = QStringLiteral("worst-records");
    findings.worst.title = ReportText::tr("The records that leak the most");
    findings.worst.columns = {ReportText::tr("Record"), ReportText::tr("Text"),
                              ReportText::tr("Recovered by"), ReportText::tr("Reconstruction"),
                              ReportText::tr("Terms recovered")};
    QSet<QPair<qint64, qint64>> shown;
    for (const LeakedRecord& record : leaked) {
        if (int(findings.worst.rows.size()) >= options.worstRecords) break;
        if (shown.contains({record.datasetId, record.row})) continue;
        shown.insert({record.datasetId, record.row});
        if (!texts.contains(record.datasetId))
            texts.insert(record.datasetId, datasetTexts(caseFile, record.datasetId));
        QString text = texts[record.datasetId].value(record.row);
        QString output = record.output;
        QStringList terms;
        for (const auto& [term, kind] : record.recoveredTerms)
            terms << (options.redact ? redactionMark(kind) : term);
        if (options.redact) {
            text = redactedText(text, record.allTerms);
            output = redactedText(output, record.allTerms);
        }
        const RunLeak& leak = leaks[record.runIndex];
        findings.worst.rows.push_back(
            {ReportText::tr("%1, row %2").arg(leak.dataset).arg(record.row + 1), text,
             ReportText::tr("%1 (run %2)").arg(leak.label).arg(leak.runId), output,
             terms.join(QStringLiteral(", "))});
    }
    if (options.redact)
        findings.worst.notes << ReportText::tr(
            "Redacted: each detected term is replaced by its kind, in the texts and the "
            "reconstructions.");

    findings.paragraphs << defenceParagraph(caseFile);

    // What was not tested.
    QStringList untested;
    bool trained = false, aligned = false;
    for (const RunLeak& leak : leaks)
        (leak.aligned ? aligned : trained) = true;
    if (!trained) untested << ReportText::tr("an attacker trained against the victim");
    if (!aligned) untested << ReportText::tr("an attacker aligned from leaked pairs");
    if (!probed) untested << ReportText::tr("attribute inference (probes)");
    untested << ReportText::tr("translation without pairs (vec2vec) and query-only search "
                               "(ZSInvert), which this version of Unembed cannot run");
    findings.paragraphs
        << ReportText::tr("Not tested: %1.").arg(untested.join(QStringLiteral("; ")));
    if (options.redact)
        findings.paragraphs << ReportText::tr(
            "This report is redacted: the sensitive terms the detectors found in quoted records "
            "and reconstructions are replaced by their kind.");
    return findings;
}

} // namespace

ReportContent reportContent(CaseFile& caseFile, const ReportOptions& options) {
    std::vector<DatasetLeaks> datasets;
    for (const DatasetInfo& dataset : listDatasets(caseFile))
        datasets.push_back({dataset, leakList(caseFile, dataset.id)});
    ReportContent content{findingsOf(caseFile, datasets, options), reportTables(caseFile)};
    for (const DatasetLeaks& leaks : datasets) {
        ReportTable worst = worstLeaksTable(caseFile, leaks.list, 3, options.redact);
        if (!worst.rows.empty()) content.tables.push_back(std::move(worst));
    }
    return content;
}

std::vector<CurveInfo> reportCurves(const std::vector<CurveInfo>& drawable, bool fullAppendix) {
    if (fullAppendix || int(drawable.size()) <= kCompactFigures) return drawable;
    static const QStringList comparing{QStringLiteral("pr"), QStringLiteral("noise"),
                                       QStringLiteral("defence"), QStringLiteral("defences")};
    const auto compares = [](const CurveInfo& curve) {
        return comparing.contains(curve.kind) ||
               (curve.kind == QLatin1String("rounds") && curve.runId == 0);
    };
    std::vector<CurveInfo> chosen;
    for (const bool first : {true, false})
        for (const CurveInfo& curve : drawable)
            if (compares(curve) == first && int(chosen.size()) < kCompactFigures)
                chosen.push_back(curve);
    // In case order, as the full appendix draws them.
    std::stable_sort(chosen.begin(), chosen.end(),
                     [](const CurveInfo& a, const CurveInfo& b) { return a.id < b.id; });
    return chosen;
}

QString reportMarkdown(const ReportContent& content) {
    const ReportFindings& findings = content.findings;
    QStringList parts{QStringLiteral("## %1\n").arg(findings.heading)};
    for (const QString& paragraph : findings.paragraphs)
        parts << paragraph + QLatin1Char('\n');
    for (const ReportTable* table : {&findings.threats, &findings.worst})
        if (!table->rows.empty()) parts << tableMarkdown(*table);
    for (const ReportTable& table : content.tables)
        parts << tableMarkdown(table);
    return parts.join(QLatin1Char('\n'));
}

} // namespace unembed
