// The factories of one section of tokenizer.json (normalizer, pre_tokenizer, model,
// post_processor, decoder) by their "type", and the look-up that refuses an unknown type naming
// the file, the section and the types this build reads. Torch-free.
#pragma once

#include "error.h"

#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>

namespace unembed {

template <typename Component>
using ComponentFactory =
    std::function<std::unique_ptr<Component>(const QJsonObject& json, const QString& file)>;

template <typename Component> using ComponentTable = std::map<QString, ComponentFactory<Component>>;

// Null for a JSON null or an absent section.
template <typename Component>
std::unique_ptr<Component> makeComponent(const ComponentTable<Component>& table,
                                         const QJsonValue& json, const QString& file,
                                         const QString& section) {
    if (json.isNull() || json.isUndefined()) return nullptr;
    const QString type = json.toObject().value(QStringLiteral("type")).toString();
    const auto it = table.find(type);
    if (it == table.end()) {
        QStringList known;
        for (const auto& entry : table)
            known << entry.first;
        throw InputError({file, std::nullopt, section + QStringLiteral(".type"),
                          known.join(QStringLiteral(", ")), type},
                         QStringLiteral("unsupported %1").arg(section));
    }
    return it->second(json.toObject(), file);
}

} // namespace unembed
