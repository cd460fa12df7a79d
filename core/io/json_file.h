// JSON files: read with the parse error's offset in the message, written atomically (a kill
// mid-write leaves the previous file whole). Model folders, configs and build states use these.
#pragma once

#include <QJsonValue>
#include <QString>

namespace unembed {

// The document at `path`, an object or an array. Throws InputError naming the file.
QJsonValue readJsonFile(const QString& path);
// The document at `path`, which must be an object. Throws InputError naming the file.
QJsonObject readJsonObjectFile(const QString& path);
// Writes `value` (an object or an array), indented. Throws InputError naming the file.
void writeJsonFile(const QString& path, const QJsonValue& value);

} // namespace unembed
