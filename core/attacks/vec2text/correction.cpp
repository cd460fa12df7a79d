#include "correction.h"

#include "error.h"

#include <torch/torch.h>

#include <algorithm>
#include <limits>

namespace unembed {

namespace {

double cosine(const torch::Tensor& a, const torch::Tensor& b) {
    return torch::nn::functional::cosine_similarity(
               a.unsqueeze(0), b.unsqueeze(0),
               torch::nn::functional::CosineSimilarityFuncOptions().dim(1))
        .item<double>();
}

GenerationOptions decoding(int maxLength, int width) {
    GenerationOptions options;
    options.maxLength = maxLength;
    options.numBeams = width;
    options.numReturnSequences = width;
    return options;
}

} // namespace

Vec2TextInversion::Vec2TextInversion(LoadedInverter inverter, QString inverterFolder,
                                     std::optional<LoadedCorrector> corrector,
                                     QString correctorFolder, Embedder& victim)
    : inverter_(std::move(inverter)), corrector_(std::move(corrector)), victim_(&victim) {
    requireVictimFits(inverter_.model->spec().victim(), inverterFolder, victim);
    if (corrector_) requireVictimFits(corrector_->model->spec().victim(), correctorFolder, victim);
    warnings_ = victimNameMismatches(
        {{inverter_.model->spec().victim(), inverterFolder},
         {corrector_ ? corrector_->model->spec().victim() : AttackerVictim{}, correctorFolder}},
        victim);
}

Vec2TextInversion::Vec2TextInversion(LoadedInverter inverter)
    : inverter_(std::move(inverter)), victim_(nullptr) {}

std::vector<std::vector<Vec2TextInversion::Hypothesis>>
Vec2TextInversion::score(const std::vector<QStringList>& groups, const torch::Tensor& targets,
                         const CancelToken* cancel) {
    QStringList texts;
    for (const QStringList& group : groups)
        texts += group;
    std::vector<std::vector<Hypothesis>> scored(groups.size());
    if (texts.isEmpty()) return scored;
    if (!victim_) {
        for (size_t g = 0; g < groups.size(); ++g)
            for (const QString& text : groups[g])
                scored[g].push_back({text, {}, std::numeric_limits<double>::quiet_NaN()});
        return scored;
    }
    const torch::Tensor embeddings = victim_->embed(texts, cancel);
    int64_t next = 0;
    for (size_t g = 0; g < groups.size(); ++g)
        for (const QString& text : groups[g]) {
            scored[g].push_back(
                {text, embeddings[next], cosine(embeddings[next], targets[int64_t(g)])});
            ++next;
        }
    return scored;
}

std::vector<std::vector<Vec2TextInversion::Hypothesis>>
Vec2TextInversion::initialHypotheses(const torch::Tensor& targets, int64_t firstRow,
                                     const CorrectionOptions& options, const CancelToken* cancel) {
    const int count = std::max(1, options.baseCandidates);
    const int maxLength = inverter_.model->spec().maxLength;
    GenerationResult generated;
    if (options.baseDecoding == BaseDecoding::Nucleus) {
        NucleusOptions nucleus;
        nucleus.topP = options.topP;
        nucleus.temperature = options.temperature;
        nucleus.seed = options.seed + quint64(firstRow);
        generated =
            inverter_.model->sample(targets, decoding(maxLength, 1), nucleus, count, cancel);
    } else {
        generated = inverter_.model->generate(targets, decoding(maxLength, count), cancel);
    }
    const QStringList texts = inverter_.tokenizer.decodeBatch(generated.sequences);
    std::vector<QStringList> distinct(size_t(targets.size(0)));
    for (int64_t i = 0; i < targets.size(0); ++i)
        for (int c = 0; c < count; ++c)
            if (!distinct[size_t(i)].contains(texts[int(i) * count + c]))
                distinct[size_t(i)] << texts[int(i) * count + c];
    std::vector<std::vector<Hypothesis>> scored = score(distinct, targets, cancel);
    for (std::vector<Hypothesis>& row : scored)
        std::stable_sort(row.begin(), row.end(),
                         [](const auto& x, const auto& y) { return x.cosine > y.cosine; });
    return scored;
}

std::vector<std::vector<CorrectionCandidate>>
Vec2TextInversion::corrections(const torch::Tensor& targets,
                               const std::vector<std::vector<Hypothesis>>& kept, int width,
                               bool withholdFeedback, const CancelToken* cancel) {
    // One corrector row per kept hypothesis, its sample's target repeated.
    std::vector<int64_t> owner;
    QStringList hypothesisTexts;
    std::vector<torch::Tensor> hypothesisEmbeddings;
    for (size_t s = 0; s < kept.size(); ++s)
        for (const Hypothesis& h : kept[s]) {
            owner.push_back(int64_t(s));
            hypothesisTexts << h.text;
            hypothesisEmbeddings.push_back(h.embedding);
        }
    const torch::Tensor rowTargets = targets.index_select(0, torch::tensor(owner, torch::kLong));
    const int maxLength = corrector_->model->spec().maxLength;
    const TokenizedBatch tokens = corrector_->tokenizer.encodeBatch(hypothesisTexts, maxLength);
    const GenerationResult generated = corrector_->model->generate(
        rowTargets, withholdFeedback ? rowTargets : torch::stack(hypothesisEmbeddings), tokens.ids,
        tokens.mask, decoding(maxLength, width), cancel);
    const QStringList texts = corrector_->tokenizer.decodeBatch(generated.sequences);
    std::vector<std::vector<CorrectionCandidate>> proposed(kept.size());
    for (int i = 0; i < texts.size(); ++i)
        proposed[size_t(owner[size_t(i / width)])].push_back({texts[i], 0.0});
    return proposed;
}

std::vector<InversionResult> Vec2TextInversion::invert(const torch::Tensor& targets,
                                                       const CorrectionOptions& options,
                                                       const CancelToken* cancel,
                                                       const RoundObserver& observer,
                                                       const ProgressFn& progress) {
    torch::NoGradGuard noGrad;
    const AttackerVictim trainedFor = inverter_.model->spec().victim();
    const int64_t dimension = victim_ ? victim_->dimension() : trainedFor.dim;
    if (targets.dim() != 2 || targets.size(1) != dimension)
        throw InputError({victim_ ? victim_->name() : trainedFor.name, std::nullopt,
                          QStringLiteral("dimension"), QString::number(dimension),
                          QString::number(targets.dim() == 2 ? targets.size(1) : 0)},
                         QStringLiteral("the target embeddings do not fit the victim"));
    if (options.steps > 0 && !corrector_)
        throw InputError({}, QStringLiteral("correction steps need a corrector: give one, or "
                                            "run the base inverter alone with 0 steps"));
    if (!victim_ && (options.steps > 0 || options.baseCandidates > 1))
        throw InputError({}, QStringLiteral("correction steps and base candidates are scored by "
                                            "the victim: give the victim (--embedder), or run "
                                            "the base inverter alone with 0 steps and 1 "
                                            "candidate"));
    const int width = std::max(1, options.sequenceBeamWidth);
    const int64_t total = targets.size(0);
    std::vector<InversionResult> results(static_cast<size_t>(total));
    const auto record = [&](int64_t sample, int round, const std::vector<Hypothesis>& keptNow,
                            std::vector<CorrectionCandidate> candidates) {
        CorrectionRound r{sample, round, keptNow.front().text, keptNow.front().cosine,
                          std::move(candidates)};
        results[size_t(sample)].text = r.text;
        results[size_t(sample)].cosine = r.cosine;
        results[size_t(sample)].rounds.push_back(r);
        if (observer) observer(r);
    };

    for (int64_t start = 0; start < total; start += options.batchSize) {
        const int64_t end = std::min(total, start + options.batchSize);
        const torch::Tensor batch = targets.slice(0, start, end).to(torch::kFloat32);
        if (progress) progress({inversionStage(), start, total});
        std::vector<std::vector<Hypothesis>> kept =
            initialHypotheses(batch, start, options, cancel);
        std::vector<bool> active(kept.size(), true);
        const bool keepBest = options.mode == CorrectionMode::KeepBest;
        for (size_t s = 0; s < kept.size(); ++s) {
            std::vector<CorrectionCandidate> candidates;
            for (const Hypothesis& h : kept[s])
                candidates.push_back({h.text, h.cosine});
            kept[s].resize(std::min(kept[s].size(), size_t(width)));
            record(start + int64_t(s), 0, kept[s], std::move(candidates));
            active[s] = !keepBest || kept[s].front().cosine < 1.0 - options.stopTolerance;
        }
        for (int round = 1; round <= options.steps; ++round) {
            if (cancel) cancel->throwIfCancelled();
            std::vector<size_t> rows;
            for (size_t s = 0; s < kept.size(); ++s)
                if (active[s]) rows.push_back(s);
            if (rows.empty()) break;
            std::vector<std::vector<Hypothesis>> activeKept;
            for (size_t s : rows)
                activeKept.push_back(kept[s]);
            std::vector<int64_t> rowIndex(rows.begin(), rows.end());
            const torch::Tensor activeTargets =
                batch.index_select(0, torch::tensor(rowIndex, torch::kLong));
            const auto proposed =
                corrections(activeTargets, activeKept, width, options.withholdFeedback, cancel);
            // Each row's distinct proposals not kept already (a kept text keeps its score, so
            // the best cosine cannot fall); every row's fresh texts are scored together.
            std::vector<QStringList> fresh(rows.size());
            std::vector<std::vector<CorrectionCandidate>> known(rows.size());
            for (size_t a = 0; a < rows.size(); ++a) {
                const auto keptCosine = [&](const QString& text) -> std::optional<double> {
                    for (const Hypothesis& h : kept[rows[a]])
                        if (h.text == text) return h.cosine;
                    return std::nullopt;
                };
                for (const CorrectionCandidate& c : proposed[a]) {
                    if (fresh[a].contains(c.text) ||
                        std::any_of(known[a].begin(), known[a].end(),
                                    [&](const auto& k) { return k.text == c.text; }))
                        continue;
                    if (const auto cosineKept = keptCosine(c.text))
                        known[a].push_back({c.text, *cosineKept});
                    else
                        fresh[a] << c.text;
                }
            }
            std::vector<std::vector<Hypothesis>> scoredFresh = score(fresh, activeTargets, cancel);
            for (size_t a = 0; a < rows.size(); ++a) {
                const size_t s = rows[a];
                // Then keep the best `width` of new and kept.
                std::vector<CorrectionCandidate> candidates = std::move(known[a]);
                std::vector<Hypothesis> pool = std::move(scoredFresh[a]);
                for (const Hypothesis& h : pool)
                    candidates.push_back({h.text, h.cosine});
                std::stable_sort(candidates.begin(), candidates.end(),
                                 [](const auto& x, const auto& y) { return x.cosine > y.cosine; });
                const double before = kept[s].front().cosine;
                // Keep-best: every kept hypothesis stays in the running. Vec2Text: only those
                // proposed again, so the proposals replace the kept ones.
                for (const Hypothesis& h : kept[s])
                    if (keepBest || std::any_of(candidates.begin(), candidates.end(),
                                                [&](const auto& c) { return c.text == h.text; }))
                        pool.push_back(h);
                std::stable_sort(pool.begin(), pool.end(),
                                 [](const auto& x, const auto& y) { return x.cosine > y.cosine; });
                pool.resize(std::min(pool.size(), size_t(width)));
                kept[s] = pool;
                record(start + int64_t(s), round, kept[s], std::move(candidates));
                const double now = kept[s].front().cosine;
                if (keepBest && (now >= 1.0 - options.stopTolerance ||
                                 (options.stopWhenNoGain && now <= before)))
                    active[s] = false;
            }
        }
    }
    if (progress) progress({inversionStage(), total, total});
    return results;
}

} // namespace unembed
