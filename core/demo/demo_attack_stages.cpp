#include "demo/demo_builder.h"

#include "attacks/attack_training.h"
#include "attacks/bag_of_words_run.h"
#include "attacks/geia/geia_run.h"
#include "attacks/vec2text/vec2text_run.h"
#include "demo/build_state.h"
#include "demo/demo_leaks.h"
#include "demo/demo_report.h"
#include "demo/dialogue_corpus.h"
#include "demo/victim_diagnostics.h"
#include "embedders/dual_encoder_training.h"
#include "embedders/sentence_transformer.h"
#include "embedders/text_embedding.h"
#include "error.h"
#include "eval/defence_sweep.h"
#include "eval/precision_recall_curve.h"
#include "eval/report_tables.h"
#include "eval/rounds_comparison.h"
#include "eval/run_evaluation.h"
#include "io/file_checksum.h"
#include "io/json_file.h"
#include "io/safetensors.h"
#include "io/sidecar_texts.h"
#include "runtime/compute_device.h"
#include "store/curve_store.h"
#include "store/dataset_store.h"
#include "store/model_store.h"
#include "store/run_copy.h"
#include "store/run_store.h"
#include "training/trainer.h"

#include <torch/torch.h>

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>

namespace unembed::demo {

qint64 DemoBuilder::datasetOf(const QString& stage) const {
    return state_->results(stage).value(QStringLiteral("dataset_id")).toInteger();
}

qint64 DemoBuilder::firstRunOf(const QString& stage) const {
    const QJsonArray runs = state_->results(stage).value(QStringLiteral("runs")).toArray();
    if (runs.isEmpty())
        throw buildError(request_.outFolder,
                         QStringLiteral("stage %1 recorded no run; rebuild it").arg(stage));
    return runs.first().toInteger();
}

// Scores a run against its texts under the victim (its detectors with the term list, if any) and
// returns its figures for the record.
QJsonObject DemoBuilder::evaluate(CaseFile& caseFile, qint64 runId, const QString& termsFile,
                                  const QString& victim) {
    RunEvaluationRequest request;
    request.runId = runId;
    request.victim = victim.isEmpty() ? victimFolder() : victim;
    request.termsFile = termsFile;
    const RunEvaluation evaluation = evaluateRun(caseFile, request, cancel_, log_.progress);
    QJsonObject metrics;
    for (const MetricValue& value : evaluation.runMetrics)
        metrics.insert(value.name, value.value);
    QJsonArray rounds;
    for (const RoundFigures& round : evaluation.rounds) {
        QJsonObject figures{{QStringLiteral("round"), round.round}};
        for (const MetricValue& value : round.values)
            figures.insert(value.name, value.value);
        rounds.append(figures);
    }
    const std::optional<RunInfo> run = findRun(caseFile, runId);
    QJsonObject result{{QStringLiteral("run"), runId},
                       {QStringLiteral("label"), runLabel(*run)},
                       {QStringLiteral("samples"), evaluation.samples},
                       {QStringLiteral("metrics"), metrics}};
    if (!rounds.isEmpty()) result.insert(QStringLiteral("rounds"), rounds);
    return result;
}

qint64 DemoBuilder::invertBagOfWords(CaseFile& caseFile, qint64 dataset, BagOfWordsAttack attack,
                                     int batchSize, qint64 limit, const QString& alignMap) {
    BagOfWordsRunRequest request;
    request.alignMap = alignMap;
    request.attack = attack;
    request.modelFolder =
        outPath(attack == BagOfWordsAttack::Mlc ? QStringLiteral("mlc") : QStringLiteral("msp"));
    request.datasetId = dataset;
    request.limit = limit;
    request.batchSize = batchSize;
    return runBagOfWords(caseFile, request, cancel_, {}, log_.progress).runId;
}

qint64 DemoBuilder::invertGeia(CaseFile& caseFile, qint64 dataset, const QJsonObject& settings,
                               GeiaDecoding::Method method, const QString& alignMap) {
    GeiaRunRequest request;
    request.alignMap = alignMap;
    request.modelFolder = outPath(QStringLiteral("geia"));
    request.victim = victimFolder();
    request.datasetId = dataset;
    request.batchSize = settings.value(QStringLiteral("batch_size")).toInt(32);
    request.decoding.method = method;
    request.decoding.beams = settings.value(QStringLiteral("beams")).toInt(5);
    request.decoding.topP = settings.value(QStringLiteral("top_p")).toDouble(0.9);
    request.decoding.temperature = settings.value(QStringLiteral("temperature")).toDouble(0.9);
    request.decoding.seed = uint64_t(settings.value(QStringLiteral("seed")).toInt());
    return runGeia(caseFile, request, cancel_, {}, log_.progress).runId;
}

qint64 DemoBuilder::invertVec2Text(CaseFile& caseFile, qint64 dataset, int steps, int sbeam,
                                   int batchSize, qint64 limit, const QString& corrector,
                                   const QString& alignMap) {
    Vec2TextRunRequest request;
    request.alignMap = alignMap;
    request.inverterFolder = modelFolder(QStringLiteral("vec2text-inversion"));
    request.correctorFolder = modelFolder(corrector);
    request.victim = victimFolder();
    request.datasetId = dataset;
    request.limit = limit;
    request.correction.steps = steps;
    request.correction.sequenceBeamWidth = sbeam;
    request.correction.batchSize = batchSize;
    return runVec2Text(caseFile, request, cancel_, {}, log_.progress).runId;
}

// The attack stages: the runs they make, each evaluated.
QJsonObject DemoBuilder::attackStage(const Stage& stage) {
    const QJsonObject& settings = stage.settings;
    const int batch = settings.value(QStringLiteral("batch_size")).toInt(32);
    const bool demo = stage.name == QLatin1String("demo-runs");
    CaseFile caseFile(demo ? casePath() : evaluationCasePath());
    // A shipped case names its models relative to the pack (writeReport): back to this build's
    // folders, so that the runs register the same models again.
    if (demo) relocateModels(caseFile, request_.outFolder);
    const qint64 dataset = datasetOf(demo ? QStringLiteral("case")
                                     : stage.name.endsWith(QLatin1String("-training"))
                                         ? QStringLiteral("training-sample")
                                         : QStringLiteral("test-set"));
    std::vector<qint64> runs;
    if (stage.name == QLatin1String("evaluate-mlc"))
        runs = {invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Mlc, batch)};
    else if (stage.name == QLatin1String("evaluate-msp"))
        runs = {invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Msp, batch)};
    else if (stage.name == QLatin1String("evaluate-geia"))
        runs = {invertGeia(caseFile, dataset, settings, GeiaDecoding::Method::Beam),
                invertGeia(caseFile, dataset, settings, GeiaDecoding::Method::Nucleus)};
    else if (stage.name.startsWith(QLatin1String("evaluate-vec2text")))
        runs = {invertVec2Text(caseFile, dataset, settings.value(QStringLiteral("steps")).toInt(),
                               settings.value(QStringLiteral("sbeam")).toInt(), batch,
                               settings.value(QStringLiteral("limit")).toInt(),
                               stage.name.endsWith(QLatin1String("-nofeedback"))
                                   ? QStringLiteral("vec2text-corrector-nofeedback")
                                   : QStringLiteral("vec2text-corrector"))};
    else {
        const QJsonObject geia = stageSettings(QStringLiteral("evaluate-geia"));
        runs = {invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Mlc, 256),
                invertBagOfWords(caseFile, dataset, BagOfWordsAttack::Msp, 256),
                invertGeia(caseFile, dataset, geia, GeiaDecoding::Method::Beam),
                invertVec2Text(caseFile, dataset, settings.value(QStringLiteral("steps")).toInt(),
                               settings.value(QStringLiteral("sbeam")).toInt(), 32),
                invertVec2Text(caseFile, dataset,
                               settings.value(QStringLiteral("slice_steps")).toInt(), 1,
                               CorrectionOptions{}.batchSize,
                               settings.value(QStringLiteral("slice_rows")).toInt())};
    }
    QJsonArray ids, figures;
    for (qint64 run : runs) {
        ids.append(run);
        // The shipped case's spans come from the same detectors as REPORT.md's demo leaks: the
        // pack's health-term list with them, so that Leaks shows what the report counts.
        figures.append(evaluate(caseFile, run,
                                demo ? outPath(QStringLiteral("health-terms.txt")) : QString()));
    }
    if (demo) storePrecisionRecallCurve(caseFile, runs.front(), cancel_, log_.progress);
    return {{QStringLiteral("runs"), ids}, {QStringLiteral("evaluations"), figures}};
}

