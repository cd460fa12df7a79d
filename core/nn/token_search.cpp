#include "token_search.h"

#include "error.h"
#include "runtime/cancel_token.h"

#include <torch/torch.h>

#include <ATen/CPUGeneratorImpl.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace unembed {

namespace {

double normalised(double sumLogprobs, int64_t generatedLength, double lengthPenalty) {
    return sumLogprobs / std::pow(double(generatedLength), lengthPenalty);
}

// The finished hypotheses of one input, as HF's BeamHypotheses keeps them: at most numBeams,
// the worst dropped when a better one arrives.
class FinishedHypotheses {
public:
    struct Hypothesis {
        double score;
        std::vector<int64_t> tokens; // start token and generated tokens, without the EOS
    };

    explicit FinishedHypotheses(const GenerationOptions& options) : options_(options) {}

    void add(std::vector<int64_t> tokens, double sumLogprobs, int64_t generatedLength) {
        const double score = normalised(sumLogprobs, generatedLength, options_.lengthPenalty);
        if (int(kept_.size()) >= options_.numBeams && score <= worst_) return;
        kept_.push_back({score, std::move(tokens)});
        if (int(kept_.size()) > options_.numBeams) {
            // Drop the lowest score (the earliest of equals), as HF's sort on (score, index) does.
            auto lowest =
                std::min_element(kept_.begin(), kept_.end(),
                                 [](const auto& a, const auto& b) { return a.score < b.score; });
            kept_.erase(lowest);
            worst_ = std::min_element(kept_.begin(), kept_.end(), [](const auto& a, const auto& b) {
                         return a.score < b.score;
                     })->score;
        } else {
            worst_ = std::min(score, worst_);
        }
    }

    // Whether no open beam can still enter the kept set; bestSumLogprobs is the best candidate
    // score of this step and generatedLength the generated length it belongs to.
    bool isDone(double bestSumLogprobs, int64_t generatedLength) const {
        if (int(kept_.size()) < options_.numBeams) return false;
        switch (options_.earlyStopping) {
        case GenerationOptions::EarlyStopping::Always:
            return true;
        case GenerationOptions::EarlyStopping::Heuristic:
            return worst_ >= normalised(bestSumLogprobs, generatedLength, options_.lengthPenalty);
        case GenerationOptions::EarlyStopping::Never: {
            const int64_t length =
                options_.lengthPenalty > 0.0 ? options_.effectiveMaxLength() - 1 : generatedLength;
            return worst_ >= normalised(bestSumLogprobs, length, options_.lengthPenalty);
        }
        }
        return false;
    }

    // Best first; among equal scores the later one first, as HF's stable sort and pop() give.
    std::vector<Hypothesis> best() const {
        std::vector<Hypothesis> sorted = kept_;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const auto& a, const auto& b) { return a.score < b.score; });
        std::reverse(sorted.begin(), sorted.end());
        return sorted;
    }

private:
    const GenerationOptions& options_;
    std::vector<Hypothesis> kept_;
    double worst_ = 1e9;
};

std::vector<int64_t> rowTokens(const torch::Tensor& sequences, int64_t row) {
    const torch::Tensor tokens = sequences[row].contiguous();
    return std::vector<int64_t>(tokens.data_ptr<int64_t>(),
                                tokens.data_ptr<int64_t>() + tokens.numel());
}

} // namespace

void checkGenerationOptions(const GenerationOptions& options, bool beam) {
    auto fail = [](const char* field, const QString& expected, const QString& found) {
        throw InputError({{}, std::nullopt, QLatin1String(field), expected, found},
                         QStringLiteral("invalid generation option"));
    };
    if (options.effectiveMaxLength() < 2)
        fail("max_length", QStringLiteral("at least 2 (the start token and one more)"),
             QString::number(options.effectiveMaxLength()));
    if (options.numBeams < 1)
        fail("num_beams", QStringLiteral("at least 1"), QString::number(options.numBeams));
    const int maxReturned = beam ? options.numBeams : 1;
    if (options.numReturnSequences < 1 || options.numReturnSequences > maxReturned)
        fail("num_return_sequences", QStringLiteral("1 to %1").arg(maxReturned),
             QString::number(options.numReturnSequences));
}

torch::Tensor greedyTokens(const torch::Tensor& logits) {
    if (!logits.is_cpu() || logits.scalar_type() != torch::kFloat || logits.dim() != 2 ||
        logits.size(1) == 0)
        return logits.argmax(-1);
    const torch::Tensor rows = logits.contiguous();
    const torch::Tensor largest = rows.amax(-1).contiguous(); // NaN where a row has one
    torch::Tensor tokens = torch::empty({rows.size(0)}, torch::kLong);
    const int64_t vocab = rows.size(1);
    const float* row = rows.data_ptr<float>();
    const float* peak = largest.data_ptr<float>();
    int64_t* token = tokens.data_ptr<int64_t>();
    for (int64_t r = 0; r < rows.size(0); ++r, row += vocab) {
        const float top = peak[r];
        const bool nan = std::isnan(top);
        int64_t at = 0;
        while (at + 1 < vocab && !(nan ? std::isnan(row[at]) : row[at] == top))
            ++at;
        token[r] = at;
    }
    return tokens;
}

