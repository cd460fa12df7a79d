// The added tokens of tokenizer.json ([CLS], <s>, <mask>, user additions): they are found in the
// text before anything else runs, longest match first, honouring single_word, lstrip and rstrip,
// so a special token typed in a text becomes its id as in the tokenizers crate. Tokens marked
// "normalized" are looked for in the normalized text, the others in the raw text. Torch-free.
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QString>

#include <vector>

namespace unembed {

struct AddedToken {
    QString content;
    int64_t id = -1;
    bool special = false;
    bool singleWord = false;
    bool lstrip = false;
    bool rstrip = false;
    bool normalized = false;
    QString matchText; // what is looked for: the content, normalized for "normalized" tokens
};

// A piece of text between added tokens (id -1) or one added token (its id).
struct AddedSegment {
    QString text;
    int64_t id = -1;
    qsizetype start = 0; // where it starts in the string that was split
};

class AddedVocabulary {
public:
    AddedVocabulary() = default;
    // tokenizer.json's "added_tokens"; throws InputError naming `file` for an entry without id.
    AddedVocabulary(const QJsonArray& tokens, const QString& file);

    // Splits `text` on the tokens whose `normalized` flag equals `normalized`.
    std::vector<AddedSegment> split(const QString& text, bool normalized) const;

    const AddedToken* byId(int64_t id) const;
    // -1 when `content` is not an added token.
    int64_t idOf(const QString& content) const;
    // One past the largest added id; 0 when there are none.
    int64_t idEnd() const;
    // Sets what the "normalized" tokens are looked for as: their content through `normalize`.
    template <typename Normalize> void normalizeContents(const Normalize& normalize) {
        for (AddedToken& token : tokens_)
            if (token.normalized) token.matchText = normalize(token.content);
    }

private:
    std::vector<AddedToken> tokens_;
    QHash<int64_t, qsizetype> byId_;
};

} // namespace unembed
