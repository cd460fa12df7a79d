// tokenizer.json's "decoder": tokens back to text. WordPiece (joins "##" pieces, spaces between
// words, optional clean-up of spaces before punctuation), ByteLevel, Metaspace, BPE (end-of-word
// suffix), Replace, Strip, Fuse, ByteFallback and Sequence, each working on the token list as the
// tokenizers crate's decode_chain does. Torch-free.
#pragma once

#include <QJsonValue>
#include <QStringList>

#include <memory>

namespace unembed {

class Decoder {
public:
    virtual ~Decoder() = default;
    virtual QStringList decodeChain(const QStringList& tokens) const = 0;
    QString decode(const QStringList& tokens) const { return decodeChain(tokens).join(QString()); }
};

// Null for a JSON null. Throws InputError naming `file` and an unknown type.
std::unique_ptr<Decoder> makeDecoder(const QJsonValue& json, const QString& file);

} // namespace unembed
