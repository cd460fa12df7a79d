#include "edit_distance.h"

#include <QList>

#include <algorithm>
#include <cmath>

namespace unembed {

qint64 editDistance(const QString& a, const QString& b) {
    const QList<uint> s = a.toUcs4(), t = b.toUcs4();
    std::vector<qint64> previous(size_t(t.size()) + 1), current(previous.size());
    for (size_t j = 0; j < previous.size(); ++j)
        previous[j] = qint64(j);
    for (qsizetype i = 1; i <= s.size(); ++i) {
        current[0] = i;
        for (qsizetype j = 1; j <= t.size(); ++j) {
            const qint64 substitution = previous[size_t(j) - 1] + (s[i - 1] == t[j - 1] ? 0 : 1);
            current[size_t(j)] =
                std::min({substitution, previous[size_t(j)] + 1, current[size_t(j) - 1] + 1});
        }
        std::swap(previous, current);
    }
    return previous.back();
}

double median(std::vector<double> values) {
    if (values.empty()) return std::nan("");
    std::sort(values.begin(), values.end());
    const size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

} // namespace unembed
