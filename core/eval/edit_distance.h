// Character Levenshtein distance on Unicode code points (so an emoji or an accented letter
// counts once, whatever its UTF-16 length), and the median the papers report beside the mean.
// Torch-free.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

qint64 editDistance(const QString& a, const QString& b);
// The middle value, or the mean of the two middle values; NaN for no values.
double median(std::vector<double> values);

} // namespace unembed
