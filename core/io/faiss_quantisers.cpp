#include "faiss_quantisers.h"

#include "half_float.h"

#include <algorithm>
#include <cstring>

namespace unembed {

namespace {

// The index, 0 to 63, of the i-th 6-bit value: four values share three bytes.
uint sixBits(const uchar* code, qint64 i) {
    const uchar* group = code + (i >> 2) * 3;
    switch (i & 3) {
    case 0:
        return group[0] & 0x3fu;
    case 1:
        return (group[0] >> 6) | ((group[1] & 0xfu) << 2);
    case 2:
        return (group[1] >> 4) | ((group[2] & 0x3u) << 4);
    default:
        return group[2] >> 2;
    }
}

// Where the i-th value falls in its trained range, in (0, 1), as FAISS's codecs compute it (in
// float, in this order, so that the reconstruction matches libfaiss's to the bit).
float unitValue(FaissScalarQuantiser::Type type, const uchar* code, qint64 i) {
    using Type = FaissScalarQuantiser::Type;
    switch (type) {
    case Type::Bits8:
    case Type::Bits8Uniform:
        return (float(code[i]) + 0.5f) / 255.0f;
    case Type::Bits4:
    case Type::Bits4Uniform:
        return (float((code[i / 2] >> ((i & 1) * 4)) & 0xf) + 0.5f) / 15.0f;
    default:
        return (float(sixBits(code, i)) + 0.5f) / 63.0f;
    }
}

} // namespace

qint64 FaissScalarQuantiser::codeSize(Type type, qint64 dim) {
    switch (type) {
    case Type::Bits8:
    case Type::Bits8Uniform:
    case Type::Bits8Direct:
        return dim;
    case Type::Bits4:
    case Type::Bits4Uniform:
        return (dim + 1) / 2;
    case Type::Float16:
        return 2 * dim;
    case Type::Bits6:
        return (dim * 6 + 7) / 8;
    }
    return 0;
}

qint64 FaissScalarQuantiser::trainedSize(Type type, qint64 dim) {
    switch (type) {
    case Type::Bits8:
    case Type::Bits4:
    case Type::Bits6:
        return 2 * dim;
    case Type::Bits8Uniform:
    case Type::Bits4Uniform:
        return 2;
    case Type::Float16:
    case Type::Bits8Direct:
        return 0;
    }
    return 0;
}

QString FaissScalarQuantiser::typeName() const {
    switch (type) {
    case Type::Bits8:
        return tr("8-bit");
    case Type::Bits4:
        return tr("4-bit");
    case Type::Bits8Uniform:
        return tr("8-bit uniform");
    case Type::Bits4Uniform:
        return tr("4-bit uniform");
    case Type::Float16:
        return tr("fp16");
    case Type::Bits8Direct:
        return tr("8-bit direct");
    case Type::Bits6:
        return tr("6-bit");
    }
    return {};
}

void FaissScalarQuantiser::decode(const uchar* code, float* out) const {
    switch (type) {
    case Type::Float16:
        for (qint64 i = 0; i < dim; ++i)
            out[i] = halfToFloat(quint16(code[2 * i] | (code[2 * i + 1] << 8)));
        return;
    case Type::Bits8Direct:
        for (qint64 i = 0; i < dim; ++i)
            out[i] = float(code[i]);
        return;
    case Type::Bits8Uniform:
    case Type::Bits4Uniform:
        for (qint64 i = 0; i < dim; ++i)
            out[i] = trained[0] + unitValue(type, code, i) * trained[1];
        return;
    default:
        for (qint64 i = 0; i < dim; ++i)
            out[i] = trained[size_t(i)] + unitValue(type, code, i) * trained[size_t(dim + i)];
        return;
    }
}

void FaissProductQuantiser::decode(const uchar* code, float* out) const {
    const qint64 partDim = dim / subquantisers;
    const qint64 centroidsPerPart = qint64(1) << bits;
    qint64 bit = 0;
    for (qint64 m = 0; m < subquantisers; ++m) {
        // The part's index: `bits` bits from bit position `bit`, least significant first.
        quint64 index = 0;
        for (qint64 taken = 0; taken < bits;) {
            const qint64 byte = bit >> 3, shift = bit & 7;
            const qint64 take = std::min<qint64>(8 - shift, bits - taken);
            index |= quint64((code[byte] >> shift) & ((1u << take) - 1)) << taken;
            taken += take;
            bit += take;
        }
        const float* centroid = centroids.data() + (m * centroidsPerPart + qint64(index)) * partDim;
        std::memcpy(out + m * partDim, centroid, size_t(partDim) * sizeof(float));
    }
}

} // namespace unembed
