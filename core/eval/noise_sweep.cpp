#include "noise_sweep.h"

#include "attacks/vec2text/correction.h"
#include "embedders/noisy_embedder.h"
#include "embedders/sentence_transformer.h"
#include "error.h"
#include "eval/beir.h"
#include "eval/retrieval.h"

#include <torch/torch.h>

namespace unembed {

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
    auto victim = SentenceTransformer::load(request.embedderFolder);
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
        result.ndcg = retrievalNdcg(set, noisedQueries, noisedDocs, request.ndcgAt);
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

} // namespace unembed
