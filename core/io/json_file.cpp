#include "json_file.h"

#include "io/file_write.h"

#include "error.h"
#include "reader_limits.h"
#include "regular_file.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace unembed {

namespace {

InputError fileError(const QString& path, const QString& problem, const QString& expected = {},
                     const QString& found = {}) {
    return InputError({path, std::nullopt, {}, expected, found}, problem);
}

} // namespace

QJsonValue readJsonFile(const QString& path) {
    requireRegularFile(path, QStringLiteral("a JSON file"));
    QFile file(path);
    requireFileSize(path, file.size(), limits::kMaxJsonFileBytes, QStringLiteral("a JSON file"));
    if (!file.open(QIODevice::ReadOnly))
        throw fileError(path, QStringLiteral("cannot read the file: %1").arg(file.errorString()));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        throw fileError(path, QStringLiteral("invalid JSON at offset %1: %2")
                                  .arg(error.offset)
                                  .arg(error.errorString()));
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}

QJsonObject readJsonObjectFile(const QString& path) {
    const QJsonValue value = readJsonFile(path);
    if (!value.isObject())
        throw fileError(path, QStringLiteral("not a JSON object"), QStringLiteral("an object"),
                        QStringLiteral("an array"));
    return value.toObject();
}

void writeJsonFile(const QString& path, const QJsonValue& value) {
    const QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    writeFileAtomically(path, doc.toJson());
}

} // namespace unembed
