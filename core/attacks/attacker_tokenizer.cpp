#include "attacker_tokenizer.h"

#include "attacks/token_labels.h"
#include "error.h"
#include "text/sentencepiece_tokenizer.h"
#include "tokenizers/hf_tokenizer.h"
#include "tokenizers/tokenizer_loader.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace unembed {

AttackerTokenizer::AttackerTokenizer(std::shared_ptr<const TextTokenizer> text, int64_t eos,
                                     int64_t pad, int64_t idCount, QString description,
                                     QString path, bool sentencePiece)
    : text_(std::move(text)), eos_(eos), pad_(pad), idCount_(idCount),
      description_(std::move(description)), path_(std::move(path)), sentencePiece_(sentencePiece) {}

AttackerTokenizer::AttackerTokenizer(const SentencePieceTokenizer& tokenizer)
    : AttackerTokenizer(
          std::make_shared<SentencePieceTokenizer>(tokenizer), tokenizer.eosId(), tokenizer.padId(),
          tokenizer.pieceCount(),
          QStringLiteral("sentencepiece spiece.model: pieces then EOS (id %1), pad id %2")
              .arg(tokenizer.eosId())
              .arg(tokenizer.padId()),
          tokenizer.modelPath(), true) {}

AttackerTokenizer AttackerTokenizer::load(const QString& folder, int64_t eosId,
                                          bool sentencePieceFirst) {
    std::shared_ptr<const TextTokenizer> text = loadTextTokenizer(folder, sentencePieceFirst);
    if (const auto* spm = dynamic_cast<const SentencePieceTokenizer*>(text.get()))
        return AttackerTokenizer(*spm);
    const auto* hf = dynamic_cast<const HfTokenizer*>(text.get());
    const int64_t eos = eosId >= 0 ? eosId : (hf ? hf->eosId() : -1);
    if (!hf || eos < 0 || eos >= hf->idCount())
        throw InputError({QDir(folder).filePath(QStringLiteral("tokenizer_config.json")),
                          std::nullopt, QStringLiteral("eos_token"),
                          QStringLiteral("a token of the tokenizer that ends each text"),
                          eos < 0 ? QStringLiteral("none") : QString::number(eos)},
                         QStringLiteral("the decoder's tokenizer has no end-of-text token"));
    const QDir dir(folder);
    const bool json = QFileInfo::exists(dir.filePath(QStringLiteral("tokenizer.json")));
    return AttackerTokenizer(
        text, eos, eos, hf->idCount(),
        QStringLiteral("Hugging Face %1: tokens then EOS (id %2, %3), padded with EOS")
            .arg(json ? QStringLiteral("tokenizer.json")
                      : QStringLiteral("vocab.json + merges.txt"))
            .arg(eos)
            .arg(hf->decode({eos}, false)),
        dir.filePath(json ? QStringLiteral("tokenizer.json") : QStringLiteral("vocab.json")),
        false);
}

std::vector<int64_t> AttackerTokenizer::labelIds(const QString& text, int maxLength) const {
    std::vector<int64_t> ids = text_->encode(text);
    if (!ids.empty() && ids.back() == eos_) ids.pop_back();
    if (maxLength > 0 && ids.size() >= size_t(maxLength)) ids.resize(size_t(maxLength - 1));
    ids.push_back(eos_);
    return ids;
}

torch::Tensor AttackerTokenizer::lossLabels(const QStringList& texts, int maxLength) const {
    std::vector<std::vector<int64_t>> rows;
    size_t longest = 1;
    for (const QString& text : texts) {
        rows.push_back(labelIds(text, maxLength));
        longest = std::max(longest, rows.back().size());
    }
    torch::Tensor labels =
        torch::full({int64_t(rows.size()), int64_t(longest)}, kIgnoredLabel, torch::kLong);
    for (size_t r = 0; r < rows.size(); ++r)
        labels[int64_t(r)]
            .slice(0, 0, int64_t(rows[r].size()))
            .copy_(torch::tensor(rows[r], torch::kLong));
    return labels;
}

QStringList AttackerTokenizer::decode(const torch::Tensor& sequences) const {
    const torch::Tensor cpu = sequences.to(torch::kCPU, torch::kLong).contiguous();
    QStringList texts;
    for (int64_t r = 0; r < cpu.size(0); ++r) {
        const int64_t* row = cpu[r].data_ptr<int64_t>();
        const int64_t* end =
            std::find(row + std::min<int64_t>(1, cpu.size(1)), row + cpu.size(1), eos_);
        texts << text_->decode(std::vector<int64_t>(row + std::min<int64_t>(1, cpu.size(1)), end),
                               true);
    }
    return texts;
}

} // namespace unembed
