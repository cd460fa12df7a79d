#include "sample_audit.h"

#include "error.h"
#include "eval/metric_definitions.h"
#include "eval/sample_estimate.h"
#include "store/dataset_store.h"
#include "store/metric_store.h"
#include "store/run_store.h"
#include "store/stored_ids.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace unembed {

namespace {

// Figures whose value for one vector says whether something happened (100 or 0 %): their mean is
// a rate, and Wilson's interval suits it better than a bootstrap at rates near 0 or 1.
bool isIndicator(const QString& metric) {
    return metric == QLatin1String("exact_match") || metric == QLatin1String("exact_match_geia") ||
           metric == QLatin1String("exact_match_loose");
}

InputError auditError(const CaseFile& caseFile, qint64 runId, const QString& problem) {
    return InputError({caseFile.path(), std::nullopt, QStringLiteral("run %1").arg(runId), {}, {}},
                      problem);
}

double standardDeviation(const std::vector<double>& values) {
    if (values.size() < 2) return 0;
    const double mean = std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
    double sum = 0;
    for (double v : values)
        sum += (v - mean) * (v - mean);
    return std::sqrt(sum / double(values.size() - 1));
}

// Percent figures and character counts take the width in points; cosines and scores in 1/100.
double unitScale(const QString& metric) {
    const QString unit = metricDefinition(metric).unit;
    return unit == QLatin1String("%") || unit == QLatin1String("characters") ? 1.0 : 0.01;
}

// The vectors of `population` that have a figure, estimated from the `withFigure` of `sampled`
// that have it (no name to recover, say, leaves a vector out): never fewer than were seen.
qint64 populationWithFigure(qint64 population, qint64 withFigure, qint64 sampled) {
    if (sampled <= 0) return population;
    return qMax<qint64>(withFigure, qint64(std::llround(double(population) * double(withFigure) /
                                                        double(sampled))));
}

// One figure of the dataset from the sampled vectors' values, as the audit reports it.
AuditFigure estimateFigure(const QString& metric, const std::vector<double>& values,
                           qint64 population, double widthPoints, quint64 seed) {
    AuditFigure figure;
    figure.metric = metric;
    figure.vectors = qint64(values.size());
    figure.width = widthPoints * unitScale(metric);
    qint64 hits = 0;
    bool indicator = isIndicator(metric);
    for (const double x : values) {
        if (x == 100.0)
            ++hits;
        else if (x != 0.0)
            indicator = false;
    }
    Interval interval;
    if (indicator) {
        figure.method = QStringLiteral("wilson");
        interval = wilsonInterval(hits, figure.vectors, population);
        interval = {100 * interval.estimate, 100 * interval.low, 100 * interval.high};
        figure.neededSample =
            sampleSizeForRate(interval.estimate / 100, figure.width / 100, population);
    } else {
        figure.method = QStringLiteral("bootstrap");
        interval = bootstrapMeanInterval(values, population, 2000, seed);
        figure.neededSample =
            sampleSizeForMean(standardDeviation(values), figure.width, population);
    }
    figure.estimate = interval.estimate;
    figure.low = interval.low;
    figure.high = interval.high;
    return figure;
}

// Each per-vector figure of the run by the row it is for, in row order (so that a seeded
// bootstrap resamples the same values in the same order every time).
QMap<QString, QMap<qint64, double>> figuresByRow(CaseFile& caseFile, qint64 runId) {
    QHash<qint64, qint64> rowOfSample;
    for (const RunSampleInfo& sample : runSamples(caseFile, runId))
        rowOfSample.insert(sample.id, sample.row);
    QMap<QString, QMap<qint64, double>> byRow;
    for (const MetricRecord& m : runMetrics(caseFile, runId))
        if (m.runSampleId > 0 && !m.round && std::isfinite(m.value))
            byRow[m.name].insert(rowOfSample.value(m.runSampleId), m.value);
    if (byRow.isEmpty())
        throw auditError(caseFile, runId,
                         QStringLiteral("the run has no figures per vector yet; evaluate it "
                                        "first (unembed-cli eval --case %1 --run %2)")
                             .arg(caseFile.path())
                             .arg(runId));
    return byRow;
}

// One figure of a stratified sample (`strata` as a plan describes them, `byRow` the figure of
// every row that has one): each stratum's values weighed by its share of the dataset.
AuditFigure estimateStratifiedFigure(const QString& metric, const QMap<qint64, double>& byRow,
                                     const QJsonArray& strata, double widthPoints, quint64 seed) {
    std::vector<std::vector<double>> values;
    std::vector<qint64> populations;
    std::vector<qint64> hits;
    std::vector<qint64> sampled;
    std::vector<double> all;
    bool indicator = isIndicator(metric);
    for (const QJsonValue& stratum : strata) {
        const QJsonObject s = stratum.toObject();
        const QJsonArray rows = s.value(QStringLiteral("rows")).toArray();
        values.emplace_back();
        for (const QJsonValue& row : rows) {
            const auto value = byRow.constFind(row.toInteger());
            if (value == byRow.constEnd()) continue;
            values.back().push_back(*value);
            all.push_back(*value);
            indicator &= *value == 0.0 || *value == 100.0;
        }
        populations.push_back(
            rows.isEmpty()
                ? 0
                : populationWithFigure(s.value(QStringLiteral("population")).toInteger(),
                                       qint64(values.back().size()), qint64(rows.size())));
        sampled.push_back(qint64(values.back().size()));
        hits.push_back(qint64(std::count(values.back().begin(), values.back().end(), 100.0)));
    }
    AuditFigure figure;
    figure.metric = metric;
    figure.vectors = qint64(all.size());
    if (all.empty()) return figure; // no sampled vector has this figure
    figure.width = widthPoints * unitScale(metric);
    const qint64 population = std::accumulate(populations.begin(), populations.end(), qint64(0));
    Interval interval;
    if (indicator) {
        figure.method = QStringLiteral("wilson");
        interval = stratifiedRateInterval(hits, sampled, populations);
        interval = {100 * interval.estimate, 100 * interval.low, 100 * interval.high};
        figure.neededSample =
            sampleSizeForRate(interval.estimate / 100, figure.width / 100, population);
    } else {
        figure.method = QStringLiteral("bootstrap");
        interval = stratifiedMeanInterval(values, populations, 2000, seed);
        // Sized as a simple sample would need: stratification only narrows it.
        figure.neededSample = sampleSizeForMean(standardDeviation(all), figure.width, population);
    }
    figure.estimate = interval.estimate;
    figure.low = interval.low;
    figure.high = interval.high;
    return figure;
}

SampleAudit auditStratified(CaseFile& caseFile, SampleAudit audit, double widthPoints) {
    const QJsonArray strata = audit.sampling.value(QStringLiteral("strata")).toArray();
    const QMap<QString, QMap<qint64, double>> byRow = figuresByRow(caseFile, audit.runId);
    for (auto it = byRow.constBegin(); it != byRow.constEnd(); ++it)
        audit.figures.push_back(estimateStratifiedFigure(it.key(), it.value(), strata, widthPoints,
                                                         quint64(audit.runId)));
    return audit;
}

} // namespace

