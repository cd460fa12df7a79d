// The names people read for the figures `eval` stores per sample ("BLEU", "Token F1 (%)"), in
// the interface's language, where the case file and the CLI use the registry's names
// (core/eval/metric_definitions.h), and which of them is better when lower.
#pragma once

#include <QString>

namespace unembed {

// The label of metric `name`; the name itself for a metric without one.
QString metricLabel(const QString& name);

// Whether a lower value is the better one (edit distance).
bool lowerIsBetter(const QString& name);

} // namespace unembed
