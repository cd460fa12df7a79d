#include "sample_estimate.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <set>

namespace unembed {

namespace {

// The finite population correction's factor on a standard error: sqrt((N - n) / (N - 1)).
double correction(qint64 n, qint64 population) {
    if (population <= 1 || n >= population) return population > 0 && n >= population ? 0 : 1;
    return std::sqrt(double(population - n) / double(population - 1));
}

// The size n0 an unbounded population needs, brought down for a finite one.
qint64 finiteSampleSize(double n0, qint64 population) {
    if (!std::isfinite(n0)) return population > 0 ? population : 0;
    const double n = population > 0 ? n0 * double(population) / (n0 + double(population) - 1) : n0;
    return std::max<qint64>(1, qint64(std::ceil(n - 1e-9)));
}

// The q-quantile of sorted values, interpolated linearly between neighbours.
double percentile(const std::vector<double>& sorted, double q) {
    const double at = q * double(sorted.size() - 1);
    const size_t below = size_t(std::floor(at));
    const size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (at - double(below)) * (sorted[above] - sorted[below]);
}

// The Wilson interval of a rate p observed in a sample of n of `population`.
Interval wilsonAt(double p, qint64 n, qint64 population) {
    const double fpc = correction(n, population);
    if (fpc == 0) return {p, p, p};
    // The corrected variance p(1-p)/n * fpc^2 is that of a simple sample of n / fpc^2.
    const double effective = double(n) / (fpc * fpc);
    const double z2 = kZ95 * kZ95;
    const double centre = (p + z2 / (2 * effective)) / (1 + z2 / effective);
    const double half = kZ95 / (1 + z2 / effective) *
                        std::sqrt(p * (1 - p) / effective + z2 / (4 * effective * effective));
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

} // namespace

std::vector<qint64> uniformSample(qint64 population, qint64 n, quint64 seed) {
    n = std::clamp<qint64>(n, 0, std::max<qint64>(population, 0));
    std::mt19937_64 random(seed);
    std::set<qint64> chosen;
    for (qint64 j = population - n; j < population; ++j) {
        const qint64 t = std::uniform_int_distribution<qint64>(0, j)(random);
        if (!chosen.insert(t).second) chosen.insert(j);
    }
    return {chosen.begin(), chosen.end()};
}

std::vector<qint64> shardRows(qint64 population, qint64 k, qint64 shards) {
    std::vector<qint64> rows;
    if (shards < 1 || k < 1 || k > shards) return rows;
    for (qint64 r = k - 1; r < population; r += shards)
        rows.push_back(r);
    return rows;
}

std::vector<std::vector<qint64>> stratifiedSample(const std::vector<std::vector<qint64>>& strata,
                                                  qint64 n, quint64 seed) {
    qint64 total = 0;
    for (const auto& stratum : strata)
        total += qint64(stratum.size());
    n = std::clamp<qint64>(n, 0, total);
    // Proportional allocation: each stratum's whole share, then the largest remainders.
    std::vector<qint64> share(strata.size(), 0);
    std::vector<std::pair<double, size_t>> remainders;
    qint64 given = 0;
    for (size_t h = 0; h < strata.size(); ++h) {
        const double exact = total > 0 ? double(n) * double(strata[h].size()) / double(total) : 0;
        share[h] = qint64(std::floor(exact));
        given += share[h];
        remainders.push_back({exact - double(share[h]), h});
    }
    std::stable_sort(remainders.begin(), remainders.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (size_t i = 0; given < n && i < remainders.size(); ++i, ++given)
        ++share[remainders[i].second];
    std::vector<std::vector<qint64>> sample(strata.size());
    for (size_t h = 0; h < strata.size(); ++h)
        for (const qint64 i : uniformSample(qint64(strata[h].size()), share[h], seed + h))
            sample[h].push_back(strata[h][size_t(i)]);
    for (auto& rows : sample)
        std::sort(rows.begin(), rows.end());
    return sample;
}

Interval stratifiedRateInterval(const std::vector<qint64>& successes,
                                const std::vector<qint64>& sampled,
                                const std::vector<qint64>& populations) {
    double covered = 0;
    qint64 n = 0;
    for (size_t h = 0; h < sampled.size(); ++h)
        if (sampled[h] > 0) {
            covered += double(populations[h]);
            n += sampled[h];
        }
    if (n == 0 || covered <= 0) return {0, 0, 1};
    double p = 0;
    double variance = 0;
    bool census = true;
    for (size_t h = 0; h < sampled.size(); ++h) {
        if (sampled[h] <= 0) continue;
        const double w = double(populations[h]) / covered;
        const double ph = double(successes[h]) / double(sampled[h]);
        const double fpc = correction(sampled[h], populations[h]);
        census &= fpc == 0;
        p += w * ph;
        variance += w * w * fpc * fpc * ph * (1 - ph) / double(sampled[h]);
    }
    if (census) return {p, p, p};
    // Kish: the simple sample whose binomial variance equals the stratified one. Strata that all
    // saw 0 or 1 carry no variance estimate: the plain sample size stands in.
    const double effective = variance > 0 ? p * (1 - p) / variance : double(n);
    Interval interval = wilsonAt(p, qint64(std::llround(std::max(effective, 1.0))), 0);
    interval.estimate = p;
    return interval;
}

Interval stratifiedMeanInterval(const std::vector<std::vector<double>>& values,
                                const std::vector<qint64>& populations, int resamples,
                                quint64 seed) {
    double covered = 0;
    for (size_t h = 0; h < values.size(); ++h)
        if (!values[h].empty()) covered += double(populations[h]);
    if (covered <= 0) return {};
    std::vector<double> weights(values.size(), 0);
    std::vector<double> means(values.size(), 0);
    std::vector<double> fpcs(values.size(), 0);
    double estimate = 0;
    for (size_t h = 0; h < values.size(); ++h) {
        if (values[h].empty()) continue;
        weights[h] = double(populations[h]) / covered;
        means[h] =
            std::accumulate(values[h].begin(), values[h].end(), 0.0) / double(values[h].size());
        fpcs[h] = correction(qint64(values[h].size()), populations[h]);
        estimate += weights[h] * means[h];
    }
    std::mt19937_64 random(seed);
    std::vector<double> draws(size_t(std::max(resamples, 2)));
    for (double& draw : draws) {
        draw = 0;
        for (size_t h = 0; h < values.size(); ++h) {
            if (values[h].empty()) continue;
            std::uniform_int_distribution<size_t> pick(0, values[h].size() - 1);
            double sum = 0;
            for (size_t i = 0; i < values[h].size(); ++i)
                sum += values[h][pick(random)];
            const double resampled = sum / double(values[h].size());
            draw += weights[h] * (means[h] + fpcs[h] * (resampled - means[h]));
        }
    }
    std::sort(draws.begin(), draws.end());
    return {estimate, percentile(draws, 0.025), percentile(draws, 0.975)};
}

Interval wilsonInterval(qint64 successes, qint64 n, qint64 population) {
    if (n <= 0) return {0, 0, 1};
    return wilsonAt(double(successes) / double(n), n, population);
}

Interval bootstrapMeanInterval(const std::vector<double>& values, qint64 population, int resamples,
                               quint64 seed) {
    if (values.empty()) return {};
    const qint64 n = qint64(values.size());
    const double mean = std::accumulate(values.begin(), values.end(), 0.0) / double(n);
    const double fpc = correction(n, population);
    if (fpc == 0 || n == 1) return {mean, mean, mean};
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<qint64> pick(0, n - 1);
    std::vector<double> means(size_t(std::max(resamples, 2)));
    for (double& m : means) {
        double sum = 0;
        for (qint64 i = 0; i < n; ++i)
            sum += values[size_t(pick(random))];
        m = sum / double(n);
    }
    std::sort(means.begin(), means.end());
    // The bootstrap draws with replacement as if from an unbounded population: its spread
    // around the mean is narrowed by the same factor as a standard error.
    return {mean, mean - fpc * (mean - percentile(means, 0.025)),
            mean + fpc * (percentile(means, 0.975) - mean)};
}

qint64 sampleSizeForRate(double rate, double width, qint64 population) {
    const double p = std::clamp(rate, 0.0, 1.0);
    const qint64 most = population > 0 ? population : qint64(1) << 40;
    const auto wide = [&](qint64 n) {
        const Interval i = wilsonAt(p, n, population);
        return i.high - i.low > width;
    };
    if (wide(most)) return most;
    // The interval narrows as the sample grows: the smallest n narrow enough.
    qint64 low = 1;
    qint64 high = most;
    while (low < high) {
        const qint64 mid = low + (high - low) / 2;
        if (wide(mid))
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

qint64 sampleSizeForMean(double sd, double width, qint64 population) {
    const double half = width / 2;
    if (!(half > 0)) return population;
    const double ratio = kZ95 * std::max(sd, 0.0) / half;
    return finiteSampleSize(ratio * ratio, population);
}

} // namespace unembed
