// FAISS's scalar and product quantisers as faiss::write_index stores them: their parameters (read
// and checked by faiss_format.cpp) and the decoding of one code back into a vector, giving the
// same floats as libfaiss's ScalarQuantizer::decode and ProductQuantizer::decode, so that
// quantised indexes are reconstructed without handing a file's bytes to libfaiss.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace unembed {

struct FaissScalarQuantiser {
    Q_DECLARE_TR_FUNCTIONS(FaissScalarQuantiser)

public:
    // faiss::ScalarQuantizer::QuantizerType, as stored (FAISS 1.7's seven types).
    enum class Type {
        Bits8 = 0,
        Bits4 = 1,
        Bits8Uniform = 2,
        Bits4Uniform = 3,
        Float16 = 4,
        Bits8Direct = 5,
        Bits6 = 6,
    };
    static constexpr int kTypeCount = 7;

    Type type = Type::Bits8;
    qint64 dim = 0;
    // The trained range: per dimension vmin then vdiff, one vmin and one vdiff for the uniform
    // types, nothing for fp16 and 8-bit direct.
    std::vector<float> trained;

    // Bytes of one code of `dim` values.
    static qint64 codeSize(Type type, qint64 dim);
    // Floats the trained range holds for `dim` values.
    static qint64 trainedSize(Type type, qint64 dim);
    qint64 codeSize() const { return codeSize(type, dim); }
    // "8-bit", "4-bit uniform", "fp16", ...
    QString typeName() const;
    // Writes the `dim` values of `code` (codeSize() bytes) to `out`.
    void decode(const uchar* code, float* out) const;
};

struct FaissProductQuantiser {
    qint64 dim = 0;
    qint64 subquantisers = 0; // M: the vector is cut into M parts of dim / M values
    qint64 bits = 0;          // per part: each code picks one of 2^bits centroids
    // M x 2^bits x (dim / M) floats.
    std::vector<float> centroids;

    qint64 codeSize() const { return (subquantisers * bits + 7) / 8; }
    // Writes the `dim` values of `code` (codeSize() bytes, the parts' indices packed bit by bit,
    // least significant first) to `out`.
    void decode(const uchar* code, float* out) const;
};

} // namespace unembed
