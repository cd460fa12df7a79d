// GEIA's fluency figure (its Table 7): the perplexity of each prediction under a judge causal
// language model, a Hugging Face GPT-2 folder with its tokenizer, as Hugging Face evaluate's
// `perplexity` metric computes it with add_start_token=True: the text's tokens (no special tokens
// added) after the judge's BOS token, exp of the mean negative log-likelihood of every text token
// given the ones before it. Texts longer than the judge's n_positions - 1 tokens are cut there;
// a text with no token has no perplexity. Lower reads as more fluent. Torch-free header.
#pragma once

#include "runtime/cancel_token.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace unembed {

struct JudgePerplexities {
    QString judge;                             // the judge's folder name, stored beside each figure
    std::vector<std::optional<double>> values; // one per text, none for an empty one
};

// Throws InputError naming the folder: not a GPT-2 folder, no tokenizer.json or vocab.json +
// merges.txt, no BOS token in config.json's vocabulary or tokenizer_config.json; Cancelled.
JudgePerplexities judgePerplexities(const QString& judgeFolder, const QStringList& texts,
                                    const CancelToken* cancel = nullptr,
                                    const ProgressFn& progress = {});

} // namespace unembed
