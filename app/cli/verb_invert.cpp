#include "attacks/attributes/probe_run.h"
#include "attacks/bag_of_words_run.h"
#include "attacks/geia/geia_run.h"
#include "attacks/vec2text/published_vec2text.h"
#include "attacks/vec2text/vec2text_run.h"
#include "error.h"
#include "eval/run_evaluation.h"
#include "eval/sample_audit.h"
#include "invert_target.h"
#include "runtime/query_budget_spent.h"
#include "store/dataset_store.h"
#include "verb_options.h"
#include "verbs.h"
#include "victim_options.h"

#include <QJsonArray>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <functional>

namespace unembed::cli {

namespace {

struct InvertedRun {
    qint64 runId = 0;
    qint64 vectors = 0;
    qint64 kept = 0; // rows kept from the stopped run it continues
    QJsonArray samples;
    QJsonObject extra;    // more keys to print (MLC's threshold)
    QStringList warnings; // under "warnings" with --json (stderr has them from the start)
};

// Reads --sample N [--sample-seed S] or --shard K/N against the dataset's size: the rows to
// invert (none: all, or --limit's first ones); nullopt after printing a usage error.
std::optional<SamplingPlan> rowPlan(VerbOptions& options, const InvertTarget& target) {
    const QCommandLineParser& p = options.parser();
    const bool sample = p.isSet(QStringLiteral("sample"));
    const bool shard = p.isSet(QStringLiteral("shard"));
    const QString stratify = p.value(QStringLiteral("stratify"));
    if (!stratify.isEmpty() && (stratify != QLatin1String("length") || !sample)) {
        options.usage(QStringLiteral("--stratify takes 'length', with --sample"));
        return std::nullopt;
    }
    if (!sample && !shard) return SamplingPlan{};
    const bool limit = p.value(QStringLiteral("limit")) != QLatin1String("0");
    if (int(sample) + int(shard) + int(limit) > 1) {
        options.usage(QStringLiteral("give one of --sample, --shard and --limit"));
        return std::nullopt;
    }
    qint64 population = 0;
    QHash<qint64, QString> texts;
    try {
        CaseFile caseFile(target.casePath);
        population = requireDataset(caseFile, target.datasetId).count;
        if (!stratify.isEmpty()) texts = datasetTexts(caseFile, target.datasetId);
    } catch (const InputError& e) {
        options.output().error(e.message());
        return std::nullopt;
    }
    if (sample) {
        const auto size = options.integer(QStringLiteral("sample"), 1, limits::kCount);
        const auto seed = options.integer(QStringLiteral("sample-seed"), 0, limits::kCount);
        if (!size || !seed) return std::nullopt;
        if (!stratify.isEmpty()) return lengthStratifiedPlan(texts, *size, quint64(*seed));
        return uniformSamplingPlan(population, *size, quint64(*seed));
    }
    const auto part = options.part(QStringLiteral("shard"));
    if (!part) return std::nullopt;
    const auto [k, n] = *part;
    SamplingPlan plan = shardSamplingPlan(population, k, n);
    if (plan.rows.empty()) {
        options.usage(
            QStringLiteral("shard %1 of %2 holds no row of the %3").arg(k).arg(n).arg(population));
        return std::nullopt;
    }
    return plan;
}

// Records the plan in the finished run's parameters; with --audit, evaluates the sampled run and
// estimates the whole dataset's figures, adding them to `printed` and `text`.
void finishSampledRun(VerbOptions& options, const QString& casePath, qint64 runId,
                      const SamplingPlan& plan, QJsonObject& printed, QString& text) {
    if (plan.json.isEmpty()) return;
    CaseFile caseFile(casePath);
    recordSamplingPlan(caseFile, runId, plan);
    if (!options.parser().isSet(QStringLiteral("audit"))) return;
    RunEvaluationRequest evaluation;
    evaluation.runId = runId;
    if (const auto victim = victimOptions(options, casePath)) evaluation.victim = *victim;
    evaluateRun(caseFile, evaluation, &interruptToken(), stderrProgress());
    const SampleAudit audit = auditRun(caseFile, runId);
    storeAudit(caseFile, audit);
    printed.insert(QStringLiteral("audit"), auditJson(audit));
    text += QStringLiteral("\nthe whole dataset (%1 vectors) from the sample, 95 % intervals:")
                .arg(audit.population);
    for (const AuditFigure& f : audit.figures)
        text += QStringLiteral("\n  %1 %2 [%3, %4]")
                    .arg(f.metric)
                    .arg(f.estimate, 0, 'f', 3)
                    .arg(f.low, 0, 'f', 3)
                    .arg(f.high, 0, 'f', 3);
}

// What is printed of a run: its id and samples (with --text only the samples, as the throwaway
// case goes with the verb), and whether it continued a stopped run.
QJsonObject printedRun(const InvertTarget& target, qint64 runId, const QJsonArray& samples,
                       qint64 vectors, qint64 kept, QString& text) {
    QJsonObject printed{{QStringLiteral("samples"), samples}};
    if (!target.stored()) {
        text = QStringLiteral("%1 %2 inverted; nothing was stored")
                   .arg(vectors)
                   .arg(vectors == 1 ? QStringLiteral("vector") : QStringLiteral("vectors"));
        return printed;
    }
    printed.insert(QStringLiteral("run"), runId);
    text = QStringLiteral("run %1: %2 %3 inverted")
               .arg(runId)
               .arg(vectors)
               .arg(vectors == 1 ? QStringLiteral("vector") : QStringLiteral("vectors"));
    if (kept > 0) {
        printed.insert(QStringLiteral("kept"), kept);
        text += QStringLiteral(" (continuing the stopped run: %1 of them kept)").arg(kept);
    }
    return printed;
}

// Runs an attack and prints its run: the run id and the samples, or the error with its exit code.
// `continues`: the same command after a stop continues the run (Vec2Text, GEIA).
int printRun(VerbOptions& options, const InvertTarget& target, const SamplingPlan& plan,
             bool continues, const std::function<InvertedRun()>& invert) {
    const QString kept =
        !target.stored() ? QString()
        : continues
            ? QStringLiteral("; what was finished so far is kept in the case as a cancelled run, "
                             "which the same command continues")
            : QStringLiteral("; what was finished so far is kept in the case");
    try {
        const InvertedRun run = invert();
        QString text;
        QJsonObject printed =
            printedRun(target, run.runId, run.samples, run.vectors, run.kept, text);
        if (!run.warnings.isEmpty())
            printed.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(run.warnings));
        for (auto it = run.extra.begin(); it != run.extra.end(); ++it)
            printed.insert(it.key(), it.value());
        finishSampledRun(options, target.casePath, run.runId, plan, printed, text);
        options.output().result(printed, text);
        return 0;
    } catch (const Cancelled&) {
        return options.output().error(QStringLiteral("cancelled") + kept, 130);
    } catch (const QueryBudgetSpent& e) {
        // Stopped as Ctrl+C stops it: the run is cancelled, not failed, and goes on.
        return options.output().error(e.message() + kept);
    } catch (const InputError& e) {
        return options.output().error(e.message());
    }
}

int invertVec2Text(VerbOptions& options, const InvertTarget& target, const SamplingPlan& plan) {
    const QCommandLineParser& p = options.parser();
    const auto inverter = options.required(QStringLiteral("inverter"));
    const auto steps = options.integer(QStringLiteral("steps"), 0, limits::kSteps);
    // The base inverter alone (--steps 0) needs no corrector.
    const auto corrector = steps && *steps == 0 && !p.isSet(QStringLiteral("corrector"))
                               ? std::optional<QString>(QString())
                               : options.required(QStringLiteral("corrector"));
    // Through a map the attack embedder re-embeds the hypotheses; the base inverter alone reads
    // leaked vectors without a victim.
    const auto embedder = p.isSet(QStringLiteral("align")) || (steps && *steps == 0)
                              ? std::optional<QString>(p.value(QStringLiteral("embedder")))
                              : options.required(QStringLiteral("embedder"));
    const auto candidates = options.integer(QStringLiteral("base-candidates"), 1, limits::kBeams);
    const auto baseDecoding = GeiaDecoding::parseMethod(p.value(QStringLiteral("decode")));
    if (!baseDecoding) options.usage(QStringLiteral("--decode must be beam or nucleus"));
    const auto topP = options.real(QStringLiteral("top-p"), 0.0, 1.0, true);
    const auto temperature = options.real(QStringLiteral("temperature"), 0.0, 100.0, true);
    const auto seed = options.integer(QStringLiteral("seed"), 0, limits::kCount);
    const auto sbeam = options.integer(QStringLiteral("sbeam"), 1, limits::kBeams);
    const auto limit = options.integer(QStringLiteral("limit"), 0, limits::kCount);
    const auto batch = options.integer(QStringLiteral("batch-size"), 1, limits::kBatchSize);
    const auto mode = parseCorrectionMode(p.value(QStringLiteral("mode")));
    if (!mode)
        options.usage(QStringLiteral("--mode must be keep-best or vec2text, got '%1'")
                          .arg(p.value(QStringLiteral("mode"))));
    if (!inverter || !corrector || !embedder || !steps || !sbeam || !limit || !batch || !mode ||
        !candidates || !baseDecoding || !topP || !temperature || !seed)
        return 2;
    if (p.isSet(QStringLiteral("backbone")))
        setBackboneFolder({}, p.value(QStringLiteral("backbone")));
    const auto victim = victimOptions(options, target.casePath);
    if (!victim) return 2;

    Vec2TextRunRequest request;
    request.inverterFolder = *inverter;
    request.correctorFolder = *corrector;
    request.victim = *victim;
    request.datasetId = target.datasetId;
    request.limit = *limit;
    request.correction.steps = int(*steps);
    request.correction.sequenceBeamWidth = int(*sbeam);
    request.correction.batchSize = int(*batch);
    request.correction.mode = *mode;
    request.correction.baseCandidates = int(*candidates);
    request.correction.baseDecoding =
        *baseDecoding == GeiaDecoding::Method::Nucleus ? BaseDecoding::Nucleus : BaseDecoding::Beam;
    request.correction.topP = *topP;
    request.correction.temperature = *temperature;
    request.correction.seed = quint64(*seed);
    request.correction.withholdFeedback = p.isSet(QStringLiteral("withhold-feedback"));
    request.rows = plan.rows;
    request.alignMap = p.value(QStringLiteral("align"));
    request.continueStopped = true;

    const bool json = options.output().json;
    QMap<qint64, QJsonArray> rounds;
    QMap<qint64, QJsonObject> finals;
    return printRun(options, target, plan, true, [&] {
        CaseFile caseFile(target.casePath);
        const Vec2TextRunResult result = runVec2Text(
            caseFile, request, &interruptToken(),
            [&](const CorrectionRound& r) {
                // Without a victim the base inverter's text has no cosine (NaN).
                const bool scored = !std::isnan(r.cosine);
                const QJsonValue cosine = scored ? QJsonValue(r.cosine) : QJsonValue();
                rounds[r.sample].append(QJsonObject{{QStringLiteral("round"), r.round},
                                                    {QStringLiteral("text"), r.text},
                                                    {QStringLiteral("cosine"), cosine}});
                finals[r.sample] = QJsonObject{{QStringLiteral("row"), qint64(r.sample)},
                                               {QStringLiteral("text"), r.text},
                                               {QStringLiteral("cosine"), cosine}};
                if (json) return;
                if (scored)
                    std::printf("row %lld  round %2d  cos %.6f  %s\n", (long long)r.sample, r.round,
                                r.cosine, qPrintable(r.text));
                else
                    std::printf("row %lld  round %2d  %s\n", (long long)r.sample, r.round,
                                qPrintable(r.text));
            },
            stderrProgress());
        QJsonArray samples;
        for (auto it = finals.begin(); it != finals.end(); ++it) {
            QJsonObject sample = it.value();
            sample.insert(QStringLiteral("rounds"), rounds.value(it.key()));
            samples.append(sample);
        }
        return InvertedRun{result.runId, result.samples, result.kept, samples, {}, result.warnings};
    });
}

int invertGeia(VerbOptions& options, const InvertTarget& target, const SamplingPlan& plan) {
    const QCommandLineParser& p = options.parser();
    const auto model = options.required(QStringLiteral("model"));
    const auto method = GeiaDecoding::parseMethod(p.value(QStringLiteral("decode")));
    if (!method) options.usage(QStringLiteral("--decode must be beam or nucleus"));
    const auto beams = options.integer(QStringLiteral("beams"), 1, limits::kBeams);
    const auto topP = options.real(QStringLiteral("top-p"), 0.0, 1.0, true);
    const auto temperature = options.real(QStringLiteral("temperature"), 0.0, 100.0, true);
    const auto seed = options.integer(QStringLiteral("seed"), 0, limits::kCount);
    const auto maxLength = options.integer(QStringLiteral("max-length"), 0, limits::kMaxLength);
    const auto limit = options.integer(QStringLiteral("limit"), 0, limits::kCount);
    const auto batch = options.integer(QStringLiteral("batch-size"), 1, limits::kBatchSize);
    if (!model || !method || !beams || !topP || !temperature || !seed || !maxLength || !limit ||
        !batch)
        return 2;
    const auto victim = victimOptions(options, target.casePath);
    if (!victim) return 2;

    GeiaRunRequest request;
    request.modelFolder = *model;
    request.victim = *victim;
    request.datasetId = target.datasetId;
    request.limit = *limit;
    request.batchSize = int(*batch);
    request.decoding = {*method,      int(*beams),     *topP,
                        *temperature, uint64_t(*seed), int(*maxLength)};
    request.rows = plan.rows;
    request.alignMap = p.value(QStringLiteral("align"));
    request.continueStopped = true;

    const bool json = options.output().json;
    QJsonArray samples;
    return printRun(options, target, plan, true, [&] {
        CaseFile caseFile(target.casePath);
        const GeiaRunResult result = runGeia(
            caseFile, request, &interruptToken(),
            [&](const GeiaOutput& o) {
                QJsonObject sample{{QStringLiteral("row"), o.row},
                                   {QStringLiteral("text"), o.text}};
                sample.insert(QStringLiteral("cosine"),
                              o.cosine ? QJsonValue(*o.cosine) : QJsonValue());
                samples.append(sample);
                if (json) return;
                if (o.cosine)
                    std::printf("row %lld  cos %.6f  %s\n", (long long)o.row, *o.cosine,
                                qPrintable(o.text));
                else
                    std::printf("row %lld  %s\n", (long long)o.row, qPrintable(o.text));
            },
            stderrProgress());
        return InvertedRun{result.runId, result.samples, result.kept, samples, {}, result.warnings};
    });
}

// MLC and MSP: the predicted tokens of each vector, most probable first (MLC) or in step order.
int invertBagOfWords(VerbOptions& options, BagOfWordsAttack attack, const InvertTarget& target,
                     const SamplingPlan& plan) {
    QCommandLineParser& p = options.parser();
    const auto limit = options.integer(QStringLiteral("limit"), 0, limits::kCount);
    const auto batchSize = options.integer(QStringLiteral("batch-size"), 1, limits::kBatchSize);
    const auto model = options.required(QStringLiteral("model"));
    if (!model || !limit || !batchSize) return 2;
    BagOfWordsRunRequest request;
    request.attack = attack;
    request.modelFolder = *model;
    request.datasetId = target.datasetId;
    request.limit = *limit;
    request.batchSize = int(*batchSize);
    request.rows = plan.rows;
    request.alignMap = p.value(QStringLiteral("align"));
    if (p.isSet(QStringLiteral("threshold"))) {
        // nan would pass "not <= 0 and not >= 1" and keep no token at all.
        request.threshold = options.real(QStringLiteral("threshold"), 0.0, 1.0, true, true);
        if (!request.threshold) return 2;
    }
    const bool json = options.output().json;
    QJsonArray samples;
    return printRun(options, target, plan, false, [&] {
        CaseFile caseFile(target.casePath);
        const BagOfWordsRunResult result = runBagOfWords(
            caseFile, request, &interruptToken(),
            [&](const BagOfWordsPrediction& prediction) {
                QJsonArray tokens;
                QStringList pieces;
                for (const PredictedToken& token : prediction.tokens) {
                    tokens.append(QJsonArray{qint64(token.id), token.piece, token.score});
                    pieces << token.piece;
                }
                samples.append(QJsonObject{{QStringLiteral("row"), qint64(prediction.row)},
                                           {QStringLiteral("text"), prediction.text},
                                           {QStringLiteral("tokens"), tokens}});
                if (!json)
                    std::printf("row %lld  %s\n", (long long)prediction.row,
                                qPrintable(pieces.join(QLatin1Char(' '))));
            },
            stderrProgress());
        QJsonObject extra;
        if (result.threshold) extra.insert(QStringLiteral("threshold"), *result.threshold);
        return InvertedRun{result.runId, result.samples, 0, samples, extra, {}};
    });
}

// Attribute probes: each vector's probability of every attribute, most probable first.
int invertProbe(VerbOptions& options, const InvertTarget& target, const SamplingPlan& plan) {
    QCommandLineParser& p = options.parser();
    const auto limit = options.integer(QStringLiteral("limit"), 0, limits::kCount);
    const auto model = options.required(QStringLiteral("model"));
    if (!model || !limit) return 2;
    ProbeRunRequest request;
    request.modelFolder = *model;
    request.datasetId = target.datasetId;
    request.limit = *limit;
    request.rows = plan.rows;
    request.alignMap = p.value(QStringLiteral("align"));
    const bool json = options.output().json;
    QJsonArray samples;
    return printRun(options, target, plan, false, [&] {
        CaseFile caseFile(target.casePath);
        const ProbeRunResult result = runAttributeProbe(
            caseFile, request, &interruptToken(),
            [&](const ProbeOutput& o) {
                QJsonArray attributes;
                for (const AttributeProbability& a : o.attributes)
                    attributes.append(QJsonObject{{QStringLiteral("attribute"), a.attribute},
                                                  {QStringLiteral("probability"), a.probability}});
                samples.append(QJsonObject{{QStringLiteral("row"), o.row},
                                           {QStringLiteral("attributes"), attributes}});
                if (!json) std::printf("row %lld  %s\n", (long long)o.row, qPrintable(o.text));
            },
            stderrProgress());
        return InvertedRun{result.runId, result.samples, 0, samples, {}, {}};
    });
}

const struct {
    const char* name;
    int (*run)(VerbOptions&, const InvertTarget&, const SamplingPlan&);
} kAttacks[] = {
    {"vec2text", invertVec2Text},
    {"geia", invertGeia},
    {"mlc",
     [](VerbOptions& options, const InvertTarget& target, const SamplingPlan& plan) {
         return invertBagOfWords(options, BagOfWordsAttack::Mlc, target, plan);
     }},
    {"msp",
     [](VerbOptions& options, const InvertTarget& target, const SamplingPlan& plan) {
         return invertBagOfWords(options, BagOfWordsAttack::Msp, target, plan);
     }},
    {"probe", invertProbe},
};

} // namespace

