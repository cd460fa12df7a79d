#include "token_outputs.h"

#include "error.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace unembed {

namespace {

QJsonArray entries(const QString& json, const QString& casePath, qint64 row, const QString& field,
                   const QString& shape, int width) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    auto fail = [&](const QString& found) {
        throw InputError({casePath, row + 1, field, shape, found},
                         QStringLiteral("malformed stored token output"));
    };
    if (error.error != QJsonParseError::NoError) fail(error.errorString());
    if (!doc.isArray()) fail(QStringLiteral("not an array"));
    const QJsonArray array = doc.array();
    for (const QJsonValue& entry : array)
        if (!entry.isArray() || entry.toArray().size() != width || !entry.toArray()[0].isDouble())
            fail(
                QString::fromUtf8(QJsonDocument(QJsonArray{entry}).toJson(QJsonDocument::Compact)));
    return array;
}

} // namespace

std::vector<qint64> parseTokenIds(const QString& json, const QString& casePath, qint64 row) {
    std::vector<qint64> ids;
    for (const QJsonValue& entry : entries(json, casePath, row, QStringLiteral("tokens_json"),
                                           QStringLiteral("[[id, piece], ...]"), 2))
        ids.push_back(entry.toArray()[0].toInteger());
    return ids;
}

std::vector<std::pair<qint64, double>> parseTokenScores(const QString& json,
                                                        const QString& casePath, qint64 row) {
    std::vector<std::pair<qint64, double>> scores;
    for (const QJsonValue& entry : entries(json, casePath, row, QStringLiteral("scores_json"),
                                           QStringLiteral("[[id, piece, p], ...]"), 3))
        scores.emplace_back(entry.toArray()[0].toInteger(), entry.toArray()[2].toDouble());
    return scores;
}

} // namespace unembed
