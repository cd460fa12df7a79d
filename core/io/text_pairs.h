// The (prediction, reference) pairs `unembed-cli score` reads: JSONL, one object per line with
// "id" (string or number), "reference" and "prediction" (strings); blank lines are skipped.
// Torch-free.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

struct TextPair {
    QString id;
    QString reference;
    QString prediction;
};

// Throws InputError naming the file, the line and the field for anything else.
std::vector<TextPair> readTextPairs(const QString& path);

} // namespace unembed
