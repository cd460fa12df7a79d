// The pre-tokenizers that only cut on a pattern: BERT's (whitespace removed, punctuation
// isolated), Whitespace (\w+ and runs of other non-spaces), WhitespaceSplit, Punctuation, Digits,
// CharDelimiterSplit and the general Split (a string or regex pattern, a behaviour, inverted or
// not). Torch-free.
#pragma once

#include "tokenizers/pattern_split.h"
#include "tokenizers/pre_tokenizers/pre_tokenizer.h"

namespace unembed {

class BertPreTokenizer : public PreTokenizer {
public:
    void split(PreTokens& pieces) const override;
};

class WhitespacePreTokenizer : public PreTokenizer {
public:
    WhitespacePreTokenizer();
    void split(PreTokens& pieces) const override;

private:
    QRegularExpression words_;
};

class WhitespaceSplitPreTokenizer : public PreTokenizer {
public:
    void split(PreTokens& pieces) const override;
};

class PunctuationPreTokenizer : public PreTokenizer {
public:
    explicit PunctuationPreTokenizer(SplitBehavior behavior) : behavior_(behavior) {}
    void split(PreTokens& pieces) const override;

private:
    SplitBehavior behavior_;
};

class DigitsPreTokenizer : public PreTokenizer {
public:
    explicit DigitsPreTokenizer(bool individualDigits) : individual_(individualDigits) {}
    void split(PreTokens& pieces) const override;

private:
    bool individual_;
};

class CharDelimiterPreTokenizer : public PreTokenizer {
public:
    explicit CharDelimiterPreTokenizer(char32_t delimiter) : delimiter_(delimiter) {}
    void split(PreTokens& pieces) const override;

private:
    char32_t delimiter_;
};

class SplitPreTokenizer : public PreTokenizer {
public:
    SplitPreTokenizer(TextPattern pattern, SplitBehavior behavior, bool invert)
        : pattern_(std::move(pattern)), behavior_(behavior), invert_(invert) {}
    void split(PreTokens& pieces) const override;

private:
    TextPattern pattern_;
    SplitBehavior behavior_;
    bool invert_;
};

} // namespace unembed
