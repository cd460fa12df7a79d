#include "defence_sweep.h"

#include "attacks/alignment/alignment_map.h"
#include "attacks/alignment/run_alignment.h"
#include "attacks/attacker_folder.h"
#include "attacks/vec2text/correction.h"
#include "embedders/defence.h"
#include "embedders/victim.h"
#include "embedders/victim_spec.h"
#include "error.h"
#include "eval/beir.h"
#include "eval/retrieval.h"
#include "eval/text_scores.h"
#include "runtime/compute_device.h"
#include "store/curve_store.h"
#include "store/run_store.h"

#include <torch/torch.h>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <numeric>

namespace unembed {

namespace {

const int kNdcgAt = 10; // the paper's retrieval figure
const QString kNdcg = QStringLiteral("ndcg@10");
const QString kBleu = QStringLiteral("bleu");

// Each stored figure's series name and axis.
const QHash<QString, std::pair<QString, int>>& seriesOfFigures() {
    static const QHash<QString, std::pair<QString, int>> series{
        {kNdcg, {QStringLiteral("NDCG@%1").arg(kNdcgAt), 1}},
        {QStringLiteral("cosine"), {QStringLiteral("cosine"), 1}},
        {kBleu, {QStringLiteral("BLEU"), 2}},
        {QStringLiteral("tf1"), {QStringLiteral("token F1 (tf1)"), 2}},
        {QStringLiteral("exact_match"), {QStringLiteral("exact match"), 2}}};
    return series;
}

// The request's defence, or InputError naming the kinds there are.
DefenceKind requestedKind(const DefenceSweepRequest& request) {
    const std::optional<DefenceKind> kind = DefenceSpec::kindNamed(request.defence);
    if (!kind)
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("defence"),
                          DefenceSpec::kindNames().join(QStringLiteral(", ")),
                          request.defence},
                         QStringLiteral("unknown defence"));
    return *kind;
}

// The points the sweep measures, in order: the clean victim first unless noise's lambda 0 is it.
std::vector<DefenceSpec> sweepSpecs(const DefenceSweepRequest& request, std::vector<bool>& clean) {
    const DefenceSpec kind{requestedKind(request), 0.0, request.seed};
    std::vector<DefenceSpec> specs;
    if (kind.kind != DefenceKind::Noise) {
        specs.push_back({DefenceKind::Noise, 0.0, request.seed});
        clean.push_back(true);
    }
    if (kind.kind == DefenceKind::Binary) {
        specs.push_back({DefenceKind::Binary, 0.0, request.seed});
        clean.push_back(false);
        return specs;
    }
    for (double strength : request.strengths) {
        const DefenceSpec spec{kind.kind, strength, request.seed};
        spec.check(QStringLiteral("strength"));
        specs.push_back(spec);
        clean.push_back(kind.kind == DefenceKind::Noise && strength == 0.0);
    }
    return specs;
}

} // namespace

QString defaultSweepStrengths(DefenceKind kind) {
    switch (kind) {
    case DefenceKind::Noise:
        return QStringLiteral("0,0.001,0.01,0.1,1");
    case DefenceKind::Scalar:
        return QStringLiteral("8,4,2,1");
    case DefenceKind::Rotate:
        return QStringLiteral("0,16,64,256,1024");
    case DefenceKind::Binary:
    case DefenceKind::Truncate:
    case DefenceKind::Pca:
        break;
    }
    return {};
}

std::vector<double> parseSweepStrengths(const QString& text, const QString& field) {
    std::vector<double> strengths;
    for (const QString& item : text.split(QLatin1Char(','))) {
        bool ok = false;
        const double value = item.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(value) || value < 0.0)
            throw InputError({{},
                              std::nullopt,
                              field,
                              QStringLiteral("finite numbers of at least 0 "
                                             "separated by commas"),
                              item.trimmed()},
                             QStringLiteral("not a strength"));
        strengths.push_back(value);
    }
    return strengths;
}

