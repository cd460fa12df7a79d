// tokenizer.json's "normalizer": what happens to a text before it is split and tokenized. The
// factory reads every normalizer the Hugging Face tokenizers crate writes for the encoders Unembed
// loads (BertNormalizer, NFC/NFD/NFKC/NFKD, Lowercase, StripAccents, Strip, Replace, Prepend and
// Sequence of them) and refuses any other, naming it. Torch-free.
#pragma once

#include <QJsonValue>
#include <QString>

#include <memory>
#include <vector>

namespace unembed {

class Normalizer {
public:
    virtual ~Normalizer() = default;
    virtual QString normalize(const QString& text) const = 0;
};

// Null for a JSON null (no normalizer). Throws InputError naming `file` and the unknown type.
std::unique_ptr<Normalizer> makeNormalizer(const QJsonValue& json, const QString& file);

class SequenceNormalizer : public Normalizer {
public:
    explicit SequenceNormalizer(std::vector<std::unique_ptr<Normalizer>> steps)
        : steps_(std::move(steps)) {}
    QString normalize(const QString& text) const override;

private:
    std::vector<std::unique_ptr<Normalizer>> steps_;
};

} // namespace unembed
