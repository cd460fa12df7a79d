// tokenizer.json's "pre_tokenizer": how a normalized text is cut into the pieces the model
// tokenizes one by one. The factory reads BertPreTokenizer, ByteLevel, Metaspace, Whitespace,
// WhitespaceSplit, Punctuation, Digits, Split, CharDelimiterSplit and Sequence; any other type is
// refused by name. Torch-free.
#pragma once

#include <QJsonValue>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace unembed {

struct PreToken {
    QString text;
    bool atStart = false; // begins where the whole input begins (Metaspace's "first" scheme)
};
using PreTokens = std::vector<PreToken>;

class PreTokenizer {
public:
    virtual ~PreTokenizer() = default;
    // Replaces every piece by the pieces it splits into.
    virtual void split(PreTokens& pieces) const = 0;
};

// Applies `splitOne` to every piece; the first part of a piece keeps its atStart.
void splitEach(PreTokens& pieces, const std::function<QStringList(const PreToken&)>& splitOne);

// Null for a JSON null. Throws InputError naming `file` and an unknown type.
std::unique_ptr<PreTokenizer> makePreTokenizer(const QJsonValue& json, const QString& file);

class SequencePreTokenizer : public PreTokenizer {
public:
    explicit SequencePreTokenizer(std::vector<std::unique_ptr<PreTokenizer>> steps)
        : steps_(std::move(steps)) {}
    void split(PreTokens& pieces) const override;

private:
    std::vector<std::unique_ptr<PreTokenizer>> steps_;
};

} // namespace unembed
