#include "hf_tokenizer.h"

#include "error.h"
#include "io/json_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace unembed {

namespace {

// tokenizer_config.json writes a special token as a string or as {"content": ...}.
QString tokenText(const QJsonValue& value) {
    return value.isObject() ? value.toObject().value(QStringLiteral("content")).toString()
                            : value.toString();
}

} // namespace

HfTokenizer::HfTokenizer(const QJsonObject& json, const QString& file, const QJsonObject& config,
                         QStringList sources)
    : added_(json.value(QStringLiteral("added_tokens")).toArray(), file),
      normalizer_(makeNormalizer(json.value(QStringLiteral("normalizer")), file)),
      preTokenizer_(makePreTokenizer(json.value(QStringLiteral("pre_tokenizer")), file)),
      model_(makeTokenizerModel(json.value(QStringLiteral("model")), file)),
      postProcessor_(makePostProcessor(json.value(QStringLiteral("post_processor")), file)),
      decoder_(makeDecoder(json.value(QStringLiteral("decoder")), file)),
      sources_(std::move(sources)) {
    if (normalizer_)
        added_.normalizeContents(
            [this](const QString& text) { return normalizer_->normalize(text); });
    const QJsonObject truncation = json.value(QStringLiteral("truncation")).toObject();
    truncation_ = truncation.value(QStringLiteral("max_length")).toInt(0);
    const QJsonObject padding = json.value(QStringLiteral("padding")).toObject();
    padId_ = padding.value(QStringLiteral("pad_id")).toInteger(0);
    const QString padToken = tokenText(config.value(QStringLiteral("pad_token")));
    if (!padToken.isEmpty() && tokenToId(padToken) >= 0) padId_ = tokenToId(padToken);
    const auto configId = [&](const char* key) {
        const QString token = tokenText(config.value(QLatin1String(key)));
        return token.isEmpty() ? int64_t(-1) : tokenToId(token);
    };
    bosId_ = configId("bos_token");
    eosId_ = configId("eos_token");
    // Tokenizers without a limit write a huge placeholder (1e30).
    const double maxLength = config.value(QStringLiteral("model_max_length")).toDouble(0.0);
    modelMaxLength_ = maxLength > 0 && maxLength < 1e9 ? int(maxLength) : 0;
}

std::unique_ptr<HfTokenizer> HfTokenizer::load(const QString& folder) {
    const QDir dir(folder);
    const QString file = dir.filePath(QStringLiteral("tokenizer.json"));
    const QString configFile = dir.filePath(QStringLiteral("tokenizer_config.json"));
    QStringList sources{file};
    QJsonObject config;
    if (QFileInfo::exists(configFile)) {
        config = readJsonObjectFile(configFile);
        sources << configFile;
    }
    return std::make_unique<HfTokenizer>(readJsonObjectFile(file), file, config, sources);
}

int64_t HfTokenizer::tokenToId(const QString& token) const {
    const int64_t added = added_.idOf(token);
    return added >= 0 ? added : model_->vocabulary().find(token);
}

int64_t HfTokenizer::idCount() const {
    return std::max(added_.idEnd(), int64_t(model_->vocabulary().tokens.size()));
}

void HfTokenizer::tokenizePlain(const QString& text, bool atStart,
                                std::vector<int64_t>& ids) const {
    PreTokens pieces{{text, atStart}};
    if (preTokenizer_) preTokenizer_->split(pieces);
    for (const PreToken& piece : pieces)
        model_->tokenize(piece.text, ids);
}

std::vector<int64_t> HfTokenizer::tokenize(const QString& text) const {
    std::vector<int64_t> ids;
    for (const AddedSegment& raw : added_.split(text, false)) {
        if (raw.id >= 0) {
            ids.push_back(raw.id);
            continue;
        }
        const QString normalized = normalizer_ ? normalizer_->normalize(raw.text) : raw.text;
        for (const AddedSegment& segment : added_.split(normalized, true)) {
            if (segment.id >= 0)
                ids.push_back(segment.id);
            else
                tokenizePlain(segment.text, raw.start == 0 && segment.start == 0, ids);
        }
    }
    return ids;
}

std::vector<int64_t> HfTokenizer::encode(const QString& text, int maxLength) const {
    std::vector<int64_t> ids = tokenize(text);
    const int limit = maxLength > 0 ? maxLength : truncation_;
    const int added = postProcessor_ ? postProcessor_->addedTokens() : 0;
    if (limit > 0 && ids.size() + size_t(added) > size_t(limit))
        ids.resize(size_t(std::max(0, limit - added)));
    return postProcessor_ ? postProcessor_->process(ids) : ids;
}

QString HfTokenizer::decode(const std::vector<int64_t>& ids, bool skipSpecialTokens) const {
    QStringList tokens;
    const auto& vocabulary = model_->vocabulary().tokens;
    for (const int64_t id : ids) {
        if (const AddedToken* token = added_.byId(id)) {
            if (!(skipSpecialTokens && token->special)) tokens << token->content;
        } else if (id >= 0 && size_t(id) < vocabulary.size() && !vocabulary[size_t(id)].isNull()) {
            tokens << vocabulary[size_t(id)];
        }
    }
    return decoder_ ? decoder_->decode(tokens) : tokens.join(QLatin1Char(' '));
}

void HfTokenizer::saveTo(const QString& folder) const {
    for (const QString& source : sources_) {
        const QString target = QDir(folder).filePath(QFileInfo(source).fileName());
        if (QFileInfo(target) == QFileInfo(source)) continue;
        // A file left by an earlier save of another tokenizer is replaced.
        QFile::remove(target);
        if (!QFile::copy(source, target))
            throw InputError({target, std::nullopt, {}, {}, {}},
                             QStringLiteral("cannot copy the tokenizer file"));
    }
}

} // namespace unembed
