#include "noise_sweep.h"

#include "attacks/vec2text/correction.h"
#include "embedders/noisy_embedder.h"
#include "embedders/victim.h"
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

#include <numeric>

namespace unembed {

namespace {
const int kNdcgAt = 10; // the paper's retrieval figure
} // namespace

std::vector<NoiseSweepPoint>
runNoiseSweep(const NoiseSweepRequest& request, const CancelToken* cancel,
              const ProgressFn& progress,
              const std::function<void(const NoiseSweepPoint&)>& point) {
    for (double lambda : request.lambdas)
        if (!(lambda >= 0.0))
            throw InputError({{},
                              std::nullopt,
                              QStringLiteral("lambda"),
                              QStringLiteral("a number of at least 0"),
                              QString::number(lambda)},
                             QStringLiteral("the noise scale cannot be negative"));
    const auto report = [&](const QString& stage, qint64 done, qint64 total) {
        if (progress) progress({stage, done, total});
    };
    report(QStringLiteral("loading the retrieval set and the models"), 0, 0);
    const BeirSet set = readBeir(request.retrievalFolder, request.split);
    auto victim = openVictim(request.victim);
    const LoadedInverter inverter = loadVec2TextInverter(request.inverterFolder);
    const LoadedCorrector corrector = loadVec2TextCorrector(request.correctorFolder);
    requireVictimFits(inverter.model->spec().victim(), request.inverterFolder, *victim);
    requireVictimFits(corrector.model->spec().victim(), request.correctorFolder, *victim);

    report(QStringLiteral("embedding the queries"), 0, 0);
    const torch::Tensor queries = victim->embed(set.queryTexts, cancel);
    report(QStringLiteral("embedding the documents"), 0, 0);
    const torch::Tensor docs = victim->embed(set.docTexts, cancel);
    const qint64 inverted = request.limit > 0 ? std::min<qint64>(request.limit, set.docTexts.size())
                                              : set.docTexts.size();
    const QStringList references = set.docTexts.mid(0, inverted);
    namespace F = torch::nn::functional;
    const auto unit = F::NormalizeFuncOptions().dim(1);
    const torch::Tensor referenceUnits = F::normalize(docs.slice(0, 0, inverted), unit);

    std::vector<NoiseSweepPoint> points;
    for (size_t i = 0; i < request.lambdas.size(); ++i) {
        const double lambda = request.lambdas[i];
        // One stream per lambda: queries, then documents, then the attacker's queries.
        NoisyEmbedder defended(*victim, lambda, request.seed);
        const torch::Tensor noisedQueries = defended.addNoise(queries);
        const torch::Tensor noisedDocs = defended.addNoise(docs);
        NoiseSweepPoint result;
        result.lambda = lambda;
        result.ndcg = retrievalNdcg(set, noisedQueries, noisedDocs, kNdcgAt);
        result.references = references;

        const QString stage =
            QStringLiteral("lambda %1: inverting %2 documents").arg(lambda).arg(inverted);
        report(stage, qint64(i), qint64(request.lambdas.size()));
        Vec2TextInversion attack(inverter, request.inverterFolder, corrector,
                                 request.correctorFolder, defended);
        const std::vector<InversionResult> outcome =
            attack.invert(noisedDocs.slice(0, 0, inverted), request.correction, cancel, {},
                          [&](const Progress& p) { report(stage, p.done, p.total); });
        for (const InversionResult& r : outcome)
            result.predictions << r.text;
        const torch::Tensor predictionUnits = F::normalize(victim->embed(result.predictions), unit);
        const torch::Tensor cosines = (predictionUnits * referenceUnits).sum(1).to(torch::kDouble);
        result.cosines.assign(cosines.data_ptr<double>(), cosines.data_ptr<double>() + inverted);
        if (point) point(result);
        points.push_back(std::move(result));
    }
    report(QStringLiteral("noise sweep"), qint64(points.size()), qint64(points.size()));
    return points;
}

std::vector<MetricValue> noiseSweepFigures(const NoiseSweepPoint& point) {
    TextScores scores({});
    for (int i = 0; i < point.predictions.size(); ++i)
        scores.add(point.predictions[i], point.references[i]);
    std::vector<MetricValue> figures{
        {QStringLiteral("ndcg@10"), point.ndcg},
        {QStringLiteral("cosine"),
         point.cosines.empty() ? 0.0
                               : std::accumulate(point.cosines.begin(), point.cosines.end(), 0.0) /
                                     double(point.cosines.size())}};
    for (const MetricValue& value : scores.corpus())
        if (value.name == QLatin1String("bleu") || value.name == QLatin1String("tf1") ||
            value.name == QLatin1String("exact_match"))
            figures.push_back(value);
    return figures;
}

StoredNoiseSweep storeNoiseSweep(CaseFile& caseFile, const NoiseSweepRequest& request,
                                 const std::vector<NoiseSweepPoint>& points) {
    caseFile.requireWritable();
    const AttackerVictim victim =
        attackerVictim(readAttackerConfig(request.correctorFolder, kVec2TextCorrectorFamily)
                           .value(QStringLiteral("unembed"))
                           .toObject());
    const qint64 modelId =
        registerAttacker(caseFile, request.correctorFolder, kVec2TextCorrectorFamily, victim);
    QJsonArray lambdas;
    for (double lambda : request.lambdas)
        lambdas.append(lambda);
    const auto absolute = [](const QString& path) { return QFileInfo(path).absoluteFilePath(); };
    const QJsonObject params{
        {QStringLiteral("embedder"), request.victim.describe()},
        {QStringLiteral("retrieval"), absolute(request.retrievalFolder)},
        {QStringLiteral("split"), request.split},
        {QStringLiteral("inverter"), absolute(request.inverterFolder)},
        {QStringLiteral("corrector"), absolute(request.correctorFolder)},
        {QStringLiteral("lambdas"), lambdas},
        {QStringLiteral("ndcg_at"), kNdcgAt},
        {QStringLiteral("limit"), request.limit},
        {QStringLiteral("seed"), qint64(request.seed)},
        {QStringLiteral("steps"), request.correction.steps},
        {QStringLiteral("sbeam"), request.correction.sequenceBeamWidth},
        {QStringLiteral("noise_on"),
         QStringLiteral("queries, documents and the attacker's re-embeddings")}};
    const QString paramsJson =
        QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact));
    StoredNoiseSweep stored;
    stored.runId = startRun(caseFile, QStringLiteral("noise-sweep"), modelId, 0, paramsJson,
                            computeInfo().summary());
    completeRun(caseFile, stored.runId, [&] {
        const QString ndcg = QStringLiteral("ndcg@10");
        const QHash<QString, std::pair<QString, int>> series{
            {ndcg, {QStringLiteral("NDCG@%1").arg(kNdcgAt), 1}},
            {QStringLiteral("cosine"), {QStringLiteral("cosine"), 1}},
            {QStringLiteral("bleu"), {QStringLiteral("BLEU"), 2}},
            {QStringLiteral("tf1"), {QStringLiteral("token F1 (tf1)"), 2}},
            {QStringLiteral("exact_match"), {QStringLiteral("exact match"), 2}}};
        std::vector<CurvePoint> curvePoints;
        for (const NoiseSweepPoint& point : points)
            for (const MetricValue& figure : noiseSweepFigures(point)) {
                const auto& [name, axis] = series.value(figure.name);
                curvePoints.push_back({name, axis, point.lambda, figure.value,
                                       point.lambda == 0.0
                                           ? QStringLiteral("λ = 0 (no defence)")
                                           : QStringLiteral("λ = %1").arg(point.lambda)});
            }
        CurveInfo curve;
        curve.kind = QStringLiteral("noise");
        curve.runId = stored.runId;
        curve.title = QStringLiteral("Noise defence: retrieval against reconstruction");
        curve.xLabel = QStringLiteral("λ (noise scale)");
        curve.yLabel = QStringLiteral("NDCG@%1, cosine").arg(kNdcgAt);
        curve.y2Label = QStringLiteral("BLEU, tf1, exact match (%)");
        curve.logX = true;
        curve.paramsJson = paramsJson;
        stored.curveId = saveCurve(caseFile, curve, curvePoints);
    });
    return stored;
}

} // namespace unembed
