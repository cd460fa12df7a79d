#include "text_tokenizer.h"

#include <torch/torch.h>

#include <algorithm>

namespace unembed {

TokenizedBatch TextTokenizer::encodeBatch(const QStringList& texts, int maxLength) const {
    std::vector<std::vector<int64_t>> rows;
    rows.reserve(size_t(texts.size()));
    int64_t longest = 0;
    for (const QString& text : texts) {
        rows.push_back(encode(text, maxLength));
        longest = std::max(longest, int64_t(rows.back().size()));
    }
    TokenizedBatch batch;
    batch.ids = torch::full({int64_t(rows.size()), longest}, int64_t(padId()), torch::kLong);
    batch.mask = torch::zeros({int64_t(rows.size()), longest}, torch::kLong);
    for (size_t r = 0; r < rows.size(); ++r) {
        const int64_t length = int64_t(rows[r].size());
        batch.ids[int64_t(r)]
            .slice(0, 0, length)
            .copy_(torch::from_blob(rows[r].data(), {length}, torch::kLong));
        batch.mask[int64_t(r)].slice(0, 0, length).fill_(1);
    }
    return batch;
}

} // namespace unembed