int runInvert(const QStringList& args) {
    VerbOptions options(
        QStringLiteral("invert"),
        QStringLiteral(
            "Invert the vectors of a dataset in a case and store the "
            "run (or, with --text or --vectors, sentences or a file's vectors, "
            "printed and not stored). Vec2Text: hypothesis 0 from the base inverter, then "
            "correction steps re-embedding each hypothesis with the "
            "victim; every round is printed and stored. GEIA: one decoded text per "
            "vector (beam search or nucleus sampling). MLC and MSP: the "
            "predicted tokens of each vector."));
    QCommandLineParser& p = options.parser();
    p.addOption({QStringLiteral("attack"),
                 QStringLiteral("Attack: vec2text, geia, mlc, msp, or probe (attribute "
                                "inference: each vector's probability of each attribute)."),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("model"),
                 QStringLiteral("GEIA, MLC or MSP attacker folder, or a probe folder (train "
                                "probe)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("threshold"),
                 QStringLiteral("MLC: predict tokens with probability above T instead of the "
                                "folder's dev-sweep threshold."),
                 QStringLiteral("T")});
    p.addOption({QStringLiteral("inverter"), QStringLiteral("Vec2Text base inverter folder."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("corrector"),
                 QStringLiteral("Vec2Text corrector folder (not needed with --steps 0)."),
                 QStringLiteral("DIR")});
    addVictimOptions(p,
                     QStringLiteral("The victim (optional for GEIA, which then stores no cosine "
                                    "of its outputs, and for Vec2Text's base inverter alone, "
                                    "--steps 0)."),
                     true);
    p.addOption({QStringLiteral("align"),
                 QStringLiteral("Read the vectors through an alignment map (`align`): the models "
                                "are attackers trained for the map's attack embedder, which also "
                                "scores GEIA's outputs and re-embeds Vec2Text's hypotheses (no "
                                "victim query is spent); --embedder, the victim, then only "
                                "scores an --audit."),
                 QStringLiteral("MAP")});
    p.addOption({QStringLiteral("case"), QStringLiteral("Case file."), QStringLiteral("CASE")});
    p.addOption({QStringLiteral("dataset"), QStringLiteral("Dataset id in the case."),
                 QStringLiteral("ID")});
    addInvertTargetOptions(p);
    p.addOption({QStringLiteral("steps"), QStringLiteral("Correction steps (default 20)."),
                 QStringLiteral("N"), QStringLiteral("20")});
    p.addOption({QStringLiteral("sbeam"),
                 QStringLiteral("Sequence-level beam width (default 1: greedy)."),
                 QStringLiteral("B"), QStringLiteral("1")});
    p.addOption({QStringLiteral("mode"),
                 QStringLiteral("Vec2Text: keep-best (default: a step's corrections compete with "
                                "the hypotheses kept so far; a row stops when it gains nothing) "
                                "or vec2text (the library's rule: corrections replace the "
                                "hypotheses, every row runs every step)."),
                 QStringLiteral("MODE"), QStringLiteral("keep-best")});
    p.addOption({QStringLiteral("withhold-feedback"),
                 QStringLiteral("Vec2Text: show the corrector its target where its hypothesis's "
                                "embedding goes (the input of a corrector trained without "
                                "feedback), to check that it reads its feedback; the run records "
                                "feedback_withheld.")});
    p.addOption({QStringLiteral("backbone"),
                 QStringLiteral("Vec2Text: the T5 folder (config.json, spiece.model) of a "
                                "checkpoint in the vec2text library's layout, when it is not "
                                "where the checkpoint's model_name_or_path or the Hugging Face "
                                "cache leads."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("base-candidates"),
                 QStringLiteral("Vec2Text: hypothesis 0 is the best by cosine of N candidates "
                                "of the base inverter: every beam of a beam search of width N, "
                                "or N nucleus samples with --decode nucleus (default 1: greedy; "
                                "Vec2Text Table 1's baselines with --steps 0)."),
                 QStringLiteral("N"), QStringLiteral("1")});
    p.addOption({QStringLiteral("decode"),
                 QStringLiteral("GEIA, and Vec2Text's base candidates: beam or nucleus (default "
                                "beam)."),
                 QStringLiteral("METHOD"), QStringLiteral("beam")});
    p.addOption({QStringLiteral("beams"), QStringLiteral("GEIA: beam width (default 5)."),
                 QStringLiteral("N"), QStringLiteral("5")});
    p.addOption({QStringLiteral("top-p"),
                 QStringLiteral("Nucleus sampling (GEIA, Vec2Text's base): top-p (default 0.9)."),
                 QStringLiteral("P"), QStringLiteral("0.9")});
    p.addOption({QStringLiteral("temperature"),
                 QStringLiteral("Nucleus sampling: temperature (default 0.9)."),
                 QStringLiteral("T"), QStringLiteral("0.9")});
    p.addOption({QStringLiteral("seed"), QStringLiteral("Nucleus sampling: seed (default 0)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("max-length"),
                 QStringLiteral("GEIA: tokens per output, EOS included (default: the model's)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("limit"), QStringLiteral("Invert only the first N vectors."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("sample"),
                 QStringLiteral("Invert a uniform random sample of N vectors (drawn without "
                                "replacement; recorded with the run for `audit`)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("sample-seed"),
                 QStringLiteral("The sample's random seed (default 1)."), QStringLiteral("S"),
                 QStringLiteral("1")});
    p.addOption({QStringLiteral("stratify"),
                 QStringLiteral("With --sample: 'length' draws the sample from the quartiles of "
                                "the texts' lengths in proportion (the dataset needs its texts)."),
                 QStringLiteral("BY")});
    p.addOption({QStringLiteral("audit"),
                 QStringLiteral("With --sample: evaluate the run against the dataset's texts "
                                "(cosine under --embedder when given) and estimate the whole "
                                "dataset's figures with 95 % intervals, as `eval` then `audit` "
                                "do.")});
    p.addOption({QStringLiteral("shard"),
                 QStringLiteral("Invert shard K of N: the rows r with r mod N = K - 1 (for "
                                "scheduler array jobs; `merge` joins the shards' cases)."),
                 QStringLiteral("K/N")});
    p.addOption({QStringLiteral("batch-size"),
                 QStringLiteral("Vectors decoded together (default 8)."), QStringLiteral("N"),
                 QStringLiteral("8")});
    if (auto exit = options.parse(args)) return *exit;
    const auto attack = options.required(QStringLiteral("attack"));
    if (!attack) return 2;
    const auto known = std::find_if(std::begin(kAttacks), std::end(kAttacks), [&](const auto& a) {
        return *attack == QLatin1String(a.name);
    });
    if (known == std::end(kAttacks)) {
        std::fprintf(
            stderr,
            "unembed-cli invert: unknown attack '%s' (available: vec2text, geia, mlc, msp, "
            "probe)\n",
            qPrintable(*attack));
        return 2;
    }
    int exitCode = 2;
    const auto target = invertTarget(options, exitCode);
    if (!target) return exitCode;
    const auto plan = rowPlan(options, *target);
    if (!plan) return 2;
    if (p.isSet(QStringLiteral("audit")) && !p.isSet(QStringLiteral("sample"))) {
        options.usage(QStringLiteral("--audit estimates from a --sample"));
        return 2;
    }
    return known->run(options, *target, *plan);
}

} // namespace unembed::cli
