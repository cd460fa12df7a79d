// The bag-of-words attacks' stored outputs (run_sample.tokens_json, [[id, piece], ...], and
// MLC's scores_json, [[id, piece, p], ...]) read back for scoring, with errors naming the case,
// the row and the column. Torch-free.
#pragma once

#include <QString>

#include <utility>
#include <vector>

namespace unembed {

// The ids of tokens_json. `casePath` and `row` (the vector's row) go into errors.
std::vector<qint64> parseTokenIds(const QString& json, const QString& casePath, qint64 row);
// The (id, p) pairs of scores_json.
std::vector<std::pair<qint64, double>> parseTokenScores(const QString& json,
                                                        const QString& casePath, qint64 row);

} // namespace unembed
