#include "recall_at_k.h"

#include <limits>

namespace unembed {

double recallAtK(const QStringList& ranking, const QHash<QString, int>& judged, int k) {
    qsizetype relevant = 0, found = 0;
    for (auto it = judged.cbegin(); it != judged.cend(); ++it)
        if (it.value() > 0) ++relevant;
    for (qsizetype i = 0; i < std::min<qsizetype>(k, ranking.size()); ++i)
        if (judged.value(ranking[i], 0) > 0) ++found;
    return relevant > 0 ? double(found) / double(relevant)
                        : std::numeric_limits<double>::quiet_NaN();
}

double meanRecallAtK(const std::vector<RankedQuery>& rankings, const Qrels& qrels, int k) {
    return meanOverJudgedQueries(rankings, qrels, [k](const auto& ranking, const auto& judged) {
        return recallAtK(ranking, judged, k);
    });
}

} // namespace unembed
