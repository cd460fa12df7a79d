#include "victim_spec.h"

#include <QFileInfo>

namespace unembed {

bool VictimSpec::isEndpoint() const {
    return location.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) ||
           location.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
}

QString VictimSpec::describe() const {
    if (isEmpty()) return {};
    const QString victim = !isEndpoint()     ? QFileInfo(location).absoluteFilePath()
                           : model.isEmpty() ? location
                                             : QStringLiteral("%1 (%2)").arg(location, model);
    return defence.isEmpty() ? victim : QStringLiteral("%1 behind %2").arg(victim, defence);
}

} // namespace unembed
