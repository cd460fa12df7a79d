// What an alignment map folder records (see alignment_map.h): the two spaces, the method, the
// pairs and the fit, and what an attacker through it holds. Torch-free, for the CLI and the GUI.
#pragma once

#include "embedders/alignment_method.h"
#include "embedders/victim_spec.h"

#include <QJsonObject>

#include <optional>

namespace unembed {

// An embedding space by its embedder's name and dimension.
struct EmbeddingSpace {
    QString name;
    int dim = 0;
};

inline const QString kAlignmentMapFamily = QStringLiteral("alignment-map");

struct AlignmentMapInfo {
    EmbeddingSpace source;  // the victim whose vectors the map reads
    EmbeddingSpace target;  // the attack embedder's name and dimension
    QString targetLocation; // the attack embedder as given: a folder or an endpoint URL
    QString targetModel;    // an endpoint's model name (empty for a folder)
    AlignmentMethod method = AlignmentMethod::LeastSquares;
    double ridge = 0.0;
    qint64 pairs = 0;                     // pairs the map was fitted on
    std::optional<AlignmentFit> heldOut;  // on pairs kept out of the fit, when there were some
    std::optional<AlignmentFit> training; // on the pairs it was fitted on

    // What an attacker through this map holds, for run records and reports:
    // "aligned from 1,000 leaked pairs".
    QString threatModel() const;
    // The attack embedder as a victim spec (re-embedding Vec2Text's hypotheses, scoring).
    VictimSpec targetSpec() const;
    QJsonObject toJson() const;
    static AlignmentMapInfo fromJson(const QJsonObject& block, const QString& path);
};

// A fit as map folders and `--json` write it: pairs, cosine_mean, cosine_q1, _median, _q3.
QJsonObject alignmentFitJson(const AlignmentFit& fit);

// Whether FOLDER/config.json names the alignment-map family (for telling the folders apart).
bool isAlignmentMapFolder(const QString& folder);

// What the map folder's config.json records, without its weights; a folder attack embedder given
// relative to the map is resolved against it. Throws InputError for a folder that is no map.
AlignmentMapInfo readAlignmentMapInfo(const QString& folder);

} // namespace unembed
