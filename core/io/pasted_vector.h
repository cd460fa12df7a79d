// A vector pasted as text, as a notebook prints one: a JSON array of numbers (`[0.012, -0.034,
// ...]`, what json.dumps or numpy's tolist() give). Checked as an embedding file's rows are: every
// element a number, finite as a 32-bit float, and the length the victim's dimension.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

// The numbers as float32. Throws InputError (field "vector") for text that is not a JSON array,
// an empty array, an element that is not a number (a nested array: paste one vector), NaN or
// infinity (json.dumps writes them as NaN and Infinity), a value beyond float32, or, when
// `dimension` > 0, another length.
std::vector<float> parsePastedVector(const QString& text, qint64 dimension = 0);

} // namespace unembed