std::vector<DefenceSweepPoint>
runDefenceSweep(const DefenceSweepRequest& request, const CancelToken* cancel,
                const ProgressFn& progress,
                const std::function<void(const DefenceSweepPoint&)>& point) {
    std::vector<bool> cleanPoints;
    std::vector<DefenceSpec> specs = sweepSpecs(request, cleanPoints);
    const auto report = [&](const QString& stage, qint64 done, qint64 total) {
        if (progress) progress({stage, done, total});
    };
    report(QStringLiteral("loading the retrieval set and the models"), 0, 0);
    const BeirSet set = readBeir(request.retrievalFolder, request.split);
    auto victim = openVictim(request.victim);
    // Through a map the attackers read the attack embedder's space, and re-embed with it.
    std::optional<AlignmentMap> map;
    std::unique_ptr<Embedder> attackEmbedder;
    if (!request.alignMap.isEmpty()) {
        map = AlignmentMap::load(request.alignMap);
        if (map->info().source.dim != victim->dimension())
            throw InputError({request.alignMap, std::nullopt, QStringLiteral("victim dimension"),
                              QString::number(victim->dimension()),
                              QString::number(map->info().source.dim)},
                             QStringLiteral("this map reads vectors of another dimension than "
                                            "the victim %1 makes")
                                 .arg(victim->name()));
        attackEmbedder = openVictim(map->info().targetSpec());
    }
    Embedder& attackSpace = attackEmbedder ? *attackEmbedder : *victim;
    const LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
    const LoadedCorrector corrector = loadVec2TextCorrector(request.correctorFolder);
    requireVictimFits(inverter.model->spec().victim(), request.inverterFolder, attackSpace);
    requireVictimFits(corrector.model->spec().victim(), request.correctorFolder, attackSpace);
    // The sweep applies the defences itself: an attacker trained behind one is compared by the
    // embedder under it.
    const auto undefended = [](AttackerVictim trainedFor) {
        trainedFor.name = undefendedVictimName(trainedFor.name);
        return trainedFor;
    };
    const QStringList warnings = victimNameMismatches(
        {{undefended(inverter.model->spec().victim()), request.inverterFolder},
         {undefended(corrector.model->spec().victim()), request.correctorFolder}},
        attackSpace);
    for (const QString& warning : warnings)
        report(QStringLiteral("warning: ") + warning, 0, 0);
    const qint64 inverted = request.limit > 0 ? std::min<qint64>(request.limit, set.docTexts.size())
                                              : set.docTexts.size();
    // The default leaked-pair counts stop at what the documents after the inverted ones allow.
    if (request.dropUnfittingLeaks) {
        QStringList dropped;
        for (size_t i = specs.size(); i-- > 0;)
            if (specs[i].kind == DefenceKind::Rotate &&
                inverted + qint64(specs[i].strength) > set.docTexts.size()) {
                dropped.prepend(QString::number(specs[i].strength));
                specs.erase(specs.begin() + qint64(i));
                cleanPoints.erase(cleanPoints.begin() + qint64(i));
            }
        if (!dropped.isEmpty())
            report(QStringLiteral("warning: rotate: %1 leaked pairs left out, the retrieval set "
                                  "has %2 documents after the %3 inverted")
                       .arg(dropped.join(QStringLiteral(", ")))
                       .arg(set.docTexts.size() - inverted)
                       .arg(inverted),
                   0, 0);
    }
    // Each defence is checked against the victim and the documents before any vector is made.
    for (const DefenceSpec& spec : specs)
        Defence::requireFits(spec, victim->dimension(), set.docTexts.size());
    for (const DefenceSpec& spec : specs)
        if (spec.kind == DefenceKind::Rotate &&
            inverted + qint64(spec.strength) > set.docTexts.size())
            throw InputError({request.retrievalFolder, std::nullopt, QStringLiteral("strength"),
                              QStringLiteral("at most %1 leaked pairs (the documents after the "
                                             "%2 inverted)")
                                  .arg(set.docTexts.size() - inverted)
                                  .arg(inverted),
                              spec.describe()},
                             QStringLiteral("the retrieval set has too few documents to leak"));

    report(QStringLiteral("embedding the queries"), 0, 0);
    const torch::Tensor queries = victim->embed(set.queryTexts, cancel);
    report(QStringLiteral("embedding the documents"), 0, 0);
    const torch::Tensor docs = victim->embed(set.docTexts, cancel);
    const QStringList references = set.docTexts.mid(0, inverted);
    // Fresh options at each use: a kept copy trips GCC 13's -Wmaybe-uninitialized in libtorch
    // 2.x's header (the options' optional output tensor).
    const auto unitRows = [](const torch::Tensor& rows) {
        namespace F = torch::nn::functional;
        return F::normalize(rows, F::NormalizeFuncOptions().dim(1));
    };
    const torch::Tensor referenceUnits = unitRows(docs.slice(0, 0, inverted));

    std::vector<DefenceSweepPoint> points;
    for (size_t i = 0; i < specs.size(); ++i) {
        const DefenceSpec& spec = specs[i];
        // One defence per point, fitted to the documents the store holds; noise draws one
        // stream per point: queries, then documents, then the attacker's queries.
        Defence defence(spec, docs);
        const torch::Tensor defendedQueries = defence.apply(queries);
        const torch::Tensor defendedDocs = defence.apply(docs);
        DefenceSweepPoint result;
        result.warnings = warnings;
        result.clean = cleanPoints[i];
        result.strength = result.clean ? 0.0 : spec.strength;
        result.label = result.clean ? QStringLiteral("no defence") : spec.strengthLabel();
        report(QStringLiteral("retrieval: %1").arg(result.label), qint64(i), qint64(specs.size()));
        const RetrievalQuality quality =
            retrievalQuality(set, defendedQueries, defendedDocs, kNdcgAt, cancel);
        result.ndcg = quality.ndcg;
        result.search = quality.search.method;
        if (quality.search.recallQueries > 0) result.searchRecall = quality.search.recallAtK;
        result.references = references;

        torch::Tensor targets = defendedDocs.slice(0, 0, inverted);
        DefendedEmbedder defendedVictim(*victim, defence);
        Embedder* attackerVictim = &defendedVictim;
        if (spec.kind == DefenceKind::Rotate) {
            // The attacker embeds the leaked texts with the public victim, estimates the
            // rotation from them and their rotated vectors, and rotates the targets back.
            const int64_t leaked = int64_t(spec.strength);
            const torch::Tensor estimate =
                estimateRotation(docs.slice(0, inverted, inverted + leaked),
                                 defendedDocs.slice(0, inverted, inverted + leaked));
            targets = targets.matmul(estimate);
            attackerVictim = victim.get();
        }
        if (map) {
            targets = map->apply(targets, request.victim.describe());
            attackerVictim = attackEmbedder.get();
        }
        const QString stage =
            QStringLiteral("%1: inverting %2 documents").arg(result.label).arg(inverted);
        report(stage, qint64(i), qint64(specs.size()));
        Vec2TextInversion attack(inverter, request.inverterFolder, corrector,
                                 request.correctorFolder, *attackerVictim);
        const std::vector<InversionResult> outcome =
            attack.invert(targets, request.correction, cancel, {},
                          [&](const Progress& p) { report(stage, p.done, p.total); });
        for (const InversionResult& r : outcome)
            result.predictions << r.text;
        const torch::Tensor predictionUnits = unitRows(victim->embed(result.predictions));
        const torch::Tensor cosines = (predictionUnits * referenceUnits).sum(1).to(torch::kDouble);
        result.cosines.assign(cosines.data_ptr<double>(), cosines.data_ptr<double>() + inverted);
        if (point) point(result);
        points.push_back(std::move(result));
    }
    report(QStringLiteral("defence sweep"), qint64(points.size()), qint64(points.size()));
    return points;
}

