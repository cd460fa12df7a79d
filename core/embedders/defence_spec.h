// Defences a vector store or an embedding API can put between the victim and whoever reads its
// vectors, as written on the command line and in run records (torch-free; the defences
// themselves are in defence.h). Every defence maps R^d to R^d, so an attacker
// trained on clean vectors can be pointed at defended ones unchanged (the naive attacker) or
// trained on them (the adaptive one):
//   noise:L      f(x) + L * eps, eps ~ N(0, I) (Vec2Text section 6), seeded
//   scalar:B     each dimension quantised uniformly to 2^B levels over the range the collection
//                spans in it (as FAISS's scalar quantiser trains its ranges), then reconstructed
//   binary       each dimension's sign, scaled to unit norm (binary quantisation; cosine between
//                such vectors ranks as Hamming distance does)
//   truncate:K   the first K dimensions kept, the rest zero (Matryoshka-style truncation)
//   pca:K        the projection onto the collection's first K principal components, published in
//                the original space (mean + the K-dimensional reconstruction)
//   rotate:N     a secret random orthogonal rotation keyed by the seed; N is how many leaked
//                (text, rotated vector) pairs the attacker has to estimate it by orthogonal
//                Procrustes (0: the naive attacker, who inverts rotated vectors as they are)
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace unembed {

enum class DefenceKind { Noise, Scalar, Binary, Truncate, Pca, Rotate };

struct DefenceSpec {
    DefenceKind kind = DefenceKind::Noise;
    double strength = 0; // L, B, K or N above; unused for binary
    uint64_t seed = 0;   // the noise's stream, the rotation's key

    // "noise:0.01", "scalar:8", "binary", "truncate:64", "pca:32", "rotate:100". Throws
    // InputError naming `field` for anything else, or a strength out of range (dimension-bound
    // strengths are checked when the defence is fitted).
    static DefenceSpec parse(const QString& text, const QString& field = QStringLiteral("defence"));
    // Throws InputError naming `field` for a strength the kind does not take.
    void check(const QString& field = QStringLiteral("defence")) const;
    static QString kindName(DefenceKind kind);
    // The kind parse() reads for `name` ("scalar"), if any.
    static std::optional<DefenceKind> kindNamed(const QString& name);
    // The kinds in parse()'s spelling, for help texts and menus.
    static QStringList kindNames();
    // The text parse() reads back.
    QString describe() const;
    // What the strength is, for axis titles: "λ (noise scale)", "bits per dimension", ...
    static QString strengthTitle(DefenceKind kind);
    // One operating point's label: "λ = 0.01", "8 bits", "64 dimensions", "100 leaked pairs".
    QString strengthLabel() const;
    // A plain name for legends and titles: "Gaussian noise", "Scalar quantisation", ...
    static QString title(DefenceKind kind);
};

} // namespace unembed
