// The ways of aligning one embedding space with another (see vector_alignment.h) and how well a
// map fits, by name for the CLI, the GUI and map folders. Torch-free.
#pragma once

#include <QString>

#include <optional>

namespace unembed {

enum class AlignmentMethod {
    // The least-squares solution of minimum norm, W = pinv(X) Y (Moore–Penrose), as numpy's
    // lstsq returns it; with fewer pairs than dimensions it fits them exactly.
    LeastSquares,
    // W = (X^T X + lambda I)^-1 X^T Y: least squares shrunk towards zero.
    Ridge,
    // The W with orthonormal rows (d_in <= d_out) or columns minimising ||X W - Y||: U V^T from
    // the SVD X^T Y = U S V^T, as scipy's orthogonal_procrustes; a rotation when d_in = d_out.
    Procrustes,
};

QString alignmentMethodName(AlignmentMethod method);
// "lstsq", "ridge" or "procrustes"; nullopt for anything else.
std::optional<AlignmentMethod> parseAlignmentMethod(const QString& name);

// How close mapped vectors come to the attack embedder's own: cosine per pair, its mean and
// quartiles (linear interpolation between order statistics, numpy's default).
struct AlignmentFit {
    qint64 pairs = 0;
    double mean = 0.0;
    double lowerQuartile = 0.0;
    double median = 0.0;
    double upperQuartile = 0.0;
};

} // namespace unembed
