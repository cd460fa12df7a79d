// Vec2Text inversion: hypothesis 0 from the base inverter, then correction steps, each re-embedding
// its hypotheses with the victim and scoring them by cosine to the target. With a sequence beam of
// width b, each kept hypothesis proposes b corrections; in keep-best mode the b best distinct
// texts among them and the kept ones go on, so the best cosine never falls; in vec2text mode the
// b best distinct proposals replace the kept ones, as the vec2text library's sequence beam search
// does. Batched over samples; cancellable between steps; every round reaches an observer as it
// finishes.
#pragma once

#include "attacks/vec2text/correction_round.h"
#include "attacks/vec2text/vec2text_folder.h"
#include "embedders/embedder.h"

#include <optional>

namespace unembed {

struct InversionResult {
    QString text;
    double cosine = 0;
    std::vector<CorrectionRound> rounds;
};

class Vec2TextInversion {
public:
    // Throws InputError when the attacker does not fit the victim's dimension. Without a
    // corrector only `steps` 0 runs (the base inverter alone).
    Vec2TextInversion(LoadedInverter inverter, QString inverterFolder,
                      std::optional<LoadedCorrector> corrector, QString correctorFolder,
                      Embedder& victim);
    // The base inverter alone with no victim to query (leaked vectors only): hypothesis 0 is its
    // text with no cosine (NaN), and invert() refuses correction steps and base candidates, which
    // the victim ranks.
    explicit Vec2TextInversion(LoadedInverter inverter);

    // The attackers that name another embedder than the victim (victimNameMismatch).
    const QStringList& warnings() const { return warnings_; }

    // targets [N, d]; one result per row.
    std::vector<InversionResult> invert(const torch::Tensor& targets,
                                        const CorrectionOptions& options,
                                        const CancelToken* cancel = nullptr,
                                        const RoundObserver& observer = {},
                                        const ProgressFn& progress = {});

private:
    struct Hypothesis {
        QString text;
        torch::Tensor embedding; // [d]
        double cosine;
    };
    // Per target, the base inverter's distinct candidates scored, best first. `firstRow` is the
    // batch's first target among all: nucleus samples are seeded with options.seed + firstRow,
    // so they do not depend on the batch size.
    std::vector<std::vector<Hypothesis>> initialHypotheses(const torch::Tensor& targets,
                                                           int64_t firstRow,
                                                           const CorrectionOptions& options,
                                                           const CancelToken* cancel);
    std::vector<std::vector<CorrectionCandidate>>
    corrections(const torch::Tensor& targets, const std::vector<std::vector<Hypothesis>>& kept,
                int width, bool withholdFeedback, const CancelToken* cancel);
    // Each group of texts scored against its own target (row g of `targets`), all groups'
    // texts embedded by the victim in one call: an endpoint gets them in as few requests as its
    // batch allows, not one request per vector.
    std::vector<std::vector<Hypothesis>> score(const std::vector<QStringList>& groups,
                                               const torch::Tensor& targets,
                                               const CancelToken* cancel);

    LoadedInverter inverter_;
    std::optional<LoadedCorrector> corrector_;
    Embedder* victim_; // none: the base inverter alone, unscored
    QStringList warnings_;
};

} // namespace unembed
