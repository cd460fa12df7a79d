// Reading the values of a Hugging Face config.json with HF's defaults: each accessor returns the
// fallback for an absent or null key and throws InputError naming the file, the key, what was
// expected and what was found for a value of the wrong type or range. Shared by the model
// families' configs (T5, GPT-2). Torch-free.
#pragma once

#include <QJsonObject>
#include <QString>

#include <initializer_list>

namespace unembed {

class ConfigReader {
public:
    // `problem` is the message's headline, e.g. "invalid T5 configuration value".
    ConfigReader(const QJsonObject& json, const QString& file, const QString& problem)
        : json_(json), file_(file), problem_(problem) {}

    // A positive (or, with `minimum` 0, non-negative) integer.
    int integer(const char* key, int fallback, int minimum = 1) const;
    double positive(const char* key, double fallback) const;
    // A number in [0, 1).
    double probability(const char* key, double fallback) const;
    bool boolean(const char* key, bool fallback) const;
    QString string(const char* key, const QString& fallback) const;

    // Refuses a special token id (pad, EOS, ...; negative ones mean "none") at or past
    // `vocabSize`, naming vocab_size.
    void requireIdsInVocabulary(std::initializer_list<int> ids, int vocabSize) const;
    // The keys of the config that are not in `known`, to be written back unchanged.
    QJsonObject unknownKeys(std::initializer_list<const char*> known) const;

    // The value as the file spells it, for messages.
    static QString describe(const QJsonValue& value);

private:
    const QJsonObject& json_;
    const QString& file_;
    QString problem_;
};

} // namespace unembed
