#include "report_tables.h"

#include "eval/metric_definitions.h"
#include "eval/report_text.h"
#include "eval/run_facts.h"
#include "eval/sample_audit.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

#include <set>

namespace unembed {

namespace {

const QString kMissing = QStringLiteral("—");

struct EvaluatedRun {
    RunInfo info;
    QString dataset; // its name, or what a copied run says it was
    qint64 samples = 0;
    QMap<QString, MetricRecord> figures;           // run-level, by name
    QMap<int, QMap<QString, MetricRecord>> rounds; // Vec2Text, by round then name
};

std::vector<EvaluatedRun> evaluatedRuns(CaseFile& caseFile, qint64 datasetId) {
    std::vector<EvaluatedRun> runs;
    for (const RunInfo& info : listRuns(caseFile)) {
        if (info.status != QLatin1String("finished")) continue;
        if (datasetId != 0 && info.datasetId != datasetId) continue;
        EvaluatedRun run;
        run.info = info;
        for (const MetricRecord& record : runLevelMetrics(caseFile, info.id)) {
            if (record.round)
                run.rounds[*record.round].insert(record.name, record);
            else
                run.figures.insert(record.name, record);
        }
        if (run.figures.isEmpty()) continue;
        // A run copied without its samples (the demo's evaluation) says what it ran on.
        const QJsonObject params = QJsonDocument::fromJson(info.paramsJson.toUtf8()).object();
        run.samples = runSampleCount(caseFile, info.id);
        if (run.samples == 0) run.samples = params.value(QStringLiteral("samples")).toInteger();
        const std::optional<DatasetInfo> dataset =
            info.datasetId ? findDataset(caseFile, info.datasetId) : std::nullopt;
        run.dataset = dataset ? dataset->name : params.value(QStringLiteral("dataset")).toString();
        if (run.dataset.isEmpty()) run.dataset = kMissing;
        runs.push_back(std::move(run));
    }
    std::sort(runs.begin(), runs.end(),
              [](const EvaluatedRun& a, const EvaluatedRun& b) { return a.info.id < b.info.id; });
    return runs;
}

QString figure(const QMap<QString, MetricRecord>& figures, const QString& name) {
    const auto it = figures.find(name);
    return it == figures.end() ? kMissing : formatFigure(name, it->value);
}

// What the figures of `names` depend on, from the records themselves: each definition once,
// then the tokenizers, detectors and judges that produced them.
QStringList dependencyNotes(const std::vector<EvaluatedRun>& runs, const QStringList& names) {
    QStringList notes;
    for (const QString& name : names) {
        const MetricDefinition& definition = metricDefinition(name);
        notes << QStringLiteral("%1: %2").arg(name, definition.definition);
    }
    std::set<QString> tokenizers, detectors, judges;
    for (const EvaluatedRun& run : runs)
        for (const QString& name : names) {
            const auto it = run.figures.find(name);
            if (it == run.figures.end()) continue;
            if (!it->tokenizer.isEmpty()) tokenizers.insert(it->tokenizer);
            if (!it->detector.isEmpty()) detectors.insert(it->detector);
            if (!it->judge.isEmpty()) judges.insert(it->judge);
        }
    // Each attacker's folder has its own copy of a tokenizer file ("geia/spiece.model",
    // "mlc/spiece.model"): a file name shared by several folders is named once, with them.
    QMap<QString, QStringList> folders;
    for (const QString& tokenizer : tokenizers) {
        const qsizetype slash = tokenizer.lastIndexOf(QLatin1Char('/'));
        if (slash <= 0 || tokenizer.contains(QLatin1Char(' ')))
            notes << ReportText::tr("Tokenizer: %1").arg(tokenizer);
        else
            folders[tokenizer.mid(slash + 1)] << tokenizer.left(slash);
    }
    for (auto it = folders.cbegin(); it != folders.cend(); ++it)
        notes
            << (it->size() == 1
                    ? ReportText::tr("Tokenizer: %1").arg(it->front() + QLatin1Char('/') + it.key())
                    : ReportText::tr("Tokenizer: %1 of %2")
                          .arg(it.key(), it->join(QStringLiteral(", "))));
    for (const QString& detector : detectors)
        notes << ReportText::tr("Detector: %1").arg(ReportText::detectorLabel(detector));
    for (const QString& judge : judges)
        notes << ReportText::tr("Embedder: %1").arg(judge);
    return notes;
}

// One row per run that has any of `names`, with the run's label, id and sample count first.
ReportTable metricTable(const std::vector<EvaluatedRun>& runs, const QString& id,
                        const QString& title, const QStringList& names,
                        const QStringList& headers) {
    ReportTable table;
    table.id = id;
    table.title = title;
    table.columns = QStringList{ReportText::tr("Attack"), ReportText::tr("Dataset"),
                                ReportText::tr("Run"), QStringLiteral("n")} +
                    headers;
    std::vector<EvaluatedRun> shown;
    for (const EvaluatedRun& run : runs) {
        const bool any = std::any_of(names.begin(), names.end(), [&](const QString& name) {
            return run.figures.contains(name);
        });
        if (!any) continue;
        QStringList row{shownRunLabel(run.info), run.dataset, QString::number(run.info.id),
                        QString::number(run.samples)};
        for (const QString& name : names)
            row << figure(run.figures, name);
        table.rows.push_back(row);
        shown.push_back(run);
    }
    table.notes = dependencyNotes(shown, names);
    return table;
}

// Vec2Text's figures after rounds 0 (the base model), 1, 5, 10, 20 and 50 where a run has them,
// then the run's final figures.
ReportTable roundsTable(const std::vector<EvaluatedRun>& runs) {
    ReportTable table;
    table.id = QStringLiteral("vec2text-rounds");
    table.title = ReportText::tr("Vec2Text by correction round");
    table.columns = {ReportText::tr("Attack"),    ReportText::tr("Dataset"), ReportText::tr("Run"),
                     ReportText::tr("Round"),     QStringLiteral("BLEU"),    QStringLiteral("tf1"),
                     ReportText::tr("Exact (%)"), ReportText::tr("Cosine")};
    const std::set<int> shownRounds{0, 1, 5, 10, 20, 50};
    std::vector<EvaluatedRun> shown;
    for (const EvaluatedRun& run : runs) {
        if (run.info.attack != QLatin1String("vec2text") || run.rounds.isEmpty()) continue;
        const QString label = shownRunLabel(run.info);
        const QString id = QString::number(run.info.id);
        for (auto it = run.rounds.begin(); it != run.rounds.end(); ++it) {
            if (!shownRounds.count(it.key())) continue;
            table.rows.push_back({label, run.dataset, id, QString::number(it.key()),
                                  figure(it.value(), QStringLiteral("bleu")), kMissing,
                                  figure(it.value(), QStringLiteral("exact_match")),
                                  figure(it.value(), QStringLiteral("target_cosine"))});
        }
        const QString cosine = run.figures.contains(QStringLiteral("cosine"))
                                   ? QStringLiteral("cosine")
                                   : QStringLiteral("target_cosine");
        table.rows.push_back({label, run.dataset, id, ReportText::tr("final"),
                              figure(run.figures, QStringLiteral("bleu")),
                              figure(run.figures, QStringLiteral("tf1")),
                              figure(run.figures, QStringLiteral("exact_match")),
                              figure(run.figures, cosine)});
        shown.push_back(run);
    }
    table.notes = dependencyNotes(shown, {QStringLiteral("bleu"), QStringLiteral("tf1"),
                                          QStringLiteral("exact_match"), QStringLiteral("cosine")});
    table.notes << ReportText::tr("Rounds: the cosine is the one the attack recorded for its "
                                  "hypothesis (target_cosine); round 0 is the base inverter.");
    return table;
}

// Sampling audits (`unembed-cli audit`): each figure of the dataset estimated from a sample.
ReportTable auditsTable(const std::vector<EvaluatedRun>& runs) {
    ReportTable table;
    table.id = QStringLiteral("audits");
    table.title = ReportText::tr("Sampling audits: the whole dataset estimated from a sample");
    table.columns = {ReportText::tr("Attack"),        ReportText::tr("Dataset"),
                     ReportText::tr("Run"),           ReportText::tr("Sampled"),
                     ReportText::tr("Figure"),        ReportText::tr("Estimate"),
                     ReportText::tr("95 % interval"), ReportText::tr("Method")};
    for (const EvaluatedRun& run : runs) {
        const SampleAudit audit = auditFromParams(run.info.id, run.info.paramsJson);
        for (const AuditFigure& f : audit.figures)
            table.rows.push_back(
                {shownRunLabel(run.info), run.dataset, QString::number(run.info.id),
                 ReportText::tr("%1 of %2%3 (seed %4)")
                     .arg(audit.sampled)
                     .arg(audit.population)
                     .arg(audit.sampling.value(QStringLiteral("design")).toString() ==
                                  QLatin1String("stratified")
                              ? ReportText::tr(", stratified by length")
                              : QString())
                     .arg(audit.sampling.value(QStringLiteral("seed")).toInteger()),
                 f.metric, formatFigure(f.metric, f.estimate),
                 ReportText::tr("%1 to %2")
                     .arg(formatFigure(f.metric, f.low), formatFigure(f.metric, f.high)),
                 ReportText::tr("%1, %2 vectors%3")
                     .arg(f.method == QLatin1String("wilson") ? ReportText::tr("Wilson")
                                                              : ReportText::tr("bootstrap"))
                     .arg(f.vectors)
                     .arg(f.vectors < kFewAuditVectors
                              ? ReportText::tr(" (too few: likely too narrow)")
                              : QString())});
    }
    table.notes << ReportText::tr(
        "Each figure is the dataset's mean of the per-vector figure (for token F1 and NERR not "
        "the run's micro figure), estimated from a uniform random sample drawn without "
        "replacement, or one stratified by text length (strata weighed by their share of the "
        "dataset); intervals apply the finite population correction. Exact-match rates use "
        "Wilson's score interval, the other figures a percentile bootstrap of 2,000 resamples.");
    return table;
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString latexEscaped(QString text) {
    static const QList<std::pair<QString, QString>> replacements{
        {QStringLiteral("\\"), QStringLiteral("\\textbackslash{}")},
        {QStringLiteral("&"), QStringLiteral("\\&")},
        {QStringLiteral("%"), QStringLiteral("\\%")},
        {QStringLiteral("$"), QStringLiteral("\\$")},
        {QStringLiteral("#"), QStringLiteral("\\#")},
        {QStringLiteral("_"), QStringLiteral("\\_")},
        {QStringLiteral("{"), QStringLiteral("\\{")},
        {QStringLiteral("}"), QStringLiteral("\\}")},
        {QStringLiteral("~"), QStringLiteral("\\textasciitilde{}")},
        {QStringLiteral("^"), QStringLiteral("\\textasciicircum{}")},
        {QStringLiteral("—"), QStringLiteral("--")}};
    QString result;
    for (const QChar c : text) {
        QString piece(c);
        for (const auto& [from, to] : replacements)
            if (piece == from) {
                piece = to;
                break;
            }
        result += piece;
    }
    return result;
}

QString attackLabel(const RunInfo& run, const QJsonObject& params) {
    if (run.attack == QLatin1String("vec2text")) {
        const int steps = params.value(QStringLiteral("steps")).toInt();
        const int sbeam = params.value(QStringLiteral("sbeam")).toInt(1);
        QString label = QStringLiteral("Vec2Text %1 step%2").arg(steps).arg(steps == 1 ? "" : "s");
        // Table 1's baselines: the base model's candidates reranked by cosine.
        const int candidates = params.value(QStringLiteral("base_candidates")).toInt(1);
        if (params.value(QStringLiteral("base_decoding")).toString() == QLatin1String("nucleus"))
            label += QStringLiteral(", best of %1 nucleus sample%2 (p=%3)")
                         .arg(candidates)
                         .arg(candidates == 1 ? "" : "s")
                         .arg(params.value(QStringLiteral("top_p")).toDouble());
        else if (candidates > 1)
            label += QStringLiteral(", best of beam %1").arg(candidates);
        if (sbeam > 1) label += QStringLiteral(", sbeam %1").arg(sbeam);
        if (params.value(QStringLiteral("mode")).toString() == QLatin1String("vec2text"))
            label += QStringLiteral(", vec2text rule");
        // The corrector of Vec2Text's ablation (runs made before this was recorded had feedback).
        if (!params.value(QStringLiteral("feedback")).toBool(true))
            label += QStringLiteral(", no feedback");
        else if (params.value(QStringLiteral("feedback_withheld")).toBool())
            label += QStringLiteral(", feedback withheld");
        return label;
    }
    if (run.attack == QLatin1String("geia")) {
        // The encoder-decoder attacker is named; GPT-2 is GEIA's own (and older runs').
        const QString decoder =
            params.value(QStringLiteral("decoder")).toString() == QLatin1String("t5")
                ? QStringLiteral(", T5 decoder")
                : QString();
        if (params.value(QStringLiteral("decode")).toString() == QLatin1String("nucleus"))
            return QStringLiteral("GEIA nucleus p=%1 T=%2%3")
                .arg(params.value(QStringLiteral("top_p")).toDouble())
                .arg(params.value(QStringLiteral("temperature")).toDouble())
                .arg(decoder);
        return QStringLiteral("GEIA beam %1%2")
            .arg(params.value(QStringLiteral("beams")).toInt())
            .arg(decoder);
    }
    if (run.attack == QLatin1String("noise-sweep")) return QStringLiteral("Noise sweep");
    if (run.attack == QLatin1String("defence-sweep")) {
        const QString defence = params.value(QStringLiteral("defence")).toString();
        return defence.isEmpty() ? QStringLiteral("Defence sweep")
                                 : QStringLiteral("Defence sweep (%1)").arg(defence);
    }
    if (run.attack == QLatin1String("probe")) return QStringLiteral("Attribute probes");
    return run.attack.toUpper(); // MLC, MSP
}

} // namespace

QString runLabel(const RunInfo& run) {
    const QJsonObject params = QJsonDocument::fromJson(run.paramsJson.toUtf8()).object();
    const RunFacts facts = runFacts(run);
    QString label = attackLabel(run, params);
    // An attacker who reads the victim's vectors through a map says so: "aligned from N pairs".
    if (!facts.threatModel.isEmpty()) label += QStringLiteral(", ") + facts.threatModel;
    // A merge that lacked shards covers part of the dataset only.
    if (facts.partial) label += QStringLiteral(", partial: ") + facts.rows;
    return label;
}

QString shownRunLabel(const RunInfo& run) {
    return ReportText::fromStored(runLabel(run));
}

std::vector<ReportTable> reportTables(CaseFile& caseFile, qint64 datasetId) {
    const std::vector<EvaluatedRun> runs = evaluatedRuns(caseFile, datasetId);
    std::vector<ReportTable> tables{
        metricTable(runs, QStringLiteral("table1"),
                    ReportText::tr("Table 1: token micro precision, recall and F1 (%)"),
                    {QStringLiteral("token_precision"), QStringLiteral("token_recall"),
                     QStringLiteral("token_f1")},
                    {ReportText::tr("Precision"), ReportText::tr("Recall"), ReportText::tr("F1")}),
        metricTable(runs, QStringLiteral("table3"),
                    ReportText::tr("Table 3: stop words and named entities (%)"),
                    {QStringLiteral("swr_prediction"), QStringLiteral("swr_reference"),
                     QStringLiteral("swr_difference"), QStringLiteral("nerr")},
                    {ReportText::tr("SWR"), ReportText::tr("SWR of references"),
                     ReportText::tr("SWR difference"), ReportText::tr("NERR")}),
        metricTable(runs, QStringLiteral("generation"),
                    ReportText::tr("Generation metrics (GEIA Table 4 layout)"),
                    {QStringLiteral("geia_bleu1"), QStringLiteral("geia_bleu2"),
                     QStringLiteral("geia_bleu4"), QStringLiteral("rougeL"),
                     QStringLiteral("exact_match_geia"), QStringLiteral("cosine"),
                     QStringLiteral("edit_distance")},
                    {QStringLiteral("BLEU-1"), QStringLiteral("BLEU-2"), QStringLiteral("BLEU-4"),
                     QStringLiteral("ROUGE-L"), ReportText::tr("EMR"), ReportText::tr("Cosine"),
                     ReportText::tr("Edit distance")}),
        roundsTable(runs), auditsTable(runs)};
    tables.erase(std::remove_if(tables.begin(), tables.end(),
                                [](const ReportTable& t) { return t.rows.empty(); }),
                 tables.end());
    return tables;
}

QString formatFigure(const QString& metricName, double value) {
    const QString unit = metricDefinition(metricName).unit;
    const bool fine = unit == QLatin1String("cosine") || unit == QLatin1String("score");
    return QString::number(value, 'f', fine ? 3 : 1);
}

std::vector<bool> figureColumns(const ReportTable& table) {
    static const QRegularExpression number(QStringLiteral("^[-+\u2212]?[0-9][0-9.,]*%?$"));
    std::vector<bool> figures(size_t(table.columns.size()), true);
    std::vector<bool> anyNumber(figures.size(), false);
    for (const QStringList& row : table.rows)
        for (size_t c = 0; c < figures.size() && c < size_t(row.size()); ++c) {
            const QString text = row[int(c)].trimmed();
            if (number.match(text).hasMatch())
                anyNumber[c] = true;
            else if (!(text.isEmpty() || text == kMissing || text == QLatin1String("-")))
                figures[c] = false;
        }
    // A column of dashes alone (a dataset not in the case) is text.
    for (size_t c = 0; c < figures.size(); ++c)
        figures[c] = figures[c] && anyNumber[c];
    return figures;
}

QString tableMarkdown(const ReportTable& table) {
    auto line = [](const QStringList& cells) {
        QStringList escaped;
        for (QString cell : cells)
            escaped << cell.replace(QLatin1Char('|'), QStringLiteral("\\|"));
        return QStringLiteral("| %1 |\n").arg(escaped.join(QStringLiteral(" | ")));
    };
    QString text = QStringLiteral("**%1**\n\n").arg(table.title) + line(table.columns);
    QStringList rule;
    for (const bool figure : figureColumns(table))
        rule << (figure ? QStringLiteral("---:") : QStringLiteral("---"));
    text += QStringLiteral("| %1 |\n").arg(rule.join(QStringLiteral(" | ")));
    for (const QStringList& row : table.rows)
        text += line(row);
    if (!table.notes.isEmpty()) {
        text += QLatin1Char('\n');
        for (const QString& note : table.notes)
            text += QStringLiteral("- %1\n").arg(note);
    }
    return text;
}

QString tableCsv(const ReportTable& table) {
    auto line = [](const QStringList& cells) {
        QStringList fields;
        for (const QString& cell : cells)
            fields << csvField(cell);
        return fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    QString text = line(table.columns);
    for (const QStringList& row : table.rows)
        text += line(row);
    return text;
}

QString tableLatex(const ReportTable& table) {
    QString spec;
    for (const bool figure : figureColumns(table))
        spec += figure ? QLatin1Char('r') : QLatin1Char('l');
    auto line = [](const QStringList& cells) {
        QStringList escaped;
        for (const QString& cell : cells)
            escaped << latexEscaped(cell);
        return escaped.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
    };
    QString text = QStringLiteral("\\begin{table}\n\\centering\n\\caption{%1}\n"
                                  "\\begin{tabular}{%2}\n\\hline\n")
                       .arg(latexEscaped(table.title), spec);
    text += line(table.columns) + QStringLiteral("\\hline\n");
    for (const QStringList& row : table.rows)
        text += line(row);
    return text + QStringLiteral("\\hline\n\\end{tabular}\n\\end{table}\n");
}

} // namespace unembed