std::vector<MetricValue> defenceSweepFigures(const DefenceSweepPoint& point) {
    TextScores scores({});
    for (int i = 0; i < point.predictions.size(); ++i)
        scores.add(point.predictions[i], point.references[i]);
    std::vector<MetricValue> figures{
        {kNdcg, point.ndcg},
        {QStringLiteral("cosine"),
         point.cosines.empty() ? 0.0
                               : std::accumulate(point.cosines.begin(), point.cosines.end(), 0.0) /
                                     double(point.cosines.size())}};
    for (const MetricValue& value : scores.corpus())
        if (value.name == kBleu || value.name == QLatin1String("tf1") ||
            value.name == QLatin1String("exact_match"))
            figures.push_back(value);
    return figures;
}

StoredDefenceSweep storeDefenceSweep(CaseFile& caseFile, const DefenceSweepRequest& request,
                                     const std::vector<DefenceSweepPoint>& points) {
    caseFile.requireWritable();
    const DefenceKind kind = requestedKind(request);
    const bool noise = kind == DefenceKind::Noise;
    const AttackerVictim victim =
        attackerVictim(readAttackerConfig(request.correctorFolder, kVec2TextCorrectorFamily)
                           .value(QStringLiteral("unembed"))
                           .toObject());
    const qint64 modelId =
        registerAttacker(caseFile, request.correctorFolder, kVec2TextCorrectorFamily, victim);
    QJsonArray strengths;
    for (double strength : request.strengths)
        strengths.append(strength);
    QJsonObject clean;
    for (const DefenceSweepPoint& point : points)
        if (point.clean && !noise)
            for (const MetricValue& figure : defenceSweepFigures(point))
                clean.insert(seriesOfFigures().value(figure.name).first, figure.value);
    const auto absolute = [](const QString& path) { return QFileInfo(path).absoluteFilePath(); };
    QJsonObject params{
        {QStringLiteral("embedder"), request.victim.describe()},
        {QStringLiteral("retrieval"), absolute(request.retrievalFolder)},
        {QStringLiteral("split"), request.split},
        {QStringLiteral("inverter"), absolute(request.inverterFolder)},
        {QStringLiteral("corrector"), absolute(request.correctorFolder)},
        {QStringLiteral("defence"), DefenceSpec::kindName(kind)},
        // "VICTIM behind DEFENCE" for an adaptive attacker (train --defence).
        {QStringLiteral("attacker_trained_against"), victim.name},
        {noise ? QStringLiteral("lambdas") : QStringLiteral("strengths"), strengths},
        {QStringLiteral("ndcg_at"), kNdcgAt},
        {QStringLiteral("limit"), request.limit},
        {QStringLiteral("seed"), qint64(request.seed)},
        {QStringLiteral("steps"), request.correction.steps},
        {QStringLiteral("sbeam"), request.correction.sequenceBeamWidth},
        {QStringLiteral("defence_on"),
         kind == DefenceKind::Rotate
             ? QStringLiteral("queries and documents; the attacker re-embeds with the public "
                              "victim and rotates the targets back by the rotation estimated "
                              "from the leaked pairs (the documents after the inverted ones)")
             : QStringLiteral("queries, documents and the attacker's re-embeddings")}};
    if (!noise) params.insert(QStringLiteral("clean"), clean);
    if (!request.alignMap.isEmpty()) {
        params.insert(QStringLiteral("alignment"),
                      alignmentRecord(request.alignMap, readAlignmentMapInfo(request.alignMap)));
        params.insert(QStringLiteral("defence_on"),
                      QStringLiteral("queries and documents; the attacker reads the documents "
                                     "through the alignment map and re-embeds with the attack "
                                     "embedder, querying no victim"));
    }
    if (!points.empty() && !points.front().warnings.isEmpty())
        params.insert(QStringLiteral("warnings"),
                      QJsonArray::fromStringList(points.front().warnings));
    if (!points.empty()) {
        params.insert(QStringLiteral("retrieval_search"), points.front().search);
        // The approximate search's worst recall over the points, measured against exact search.
        std::optional<double> recall;
        for (const DefenceSweepPoint& point : points)
            if (point.searchRecall) recall = std::min(recall.value_or(1.0), *point.searchRecall);
        if (recall) params.insert(QStringLiteral("retrieval_search_recall_at_10"), *recall);
    }
    const QString paramsJson =
        QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact));
    StoredDefenceSweep stored;
    stored.runId =
        startRun(caseFile, noise ? QStringLiteral("noise-sweep") : QStringLiteral("defence-sweep"),
                 modelId, 0, paramsJson, computeInfo().summary());
    completeRun(caseFile, stored.runId, [&] {
        std::vector<CurvePoint> curvePoints;
        for (const DefenceSweepPoint& point : points) {
            if (point.clean && !noise) continue; // in the parameters: no place on the x axis
            for (const MetricValue& figure : defenceSweepFigures(point)) {
                const auto& [name, axis] = seriesOfFigures().value(figure.name);
                curvePoints.push_back(
                    {name, axis, point.strength, figure.value,
                     point.clean ? QStringLiteral("λ = 0 (no defence)") : point.label});
            }
        }
        CurveInfo curve;
        curve.kind = noise ? QStringLiteral("noise") : QStringLiteral("defence");
        curve.runId = stored.runId;
        curve.title = noise ? QStringLiteral("Noise defence: retrieval against reconstruction")
                            : QStringLiteral("%1 defence: retrieval against reconstruction")
                                  .arg(DefenceSpec::title(kind));
        curve.xLabel = DefenceSpec::strengthTitle(kind);
        curve.yLabel = QStringLiteral("NDCG@%1, cosine").arg(kNdcgAt);
        curve.y2Label = QStringLiteral("BLEU, tf1, exact match (%)");
        curve.logX = noise;
        curve.paramsJson = paramsJson;
        stored.curveId = saveCurve(caseFile, curve, curvePoints);
    });
    return stored;
}

