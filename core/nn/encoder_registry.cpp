#include "encoder_registry.h"

#include "error.h"
#include "io/json_file.h"
#include "nn/bert.h"
#include "nn/mpnet.h"
#include "nn/t5_text_encoder.h"

#include <QDir>
#include <QFileInfo>

#include <functional>
#include <map>

namespace unembed {

namespace {

using EncoderLoader = std::function<std::unique_ptr<TextEncoder>(const QString& folder)>;

const std::map<QString, EncoderLoader>& loaders() {
    static const std::map<QString, EncoderLoader> table = {
        {QStringLiteral("t5"), loadT5TextEncoder},
        {QStringLiteral("bert"), loadBertEncoder},
        {QStringLiteral("roberta"), loadRobertaEncoder},
        {QStringLiteral("xlm-roberta"), loadRobertaEncoder},
        {QStringLiteral("mpnet"), loadMpnetEncoder},
    };
    return table;
}

} // namespace

QStringList supportedEncoderTypes() {
    QStringList types;
    for (const auto& entry : loaders())
        types << entry.first;
    return types;
}

std::unique_ptr<TextEncoder> loadTextEncoder(const QString& folder) {
    const QString configPath = QDir(folder).filePath(QStringLiteral("config.json"));
    if (!QFileInfo::exists(configPath))
        throw InputError({configPath, std::nullopt, {}, {}, {}},
                         QStringLiteral("the encoder's config.json is missing"));
    const QString type =
        readJsonObjectFile(configPath).value(QStringLiteral("model_type")).toString();
    const auto it = loaders().find(type);
    if (it == loaders().end())
        throw InputError(
            {configPath, std::nullopt, QStringLiteral("model_type"),
             QStringLiteral("one of %1").arg(supportedEncoderTypes().join(QStringLiteral(", "))),
             type.isEmpty() ? QStringLiteral("nothing") : type},
            QStringLiteral("unsupported encoder architecture '%1'").arg(type));
    return it->second(folder);
}

} // namespace unembed
