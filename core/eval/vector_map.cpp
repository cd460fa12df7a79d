#include <torch/torch.h>

#include "vector_map.h"

#include "attacks/dataset_vectors.h"
#include "error.h"
#include "eval/leak_list.h"
#include "eval/report_tables.h"
#include "eval/report_text.h"
#include "store/metric_store.h"
#include "store/run_store.h"

#include <ATen/CPUGeneratorImpl.h>

#include <cmath>
#include <limits>

namespace unembed {

namespace {

const int kExaggeratedIterations = 250;
const double kExaggeration = 12.0;
const double kMinGain = 0.01;
const int kProgressEvery = 10;

[[noreturn]] void refuse(const QString& path, const QString& field, const QString& expected,
                         const QString& found, const QString& problem) {
    throw InputError({path, std::nullopt, field, expected, found}, problem);
}

// [N, 2]: the centred vectors on their first two principal components (eigenvectors of the
// d x d covariance, so any N is cheap), each sign fixed so its largest loading is positive.
torch::Tensor pca2(const torch::Tensor& vectors) {
    const torch::Tensor centred = vectors - vectors.mean(0);
    const torch::Tensor covariance = centred.t().matmul(centred);
    const auto [values, vectorsByValue] = torch::linalg_eigh(covariance);
    const int64_t d = vectors.size(1);
    torch::Tensor components = vectorsByValue.slice(1, std::max<int64_t>(d - 2, 0)).flip({1});
    if (components.size(1) < 2)
        components = torch::cat(
            {components, torch::zeros({d, 2 - components.size(1)}, components.options())}, 1);
    const torch::Tensor largest = components.abs().argmax(0);
    const torch::Tensor signs =
        components.gather(0, largest.unsqueeze(0)).sign().clamp_min(0) * 2 - 1;
    return centred.matmul(components * signs);
}

// The symmetric joint affinities P of exact t-SNE: each row's Gaussian bandwidth found by
// bisection so that its conditional distribution has the given perplexity.
torch::Tensor jointAffinities(const torch::Tensor& x, double perplexity,
                              const CancelToken* cancel) {
    const int64_t n = x.size(0);
    const torch::Tensor squared = torch::cdist(x, x).pow(2);
    torch::Tensor conditional = torch::zeros({n, n}, torch::kDouble);
    const double target = std::log(perplexity);
    auto distances = squared.accessor<double, 2>();
    auto out = conditional.accessor<double, 2>();
    std::vector<double> row(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
        if (cancel && i % 256 == 0) cancel->throwIfCancelled();
        double beta = 1.0, low = 0.0, high = std::numeric_limits<double>::infinity();
        for (int step = 0; step < 100; ++step) {
            double sum = 0, weighted = 0;
            for (int64_t j = 0; j < n; ++j) {
                row[size_t(j)] = j == i ? 0.0 : std::exp(-beta * distances[i][j]);
                sum += row[size_t(j)];
                weighted += row[size_t(j)] * distances[i][j];
            }
            sum = std::max(sum, 1e-300);
            const double entropy = std::log(sum) + beta * weighted / sum;
            if (std::abs(entropy - target) < 1e-5) break;
            if (entropy > target) {
                low = beta;
                beta = std::isinf(high) ? beta * 2 : (beta + high) / 2;
            } else {
                high = beta;
                beta = (beta + low) / 2;
            }
        }
        double sum = 0;
        for (int64_t j = 0; j < n; ++j)
            sum += row[size_t(j)];
        for (int64_t j = 0; j < n; ++j)
            out[i][j] = row[size_t(j)] / std::max(sum, 1e-300);
    }
    return ((conditional + conditional.t()) / (2.0 * double(n))).clamp_min(1e-12);
}

torch::Tensor tsne(const torch::Tensor& vectors, const VectorMapRequest& request,
                   const CancelToken* cancel, const ProgressFn& progress) {
    const int64_t n = vectors.size(0);
    const torch::Tensor x = vectors.to(torch::kDouble);
    if (progress) progress({QStringLiteral("t-SNE: affinities"), 0, request.iterations});
    const torch::Tensor p = jointAffinities(x, request.perplexity, cancel);
    // Started from the PCA map, scaled as scikit-learn's init="pca" does; the seed breaks ties
    // between identical vectors.
    torch::Tensor y = pca2(x);
    y = y / y.select(1, 0).std().clamp_min(1e-12) * 1e-4;
    const at::Generator generator = at::detail::createCPUGenerator(request.seed);
    y = y + 1e-8 * at::randn(y.sizes(), generator, y.options());
    torch::Tensor update = torch::zeros_like(y);
    torch::Tensor gains = torch::ones_like(y);
    const double learningRate = std::max(double(n) / kExaggeration / 4.0, 50.0);
    for (int iteration = 0; iteration < request.iterations; ++iteration) {
        if (iteration % kProgressEvery == 0) {
            if (cancel) cancel->throwIfCancelled();
            if (progress) progress({QStringLiteral("t-SNE"), iteration, request.iterations});
        }
        const bool early = iteration < kExaggeratedIterations;
        const torch::Tensor num = 1.0 / (1.0 + torch::cdist(y, y).pow(2));
        num.fill_diagonal_(0.0);
        const torch::Tensor q = (num / num.sum()).clamp_min(1e-12);
        const torch::Tensor weights = ((early ? kExaggeration : 1.0) * p - q) * num;
        // dC/dy_i = 4 sum_j w_ij (y_i - y_j)
        const torch::Tensor gradient = 4.0 * (weights.sum(1, true) * y - weights.matmul(y));
        const torch::Tensor sameSign = (gradient > 0) == (update > 0);
        gains = torch::where(sameSign, gains * 0.8, gains + 0.2).clamp_min(kMinGain);
        update = (early ? 0.5 : 0.8) * update - learningRate * gains * gradient;
        y = y + update;
    }
    if (progress) progress({QStringLiteral("t-SNE"), request.iterations, request.iterations});
    return y;
}

} // namespace

VectorMap computeVectorMap(CaseFile& caseFile, const VectorMapRequest& request,
                           const CancelToken* cancel, const ProgressFn& progress) {
    const DatasetInfo dataset = requireDataset(caseFile, request.datasetId);
    const bool tsneMap = request.method == MapMethod::Tsne;
    const qint64 count =
        tsneMap && request.limit > 0 ? std::min(request.limit, dataset.count) : dataset.count;
    if (progress) progress({QStringLiteral("reading vectors"), 0, count});
    const std::vector<StoredVector> stored = readVectors(caseFile, request.datasetId, 0, count);
    if (tsneMap && stored.size() < 3)
        refuse(caseFile.path(), QStringLiteral("dataset %1").arg(dataset.id),
               QStringLiteral("at least 3 rows"), QString::number(stored.size()),
               QStringLiteral("t-SNE needs at least 3 vectors"));
    if (tsneMap && !(request.perplexity > 0 && std::isfinite(request.perplexity)))
        refuse(caseFile.path(), QStringLiteral("perplexity"), QStringLiteral("a number above 0"),
               QString::number(request.perplexity),
               QStringLiteral("the perplexity is out of range"));
    // A perplexity is an effective number of neighbours: a small map gets at most a third of its
    // other points.
    VectorMapRequest used = request;
    used.perplexity = std::min(request.perplexity, double(stored.size() - 1) / 3.0);
    if (tsneMap && request.iterations < 1)
        refuse(caseFile.path(), QStringLiteral("iterations"), QStringLiteral("at least 1"),
               QString::number(request.iterations), QStringLiteral("too few iterations"));
    VectorMap map;
    for (const StoredVector& vector : stored)
        map.rows.push_back(vector.row);
    if (stored.empty()) return map;
    torch::NoGradGuard noGrad;
    const torch::Tensor vectors = vectorTensor(stored, dataset.dim).to(torch::kDouble);
    const torch::Tensor xy = tsneMap ? tsne(vectors, used, cancel, progress) : pca2(vectors);
    const torch::Tensor points = xy.contiguous().to(torch::kDouble);
    const auto at = points.accessor<double, 2>();
    for (int64_t i = 0; i < points.size(0); ++i) {
        map.x.push_back(at[i][0]);
        map.y.push_back(at[i][1]);
    }
    map.method = tsneMap ? QStringLiteral("t-SNE (perplexity %1, %2 iterations, seed %3)")
                               .arg(used.perplexity, 0, 'g', 3)
                               .arg(request.iterations)
                               .arg(request.seed)
                         : QStringLiteral("PCA");
    if (qint64(stored.size()) < dataset.count)
        map.note = QStringLiteral("the first %1 of %2 rows").arg(stored.size()).arg(dataset.count);
    return map;
}

std::vector<MapColouring> mapColourings(CaseFile& caseFile, qint64 datasetId) {
    std::vector<MapColouring> colourings;
    // Recovered terms need the terms: the reference spans an evaluation stored.
    const bool termsKnown = !referenceSpans(caseFile, datasetId).empty();
    for (const RunInfo& run : listRuns(caseFile)) {
        if (run.datasetId != datasetId || run.status != QLatin1String("finished")) continue;
        const QString label =
            ReportText::fromStored(QStringLiteral("%1 (run %2)").arg(runLabel(run)).arg(run.id));
        for (const QString& name : sampleMetricNames(caseFile, run.id))
            colourings.push_back({QStringLiteral("run:%1:%2").arg(run.id).arg(name), label, name});
        if (termsKnown && runSampleCount(caseFile, run.id) > 0)
            colourings.push_back({QStringLiteral("leaks:%1").arg(run.id), label, QString()});
    }
    return colourings;
}

QHash<qint64, double> mapColourValues(CaseFile& caseFile, qint64 datasetId, const QString& key) {
    const QStringList parts = key.split(QLatin1Char(':'));
    bool ok = parts.size() >= 2;
    const qint64 runId = ok ? parts[1].toLongLong(&ok) : 0;
    QHash<qint64, double> values;
    if (ok && parts[0] == QLatin1String("leaks") && parts.size() == 2) {
        const LeakList leaks = leakList(caseFile, datasetId);
        for (size_t r = 0; r < leaks.runs.size(); ++r) {
            if (leaks.runs[r].runId != runId) continue;
            for (const RunSampleInfo& sample : runSamples(caseFile, runId))
                values.insert(sample.row, 0.0);
            for (const LeakListEntry& entry : leaks.entries)
                if (entry.recovered[r]) values[entry.row] += 1.0;
            return values;
        }
    } else if (ok && parts[0] == QLatin1String("run") && parts.size() == 3) {
        QHash<qint64, qint64> rowOfSample;
        for (const RunSampleInfo& sample : runSamples(caseFile, runId))
            rowOfSample.insert(sample.id, sample.row);
        for (const MetricRecord& metric : runMetrics(caseFile, runId))
            if (metric.runSampleId != 0 && !metric.round && metric.name == parts[2] &&
                rowOfSample.contains(metric.runSampleId))
                values.insert(rowOfSample.value(metric.runSampleId), metric.value);
        if (!values.isEmpty()) return values;
    }
    refuse(caseFile.path(), QStringLiteral("colouring"),
           QStringLiteral("run:ID:METRIC or leaks:ID of a run on dataset %1").arg(datasetId), key,
           QStringLiteral("nothing to colour the map by"));
}

} // namespace unembed
