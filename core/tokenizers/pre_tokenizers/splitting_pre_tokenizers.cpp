#include "splitting_pre_tokenizers.h"

#include "tokenizers/unicode_chars.h"

namespace unembed {

namespace {

void splitOnCharacters(PreTokens& pieces, const std::function<bool(char32_t)>& matches,
                       SplitBehavior behavior) {
    splitEach(pieces, [&](const PreToken& piece) {
        return splitSpans(piece.text, matchCharacters(piece.text, matches), behavior);
    });
}

} // namespace

void BertPreTokenizer::split(PreTokens& pieces) const {
    splitOnCharacters(pieces, unicode::isWhitespace, SplitBehavior::Removed);
    splitOnCharacters(pieces, unicode::isBertPunctuation, SplitBehavior::Isolated);
}

WhitespacePreTokenizer::WhitespacePreTokenizer()
    : words_(QStringLiteral("\\w+|[^\\w\\s]+"), QRegularExpression::UseUnicodePropertiesOption) {}

void WhitespacePreTokenizer::split(PreTokens& pieces) const {
    splitEach(pieces, [&](const PreToken& piece) {
        PatternSpans spans = matchRegex(piece.text, words_);
        invertSpans(spans);
        return splitSpans(piece.text, spans, SplitBehavior::Removed);
    });
}

void WhitespaceSplitPreTokenizer::split(PreTokens& pieces) const {
    splitOnCharacters(pieces, unicode::isWhitespace, SplitBehavior::Removed);
}

void PunctuationPreTokenizer::split(PreTokens& pieces) const {
    splitOnCharacters(pieces, unicode::isBertPunctuation, behavior_);
}

void DigitsPreTokenizer::split(PreTokens& pieces) const {
    splitOnCharacters(pieces, unicode::isNumeric,
                      individual_ ? SplitBehavior::Isolated : SplitBehavior::Contiguous);
}

void CharDelimiterPreTokenizer::split(PreTokens& pieces) const {
    const char32_t delimiter = delimiter_;
    splitOnCharacters(
        pieces, [delimiter](char32_t c) { return c == delimiter; }, SplitBehavior::Removed);
}

void SplitPreTokenizer::split(PreTokens& pieces) const {
    splitEach(pieces, [&](const PreToken& piece) {
        PatternSpans spans = pattern_.find(piece.text);
        if (invert_) invertSpans(spans);
        return splitSpans(piece.text, spans, behavior_);
    });
}

} // namespace unembed
