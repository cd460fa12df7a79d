// The floating-point storage formats found in tensor files (fp16, bf16, fp32, fp64) and their
// conversion to float32, the one format the rest of Unembed computes with.
#pragma once

#include <QtGlobal>

namespace unembed {

enum class FloatFormat { F16, BF16, F32, F64 };

int byteSize(FloatFormat format);

// IEEE 754 binary16 and bfloat16 bit patterns; infinities, NaN and subnormals are preserved.
float halfToFloat(quint16 bits);
float bfloat16ToFloat(quint16 bits);
// Rounds to the nearest binary16 (ties to even); beyond its range the result is an infinity.
quint16 floatToHalf(float value);
// NaN stays NaN; values beyond the float32 range become infinities (the finite-value check then
// reports them) instead of being undefined behaviour.
float doubleToFloat(double value);

// Converts `count` little-endian values starting at `bytes` (no alignment needed) into `out`.
void convertToFloat32(FloatFormat format, const char* bytes, qint64 count, float* out);

} // namespace unembed
