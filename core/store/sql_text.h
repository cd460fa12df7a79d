// Text bound to SQLite: a null QString would be bound as NULL, so an empty text (a model that
// decodes nothing, an empty hypothesis) is bound as ''.
#pragma once

#include <QString>

namespace unembed {

inline QString nonNullText(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

} // namespace unembed
