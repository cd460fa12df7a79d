#include "normalizer.h"

#include "tokenizers/component_table.h"
#include "tokenizers/normalizers/bert_normalizer.h"
#include "tokenizers/normalizers/text_normalizers.h"

#include <QJsonArray>

namespace unembed {

namespace {

const ComponentTable<Normalizer>& factories() {
    static const ComponentTable<Normalizer> table = {
        {QStringLiteral("BertNormalizer"),
         [](const QJsonObject& json, const QString&) {
             const bool lowercase = json.value(QStringLiteral("lowercase")).toBool(true);
             const QJsonValue strip = json.value(QStringLiteral("strip_accents"));
             return std::make_unique<BertNormalizer>(
                 json.value(QStringLiteral("clean_text")).toBool(true),
                 json.value(QStringLiteral("handle_chinese_chars")).toBool(true),
                 strip.isBool() ? strip.toBool() : lowercase, lowercase);
         }},
        {QStringLiteral("NFC"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<UnicodeFormNormalizer>(QString::NormalizationForm_C);
         }},
        {QStringLiteral("NFD"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<UnicodeFormNormalizer>(QString::NormalizationForm_D);
         }},
        {QStringLiteral("NFKC"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<UnicodeFormNormalizer>(QString::NormalizationForm_KC);
         }},
        {QStringLiteral("NFKD"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<UnicodeFormNormalizer>(QString::NormalizationForm_KD);
         }},
        {QStringLiteral("Lowercase"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<LowercaseNormalizer>();
         }},
        {QStringLiteral("StripAccents"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<StripAccentsNormalizer>();
         }},
        {QStringLiteral("Strip"),
         [](const QJsonObject& json, const QString&) {
             return std::make_unique<StripNormalizer>(
                 json.value(QStringLiteral("strip_left")).toBool(true),
                 json.value(QStringLiteral("strip_right")).toBool(true));
         }},
        {QStringLiteral("Replace"),
         [](const QJsonObject& json, const QString& file) {
             return std::make_unique<ReplaceNormalizer>(
                 TextPattern::fromJson(json.value(QStringLiteral("pattern")), file,
                                       QStringLiteral("normalizer.pattern")),
                 json.value(QStringLiteral("content")).toString());
         }},
        {QStringLiteral("Prepend"),
         [](const QJsonObject& json, const QString&) {
             return std::make_unique<PrependNormalizer>(
                 json.value(QStringLiteral("prepend")).toString());
         }},
        {QStringLiteral("Sequence"),
         [](const QJsonObject& json, const QString& file) {
             std::vector<std::unique_ptr<Normalizer>> steps;
             for (const QJsonValue& step : json.value(QStringLiteral("normalizers")).toArray())
                 if (auto normalizer = makeNormalizer(step, file))
                     steps.push_back(std::move(normalizer));
             return std::make_unique<SequenceNormalizer>(std::move(steps));
         }},
    };
    return table;
}

} // namespace

QString SequenceNormalizer::normalize(const QString& text) const {
    QString out = text;
    for (const auto& step : steps_)
        out = step->normalize(out);
    return out;
}

std::unique_ptr<Normalizer> makeNormalizer(const QJsonValue& json, const QString& file) {
    return makeComponent(factories(), json, file, QStringLiteral("normalizer"));
}

} // namespace unembed