TokenRule nucleusSampling(const NucleusOptions& nucleus) {
    if (!(nucleus.topP > 0.0 && nucleus.topP <= 1.0))
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("top_p"),
                          QStringLiteral("a number in (0, 1]"),
                          QString::number(nucleus.topP)},
                         QStringLiteral("invalid sampling option"));
    if (!(nucleus.temperature > 0.0))
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("temperature"),
                          QStringLiteral("a positive number"),
                          QString::number(nucleus.temperature)},
                         QStringLiteral("invalid sampling option"));
    auto generator =
        std::make_shared<at::Generator>(at::make_generator<at::CPUGeneratorImpl>(nucleus.seed));
    return [nucleus, generator](const torch::Tensor& logits) {
        // Tokens outside the nucleus of the temperature-scaled distribution get -inf.
        const torch::Tensor scaled = logits / nucleus.temperature;
        const auto [sorted, order] = scaled.sort(-1, false);
        torch::Tensor outside = sorted.softmax(-1).cumsum(-1) <= 1.0 - nucleus.topP;
        outside.select(-1, -1).fill_(false);
        const torch::Tensor kept = scaled.masked_fill(outside.scatter(-1, order, outside),
                                                      -std::numeric_limits<float>::infinity());
        return torch::multinomial(kept.softmax(-1), 1, false, *generator).squeeze(1);
    };
}

GenerationResult stepwiseSearch(NextTokenLogits& steps, int64_t batch, const SearchTokens& special,
                                const GenerationOptions& options, const TokenRule& rule,
                                const CancelToken* cancel) {
    checkGenerationOptions(options, false);
    torch::NoGradGuard noGrad;
    const int maxLength = options.effectiveMaxLength();

    GenerationResult result;
    torch::Tensor sequences = torch::full({batch, 1}, special.start, torch::kLong);
    torch::Tensor unfinished = torch::ones({batch}, torch::kBool);
    torch::Tensor sumLogprobs = torch::zeros({batch}, torch::kDouble);
    torch::Tensor generated = torch::zeros({batch}, torch::kLong);
    while (sequences.size(1) < maxLength) {
        if (cancel) cancel->throwIfCancelled();
        const torch::Tensor logits = steps.next(sequences);
        if (options.keepStepLogits) result.stepLogits.push_back(logits);
        // Rows that already ended keep receiving the pad id, as in HF.
        const torch::Tensor next = torch::where(
            unfinished, rule(logits), torch::full_like(unfinished, special.pad, torch::kLong));
        if (options.scoreSequences) {
            // The chosen token's log-probability, without writing the whole log-softmax.
            const torch::Tensor chosen =
                (logits.gather(1, next.unsqueeze(1)).squeeze(1) - logits.logsumexp(-1))
                    .to(torch::kDouble);
            sumLogprobs += torch::where(unfinished, chosen, torch::zeros_like(chosen));
            generated += unfinished.to(torch::kLong);
        }
        sequences = torch::cat({sequences, next.unsqueeze(1)}, 1);
        unfinished = unfinished & next.ne(special.eos);
        if (!unfinished.any().item<bool>()) break;
    }
    result.sequences = sequences;
    if (options.scoreSequences)
        result.scores = (sumLogprobs / generated.to(torch::kDouble).pow(options.lengthPenalty))
                            .to(torch::kFloat);
    return result;
}