std::vector<DefenceTradeoff> defenceTradeoffs(CaseFile& caseFile, std::vector<qint64>* curves) {
    const QString ndcgSeries = seriesOfFigures().value(kNdcg).first;
    const QString bleuSeries = seriesOfFigures().value(kBleu).first;
    std::vector<DefenceTradeoff> tradeoffs;
    for (const CurveInfo& curve : listCurves(caseFile)) {
        if (curve.kind != QLatin1String("noise") && curve.kind != QLatin1String("defence"))
            continue;
        const QJsonObject params = QJsonDocument::fromJson(curve.paramsJson.toUtf8()).object();
        const QString kindName =
            params.value(QStringLiteral("defence"))
                .toString(QStringLiteral("noise")); // sweeps stored before other defences existed
        const std::optional<DefenceKind> kind = DefenceSpec::kindNamed(kindName);
        if (!kind) continue; // written by a later version
        const QString against = params.value(QStringLiteral("attacker_trained_against")).toString();
        const QString behind = victimDefence(against);
        const QString threat = params.value(QStringLiteral("alignment"))
                                   .toObject()
                                   .value(QStringLiteral("threat_model"))
                                   .toString();
        const QString series =
            !behind.isEmpty() ? QStringLiteral("%1 (run %2, attacker trained behind %3)")
                                    .arg(DefenceSpec::title(*kind))
                                    .arg(curve.runId)
                                    .arg(behind)
            : !threat.isEmpty()
                ? QStringLiteral("%1 (run %2, attacker %3)")
                      .arg(DefenceSpec::title(*kind))
                      .arg(curve.runId)
                      .arg(threat)
                : QStringLiteral("%1 (run %2)").arg(DefenceSpec::title(*kind)).arg(curve.runId);
        const int documents = params.value(QStringLiteral("limit")).toInt();
        // NDCG and BLEU of each strength, matched by x; the clean point first.
        std::vector<CurvePoint> ndcg, bleu;
        for (const CurvePoint& p : curvePoints(caseFile, curve.id)) {
            if (p.series == ndcgSeries) ndcg.push_back(p);
            if (p.series == bleuSeries) bleu.push_back(p);
        }
        const QJsonObject clean = params.value(QStringLiteral("clean")).toObject();
        if (clean.contains(ndcgSeries) && clean.contains(bleuSeries))
            tradeoffs.push_back({series, QStringLiteral("no defence"), true,
                                 clean.value(ndcgSeries).toDouble(),
                                 clean.value(bleuSeries).toDouble(), documents});
        for (const CurvePoint& n : ndcg)
            for (const CurvePoint& b : bleu)
                if (b.x == n.x) {
                    // A noise sweep keeps its clean victim as lambda 0.
                    const bool cleanPoint = n.x == 0.0 && curve.kind == QLatin1String("noise");
                    tradeoffs.push_back({series,
                                         cleanPoint ? QStringLiteral("no defence") : n.label,
                                         cleanPoint, n.y, b.y, documents});
                }
        if (curves) curves->push_back(curve.id);
    }
    return tradeoffs;
}

