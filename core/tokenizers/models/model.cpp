#include "model.h"

#include "error.h"
#include "tokenizers/component_table.h"
#include "tokenizers/models/bpe.h"
#include "tokenizers/models/unigram.h"
#include "tokenizers/models/wordpiece.h"

#include <QJsonArray>

namespace unembed {

namespace {

QString optionalString(const QJsonObject& json, const char* key) {
    const QJsonValue value = json.value(QLatin1String(key));
    return value.isString() ? value.toString() : QString();
}

const ComponentTable<TokenizerModel>& factories() {
    static const ComponentTable<TokenizerModel> table = {
        {QStringLiteral("WordPiece"),
         [](const QJsonObject& json, const QString& file) {
             return std::make_unique<WordPieceModel>(
                 Vocabulary::fromObject(json.value(QStringLiteral("vocab")).toObject(), file,
                                        QStringLiteral("model.vocab")),
                 json.value(QStringLiteral("unk_token")).toString(QStringLiteral("[UNK]")),
                 json.value(QStringLiteral("continuing_subword_prefix"))
                     .toString(QStringLiteral("##")),
                 json.value(QStringLiteral("max_input_chars_per_word")).toInt(100), file);
         }},
        {QStringLiteral("BPE"),
         [](const QJsonObject& json, const QString& file) {
             BpeOptions options;
             options.unkToken = optionalString(json, "unk_token");
             options.continuingSubwordPrefix = optionalString(json, "continuing_subword_prefix");
             options.endOfWordSuffix = optionalString(json, "end_of_word_suffix");
             options.fuseUnk = json.value(QStringLiteral("fuse_unk")).toBool(false);
             options.byteFallback = json.value(QStringLiteral("byte_fallback")).toBool(false);
             options.ignoreMerges = json.value(QStringLiteral("ignore_merges")).toBool(false);
             return std::make_unique<BpeModel>(
                 Vocabulary::fromObject(json.value(QStringLiteral("vocab")).toObject(), file,
                                        QStringLiteral("model.vocab")),
                 json.value(QStringLiteral("merges")).toArray(), options, file);
         }},
        {QStringLiteral("Unigram"),
         [](const QJsonObject& json, const QString& file) {
             return std::make_unique<UnigramModel>(
                 json.value(QStringLiteral("vocab")).toArray(),
                 json.value(QStringLiteral("unk_id")).toInteger(-1),
                 json.value(QStringLiteral("byte_fallback")).toBool(false), file);
         }},
    };
    return table;
}

} // namespace

void Vocabulary::add(const QString& token, int64_t id) {
    ids.insert(token, id);
    if (size_t(id) >= tokens.size()) tokens.resize(size_t(id) + 1);
    tokens[size_t(id)] = token;
}

std::vector<int64_t> Vocabulary::byteIds(const QString& text) const {
    std::vector<int64_t> found;
    for (const char byte : text.toUtf8()) {
        const int64_t id = find(QString::asprintf("<0x%02X>", unsigned(uint8_t(byte))));
        if (id < 0) return {};
        found.push_back(id);
    }
    return found;
}

Vocabulary Vocabulary::fromObject(const QJsonObject& json, const QString& file,
                                  const QString& field) {
    // Ids index a table: one far past the number of tokens would allocate for the gap (a single
    // id of 10^8 took 2.4 GB), where real vocabularies number their tokens from 0 with few gaps.
    constexpr qint64 kLargestGap = qint64(1) << 20;
    const qint64 largest = qint64(json.size()) + kLargestGap;
    Vocabulary vocabulary;
    for (auto it = json.begin(); it != json.end(); ++it) {
        const qint64 id = it.value().toInteger(-1);
        if (id < 0 || id > largest)
            throw InputError({file, std::nullopt, field + QLatin1Char('.') + it.key(),
                              QStringLiteral("an id from 0 to %1").arg(largest),
                              it.value().toVariant().toString()},
                             QStringLiteral("invalid vocabulary id"));
        vocabulary.add(it.key(), id);
    }
    return vocabulary;
}

std::unique_ptr<TokenizerModel> makeTokenizerModel(const QJsonValue& json, const QString& file) {
    if (!json.isObject())
        throw InputError(
            {file, std::nullopt, QStringLiteral("model"), QStringLiteral("an object"), QString()},
            QStringLiteral("the tokenizer has no model"));
    return makeComponent(factories(), json, file, QStringLiteral("model"));
}

} // namespace unembed
