// JSON Lines embedding files: one JSON object per non-blank line, with an "embedding" array of
// numbers and an optional "text" (string) and "id" (string or number).
#pragma once

#include "embedding_reader.h"

#include <QCoreApplication>

namespace unembed {

class JsonlEmbeddingReader : public EmbeddingReader {
    Q_DECLARE_TR_FUNCTIONS(JsonlEmbeddingReader)

public:
    QString formatName() const override { return tr("JSON Lines"); }
    QStringList suffixes() const override { return {QStringLiteral("jsonl")}; }
    // Errors name the line; texts and ids stay empty unless some line has one.
    EmbeddingSet read(const QString& path, const ReadOptions& options) const override;
};

} // namespace unembed
