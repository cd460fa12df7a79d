// The demo's attribute probes (demo_attribute_probes.cpp): for each victim, probes trained on the
// training texts (labels from the detectors with the pack's health-term list) ship in the pack,
// and REPORT.md's "Attributes inferable from the vectors" gives their figures on held-out
// training texts, the PersonaChat test texts and the demo messages.
#pragma once

#include <QJsonObject>
#include <QString>

namespace unembed::demo {

// The section, or nothing when the build state has no attribute-probes stage.
QString attributeProbesSection(const QJsonObject& buildState);

} // namespace unembed::demo
