#include "ndcg.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace unembed {

double ndcgAtK(const QStringList& ranking, const QHash<QString, int>& judged, int k) {
    double dcg = 0;
    for (qsizetype i = 0; i < std::min<qsizetype>(k, ranking.size()); ++i)
        dcg += double(judged.value(ranking[i], 0)) / std::log2(double(i) + 2.0);
    std::vector<int> ideal(judged.cbegin(), judged.cend());
    std::sort(ideal.begin(), ideal.end(), std::greater<>());
    double idcg = 0;
    for (size_t i = 0; i < std::min<size_t>(size_t(k), ideal.size()); ++i)
        idcg += double(ideal[i]) / std::log2(double(i) + 2.0);
    return idcg > 0 ? dcg / idcg : 0.0;
}

double meanOverJudgedQueries(
    const std::vector<RankedQuery>& rankings, const Qrels& qrels,
    const std::function<double(const QStringList&, const QHash<QString, int>&)>& score) {
    double total = 0;
    int scored = 0;
    for (const RankedQuery& query : rankings) {
        const auto judged = qrels.constFind(query.queryId);
        if (judged == qrels.cend()) continue;
        const double value = score(query.ranking, *judged);
        if (std::isnan(value)) continue;
        total += value;
        ++scored;
    }
    return scored > 0 ? total / scored : std::numeric_limits<double>::quiet_NaN();
}

double meanNdcgAtK(const std::vector<RankedQuery>& rankings, const Qrels& qrels, int k) {
    return meanOverJudgedQueries(rankings, qrels, [k](const auto& ranking, const auto& judged) {
        return ndcgAtK(ranking, judged, k);
    });
}

} // namespace unembed
