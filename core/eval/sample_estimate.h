// Auditing a dataset from a random sample of its vectors: which rows to invert (a uniform sample
// without replacement, or one shard of N), and the figure for the whole dataset with a 95 %
// confidence interval from the sample's per-vector figures: the Wilson score interval for rates
// (exact match, name recovered: each vector 0 or 1), a percentile bootstrap for means (BLEU,
// cosine). Both apply the finite population correction, so a sample of the whole dataset gives
// its exact figure. Torch-free.
#pragma once

#include <QtGlobal>

#include <vector>

namespace unembed {

// The normal quantile of a two-sided 95 % interval.
constexpr double kZ95 = 1.959963984540054;

struct Interval {
    double estimate = 0;
    double low = 0;
    double high = 0;
};

// `n` distinct rows of 0 .. population - 1 drawn uniformly without replacement (Floyd's
// algorithm on a 64-bit Mersenne Twister), sorted. The same seed gives the same rows.
std::vector<qint64> uniformSample(qint64 population, qint64 n, quint64 seed);

// The rows of shard `k` of `shards` (1-based): every row r with r mod shards == k - 1, so the
// shards are disjoint, cover the dataset and differ in size by at most one row.
std::vector<qint64> shardRows(qint64 population, qint64 k, qint64 shards);

// A sample stratified by a key (a text's length, say): `strata` lists the rows of each stratum,
// `n` is split over them in proportion to their sizes (largest remainders) and each stratum's
// share drawn as uniformSample() draws, with seed + the stratum's index. Sorted rows per stratum.
std::vector<std::vector<qint64>> stratifiedSample(const std::vector<std::vector<qint64>>& strata,
                                                  qint64 n, quint64 seed);

// The stratified estimate sum_h W_h * mean_h (W_h: the stratum's share of the population) from
// each stratum's sampled values. Rates: Wilson's interval at Kish's effective sample size
// p(1-p) / Var, with Var = sum_h W_h^2 (1 - f_h) p_h (1 - p_h) / n_h. Means: a bootstrap that
// resamples within each stratum, each stratum's spread narrowed by its own finite population
// correction. Strata without values are left out and the weights of the others renormalised.
Interval stratifiedRateInterval(const std::vector<qint64>& successes,
                                const std::vector<qint64>& sampled,
                                const std::vector<qint64>& populations);
Interval stratifiedMeanInterval(const std::vector<std::vector<double>>& values,
                                const std::vector<qint64>& populations, int resamples = 2000,
                                quint64 seed = 1);

// A rate from `successes` of `n` sampled vectors of `population` (0: an unbounded population).
Interval wilsonInterval(qint64 successes, qint64 n, qint64 population);

// The mean of `values` (a sample of `population` vectors) with its 95 % percentile-bootstrap
// interval from `resamples` resamples drawn with `seed`.
Interval bootstrapMeanInterval(const std::vector<double>& values, qint64 population,
                               int resamples = 2000, quint64 seed = 1);

// The sample size whose 95 % interval is `width` wide (high - low): for a rate near `rate`
// (0.5 is the worst case), or for a mean of values with standard deviation `sd`.
qint64 sampleSizeForRate(double rate, double width, qint64 population);
qint64 sampleSizeForMean(double sd, double width, qint64 population);

} // namespace unembed
