// The demo's threat models (demo_threat_models.cpp): the shipped attackers against the second
// victim, which none of them was trained on, through maps fitted on 10 to 10,000 leaked pairs, and
// for reference on their own victim; REPORT.md's "Threat models" section from the stage's record.
#pragma once

#include <QJsonObject>
#include <QString>

namespace unembed::demo {

// The section, or nothing when the build state has no threat-models stage.
QString threatModelsSection(const QJsonObject& buildState);

} // namespace unembed::demo