GenerationResult beamSearch(NextTokenLogits& steps, int64_t batch, const SearchTokens& special,
                            const GenerationOptions& options, const CancelToken* cancel) {
    checkGenerationOptions(options, true);
    torch::NoGradGuard noGrad;
    const int64_t beams = options.numBeams;
    const int64_t rows = batch * beams;
    const int maxLength = options.effectiveMaxLength();
    torch::Tensor sequences = torch::full({rows, 1}, special.start, torch::kLong);
    // All beams start identical: only the first may expand at the first step.
    torch::Tensor beamScores = torch::zeros({batch, beams}, torch::kFloat);
    beamScores.slice(1, 1).fill_(-1e9);
    beamScores = beamScores.view({rows});
    std::vector<FinishedHypotheses> finished(size_t(batch), FinishedHypotheses{options});
    std::vector<bool> done(size_t(batch), false);

    while (true) {
        if (cancel) cancel->throwIfCancelled();
        const int64_t length = sequences.size(1);
        const torch::Tensor logits = steps.next(sequences);
        const int64_t vocab = logits.size(1);
        // A candidate scores log_softmax(logits) + beam score = logits + (beam score - logsumexp):
        // a row's best candidates are its largest logits, so each row's best 2 * beams, shifted,
        // compete for the input's best 2 * beams (twice the beams, so that enough candidates
        // remain when some of them are EOS), without writing the log-softmax of every token.
        const int64_t perRow = std::min<int64_t>(2 * beams, vocab);
        const auto [rowScores, rowBest] = logits.topk(perRow, 1, true, true);
        const torch::Tensor shifted =
            // Summed in HF's order: the log-probability first, then the beam's score.
            ((rowScores - logits.logsumexp(-1).unsqueeze(1)) + beamScores.unsqueeze(1))
                .view({batch, beams * perRow});
        const auto [topScores, topPositions] = shifted.topk(2 * beams, 1, true, true);
        // Positions in `shifted` -> beam * vocab + token, as over all of a row's candidates.
        const torch::Tensor topIndices =
            topPositions.div(perRow, "floor") * vocab +
            rowBest.view({batch, beams * perRow}).gather(1, topPositions);
        const auto scoreAt = topScores.accessor<float, 2>();
        const auto indexAt = topIndices.accessor<int64_t, 2>();

        torch::Tensor nextScores = torch::zeros({rows}, torch::kFloat);
        torch::Tensor nextTokens = torch::full({rows}, special.pad, torch::kLong);
        torch::Tensor sources = torch::zeros({rows}, torch::kLong);
        auto nextScoreAt = nextScores.accessor<float, 1>();
        auto nextTokenAt = nextTokens.accessor<int64_t, 1>();
        auto sourceAt = sources.accessor<int64_t, 1>();
        for (int64_t b = 0; b < batch; ++b) {
            if (done[size_t(b)]) {
                for (int64_t k = 0; k < beams; ++k)
                    sourceAt[b * beams + k] = b * beams;
                continue;
            }
            int64_t slot = 0;
            for (int64_t rank = 0; rank < 2 * beams && slot < beams; ++rank) {
                const int64_t row = b * beams + indexAt[b][rank] / vocab;
                const int64_t token = indexAt[b][rank] % vocab;
                if (token == special.eos) {
                    // An EOS outside the best `beams` candidates does not end a hypothesis.
                    if (rank < beams)
                        finished[size_t(b)].add(rowTokens(sequences, row), scoreAt[b][rank],
                                                length);
                    continue;
                }
                nextScoreAt[b * beams + slot] = scoreAt[b][rank];
                nextTokenAt[b * beams + slot] = token;
                sourceAt[b * beams + slot] = row;
                ++slot;
            }
            // `length` generated tokens after this step: the prefix minus the start token, plus
            // one.
            done[size_t(b)] = finished[size_t(b)].isDone(scoreAt[b][0], length);
        }

        sequences = torch::cat({sequences.index_select(0, sources), nextTokens.unsqueeze(1)}, 1);
        beamScores = nextScores;
        steps.selectRows(sources);
        if (std::all_of(done.begin(), done.end(), [](bool d) { return d; }) ||
            sequences.size(1) >= maxLength)
            break;
    }

    // Open beams of unfinished inputs compete with the finished ones at their current length.
    const int64_t openLength = sequences.size(1) - 1;
    const auto finalScoreAt = beamScores.accessor<float, 1>();
    for (int64_t b = 0; b < batch; ++b)
        if (!done[size_t(b)])
            for (int64_t k = 0; k < beams; ++k)
                finished[size_t(b)].add(rowTokens(sequences, b * beams + k),
                                        finalScoreAt[b * beams + k], openLength);

    const int64_t returned = options.numReturnSequences;
    std::vector<FinishedHypotheses::Hypothesis> chosen;
    size_t longest = 0;
    for (const FinishedHypotheses& hypotheses : finished) {
        const auto best = hypotheses.best();
        for (int64_t j = 0; j < returned; ++j) {
            chosen.push_back(best[size_t(j)]);
            longest = std::max(longest, best[size_t(j)].tokens.size());
        }
    }
    // Room for the EOS after the longest hypothesis, unless that would pass maxLength.
    const int64_t width = std::min<int64_t>(int64_t(longest) + 1, maxLength);
    GenerationResult result;
    result.sequences = torch::full({int64_t(chosen.size()), width}, special.pad, torch::kLong);
    result.scores = torch::empty({int64_t(chosen.size())}, torch::kFloat);
    auto outAt = result.sequences.accessor<int64_t, 2>();
    for (size_t i = 0; i < chosen.size(); ++i) {
        const auto& tokens = chosen[i].tokens;
        for (size_t t = 0; t < tokens.size(); ++t)
            outAt[int64_t(i)][int64_t(t)] = tokens[t];
        if (int64_t(tokens.size()) < width) outAt[int64_t(i)][int64_t(tokens.size())] = special.eos;
        result.scores[int64_t(i)] = float(chosen[i].score);
    }
    return result;
}

} // namespace unembed
