#include "embedders/defence_spec.h"
#include "error.h"
#include "eval/defence_sweep.h"
#include "eval/precision_recall_curve.h"
#include "eval/rounds_comparison.h"
#include "metric_output.h"
#include "store/curve_store.h"
#include "verb_options.h"
#include "verbs.h"
#include "victim_options.h"

#include <QJsonArray>

namespace unembed::cli {

namespace {

// The comma-separated values of --`option`, each parsed (trimmed) by `parse`, which returns
// nullopt for a bad one; nullopt after saying which value was not `expected`.
template <typename Value, typename Parse>
std::optional<std::vector<Value>> commaList(const QString& text, const char* option,
                                            const char* expected, Parse parse) {
    std::vector<Value> values;
    for (const QString& item : text.split(QLatin1Char(','))) {
        const std::optional<Value> value = parse(item.trimmed());
        if (!value) {
            usageError(QStringLiteral("sweep"),
                       QStringLiteral("--%1 must be %2 separated by commas, found '%3'")
                           .arg(QLatin1String(option), QLatin1String(expected), item));
            return std::nullopt;
        }
        values.push_back(*value);
    }
    return values;
}

// `sweep pr`: MLC's thresholds with the other attacks' operating points.
int runPrecisionRecallSweep(VerbOptions& options) {
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    const auto runOption = options.id(QStringLiteral("run"));
    if (!runOption) return 2;
    const qint64 runId = *runOption;
    try {
        CaseFile caseFile(*casePath);
        const PrecisionRecallCurve curve =
            storePrecisionRecallCurve(caseFile, runId, &interruptToken(), stderrProgress());
        auto figures = [](const MicroPrf& counts) {
            return std::vector<MetricValue>{{QStringLiteral("token_precision"), counts.precision()},
                                            {QStringLiteral("token_recall"), counts.recall()},
                                            {QStringLiteral("token_f1"), counts.f1()}};
        };
        QJsonArray sweep, points;
        QStringList text{QStringLiteral("MLC run %1, precision-recall by threshold (curve %2)")
                             .arg(runId)
                             .arg(curve.curveId)};
        for (const PrecisionRecallPoint& point : curve.sweep) {
            QJsonObject object = metricsObject(figures(point.counts));
            object.insert(QStringLiteral("threshold"), point.threshold);
            sweep.append(object);
            text.append(QStringLiteral("  %1  %2")
                            .arg(point.threshold, 0, 'f', 2)
                            .arg(metricsText(figures(point.counts), QString())));
        }
        for (const OperatingPoint& point : curve.operatingPoints) {
            QJsonObject object = metricsObject(figures(point.counts));
            object.insert(QStringLiteral("run"), point.runId);
            object.insert(QStringLiteral("attack"), point.attack);
            points.append(object);
            text.append(QStringLiteral("  %1 run %2  %3")
                            .arg(point.attack)
                            .arg(point.runId)
                            .arg(metricsText(figures(point.counts), QString())));
        }
        text.append(QStringLiteral("tokenizer %1").arg(curve.tokenizer));
        options.output().result(
            {{QStringLiteral("kind"), QStringLiteral("pr")},
             {QStringLiteral("run"), runId},
             {QStringLiteral("curve"), curve.curveId},
             {QStringLiteral("tokenizer"), curve.tokenizer},
             {QStringLiteral("sweep"), sweep},
             {QStringLiteral("operating_points"), points},
             {QStringLiteral("definitions"), definitionsObject(figures(MicroPrf()))}},
            text.join(QLatin1Char('\n')));
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled; the case is unchanged"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

// `sweep noise` and `sweep defence`: retrieval and reconstruction behind a defence, per strength.
int runDefenceSweep(VerbOptions& options, bool noise) {
    const QCommandLineParser& p = options.parser();
    DefenceSweepRequest request;
    const auto casePath = options.required(QStringLiteral("case"));
    const auto embedder = options.required(QStringLiteral("embedder"));
    const auto retrieval = options.required(QStringLiteral("retrieval"));
    const auto inverter = options.required(QStringLiteral("inverter"));
    const auto corrector = options.required(QStringLiteral("corrector"));
    const auto steps = options.integer(QStringLiteral("steps"), 0, limits::kSteps);
    const auto sbeam = options.integer(QStringLiteral("sbeam"), 1, limits::kBeams);
    const auto limit = options.integer(QStringLiteral("limit"), 0, limits::kCount);
    const auto seed = options.integer(QStringLiteral("seed"), 0, limits::kCount);
    const auto defence = noise ? std::optional(QStringLiteral("noise"))
                               : options.required(QStringLiteral("defence"));
    if (!casePath || !embedder || !retrieval || !inverter || !corrector || !steps || !sbeam ||
        !limit || !seed || !defence)
        return 2;
    const auto victim = victimOptions(options, *casePath);
    if (!victim) return 2;
    const std::optional<DefenceKind> kind = DefenceSpec::kindNamed(*defence);
    if (!kind) {
        options.usage(QString::asprintf(
            "--defence must be one of %s, found '%s'",
            qPrintable(DefenceSpec::kindNames().join(QStringLiteral(", "))), qPrintable(*defence)));
        return 2;
    }
    const char* option = noise ? "lambdas" : "strengths";
    QString strengthsText = p.value(QLatin1String(option));
    if (strengthsText.isEmpty()) {
        strengthsText = defaultSweepStrengths(*kind);
        // The default leaked-pair counts fit the retrieval set: those it is too small for go.
        request.dropUnfittingLeaks = true;
    }
    if (strengthsText.isEmpty() && *kind != DefenceKind::Binary) {
        options.usage(QString::asprintf(
            "--strengths is needed for %s (the dimensions to keep, at most the victim's)",
            qPrintable(*defence)));
        return 2;
    }
    if (!strengthsText.isEmpty()) {
        try {
            request.strengths = parseSweepStrengths(strengthsText, QLatin1String(option));
        } catch (const InputError& e) {
            options.usage(QStringLiteral("--%1 must be %2, found '%3'")
                              .arg(QLatin1String(option), e.context().expected, e.context().found));
            return 2;
        }
    }
    request.defence = *defence;
    request.victim = *victim;
    request.retrievalFolder = *retrieval;
    request.split = p.value(QStringLiteral("split"));
    request.inverterFolder = *inverter;
    request.correctorFolder = *corrector;
    request.alignMap = p.value(QStringLiteral("align"));
    request.limit = *limit;
    request.seed = uint64_t(*seed);
    request.correction.steps = int(*steps);
    request.correction.sequenceBeamWidth = int(*sbeam);
    try {
        CaseFile caseFile(*casePath);
        caseFile.requireWritable();
        QJsonArray rows;
        QStringList text;
        const auto points = unembed::runDefenceSweep(
            request, &interruptToken(), stderrProgress(), [&](const DefenceSweepPoint& point) {
                const std::vector<MetricValue> figures = defenceSweepFigures(point);
                QJsonObject row = metricsObject(figures);
                row.insert(noise ? QStringLiteral("lambda") : QStringLiteral("strength"),
                           point.strength);
                row.insert(QStringLiteral("label"), point.label);
                row.insert(QStringLiteral("clean"), point.clean);
                rows.append(row);
                text << QStringLiteral("%1  %2").arg(point.label, metricsText(figures, QString()));
                if (!options.output().json) std::fprintf(stderr, "%s\n", qPrintable(text.last()));
            });
        const StoredDefenceSweep stored = storeDefenceSweep(caseFile, request, points);
        text.prepend(QStringLiteral("%1 sweep run %2, curve %3")
                         .arg(DefenceSpec::title(*kind))
                         .arg(stored.runId)
                         .arg(stored.curveId));
        QJsonObject result{
            {QStringLiteral("kind"), noise ? QStringLiteral("noise") : QStringLiteral("defence")},
            {QStringLiteral("defence"), DefenceSpec::kindName(*kind)},
            {QStringLiteral("run"), stored.runId},
            {QStringLiteral("curve"), stored.curveId},
            {QStringLiteral("points"), rows}};
        if (!points.empty() && !points.front().warnings.isEmpty())
            result.insert(QStringLiteral("warnings"),
                          QJsonArray::fromStringList(points.front().warnings));
        options.output().result(result, text.join(QLatin1Char('\n')));
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled; the case is unchanged"), 130);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

// `sweep defences`: every stored defence sweep of the case on one utility-leakage chart.
int runDefenceComparison(VerbOptions& options) {
    const auto casePath = options.required(QStringLiteral("case"));
    if (!casePath) return 2;
    try {
        CaseFile caseFile(*casePath);
        const qint64 curveId = storeDefenceComparison(caseFile);
        QJsonArray points;
        QStringList text{QStringLiteral("defences compared (curve %1)").arg(curveId)};
        for (const CurvePoint& point : curvePoints(caseFile, curveId)) {
            points.append(QJsonObject{{QStringLiteral("series"), point.series},
                                      {QStringLiteral("label"), point.label},
                                      {QStringLiteral("ndcg@10"), point.x},
                                      {QStringLiteral("bleu"), point.y}});
            text.append(QStringLiteral("  %1, %2: NDCG@10 %3, BLEU %4")
                            .arg(point.series, point.label)
                            .arg(point.x, 0, 'f', 3)
                            .arg(point.y, 0, 'f', 2));
        }
        options.output().result({{QStringLiteral("kind"), QStringLiteral("defences")},
                                 {QStringLiteral("curve"), curveId},
                                 {QStringLiteral("points"), points}},
                                text.join(QLatin1Char('\n')));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

// `sweep rounds`: Vec2Text runs' stored per-round figures side by side.
int runRoundsComparison(VerbOptions& options) {
    const auto casePath = options.required(QStringLiteral("case"));
    const auto runsText = options.required(QStringLiteral("runs"));
    if (!casePath || !runsText) return 2;
    const auto runIds = commaList<qint64>(*runsText, "runs", "run ids", [](const QString& text) {
        bool ok = false;
        const qint64 runId = text.toLongLong(&ok);
        return ok && runId > 0 ? std::optional(runId) : std::nullopt;
    });
    if (!runIds) return 2;
    RoundsComparisonRequest request;
    request.runIds = *runIds;
    request.metrics.clear();
    for (const QString& name : options.parser()
                                   .value(QStringLiteral("metrics"))
                                   .split(QLatin1Char(','), Qt::SkipEmptyParts))
        request.metrics << name.trimmed();
    try {
        CaseFile caseFile(*casePath);
        caseFile.requireWritable();
        const qint64 curveId = storeRoundsComparison(caseFile, request);
        const std::optional<CurveInfo> curve = findCurve(caseFile, curveId);
        QJsonObject series;
        QStringList text{QStringLiteral("%1 (curve %2)").arg(curve->title).arg(curveId)};
        QString current;
        for (const CurvePoint& point : curvePoints(caseFile, curveId)) {
            QJsonArray values = series.value(point.series).toArray();
            values.append(point.y);
            series.insert(point.series, values);
            if (point.series != current) {
                current = point.series;
                text.append(QStringLiteral("  %1:").arg(current));
            }
            text.last() += QStringLiteral(" %1").arg(point.y, 0, 'f', 2);
        }
        options.output().result({{QStringLiteral("kind"), QStringLiteral("rounds")},
                                 {QStringLiteral("curve"), curveId},
                                 {QStringLiteral("series"), series}},
                                text.join(QLatin1Char('\n')));
        return 0;
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

} // namespace

int runSweep(const QStringList& args) {
    VerbOptions options(QStringLiteral("sweep"),
                        QStringLiteral("Sweep a parameter and store the curve. Kinds: pr (MLC's "
                                       "token precision-recall over thresholds 0.05..0.95, with "
                                       "the MSP, GEIA and Vec2Text runs on the same dataset as "
                                       "operating points); noise (the Gaussian defence: retrieval "
                                       "NDCG@10 and Vec2Text reconstruction per noise scale "
                                       "lambda); defence (the same for --defence scalar, binary, "
                                       "truncate, pca or rotate, per --strengths); defences (every "
                                       "stored sweep of the case on one chart of NDCG@10 against "
                                       "BLEU); rounds (evaluated Vec2Text runs' BLEU, exact match "
                                       "or cosine per correction round side by side, e.g. with "
                                       "and without feedback)."),
                        QStringLiteral("KIND:What to sweep: pr, noise, defence, defences or "
                                       "rounds."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("case"), QStringLiteral("Case file."), QStringLiteral("CASE")});
    p.addOption(
        {QStringLiteral("run"), QStringLiteral("The MLC run id (pr)."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("runs"),
                 QStringLiteral("rounds: two or more evaluated Vec2Text run ids."),
                 QStringLiteral("ID,ID,...")});
    p.addOption({QStringLiteral("metrics"),
                 QStringLiteral("rounds: per-round figures among bleu, exact_match, "
                                "target_cosine (default bleu,exact_match)."),
                 QStringLiteral("M,M,..."), QStringLiteral("bleu,exact_match")});
    const struct {
        const char* name;
        const char* help;
        const char* value;
        const char* fallback;
    } noiseOptions[] = {
        {"defence",
         "defence: scalar (bits per dimension), binary, truncate (dimensions kept), pca "
         "(components kept) or rotate (a secret rotation; leaked pairs the attacker has).",
         "KIND", ""},
        {"strengths",
         "defence: the strengths, e.g. 8,4,2,1 for scalar (defaults: scalar 8,4,2,1; rotate "
         "0,16,64,256,1024; needed for truncate and pca).",
         "S,S,...", ""},
        {"retrieval",
         "noise, defence: a BEIR folder (corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv).", "DIR",
         ""},
        {"split", "noise, defence: the qrels split (default test).", "SPLIT", "test"},
        {"inverter", "noise, defence: Vec2Text base inverter folder.", "DIR", ""},
        {"corrector", "noise, defence: Vec2Text corrector folder.", "DIR", ""},
        {"align",
         "noise, defence: an alignment map (`align`) from the victim's space into the attack "
         "embedder's, which the inverter and corrector were trained for: the attacker reads the "
         "defended vectors through it and re-embeds with the attack embedder, querying no "
         "victim.",
         "MAP", ""},
        {"lambdas", "noise: noise scales (default 0,0.001,0.01,0.1,1).", "L,L,...", ""},
        {"steps", "noise, defence: correction steps (default 10).", "N", "10"},
        {"sbeam", "noise, defence: sequence-level beam width (default 1).", "B", "1"},
        {"limit",
         "noise, defence: documents inverted per strength, from the first (default 200; 0: all).",
         "N", "200"},
        {"seed", "noise, defence: the noise's seed, or the rotation's key (default 0).", "N", "0"},
    };
    addVictimOptions(p, QStringLiteral("noise, defence: the victim."), true);
    for (const auto& o : noiseOptions)
        p.addOption({QLatin1String(o.name), QLatin1String(o.help), QLatin1String(o.value),
                     QLatin1String(o.fallback)});
    if (auto exit = options.parse(args)) return *exit;
    const QStringList kinds = p.positionalArguments().mid(1);
    if (kinds.size() == 1 && kinds.first() == QLatin1String("pr"))
        return runPrecisionRecallSweep(options);
    if (kinds.size() == 1 && kinds.first() == QLatin1String("noise"))
        return runDefenceSweep(options, true);
    if (kinds.size() == 1 && kinds.first() == QLatin1String("defence"))
        return runDefenceSweep(options, false);
    if (kinds.size() == 1 && kinds.first() == QLatin1String("defences"))
        return runDefenceComparison(options);
    if (kinds.size() == 1 && kinds.first() == QLatin1String("rounds"))
        return runRoundsComparison(options);
    options.usage(QStringLiteral("give one kind: pr, noise, defence, defences or rounds"));
    return 2;
}

} // namespace unembed::cli
