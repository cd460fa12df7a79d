#include "victim_spec.h"

#include "io/model_location.h"

#include <QFileInfo>

namespace unembed {

bool VictimSpec::isEndpoint() const {
    return isEndpointLocation(location);
}

QString VictimSpec::describe() const {
    if (isEmpty()) return {};
    const QString victim = !isEndpoint()     ? QFileInfo(location).absoluteFilePath()
                           : model.isEmpty() ? location
                                             : QStringLiteral("%1 (%2)").arg(location, model);
    return defence.isEmpty() ? victim : defendedVictimName(victim, defence);
}

namespace {
const QLatin1String kBehind(" behind ");
} // namespace

QString defendedVictimName(const QString& victim, const QString& defence) {
    return victim + kBehind + defence;
}

QString undefendedVictimName(const QString& name) {
    const qsizetype behind = name.indexOf(kBehind);
    return behind < 0 ? name : name.left(behind);
}

QString victimDefence(const QString& name) {
    const qsizetype behind = name.indexOf(kBehind);
    return behind < 0 ? QString() : name.mid(behind + kBehind.size());
}

} // namespace unembed
