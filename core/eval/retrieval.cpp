#include "retrieval.h"

#include "error.h"
#include "eval/ann_index.h"
#include "eval/recall_at_k.h"

#include <torch/torch.h>

namespace unembed {

torch::Tensor topKByCosine(const torch::Tensor& queries, const torch::Tensor& docs, int k,
                           QString* method, const CancelToken* cancel) {
    namespace F = torch::nn::functional;
    torch::NoGradGuard noGrad;
    if (queries.size(1) != docs.size(1))
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("dimension"),
                          QString::number(docs.size(1)),
                          QString::number(queries.size(1))},
                         QStringLiteral("the queries' vectors are not as wide as the documents'"));
    const bool approximate = docs.size(0) > kExactNeighbourLimit;
    if (method) *method = approximate ? approximateSearchMethod() : QStringLiteral("exact cosine");
    if (approximate) {
        const torch::Tensor q = queries.to(torch::kCPU, torch::kFloat).contiguous();
        const torch::Tensor d = docs.to(torch::kCPU, torch::kFloat).contiguous();
        const std::vector<qint64> top = approximateTopK(
            q.data_ptr<float>(), q.size(0), d.data_ptr<float>(), d.size(0), d.size(1), k, cancel);
        return torch::tensor(std::vector<int64_t>(top.begin(), top.end()), torch::kLong)
            .view({q.size(0), std::min<int64_t>(k, d.size(0))});
    }
    const auto unit = F::NormalizeFuncOptions().dim(1);
    const torch::Tensor q = F::normalize(queries.to(torch::kFloat), unit);
    const torch::Tensor d = F::normalize(docs.to(torch::kFloat), unit);
    const int64_t keep = std::min<int64_t>(k, d.size(0));
    torch::Tensor result = torch::empty({q.size(0), keep}, torch::kLong);
    constexpr int64_t kBlock = 1024;
    for (int64_t start = 0; start < q.size(0); start += kBlock) {
        const int64_t end = std::min(start + kBlock, q.size(0));
        const torch::Tensor scores = q.slice(0, start, end).matmul(d.t());
        // A stable descending sort keeps equal scores in corpus order, so a tie never depends
        // on the sort's internals.
        result.slice(0, start, end)
            .copy_(std::get<1>(scores.sort(/*stable=*/true, 1, /*descending=*/true))
                       .slice(1, 0, keep));
    }
    return result;
}

RetrievalQuality retrievalQuality(const BeirSet& set, const torch::Tensor& queryVectors,
                                  const torch::Tensor& docVectors, int k,
                                  const CancelToken* cancel) {
    QString search;
    const torch::Tensor top =
        topKByCosine(queryVectors, docVectors, k, &search, cancel).contiguous();
    const auto* indices = top.data_ptr<int64_t>();
    std::vector<RankedQuery> rankings(static_cast<size_t>(top.size(0)));
    for (int64_t row = 0; row < top.size(0); ++row) {
        rankings[size_t(row)].queryId = set.queryIds[row];
        for (int64_t j = 0; j < top.size(1); ++j)
            if (const int64_t index = indices[row * top.size(1) + j]; index >= 0)
                rankings[size_t(row)].ranking << set.docIds[index];
    }
    return {meanNdcgAtK(rankings, set.qrels, k), meanRecallAtK(rankings, set.qrels, k), search};
}

} // namespace unembed
