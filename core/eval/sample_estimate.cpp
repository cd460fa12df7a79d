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
    const auto quantile = [&](double q) {
        const double at = q * double(means.size() - 1);
        const size_t below = size_t(std::floor(at));
        const size_t above = std::min(below + 1, means.size() - 1);
        return means[below] + (at - double(below)) * (means[above] - means[below]);
    };
    // The bootstrap draws with replacement as if from an unbounded population: its spread
    // around the mean is narrowed by the same factor as a standard error.
    return {mean, mean - fpc * (mean - quantile(0.025)), mean + fpc * (quantile(0.975) - mean)};
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
