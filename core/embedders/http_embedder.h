// A victim Unembed can only query: any OpenAI-compatible `POST {base}/embeddings` endpoint
// (OpenAI, Azure-style gateways, text-embeddings-inference, Ollama, vLLM, llama.cpp's server,
// `unembed-cli serve`). Texts go in batches; 429, 5xx, timeouts and dropped connections are retried
// with exponential backoff (honouring a Retry-After of up to a minute); the budget counts every
// text sent, retries included, and is checked before each send so a job never exceeds it; with a
// case file, the query cache answers every text already paid for. The API key is read from the
// named environment variable for each job and never stored.
//
// The endpoint is not trusted: redirects are refused (never followed with the key), an answer
// is cut off past its size cap or the request's time limit, each embedding is matched to its text
// only by a valid integer `index`, and vectors longer than kMaxEndpointDimension are refused.
// Nothing refused reaches the query cache.
#pragma once

#include "embedders/embedder.h"
#include "embedders/victim_spec.h"
#include "runtime/query_budget_spent.h"

#include <memory>
#include <optional>
#include <vector>

namespace unembed {

class InputError;
class QueryCache;

class HttpEmbedder : public Embedder {
public:
    // Throws InputError: not an http(s) URL, no model, the key's variable unset, a case that
    // cannot hold the cache.
    explicit HttpEmbedder(VictimSpec spec);
    ~HttpEmbedder() override;

    // The model name, as attackers record their victim.
    QString name() const override { return spec_.model; }
    // The dimensions asked for, or the length of the first vector the endpoint returns (one text is
    // queried for it when nothing has been yet).
    int dimension() const override;
    // Throws InputError (refused key, unknown model, bad answer, budget spent, endpoint down after
    // the retries) naming the URL, or Cancelled.
    torch::Tensor embed(const QStringList& texts, const CancelToken* cancel = nullptr,
                        const ProgressFn& progress = {}) override;

    // What this embedder has sent so far (texts and the budget's token bound) and received.
    qint64 textsSent() const { return textsSent_; }
    qint64 tokensCharged() const { return tokensCharged_; }
    qint64 requestsSent() const { return requestsSent_; }
    qint64 cacheHits() const { return cacheHits_; }

    // Attempts per batch, and the longest wait between two.
    static constexpr int kAttempts = 6;
    static constexpr int kMaxBackoffMs = 20000;
    // The longest Retry-After waited for; a server asking for longer ends the job.
    static constexpr int kMaxRetryAfterSeconds = 60;
    // An answer's size cap: a base, and room for each text's vector as JSON numbers.
    static constexpr qint64 kAnswerBaseBytes = qint64(1) << 20;
    static constexpr qint64 kAnswerBytesPerText = qint64(kMaxEndpointDimension) * 32;

private:
    // Sends `texts` (at most batchSize) and returns one vector each.
    std::vector<std::vector<float>> request(const QStringList& texts, const CancelToken* cancel);
    // How many of `batch`'s first texts the budget still allows.
    int withinBudget(const QStringList& batch) const;
    // The answer's embeddings, one per text in `texts`' order; throws InputError when they are not.
    std::vector<std::vector<float>> parseAnswer(const QByteArray& answer, const QStringList& texts);
    QueryBudgetSpent budgetSpent(qint64 unsent) const;
    static qint64 tokenBound(const QString& text);

    VictimSpec spec_;
    QString url_; // {base}/embeddings
    QByteArray key_;
    std::unique_ptr<QueryCache> cache_;
    mutable std::optional<int> dimension_;
    qint64 textsSent_ = 0;
    qint64 tokensCharged_ = 0;
    qint64 requestsSent_ = 0;
    qint64 cacheHits_ = 0;
};

} // namespace unembed
