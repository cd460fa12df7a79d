#include "half_float.h"

#include <QtEndian>
#include <qfloat16.h>

#include <cmath>
#include <cstring>
#include <limits>

namespace unembed {

namespace {
float floatFromBits(quint32 bits) {
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

} // namespace

int byteSize(FloatFormat format) {
    switch (format) {
    case FloatFormat::F16:
    case FloatFormat::BF16:
        return 2;
    case FloatFormat::F32:
        return 4;
    case FloatFormat::F64:
        return 8;
    }
    return 0;
}

float halfToFloat(quint16 bits) {
    const quint32 sign = quint32(bits & 0x8000u) << 16;
    const quint32 exponent = (bits >> 10) & 0x1fu;
    const quint32 mantissa = bits & 0x3ffu;
    if (exponent == 0) {
        // Zero or subnormal: mantissa * 2^-24 is exact in float32.
        const float magnitude = float(mantissa) * (1.0f / 16777216.0f);
        return sign ? -magnitude : magnitude;
    }
    if (exponent == 0x1f) return floatFromBits(sign | 0x7f800000u | (mantissa << 13));
    // Rebias the exponent from 15 to 127.
    return floatFromBits(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

quint16 floatToHalf(float value) {
    const qfloat16 half(value);
    quint16 bits = 0;
    std::memcpy(&bits, &half, sizeof bits);
    return bits;
}

float bfloat16ToFloat(quint16 bits) {
    return floatFromBits(quint32(bits) << 16);
}

// Casting a double outside the float range is undefined behaviour, hence the explicit checks.
float doubleToFloat(double value) {
    if (std::isnan(value)) return std::numeric_limits<float>::quiet_NaN();
    if (value > std::numeric_limits<float>::max()) return std::numeric_limits<float>::infinity();
    if (value < -std::numeric_limits<float>::max()) return -std::numeric_limits<float>::infinity();
    return static_cast<float>(value);
}

void convertToFloat32(FloatFormat format, const char* bytes, qint64 count, float* out) {
    switch (format) {
    case FloatFormat::F16:
        for (qint64 i = 0; i < count; ++i)
            out[i] = halfToFloat(qFromLittleEndian<quint16>(bytes + 2 * i));
        return;
    case FloatFormat::BF16:
        for (qint64 i = 0; i < count; ++i)
            out[i] = bfloat16ToFloat(qFromLittleEndian<quint16>(bytes + 2 * i));
        return;
    case FloatFormat::F32:
        for (qint64 i = 0; i < count; ++i)
            out[i] = floatFromBits(qFromLittleEndian<quint32>(bytes + 4 * i));
        return;
    case FloatFormat::F64:
        for (qint64 i = 0; i < count; ++i) {
            const quint64 bits = qFromLittleEndian<quint64>(bytes + 8 * i);
            double value;
            std::memcpy(&value, &bits, sizeof value);
            out[i] = doubleToFloat(value);
        }
        return;
    }
}

} // namespace unembed
