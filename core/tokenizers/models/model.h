// tokenizer.json's "model": a pre-tokenized piece to ids, and ids back to tokens. The factory
// reads WordPiece, BPE (byte-level included) and Unigram models and refuses other types by name.
// Torch-free.
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <vector>

namespace unembed {

// Tokens and their ids, both ways.
struct Vocabulary {
    QHash<QString, int64_t> ids;
    std::vector<QString> tokens; // by id; empty where an id has no token

    // -1 when absent.
    int64_t find(const QString& token) const { return ids.value(token, -1); }
    void add(const QString& token, int64_t id);
    // The <0xNN> tokens of the UTF-8 bytes of `text` (byte fallback); empty when one is missing.
    std::vector<int64_t> byteIds(const QString& text) const;
    // {"token": id, ...}; throws InputError naming `file` and `field` for a bad id.
    static Vocabulary fromObject(const QJsonObject& json, const QString& file,
                                 const QString& field);
};

class TokenizerModel {
public:
    virtual ~TokenizerModel() = default;
    // Appends the ids of one pre-tokenized piece.
    virtual void tokenize(const QString& piece, std::vector<int64_t>& ids) const = 0;
    virtual const Vocabulary& vocabulary() const = 0;
};

// Throws InputError naming `file` for a missing model, an unknown type or inconsistent data.
std::unique_ptr<TokenizerModel> makeTokenizerModel(const QJsonValue& json, const QString& file);

} // namespace unembed
