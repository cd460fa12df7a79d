// What `unembed-cli serve` answers: OpenAI's embeddings API (`POST /v1/embeddings`, `GET
// /v1/models`) over a victim folder. Torch-free, so the HTTP server (serve/embedding_server.h:
// routing, the key, the limits) stays apart from the model. A request's `input` is a string or an
// array of strings; `encoding_format` "float" (default) or "base64"; `dimensions`, when given, must
// be the model's own; `usage` counts the victim tokenizer's tokens, special tokens included, as TEI
// does.
#pragma once

#include "embedders/victim_spec.h"

#include <QJsonObject>

#include <memory>

namespace unembed {

class SentenceTransformer;

class EmbeddingService {
public:
    // Loads the folder (throws InputError); `model` is the name requests must give (empty: the
    // folder's name).
    EmbeddingService(const VictimSpec& folder, QString model);
    ~EmbeddingService();

    const QString& model() const { return model_; }
    int dimension() const;
    // Texts at most per request; more is refused (400), as OpenAI does past 2048, before any text
    // is read.
    static constexpr int kMaxInputs = 2048;
    // Each text is read as the folder reads it, up to the victim's maximum tokens (truncated, as
    // sentence-transformers does, where OpenAI would refuse); characters past this many per token
    // are dropped before tokenizing, so that a long text costs no more than a short one.
    static constexpr int kCharactersPerToken = 64;

    struct Answer {
        int status = 200;
        QJsonObject body; // the embeddings, or OpenAI's {"error": {...}}
        int texts = 0;    // texts embedded (0 when refused)
    };
    // One `POST /v1/embeddings` body.
    Answer embeddings(const QByteArray& requestBody) const;
    // `GET /v1/models`.
    QJsonObject models() const;
    // OpenAI's error object.
    static QJsonObject error(const QString& message, const QString& type, const QString& code = {});

private:
    std::unique_ptr<SentenceTransformer> victim_;
    QString model_;
};

} // namespace unembed
