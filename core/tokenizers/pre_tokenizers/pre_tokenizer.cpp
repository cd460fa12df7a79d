#include "pre_tokenizer.h"

#include "tokenizers/component_table.h"
#include "tokenizers/pre_tokenizers/byte_level.h"
#include "tokenizers/pre_tokenizers/metaspace.h"
#include "tokenizers/pre_tokenizers/splitting_pre_tokenizers.h"

#include <QJsonArray>
#include <QList>

namespace unembed {

namespace {

SplitBehavior behaviorOf(const QJsonObject& json, const QString& file, SplitBehavior fallback) {
    const QJsonValue value = json.value(QStringLiteral("behavior"));
    if (value.isUndefined() || value.isNull()) return fallback;
    return splitBehaviorFromJson(value, file, QStringLiteral("pre_tokenizer.behavior"));
}

const ComponentTable<PreTokenizer>& factories() {
    static const ComponentTable<PreTokenizer> table = {
        {QStringLiteral("BertPreTokenizer"),
         [](const QJsonObject&, const QString&) { return std::make_unique<BertPreTokenizer>(); }},
        {QStringLiteral("Whitespace"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<WhitespacePreTokenizer>();
         }},
        {QStringLiteral("WhitespaceSplit"),
         [](const QJsonObject&, const QString&) {
             return std::make_unique<WhitespaceSplitPreTokenizer>();
         }},
        {QStringLiteral("Punctuation"),
         [](const QJsonObject& json, const QString& file) {
             return std::make_unique<PunctuationPreTokenizer>(
                 behaviorOf(json, file, SplitBehavior::Isolated));
         }},
        {QStringLiteral("Digits"),
         [](const QJsonObject& json, const QString&) {
             return std::make_unique<DigitsPreTokenizer>(
                 json.value(QStringLiteral("individual_digits")).toBool(false));
         }},
        {QStringLiteral("CharDelimiterSplit"),
         [](const QJsonObject& json, const QString&) {
             const auto delimiter = json.value(QStringLiteral("delimiter")).toString().toUcs4();
             return std::make_unique<CharDelimiterPreTokenizer>(
                 delimiter.isEmpty() ? U' ' : char32_t(delimiter.front()));
         }},
        {QStringLiteral("Split"),
         [](const QJsonObject& json, const QString& file) {
             return std::make_unique<SplitPreTokenizer>(
                 TextPattern::fromJson(json.value(QStringLiteral("pattern")), file,
                                       QStringLiteral("pre_tokenizer.pattern")),
                 behaviorOf(json, file, SplitBehavior::Removed),
                 json.value(QStringLiteral("invert")).toBool(false));
         }},
        {QStringLiteral("ByteLevel"),
         [](const QJsonObject& json, const QString&) {
             return std::make_unique<ByteLevelPreTokenizer>(
                 json.value(QStringLiteral("add_prefix_space")).toBool(true),
                 json.value(QStringLiteral("use_regex")).toBool(true));
         }},
        {QStringLiteral("Metaspace"),
         [](const QJsonObject& json, const QString& file) {
             return std::make_unique<MetaspacePreTokenizer>(
                 MetaspaceOptions::fromJson(json, file, QStringLiteral("pre_tokenizer")));
         }},
        {QStringLiteral("Sequence"),
         [](const QJsonObject& json, const QString& file) {
             std::vector<std::unique_ptr<PreTokenizer>> steps;
             for (const QJsonValue& step : json.value(QStringLiteral("pretokenizers")).toArray())
                 if (auto preTokenizer = makePreTokenizer(step, file))
                     steps.push_back(std::move(preTokenizer));
             return std::make_unique<SequencePreTokenizer>(std::move(steps));
         }},
    };
    return table;
}

} // namespace

void splitEach(PreTokens& pieces, const std::function<QStringList(const PreToken&)>& splitOne) {
    PreTokens out;
    out.reserve(pieces.size());
    for (const PreToken& piece : pieces) {
        const QStringList parts = splitOne(piece);
        for (qsizetype i = 0; i < parts.size(); ++i)
            out.push_back({parts[i], piece.atStart && i == 0});
    }
    pieces = std::move(out);
}

void SequencePreTokenizer::split(PreTokens& pieces) const {
    for (const auto& step : steps_)
        step->split(pieces);
}

std::unique_ptr<PreTokenizer> makePreTokenizer(const QJsonValue& json, const QString& file) {
    return makeComponent(factories(), json, file, QStringLiteral("pre_tokenizer"));
}

} // namespace unembed
