// A 2-D map of a dataset's vectors, as TensorBoard's projector draws one: PCA (the first two
// principal components of the centred vectors, exact, at once) or t-SNE (van der Maaten and
// Hinton 2008, exact gradients: perplexity 30, early exaggeration 12 for the first 250 of 1,000
// iterations, momentum 0.5 then 0.8, gains, learning rate max(N / 12 / 4, 50) as scikit-learn's
// "auto", started from the PCA map scaled to a standard deviation of 1e-4), seeded. t-SNE keeps N
// x N affinities in memory, so it maps the first `limit` rows. And the figures a map is coloured
// by: one stored per-sample figure of a run, or the sensitive terms a run recovered per row.
// Torch-free header.
#pragma once

#include "runtime/cancel_token.h"
#include "store/case_file.h"

#include <QHash>
#include <QStringList>

#include <vector>

namespace unembed {

enum class MapMethod { Pca, Tsne };

struct VectorMapRequest {
    qint64 datasetId = 0;
    MapMethod method = MapMethod::Pca;
    qint64 limit = 2000; // t-SNE: the first rows mapped (PCA maps every row)
    double perplexity = 30;
    int iterations = 1000;
    uint64_t seed = 0;
};

struct VectorMap {
    std::vector<qint64> rows; // dataset rows, in stored order
    std::vector<double> x, y;
    QString method; // "PCA" or "t-SNE (perplexity 30, 1000 iterations, seed 0)", for the axes
    QString note;   // what was left out, e.g. "the first 2000 of 5000 rows"; empty if nothing
};

// Throws InputError (an unknown dataset, fewer than 3 rows for t-SNE, a perplexity not above 0) or
// Cancelled. A perplexity above a third of the other points mapped is lowered to that, as the
// method's name says. Reports progress per 10 t-SNE iterations.
VectorMap computeVectorMap(CaseFile& caseFile, const VectorMapRequest& request,
                           const CancelToken* cancel = nullptr, const ProgressFn& progress = {});

struct MapColouring {
    QString key;    // "run:ID:METRIC" or "leaks:ID"
    QString run;    // "GEIA beam 5 (run 3)"
    QString metric; // the registry's name of the figure ("bleu"); empty for recovered terms
};

// What a map of the dataset can be coloured by: each finished run's stored per-sample figures
// (evaluated runs), and each run's recovered sensitive terms when the dataset's terms are known.
std::vector<MapColouring> mapColourings(CaseFile& caseFile, qint64 datasetId);

// The value of `key` for each row that has one. Throws InputError for an unknown key.
QHash<qint64, double> mapColourValues(CaseFile& caseFile, qint64 datasetId, const QString& key);

} // namespace unembed
