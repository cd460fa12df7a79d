// Sampling audits: the rows drawn (uniform without replacement, shards), the Wilson and bootstrap
// intervals against published values and by their coverage of a known population figure over many
// samples, the finite population correction, and the sample sizes for a chosen interval width.
#include "eval/sample_estimate.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

using namespace unembed;

class TestSampleEstimate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void uniformSampleIsDistinctSortedAndRepeatable() {
        const std::vector<qint64> rows = uniformSample(1000, 100, 7);
        QCOMPARE(rows.size(), size_t(100));
        QVERIFY(std::is_sorted(rows.begin(), rows.end()));
        QCOMPARE(std::set<qint64>(rows.begin(), rows.end()).size(), size_t(100));
        QVERIFY(rows.front() >= 0 && rows.back() < 1000);
        QCOMPARE(uniformSample(1000, 100, 7), rows);
        QVERIFY(uniformSample(1000, 100, 8) != rows);
        QCOMPARE(uniformSample(5, 9, 1), (std::vector<qint64>{0, 1, 2, 3, 4}));
        // Every row is as likely as any other: each of 10 rows drawn about 3,000 of 10,000 times.
        std::vector<int> hits(10, 0);
        for (quint64 seed = 0; seed < 10000; ++seed)
            for (qint64 r : uniformSample(10, 3, seed))
                ++hits[size_t(r)];
        for (int h : hits)
            QVERIFY2(h > 2800 && h < 3200, qPrintable(QString::number(h)));
    }

    void shardsAreDisjointAndCoverTheDataset() {
        std::vector<qint64> all;
        for (qint64 k = 1; k <= 3; ++k) {
            const std::vector<qint64> rows = shardRows(10, k, 3);
            QVERIFY(rows.size() == 3 || rows.size() == 4);
            all.insert(all.end(), rows.begin(), rows.end());
        }
        std::sort(all.begin(), all.end());
        std::vector<qint64> expected(10);
        std::iota(expected.begin(), expected.end(), 0);
        QCOMPARE(all, expected);
        QVERIFY(shardRows(10, 4, 3).empty());
        QVERIFY(shardRows(10, 0, 3).empty());
    }

    void wilsonMatchesPublishedValues() {
        // Newcombe (1998), Table I: 81/263 -> 0.2553 to 0.3662; 0/10 -> 0 to 0.2775.
        Interval i = wilsonInterval(81, 263, 0);
        QVERIFY(qAbs(i.estimate - 81.0 / 263) < 1e-12);
        QVERIFY(qAbs(i.low - 0.2553) < 5e-5);
        QVERIFY(qAbs(i.high - 0.3662) < 5e-5);
        i = wilsonInterval(0, 10, 0);
        QCOMPARE(i.low, 0.0);
        QVERIFY(qAbs(i.high - 0.2775) < 5e-5);
        i = wilsonInterval(10, 10, 0);
        QVERIFY(qAbs(i.low - 0.7225) < 5e-5);
        QCOMPARE(i.high, 1.0);
    }

    void theWholeDatasetGivesItsExactFigure() {
        const Interval rate = wilsonInterval(30, 200, 200);
        QCOMPARE(rate.low, 0.15);
        QCOMPARE(rate.high, 0.15);
        const Interval mean = bootstrapMeanInterval({1, 2, 3, 6}, 4);
        QCOMPARE(mean.estimate, 3.0);
        QCOMPARE(mean.low, 3.0);
        QCOMPARE(mean.high, 3.0);
        // Half the dataset: narrower than the same sample from an unbounded one.
        const Interval half = wilsonInterval(30, 200, 400);
        const Interval unbounded = wilsonInterval(30, 200, 0);
        QVERIFY(half.high - half.low < 0.8 * (unbounded.high - unbounded.low));
    }

    // Many audits of one population: about 95 % of their intervals hold the population's figure.
    void intervalsCoverTheTrueFigureAboutNinetyFivePercentOfTheTime() {
        std::mt19937_64 random(42);
        const qint64 population = 20000;
        std::vector<double> hits(static_cast<size_t>(population));
        std::vector<double> scores(static_cast<size_t>(population));
        std::bernoulli_distribution leak(0.08);
        std::uniform_real_distribution<double> bleu(0, 60);
        std::bernoulli_distribution zero(0.3);
        for (qint64 r = 0; r < population; ++r) {
            hits[size_t(r)] = leak(random) ? 1 : 0;
            scores[size_t(r)] = zero(random) ? 0 : bleu(random);
        }
        const double trueRate = std::accumulate(hits.begin(), hits.end(), 0.0) / population;
        const double trueMean = std::accumulate(scores.begin(), scores.end(), 0.0) / population;
        const int audits = 400;
        const qint64 n = 300;
        int rateCovered = 0;
        int meanCovered = 0;
        for (int a = 0; a < audits; ++a) {
            const std::vector<qint64> rows = uniformSample(population, n, quint64(1000 + a));
            qint64 successes = 0;
            std::vector<double> sample;
            for (qint64 r : rows) {
                successes += qint64(hits[size_t(r)]);
                sample.push_back(scores[size_t(r)]);
            }
            const Interval rate = wilsonInterval(successes, n, population);
            rateCovered += rate.low <= trueRate && trueRate <= rate.high;
            const Interval mean = bootstrapMeanInterval(sample, population, 1000, quint64(a));
            meanCovered += mean.low <= trueMean && trueMean <= mean.high;
        }
        QVERIFY2(rateCovered >= 0.92 * audits && rateCovered <= 0.985 * audits,
                 qPrintable(QString::number(rateCovered)));
        QVERIFY2(meanCovered >= 0.92 * audits && meanCovered <= 0.98 * audits,
                 qPrintable(QString::number(meanCovered)));
    }

    void stratifiedSamplesAreProportional() {
        std::vector<std::vector<qint64>> strata(3);
        for (qint64 r = 0; r < 1000; ++r)
            strata[r < 100 ? 0 : r < 400 ? 1 : 2].push_back(r);
        const auto drawn = stratifiedSample(strata, 101, 9);
        QCOMPARE(drawn[0].size(), size_t(10));
        QCOMPARE(drawn[1].size(), size_t(30));
        QCOMPARE(drawn[2].size(), size_t(61)); // the largest remainder takes the odd row
        for (size_t h = 0; h < 3; ++h)
            for (const qint64 r : drawn[h])
                QVERIFY(std::find(strata[h].begin(), strata[h].end(), r) != strata[h].end());
        QCOMPARE(stratifiedSample(strata, 101, 9), drawn);
        // One stratum: the plain sample's intervals.
        const Interval one = stratifiedRateInterval({12}, {80}, {1000});
        const Interval plain = wilsonInterval(12, 80, 1000);
        QVERIFY(qAbs(one.low - plain.low) < 1e-3 && qAbs(one.high - plain.high) < 1e-3);
        QCOMPARE(one.estimate, plain.estimate);
    }

    // Figures that depend on the stratum: stratified audits cover the truth about 95 % of the
    // time with intervals narrower than uniform samples of the same size.
    void stratifiedIntervalsCoverAndAreNarrower() {
        std::mt19937_64 random(7);
        const std::vector<double> rates{0.01, 0.05, 0.2, 0.5};
        const std::vector<double> means{5, 20, 40, 70};
        const qint64 perStratum = 2500;
        std::vector<std::vector<qint64>> strata(4);
        std::vector<double> hit;
        std::vector<double> score;
        for (size_t h = 0; h < 4; ++h) {
            std::bernoulli_distribution leak(rates[h]);
            std::normal_distribution<double> value(means[h], 5);
            for (qint64 i = 0; i < perStratum; ++i) {
                strata[h].push_back(qint64(hit.size()));
                hit.push_back(leak(random) ? 1 : 0);
                score.push_back(value(random));
            }
        }
        const double trueRate = std::accumulate(hit.begin(), hit.end(), 0.0) / double(hit.size());
        const double trueMean =
            std::accumulate(score.begin(), score.end(), 0.0) / double(score.size());
        const std::vector<qint64> populations(4, perStratum);
        const int audits = 300;
        int rateCovered = 0;
        int meanCovered = 0;
        double stratifiedWidth = 0;
        double uniformWidth = 0;
        for (int a = 0; a < audits; ++a) {
            const auto drawn = stratifiedSample(strata, 200, quint64(a));
            std::vector<qint64> hits(4, 0);
            std::vector<qint64> sampled(4, 0);
            std::vector<std::vector<double>> values(4);
            for (size_t h = 0; h < 4; ++h)
                for (const qint64 r : drawn[h]) {
                    hits[h] += qint64(hit[size_t(r)]);
                    ++sampled[h];
                    values[h].push_back(score[size_t(r)]);
                }
            const Interval rate = stratifiedRateInterval(hits, sampled, populations);
            rateCovered += rate.low <= trueRate && trueRate <= rate.high;
            const Interval mean = stratifiedMeanInterval(values, populations, 500, quint64(a));
            meanCovered += mean.low <= trueMean && trueMean <= mean.high;
            stratifiedWidth += mean.high - mean.low;
            std::vector<double> plain;
            for (const qint64 r : uniformSample(qint64(score.size()), 200, quint64(a)))
                plain.push_back(score[size_t(r)]);
            const Interval uniform = bootstrapMeanInterval(plain, qint64(score.size()), 500);
            uniformWidth += uniform.high - uniform.low;
        }
        QVERIFY2(rateCovered >= 0.91 * audits, qPrintable(QString::number(rateCovered)));
        QVERIFY2(meanCovered >= 0.91 * audits && meanCovered <= 0.99 * audits,
                 qPrintable(QString::number(meanCovered)));
        QVERIFY2(stratifiedWidth < 0.5 * uniformWidth,
                 qPrintable(QStringLiteral("%1 vs %2").arg(stratifiedWidth).arg(uniformWidth)));
    }

    void sampleSizesGiveTheWidthAskedFor() {
        // A rate near one half, 95 % within +-5 points: the textbook 385 (Wilson: a little less).
        const qint64 n = sampleSizeForRate(0.5, 0.1, 0);
        QVERIFY2(n >= 375 && n <= 385, qPrintable(QString::number(n)));
        const auto width = [](double p, qint64 size, qint64 population) {
            const qint64 successes = qint64(std::llround(p * double(size)));
            const Interval i = wilsonInterval(successes, size, population);
            return i.high - i.low;
        };
        QVERIFY(width(0.5, n, 0) <= 0.1 + 1e-3);
        QVERIFY(width(0.5, n - 20, 0) > 0.1);
        // A finite dataset needs fewer; a rare leak needs fewer than one near one half.
        QVERIFY(sampleSizeForRate(0.5, 0.1, 1000) < 300);
        QVERIFY(sampleSizeForRate(0.02, 0.02, 0) < sampleSizeForRate(0.5, 0.02, 0));
        QCOMPARE(sampleSizeForRate(0.5, 0.0, 1000), qint64(1000));
        // A mean with standard deviation 10 to within +-1: (1.96 x 10)^2 = 384.1 -> 385.
        QCOMPARE(sampleSizeForMean(10, 2, 0), qint64(385));
        QVERIFY(sampleSizeForMean(10, 2, 500) < 385);
    }
};

QTEST_GUILESS_MAIN(TestSampleEstimate)
#include "test_sample_estimate.moc"
