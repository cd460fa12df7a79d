// A Hugging Face tokenizer.json run as the tokenizers crate runs it: added tokens found first,
// then normalizer, pre-tokenizer and model on the text between them, truncation that leaves room
// for the special tokens, and the post-processor's special tokens; decoding maps ids to tokens
// (special ones skipped on request) and runs the decoder. tokenizer_config.json, when beside it,
// names the pad token and the model's maximum length. Torch-free but for TextTokenizer's batches.
#pragma once

// Torch before Qt: Qt's `slots` macro breaks torch headers included after it.
#include "tokenizers/text_tokenizer.h"

#include "tokenizers/added_vocabulary.h"
#include "tokenizers/decoders/decoder.h"
#include "tokenizers/models/model.h"
#include "tokenizers/normalizers/normalizer.h"
#include "tokenizers/pre_tokenizers/pre_tokenizer.h"
#include "tokenizers/processors/post_processor.h"

#include <QJsonObject>

namespace unembed {

class HfTokenizer : public TextTokenizer {
public:
    // `json` is a tokenizer.json document read from `file`; `config` is tokenizer_config.json
    // (or empty). `sources` are the files to copy when the tokenizer is saved. Throws InputError.
    HfTokenizer(const QJsonObject& json, const QString& file, const QJsonObject& config,
                QStringList sources);
    // Reads FOLDER/tokenizer.json (and tokenizer_config.json when present).
    static std::unique_ptr<HfTokenizer> load(const QString& folder);

    std::vector<int64_t> encode(const QString& text, int maxLength = 0) const override;
    QString decode(const std::vector<int64_t>& ids, bool skipSpecialTokens = true) const override;
    int padId() const override { return int(padId_); }
    void saveTo(const QString& folder) const override;

    // The tokens of a text without special tokens or truncation.
    std::vector<int64_t> tokenize(const QString& text) const;
    // -1 when neither an added token nor in the vocabulary.
    int64_t tokenToId(const QString& token) const;
    // tokenizer_config.json's model_max_length, 0 when absent or a placeholder for "none".
    int modelMaxLength() const { return modelMaxLength_; }
    // The ids of tokenizer_config.json's bos_token and eos_token; -1 when it names none the
    // tokenizer has.
    int64_t bosId() const { return bosId_; }
    int64_t eosId() const { return eosId_; }
    // One past the largest id the tokenizer can produce, vocabulary and added tokens alike.
    int64_t idCount() const;

private:
    void tokenizePlain(const QString& text, bool atStart, std::vector<int64_t>& ids) const;

    AddedVocabulary added_;
    std::unique_ptr<Normalizer> normalizer_;
    std::unique_ptr<PreTokenizer> preTokenizer_;
    std::unique_ptr<TokenizerModel> model_;
    std::unique_ptr<PostProcessor> postProcessor_;
    std::unique_ptr<Decoder> decoder_;
    int64_t padId_ = 0;
    int64_t bosId_ = -1;
    int64_t eosId_ = -1;
    int modelMaxLength_ = 0;
    int truncation_ = 0; // tokenizer.json's own truncation.max_length, 0 for none
    QStringList sources_;
};

} // namespace unembed