// MLC's thresholds on the test set, with the other attacks' runs as operating points.
QJsonObject DemoBuilder::sweepPrecisionRecall() {
    CaseFile caseFile(evaluationCasePath());
    const PrecisionRecallCurve curve = storePrecisionRecallCurve(
        caseFile, firstRunOf(QStringLiteral("evaluate-mlc")), cancel_, log_.progress);
    QJsonArray sweep;
    for (const PrecisionRecallPoint& point : curve.sweep)
        sweep.append(QJsonObject{{QStringLiteral("threshold"), point.threshold},
                                 {QStringLiteral("token_precision"), point.counts.precision()},
                                 {QStringLiteral("token_recall"), point.counts.recall()},
                                 {QStringLiteral("token_f1"), point.counts.f1()}});
    return {
        {QStringLiteral("curve"), curve.curveId},
        {QStringLiteral("tokenizer"), packRelative(QFileInfo(curve.tokenizer).absoluteFilePath())},
        {QStringLiteral("sweep"), sweep}};
}

// The defences on the persona-fact retrieval set of the test dialogues: Gaussian noise
// (sweep-noise), or each of the settings' `defences` with its strengths (sweep-defences).
QJsonObject DemoBuilder::sweepDefences(const QJsonObject& settings) {
    const BeirSet retrieval = personaFactRetrievalSet(corpora().test);
    writeBeir(retrieval, workPath(QStringLiteral("retrieval")));
    DefenceSweepRequest request;
    request.victim = victimFolder();
    request.retrievalFolder = workPath(QStringLiteral("retrieval"));
    request.inverterFolder = outPath(QStringLiteral("inverter"));
    request.correctorFolder = outPath(QStringLiteral("corrector"));
    request.limit = settings.value(QStringLiteral("documents")).toInt();
    request.seed = uint64_t(settings.value(QStringLiteral("seed")).toInt());
    request.correction.steps = settings.value(QStringLiteral("steps")).toInt();
    request.correction.batchSize = 32;
    QJsonArray defences = settings.value(QStringLiteral("defences")).toArray();
    if (settings.contains(QStringLiteral("lambdas")))
        defences = {
            QJsonObject{{QStringLiteral("defence"), QStringLiteral("noise")},
                        {QStringLiteral("strengths"), settings.value(QStringLiteral("lambdas"))}}};
    QJsonArray points, runs, curves;
    for (const QJsonValue& defence : defences) {
        request.defence = defence[QStringLiteral("defence")].toString();
        request.strengths.clear();
        for (const QJsonValue& strength : defence[QStringLiteral("strengths")].toArray())
            request.strengths.push_back(strength.toDouble());
        const bool noise = request.defence == QLatin1String("noise");
        const std::vector<DefenceSweepPoint> sweep =
            runDefenceSweep(request, cancel_, log_.progress, [&](const DefenceSweepPoint& point) {
                QJsonObject figures{
                    {noise ? QStringLiteral("lambda") : QStringLiteral("strength"), point.strength},
                    {QStringLiteral("label"), point.label}};
                if (!noise) figures.insert(QStringLiteral("defence"), request.defence);
                for (const MetricValue& value : defenceSweepFigures(point))
                    figures.insert(value.name, value.value);
                say(QStringLiteral("%1 %2: %3")
                        .arg(request.defence, point.label,
                             QString::fromUtf8(
                                 QJsonDocument(figures).toJson(QJsonDocument::Compact))));
                points.append(figures);
            });
        CaseFile caseFile(evaluationCasePath());
        const StoredDefenceSweep stored = storeDefenceSweep(caseFile, request, sweep);
        runs.append(stored.runId);
        curves.append(stored.curveId);
    }
    QJsonObject results{{QStringLiteral("runs"), runs},
                        {QStringLiteral("retrieval_queries"), retrieval.queryIds.size()},
                        {QStringLiteral("retrieval_documents"), retrieval.docIds.size()},
                        {QStringLiteral("points"), points}};
    if (curves.size() == 1)
        results.insert(QStringLiteral("curve"), curves.first());
    else
        results.insert(QStringLiteral("curves"), curves);
    return results;
}

