// The small normalizers of tokenizer.json: Unicode normal forms, Lowercase, StripAccents (drops
// non-spacing marks; tokenizers pairs it with NFD), Strip, Replace and Prepend. Torch-free.
#pragma once

#include "tokenizers/normalizers/normalizer.h"
#include "tokenizers/pattern_split.h"

namespace unembed {

class UnicodeFormNormalizer : public Normalizer {
public:
    explicit UnicodeFormNormalizer(QString::NormalizationForm form) : form_(form) {}
    QString normalize(const QString& text) const override { return text.normalized(form_); }

private:
    QString::NormalizationForm form_;
};

class LowercaseNormalizer : public Normalizer {
public:
    QString normalize(const QString& text) const override { return text.toLower(); }
};

class StripAccentsNormalizer : public Normalizer {
public:
    QString normalize(const QString& text) const override;
};

// Whitespace off the left and/or right end.
class StripNormalizer : public Normalizer {
public:
    StripNormalizer(bool left, bool right) : left_(left), right_(right) {}
    QString normalize(const QString& text) const override;

private:
    bool left_;
    bool right_;
};

// Every match of the pattern replaced by `content`.
class ReplaceNormalizer : public Normalizer {
public:
    ReplaceNormalizer(TextPattern pattern, QString content)
        : pattern_(std::move(pattern)), content_(std::move(content)) {}
    QString normalize(const QString& text) const override;

private:
    TextPattern pattern_;
    QString content_;
};

// `prefix` before a text that is not empty.
class PrependNormalizer : public Normalizer {
public:
    explicit PrependNormalizer(QString prefix) : prefix_(std::move(prefix)) {}
    QString normalize(const QString& text) const override {
        return text.isEmpty() ? text : prefix_ + text;
    }

private:
    QString prefix_;
};

} // namespace unembed