qint64 storeDefenceComparison(CaseFile& caseFile) {
    caseFile.requireWritable();
    std::vector<qint64> curves;
    std::vector<CurvePoint> comparison;
    for (const DefenceTradeoff& point : defenceTradeoffs(caseFile, &curves))
        comparison.push_back({point.series, 1, point.ndcg, point.bleu, point.strength});
    if (curves.empty())
        throw InputError({caseFile.path(), std::nullopt, QStringLiteral("curves"),
                          QStringLiteral("a noise or defence sweep in it (unembed-cli sweep "
                                         "noise or sweep defence with --case %1)")
                              .arg(caseFile.path()),
                          QStringLiteral("none")},
                         QStringLiteral("the case has no defence sweep to compare"));
    QJsonArray sources;
    for (qint64 id : curves)
        sources.append(id);
    CurveInfo curve;
    curve.kind = QStringLiteral("defences");
    curve.title = QStringLiteral("Defences compared: search quality against leakage");
    // Which way is better, so that no reader takes the top right corner for the best.
    curve.xLabel = QStringLiteral("retrieval NDCG@%1 (utility: higher is better)").arg(kNdcgAt);
    curve.yLabel = QStringLiteral("Vec2Text BLEU (leakage: lower is better)");
    curve.paramsJson =
        QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("curves"), sources},
                                                    {QStringLiteral("x"), kNdcg},
                                                    {QStringLiteral("y"), kBleu}})
                              .toJson(QJsonDocument::Compact));
    return saveCurve(caseFile, curve, comparison);
}

} // namespace unembed
