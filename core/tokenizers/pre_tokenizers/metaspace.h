// SentencePiece's convention in tokenizer.json: spaces become the replacement character (▁), one
// is put before the text (always, only before the start of the input, or never) and the text is
// cut before each ▁. Torch-free.
#pragma once

#include "tokenizers/pre_tokenizers/pre_tokenizer.h"

#include <QJsonObject>

namespace unembed {

enum class PrependScheme { Always, First, Never };

struct MetaspaceOptions {
    QString replacement = QStringLiteral("\u2581");
    PrependScheme prependScheme = PrependScheme::Always;
    bool split = true;
    // Reads replacement, prepend_scheme (or the older add_prefix_space) and split.
    static MetaspaceOptions fromJson(const QJsonObject& json, const QString& file,
                                     const QString& section);
};

class MetaspacePreTokenizer : public PreTokenizer {
public:
    explicit MetaspacePreTokenizer(MetaspaceOptions options) : options_(std::move(options)) {}
    void split(PreTokens& pieces) const override;

private:
    MetaspaceOptions options_;
};

} // namespace unembed