// The figures of the evaluation copied into the shipped case (without the corpus's texts),
// then REPORT.md.
QJsonObject DemoBuilder::writeReport() {
    CaseFile evaluation(evaluationCasePath());
    CaseFile shipped(casePath());
    // Its models back at this build's folders, as the evaluation case names them, so that the
    // copied runs find them registered (the end of this stage makes them pack-relative again).
    relocateModels(shipped, request_.outFolder);
    const qint64 testSet = datasetOf(QStringLiteral("test-set"));
    const QString datasetName = requireDataset(evaluation, testSet).name;
    QJsonArray published;
    // The threat models' runs stay in the evaluation case: REPORT.md tables them, and their
    // per-text figures would take half a megabyte of the pack.
    QStringList copied = evaluationRunStages();
    copied.removeAll(QStringLiteral("threat-models"));
    QList<qint64> evaluated = state_->claimedIds(copied, QStringLiteral("runs")).values();
    std::sort(evaluated.begin(), evaluated.end());
    QHash<qint64, qint64> copies;
    for (qint64 run : evaluated) {
        // The sweeps' runs name no dataset: they ran on the test dialogues.
        const qint64 dataset = findRun(evaluation, run)->datasetId;
        const QString name = dataset == 0 ? datasetName : requireDataset(evaluation, dataset).name;
        copies.insert(run, copyRunFigures(evaluation, run, shipped,
                                          QStringLiteral("%1 (texts not shipped)").arg(name)));
        published.append(copies.value(run));
    }
    // Vec2Text with and without feedback, round by round, from the copied figures.
    RoundsComparisonRequest feedback;
    auto copyOf = [&](const QString& stage) {
        const qint64 source = firstRunOf(stage);
        if (!copies.contains(source))
            throw buildError(evaluationCasePath(),
                             QStringLiteral("run %1 of stage %2 is not among the evaluation's "
                                            "finished runs")
                                 .arg(source)
                                 .arg(stage));
        return copies.value(source);
    };
    feedback.runIds = {copyOf(QStringLiteral("evaluate-vec2text")),
                       copyOf(QStringLiteral("evaluate-vec2text-nofeedback"))};
    const qint64 feedbackCurve = storeRoundsComparison(shipped, feedback);
    // Every defence, copied with its run above, on one chart of utility against leakage.
    const qint64 defencesCurve = storeDefenceComparison(shipped);
    DemoReportInput input;
    input.buildState = state_->record();
    input.tables = reportTables(evaluation, testSet);
    input.datasetName = datasetName;
    input.command = QStringLiteral("unembed-cli demo build --data ../shared/data --out "
                                   "resources/demo --resume");
    input.machine = computeInfo().summary();
    input.leaks = demoMessageLeaks(shipped);
    // Files of the pack (the attackers' tokenizers) are named relative to the report beside
    // them, those of the work folder under its option's name, not by this machine's paths.
    writeTextFile(outPath(QStringLiteral("REPORT.md")), packRelative(demoReportMarkdown(input)));
    // The case likewise: its models are found in the pack wherever it lies. Builds before the
    // relocation above registered some models twice.
    rewriteCasePaths(shipped, [this](const QString& text) { return packRelative(text); });
    mergeDuplicateModels(shipped);
    // The runs a rebuilt stage dropped leave free pages behind: the pack ships none.
    execOrThrow(shipped.db(), QStringLiteral("VACUUM"), shipped.path());
    return {{QStringLiteral("runs"), published},
            {QStringLiteral("curves"), QJsonArray{feedbackCurve, defencesCurve}}};
}

// The demo runs on the messages (not the short slice the pack test re-runs): what each
// recovered of the names, numbers, dates and health terms, by the evaluation's detectors and
// the pack's health-term list.
QString DemoBuilder::demoMessageLeaks(CaseFile& shipped) {
    const QJsonArray runs =
        state_->results(QStringLiteral("demo-runs")).value(QStringLiteral("runs")).toArray();
    QList<qint64> attacks;
    for (qsizetype i = 0; i + 1 < runs.size(); ++i)
        attacks << runs[i].toInteger();
    const DetectorSet detectors(outPath(QStringLiteral("health-terms.txt")));
    return demoLeaksMarkdown(demoLeaks(shipped, attacks, detectors.detectors(), 5),
                             detectorLabels(detectors.detectors()));
}

} // namespace unembed::demo
