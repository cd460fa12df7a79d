#include "gold_token_counts.h"

#include "text/sentencepiece_tokenizer.h"

#include <torch/torch.h>

namespace unembed {

torch::Tensor goldTokenCounts(const SentencePieceTokenizer& tokenizer, const QStringList& texts,
                              int vocabSize) {
    torch::Tensor counts = torch::zeros({int64_t(texts.size()), int64_t(vocabSize)});
    for (int64_t r = 0; r < int64_t(texts.size()); ++r) {
        const std::vector<int64_t> ids = tokenizer.encode(texts[int(r)]);
        counts[r].index_add_(0, torch::tensor(ids, torch::kLong),
                             torch::ones({int64_t(ids.size())}));
    }
    return counts;
}

} // namespace unembed
