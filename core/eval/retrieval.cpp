#include "retrieval.h"

#include "error.h"
#include "eval/ann_index.h"
#include "eval/recall_at_k.h"

#include <torch/torch.h>

namespace unembed {

namespace {

// Each query's `k` nearest documents by exact cosine, best first, ties in corpus order.
torch::Tensor exactTopK(const torch::Tensor& queries, const torch::Tensor& docs, int k) {
    namespace F = torch::nn::functional;
    const torch::Tensor q =
        F::normalize(queries.to(torch::kFloat), F::NormalizeFuncOptions().dim(1));
    const torch::Tensor d = F::normalize(docs.to(torch::kFloat), F::NormalizeFuncOptions().dim(1));
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

constexpr int64_t kRecallQueries = 200;

} // namespace

torch::Tensor topKByCosine(const torch::Tensor& queries, const torch::Tensor& docs, int k,
                           CosineSearch* search, const CancelToken* cancel) {
    torch::NoGradGuard noGrad;
    if (queries.size(1) != docs.size(1))
        throw InputError({{},
                          std::nullopt,
                          QStringLiteral("dimension"),
                          QString::number(docs.size(1)),
                          QString::number(queries.size(1))},
                         QStringLiteral("the queries' vectors are not as wide as the documents'"));
    if (docs.size(0) <= kExactNeighbourLimit) {
        if (search) *search = {QStringLiteral("exact cosine"), 1.0, 0};
        return exactTopK(queries, docs, k);
    }
    const torch::Tensor q = queries.to(torch::kCPU, torch::kFloat).contiguous();
    const torch::Tensor d = docs.to(torch::kCPU, torch::kFloat).contiguous();
    const int64_t keep = std::min<int64_t>(k, d.size(0));
    const std::vector<qint64> found = approximateTopK(
        q.data_ptr<float>(), q.size(0), d.data_ptr<float>(), d.size(0), d.size(1), k, cancel);
    const torch::Tensor top =
        torch::tensor(std::vector<int64_t>(found.begin(), found.end()), torch::kLong)
            .view({q.size(0), keep});
    if (search) {
        // Recall@k against exact search for an evenly spread sample of the queries.
        const int64_t sampled = std::min(kRecallQueries, q.size(0));
        const torch::Tensor rows =
            torch::linspace(0, double(q.size(0) - 1), sampled).round().to(torch::kLong);
        const torch::Tensor exact = exactTopK(q.index_select(0, rows), d, k);
        const torch::Tensor approximate = top.index_select(0, rows);
        const int64_t hits =
            approximate.unsqueeze(2).eq(exact.unsqueeze(1)).any(1).sum().item<int64_t>();
        *search = {approximateSearchMethod(),
                   exact.numel() > 0 ? double(hits) / double(exact.numel()) : 1.0, sampled};
    }
    return top;
}

RetrievalQuality retrievalQuality(const BeirSet& set, const torch::Tensor& queryVectors,
                                  const torch::Tensor& docVectors, int k,
                                  const CancelToken* cancel) {
    CosineSearch search;
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