SamplingPlan uniformSamplingPlan(qint64 population, qint64 size, quint64 seed) {
    SamplingPlan plan;
    plan.rows = uniformSample(population, size, seed);
    plan.json = {{QStringLiteral("design"), QStringLiteral("uniform")},
                 {QStringLiteral("size"), qint64(plan.rows.size())},
                 {QStringLiteral("seed"), qint64(seed)},
                 {QStringLiteral("population"), population}};
    return plan;
}

SamplingPlan shardSamplingPlan(qint64 population, qint64 k, qint64 shards) {
    SamplingPlan plan;
    plan.rows = shardRows(population, k, shards);
    plan.json = {{QStringLiteral("design"), QStringLiteral("shard")},
                 {QStringLiteral("shard"), k},
                 {QStringLiteral("shards"), shards},
                 {QStringLiteral("population"), population}};
    return plan;
}

SamplingPlan lengthStratifiedPlan(const QHash<qint64, QString>& texts, qint64 size, quint64 seed) {
    // Quartiles of the texts' lengths; rows of equal length stay in one stratum.
    std::vector<std::pair<qint64, qint64>> byLength; // length, row
    for (auto it = texts.constBegin(); it != texts.constEnd(); ++it)
        byLength.push_back({it.value().size(), it.key()});
    std::sort(byLength.begin(), byLength.end());
    std::vector<std::vector<qint64>> strata;
    std::vector<qint64> maxLengths;
    const size_t total = byLength.size();
    for (int q = 1; q <= kLengthStrata && !byLength.empty(); ++q) {
        const qint64 cut = byLength[std::min(total - 1, total * size_t(q) / kLengthStrata)].first;
        std::vector<qint64> rows;
        const qint64 after = maxLengths.empty() ? -1 : maxLengths.back();
        for (const auto& [length, row] : byLength)
            if (length > after && (length <= cut || q == kLengthStrata)) rows.push_back(row);
        if (rows.empty()) continue;
        std::sort(rows.begin(), rows.end());
        strata.push_back(std::move(rows));
        maxLengths.push_back(q == kLengthStrata ? byLength.back().first : cut);
    }
    const std::vector<std::vector<qint64>> drawn = stratifiedSample(strata, size, seed);
    SamplingPlan plan;
    QJsonArray described;
    for (size_t h = 0; h < strata.size(); ++h) {
        QJsonArray rows;
        for (const qint64 row : drawn[h]) {
            rows.append(row);
            plan.rows.push_back(row);
        }
        described.append(QJsonObject{{QStringLiteral("max_length"), maxLengths[h]},
                                     {QStringLiteral("population"), qint64(strata[h].size())},
                                     {QStringLiteral("rows"), rows}});
    }
    std::sort(plan.rows.begin(), plan.rows.end());
    plan.json = {{QStringLiteral("design"), QStringLiteral("stratified")},
                 {QStringLiteral("by"), QStringLiteral("text length (characters)")},
                 {QStringLiteral("size"), qint64(plan.rows.size())},
                 {QStringLiteral("seed"), qint64(seed)},
                 {QStringLiteral("population"), qint64(total)},
                 {QStringLiteral("strata"), described}};
    return plan;
}

