// Exact match, three ways, each named apart: the raw string equality Vec2Text reports; GEIA's
// exact-match rate, which strips ASCII punctuation from both ends of every whitespace word
// (dropping words that were only punctuation) and stays case-sensitive; and a loose variant,
// lower-cased with every Unicode punctuation character removed and white space collapsed.
// Torch-free.
#pragma once

#include <QString>

namespace unembed {

bool exactMatch(const QString& prediction, const QString& reference);
bool geiaExactMatch(const QString& prediction, const QString& reference);
bool looseExactMatch(const QString& prediction, const QString& reference);

} // namespace unembed
