// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "nn/gpt2.h"

#include "perplexity.h"

#include "error.h"
#include "tokenizers/hf_tokenizer.h"
#include "tokenizers/tokenizer_loader.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace unembed {

namespace {

constexpr int64_t kBatch = 16;

// The BOS id evaluate prepends: config.json's bos_token_id when the vocabulary has it, else the
// bos_token tokenizer_config.json names.
int64_t judgeBos(const GPT2Config& config, const HfTokenizer& tokenizer, const QString& folder) {
    if (config.bosTokenId >= 0 && config.bosTokenId < config.vocabSize) return config.bosTokenId;
    if (tokenizer.bosId() >= 0 && tokenizer.bosId() < config.vocabSize) return tokenizer.bosId();
    throw InputError({QDir(folder).filePath(QStringLiteral("config.json")), std::nullopt,
                      QStringLiteral("bos_token_id"),
                      QStringLiteral("a BOS token in the vocabulary (evaluate prepends it)"),
                      QString::number(config.bosTokenId)},
                     QStringLiteral("the perplexity judge has no BOS token"));
}

} // namespace

JudgePerplexities judgePerplexities(const QString& judgeFolder, const QStringList& texts,
                                    const CancelToken* cancel, const ProgressFn& progress) {
    GPT2LMHeadModel judge = loadGPT2(judgeFolder);
    const std::shared_ptr<const TextTokenizer> loaded = loadTextTokenizer(judgeFolder, false);
    const auto* tokenizer = dynamic_cast<const HfTokenizer*>(loaded.get());
    if (!tokenizer)
        throw InputError({judgeFolder, std::nullopt, QStringLiteral("tokenizer"),
                          QStringLiteral("tokenizer.json or vocab.json + merges.txt"),
                          QStringLiteral("spiece.model")},
                         QStringLiteral("the perplexity judge is not a GPT-2 folder"));
    const GPT2Config& config = judge->transformer->config();
    const int64_t bos = judgeBos(config, *tokenizer, judgeFolder);
    const size_t room = size_t(std::max(1, config.nPositions - 1));

    JudgePerplexities result{QFileInfo(judgeFolder).fileName(), {}};
    result.values.resize(size_t(texts.size()));
    std::vector<std::vector<int64_t>> ids;
    std::vector<size_t> scored; // which texts have tokens
    for (qsizetype i = 0; i < texts.size(); ++i) {
        std::vector<int64_t> tokens = tokenizer->tokenize(texts[i]);
        if (tokens.empty()) continue;
        if (tokens.size() > room) tokens.resize(room);
        for (const int64_t id : tokens)
            if (id >= config.vocabSize)
                throw InputError({judgeFolder, std::nullopt, QStringLiteral("vocab_size"),
                                  QStringLiteral("above every token id (%1)").arg(id),
                                  QString::number(config.vocabSize)},
                                 QStringLiteral("the judge's tokenizer has ids its model lacks"));
        tokens.insert(tokens.begin(), bos);
        ids.push_back(std::move(tokens));
        scored.push_back(size_t(i));
    }
    torch::NoGradGuard noGrad;
    for (size_t start = 0; start < ids.size(); start += size_t(kBatch)) {
        if (cancel) cancel->throwIfCancelled();
        if (progress)
            progress({QStringLiteral("perplexity under %1").arg(result.judge), qint64(start),
                      qint64(ids.size())});
        const size_t end = std::min(ids.size(), start + size_t(kBatch));
        size_t longest = 0;
        for (size_t i = start; i < end; ++i)
            longest = std::max(longest, ids[i].size());
        // Right padding: causal attention keeps it out of every real token's prediction.
        torch::Tensor batch =
            torch::full({int64_t(end - start), int64_t(longest)}, bos, torch::kLong);
        torch::Tensor mask = torch::zeros({int64_t(end - start), int64_t(longest) - 1});
        for (size_t i = start; i < end; ++i) {
            const int64_t row = int64_t(i - start);
            batch[row].slice(0, 0, int64_t(ids[i].size())).copy_(torch::tensor(ids[i]));
            mask[row].slice(0, 0, int64_t(ids[i].size()) - 1).fill_(1.0);
        }
        const torch::Tensor logits = judge->transformer->logits(
            judge->transformer->forward(judge->transformer->embed(batch)));
        const torch::Tensor logProbs =
            torch::log_softmax(logits.slice(1, 0, int64_t(longest) - 1).to(torch::kFloat64), -1);
        const torch::Tensor nll =
            -logProbs.gather(2, batch.slice(1, 1).to(logits.device()).unsqueeze(-1)).squeeze(-1) *
            mask.to(logits.device());
        const torch::Tensor perplexity =
            (nll.sum(1) / mask.to(torch::kFloat64).sum(1).to(logits.device())).exp().cpu();
        for (size_t i = start; i < end; ++i)
            result.values[scored[i]] = perplexity[int64_t(i - start)].item<double>();
    }
    return result;
}

} // namespace unembed