void recordSamplingPlan(CaseFile& caseFile, qint64 runId, const SamplingPlan& plan) {
    setRunParam(caseFile, runId, QStringLiteral("sampling"), plan.json);
}

SampleAudit auditRun(CaseFile& caseFile, qint64 runId, double widthPoints) {
    const auto run = findRun(caseFile, runId);
    if (!run)
        throw auditError(caseFile, runId,
                         QStringLiteral("there is no such run in the case; %1")
                             .arg(storedIdsNote(caseFile, QStringLiteral("run"))));
    if (run->datasetId <= 0)
        throw auditError(caseFile, runId, QStringLiteral("the run has no dataset in this case"));
    SampleAudit audit;
    audit.runId = runId;
    audit.datasetId = run->datasetId;
    audit.population = requireDataset(caseFile, run->datasetId).count;
    audit.sampled = runSampleCount(caseFile, runId);
    audit.sampling = QJsonDocument::fromJson(run->paramsJson.toUtf8())
                         .object()
                         .value(QStringLiteral("sampling"))
                         .toObject();
    const QString design = audit.sampling.value(QStringLiteral("design")).toString();
    if (design == QLatin1String("stratified"))
        return auditStratified(caseFile, std::move(audit), widthPoints);
    if (design != QLatin1String("uniform") && audit.sampled < audit.population)
        throw auditError(caseFile, runId,
                         QStringLiteral("the run did not invert a uniform random sample of its "
                                        "dataset, so its figures say nothing certain about the "
                                        "rest; invert one with `invert --sample N`"));

    const QMap<QString, QMap<qint64, double>> byRow = figuresByRow(caseFile, runId);
    for (auto it = byRow.constBegin(); it != byRow.constEnd(); ++it) {
        const std::vector<double> values(it.value().begin(), it.value().end());
        const qint64 population =
            populationWithFigure(audit.population, qint64(values.size()), audit.sampled);
        audit.figures.push_back(
            estimateFigure(it.key(), values, population, widthPoints, quint64(runId)));
    }
    return audit;
}

