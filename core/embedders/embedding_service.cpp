#include "embedding_service.h"

#include "embedders/sentence_transformer.h"
#include "error.h"
#include "store/float_blob.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace unembed {

namespace {

EmbeddingService::Answer refusal(int status, const QString& message, const QString& type,
                                 const QString& code = {}) {
    return {status, EmbeddingService::error(message, type, code), 0};
}

// What the victim can read of a text: no more than kCharactersPerToken characters for each token
// it reads. The tokenizers split words apart before cutting them into tokens, so this changes
// nothing of the tokens read unless the text's first characters average more than that per token;
// it spares the tokenizer the rest of a long text.
QString readablePart(const QString& text, int maxTokens) {
    qsizetype keep = qsizetype(maxTokens) * EmbeddingService::kCharactersPerToken;
    if (text.size() <= keep) return text;
    if (text.at(keep - 1).isHighSurrogate()) --keep; // no half character
    return text.left(keep);
}

} // namespace

EmbeddingService::EmbeddingService(const VictimSpec& folder, QString model)
    : victim_(SentenceTransformer::load(folder.location)), model_(std::move(model)) {
    if (!folder.promptName.isEmpty()) victim_->selectPrompt(folder.promptName);
    if (model_.isEmpty()) model_ = victim_->name();
}

EmbeddingService::~EmbeddingService() = default;

int EmbeddingService::dimension() const {
    return victim_->dimension();
}

QJsonObject EmbeddingService::error(const QString& message, const QString& type,
                                    const QString& code) {
    QJsonObject error{{QStringLiteral("message"), message}, {QStringLiteral("type"), type}};
    error.insert(QStringLiteral("code"), code.isEmpty() ? QJsonValue() : QJsonValue(code));
    return {{QStringLiteral("error"), error}};
}

QJsonObject EmbeddingService::models() const {
    const QJsonObject model{{QStringLiteral("id"), model_},
                            {QStringLiteral("object"), QStringLiteral("model")},
                            {QStringLiteral("owned_by"), QStringLiteral("unembed")}};
    return {{QStringLiteral("object"), QStringLiteral("list")},
            {QStringLiteral("data"), QJsonArray{model}}};
}

EmbeddingService::Answer EmbeddingService::embeddings(const QByteArray& requestBody) const {
    const QString invalid = QStringLiteral("invalid_request_error");
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(requestBody, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return refusal(400, QStringLiteral("the body is not a JSON object"), invalid);
    const QJsonObject request = document.object();
    const QString model = request.value(QStringLiteral("model")).toString();
    if (model != model_)
        return refusal(404,
                       QStringLiteral("the model '%1' does not exist; this server has '%2'")
                           .arg(model, model_),
                       invalid, QStringLiteral("model_not_found"));
    const QJsonValue input = request.value(QStringLiteral("input"));
    const QJsonArray items = input.isString() ? QJsonArray{input} : input.toArray();
    if (!input.isString() && !input.isArray())
        return refusal(400, QStringLiteral("'input' must be a string or an array of strings"),
                       invalid);
    if (items.isEmpty() || items.size() > kMaxInputs)
        return refusal(400,
                       QStringLiteral("'input' must hold 1 to %1 texts; it holds %2")
                           .arg(kMaxInputs)
                           .arg(items.size()),
                       invalid);
    QStringList texts;
    for (const QJsonValue& item : items) {
        if (!item.isString())
            return refusal(400,
                           QStringLiteral("'input' must be a string or an array of strings "
                                          "(token ids are not accepted)"),
                           invalid);
        texts.append(readablePart(item.toString(), victim_->maxSeqLength()));
    }
    const QJsonValue dimensions = request.value(QStringLiteral("dimensions"));
    if (!dimensions.isUndefined() && !dimensions.isNull() &&
        dimensions.toInt(-1) != victim_->dimension())
        return refusal(400,
                       QStringLiteral("this model gives vectors of %1 dimensions only")
                           .arg(victim_->dimension()),
                       invalid);
    const QString format =
        request.value(QStringLiteral("encoding_format")).toString(QStringLiteral("float"));
    if (format != QLatin1String("float") && format != QLatin1String("base64"))
        return refusal(400, QStringLiteral("'encoding_format' must be 'float' or 'base64'"),
                       invalid);

    const torch::Tensor vectors = victim_->embed(texts).contiguous();
    const int dim = int(vectors.size(1));
    const float* values = vectors.data_ptr<float>();
    QJsonArray data;
    for (int i = 0; i < int(texts.size()); ++i) {
        const float* row = values + qint64(i) * dim;
        QJsonValue embedding;
        if (format == QLatin1String("base64")) {
            embedding = QString::fromLatin1(toFloatBlob(row, dim).toBase64());
        } else {
            QJsonArray numbers;
            for (int k = 0; k < dim; ++k)
                numbers.append(double(row[k]));
            embedding = numbers;
        }
        data.append(QJsonObject{{QStringLiteral("object"), QStringLiteral("embedding")},
                                {QStringLiteral("index"), i},
                                {QStringLiteral("embedding"), embedding}});
    }
    const qint64 tokens =
        victim_->tokenizer().encodeBatch(texts, victim_->maxSeqLength()).mask.sum().item<int64_t>();
    const QJsonObject usage{{QStringLiteral("prompt_tokens"), tokens},
                            {QStringLiteral("total_tokens"), tokens}};
    return {200,
            {{QStringLiteral("object"), QStringLiteral("list")},
             {QStringLiteral("data"), data},
             {QStringLiteral("model"), model_},
             {QStringLiteral("usage"), usage}},
            int(texts.size())};
}

} // namespace unembed
