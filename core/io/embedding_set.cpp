#include "embedding_set.h"

#include "mapped_file.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace unembed {

FloatMatrix FloatMatrix::owned(std::vector<float> values, qint64 rows, qint64 dim) {
    FloatMatrix m;
    auto storage = std::make_shared<const std::vector<float>>(std::move(values));
    m.data_ = storage->data();
    m.keeper_ = std::move(storage);
    m.rows_ = rows;
    m.dim_ = dim;
    return m;
}

FloatMatrix FloatMatrix::borrowed(std::shared_ptr<const void> keeper, const float* data,
                                  qint64 rows, qint64 dim) {
    FloatMatrix m;
    m.keeper_ = std::move(keeper);
    m.borrowed_ = true;
    m.data_ = data;
    m.rows_ = rows;
    m.dim_ = dim;
    return m;
}

void FloatMatrix::releaseRows(qint64 first, qint64 count) const {
    // Borrowed values lie in a MappedFile's read-only mapping (npy, safetensors).
    if (!borrowed_ || count <= 0) return;
    const qint64 end = qMin(first + count, rows_);
    releaseMappedPages(row(first), (end - first) * dim_ * qint64(sizeof(float)));
}

QString metadataText(const QJsonObject& object) {
    return object.isEmpty()
               ? QString()
               : QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonValue metadataCell(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1Char('{')) || trimmed.startsWith(QLatin1Char('['))) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(trimmed.toUtf8(), &error);
        if (error.error == QJsonParseError::NoError)
            return document.isObject() ? QJsonValue(document.object())
                                       : QJsonValue(document.array());
    }
    return text;
}

} // namespace unembed