std::vector<CoverageFigure> checkCoverage(CaseFile& caseFile, qint64 runId, qint64 sampleSize,
                                          int audits, bool byLength, const CancelToken* cancel) {
    const auto run = findRun(caseFile, runId);
    if (!run)
        throw auditError(caseFile, runId,
                         QStringLiteral("there is no such run in the case; %1")
                             .arg(storedIdsNote(caseFile, QStringLiteral("run"))));
    const qint64 population =
        run->datasetId > 0 ? requireDataset(caseFile, run->datasetId).count : 0;
    if (population == 0 || runSampleCount(caseFile, runId) != population)
        throw auditError(caseFile, runId,
                         QStringLiteral("checking audits needs a run over the whole dataset, "
                                        "whose figures are the answer the audits estimate"));
    if (sampleSize < 2 || sampleSize >= population)
        throw auditError(
            caseFile, runId,
            QStringLiteral("the sample must hold 2 to %1 vectors").arg(population - 1));
    const QMap<QString, QMap<qint64, double>> byRow = figuresByRow(caseFile, runId);
    QHash<qint64, QString> texts;
    if (byLength) {
        texts = datasetTexts(caseFile, run->datasetId);
        if (qint64(texts.size()) < population)
            throw auditError(caseFile, runId,
                             QStringLiteral("stratifying by length needs the dataset's texts"));
    }

    std::vector<CoverageFigure> result;
    for (auto it = byRow.constBegin(); it != byRow.constEnd(); ++it) {
        CoverageFigure figure;
        figure.metric = it.key();
        double sum = 0;
        for (const double v : it.value())
            sum += v;
        figure.truth = sum / double(it.value().size());
        figure.audits = audits;
        result.push_back(figure);
    }
    std::vector<double> widths(result.size(), 0.0);
    for (int a = 0; a < audits; ++a) {
        if (cancel) cancel->throwIfCancelled();
        // One draw per simulated audit, as a real audit inverts one sample for every figure.
        const quint64 seed = quint64(a + 1);
        QJsonArray strata;
        std::vector<qint64> rows;
        if (byLength)
            strata = lengthStratifiedPlan(texts, sampleSize, seed)
                         .json.value(QStringLiteral("strata"))
                         .toArray();
        else
            rows = uniformSample(population, sampleSize, seed);
        size_t f = 0;
        for (auto it = byRow.constBegin(); it != byRow.constEnd(); ++it, ++f) {
            AuditFigure estimate;
            if (byLength) {
                estimate = estimateStratifiedFigure(it.key(), it.value(), strata, 5.0, seed);
            } else {
                std::vector<double> sampled;
                for (const qint64 row : rows) {
                    const auto value = it.value().constFind(row);
                    if (value != it.value().constEnd()) sampled.push_back(*value);
                }
                if (!sampled.empty())
                    estimate = estimateFigure(
                        it.key(), sampled,
                        populationWithFigure(population, qint64(sampled.size()), sampleSize), 5.0,
                        seed);
            }
            if (estimate.vectors == 0) continue;
            CoverageFigure& figure = result[f];
            figure.method = estimate.method;
            figure.covered += estimate.low <= figure.truth && figure.truth <= estimate.high;
            widths[f] += estimate.high - estimate.low;
        }
    }
    for (size_t f = 0; f < result.size(); ++f)
        result[f].meanWidth = widths[f] / double(audits);
    return result;
}

QJsonObject auditJson(const SampleAudit& audit) {
    QJsonArray figures;
    for (const AuditFigure& f : audit.figures)
        figures.append(QJsonObject{{QStringLiteral("metric"), f.metric},
                                   {QStringLiteral("method"), f.method},
                                   {QStringLiteral("vectors"), f.vectors},
                                   {QStringLiteral("estimate"), f.estimate},
                                   {QStringLiteral("low"), f.low},
                                   {QStringLiteral("high"), f.high},
                                   {QStringLiteral("width"), f.width},
                                   {QStringLiteral("needed_sample"), f.neededSample}});
    return {{QStringLiteral("population"), audit.population},
            {QStringLiteral("sampled"), audit.sampled},
            {QStringLiteral("confidence"), 0.95},
            {QStringLiteral("figures"), figures}};
}

void storeAudit(CaseFile& caseFile, const SampleAudit& audit) {
    setRunParam(caseFile, audit.runId, QStringLiteral("audit"), auditJson(audit));
}

SampleAudit auditFromParams(qint64 runId, const QString& paramsJson) {
    const QJsonObject params = QJsonDocument::fromJson(paramsJson.toUtf8()).object();
    const QJsonObject stored = params.value(QStringLiteral("audit")).toObject();
    SampleAudit audit;
    audit.runId = runId;
    audit.sampling = params.value(QStringLiteral("sampling")).toObject();
    audit.population = stored.value(QStringLiteral("population")).toInteger();
    audit.sampled = stored.value(QStringLiteral("sampled")).toInteger();
    for (const QJsonValue& value : stored.value(QStringLiteral("figures")).toArray()) {
        const QJsonObject f = value.toObject();
        audit.figures.push_back({f.value(QStringLiteral("metric")).toString(),
                                 f.value(QStringLiteral("method")).toString(),
                                 f.value(QStringLiteral("vectors")).toInteger(),
                                 f.value(QStringLiteral("estimate")).toDouble(),
                                 f.value(QStringLiteral("low")).toDouble(),
                                 f.value(QStringLiteral("high")).toDouble(),
                                 f.value(QStringLiteral("width")).toDouble(),
                                 f.value(QStringLiteral("needed_sample")).toInteger()});
    }
    return audit;
}

} // namespace unembed
