// GPT-2's byte-level alphabet: every byte of the UTF-8 text stands for one printable character, so
// a BPE vocabulary covers any text without an unknown token. The ByteLevel pre-tokenizer splits
// with GPT-2's regex (optionally after prefixing a space) and rewrites each piece in that
// alphabet; the ByteLevel decoder maps tokens back to bytes. Torch-free.
#pragma once

#include "tokenizers/pre_tokenizers/pre_tokenizer.h"

#include <QRegularExpression>

namespace unembed {

namespace byte_level {
// UTF-8 bytes of `text` as byte-level characters.
QString encode(const QString& text);
// The bytes a byte-level string stands for; a character outside the alphabet gives its own UTF-8.
QByteArray decode(const QString& text);
} // namespace byte_level

class ByteLevelPreTokenizer : public PreTokenizer {
public:
    ByteLevelPreTokenizer(bool addPrefixSpace, bool useRegex);
    void split(PreTokens& pieces) const override;

private:
    bool addPrefixSpace_;
    bool useRegex_;
    QRegularExpression words_;
};

} // namespace unembed
