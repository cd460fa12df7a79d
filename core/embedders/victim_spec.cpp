#include "victim_spec.h"

#include <QFileInfo>

namespace unembed {

bool VictimSpec::isEndpoint() const {
    return location.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) ||
           location.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
}

QString VictimSpec::describe() const {
    if (isEmpty()) return {};
    if (!isEndpoint()) return QFileInfo(location).absoluteFilePath();
    return model.isEmpty() ? location : QStringLiteral("%1 (%2)").arg(location, model);
}

} // namespace unembed
