// The one registry of metric definitions: every figure Unembed computes, stores, prints or plots
// is named here with its definition and tokenisation, so the code, the CLI output, the case file
// (metric.definition) and the GUI's tooltips say the same thing. Torch-free.
#pragma once

#include <QString>

#include <vector>

namespace unembed {

struct MetricDefinition {
    QString name;         // stored in metric.name, e.g. "bleu"
    QString definitionId; // stored in metric.definition; changes when the definition does
    QString unit; // "%", "characters", "cosine", "score" (0..1, no unit) or empty (perplexity)
    QString tokenization; // what the texts are cut into
    QString definition;   // one or two sentences for people
};

const std::vector<MetricDefinition>& metricDefinitions();
// The definition of `name`; throws std::out_of_range for a name not in the registry (a bug).
const MetricDefinition& metricDefinition(const QString& name);

// A computed figure under its registry name.
struct MetricValue {
    QString name;
    double value = 0;
};

} // namespace unembed
